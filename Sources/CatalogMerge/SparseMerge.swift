import Foundation
import StringCatalog

/// The merge's fast path: string entries whose bytes are the same on all three sides are neither read nor
/// rendered; only the entries that differ are read and merged, and the result is spliced into ours' bytes.
///
/// It produces exactly the bytes the full merge would (tests compare both on the corpus and on generated
/// catalogs). It declines — returning nil, so the full merge runs — whenever it is not sure to: a side it
/// cannot scan, catalog fields outside `strings` that differ, an empty result, conflicts when no `options` are
/// given. With `options`, conflicted entries are rendered as hunks into ours' file read shallowly (entries as
/// bytes), so a conflicted merge of a large catalog never builds a tree of its unchanged entries.
enum SparseMerge {
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, options: MergeOptions? = nil) -> MergeResult? {
        guard !CatalogMerger.isBlank(base) else { return nil }
        let concurrently = worthParallelReading(base.count, ours.count, theirs.count)
        let skims = parallelMap([base, ours, theirs], concurrently: concurrently) { CatalogSkim($0) }
        guard let baseSkim = skims[0], let oursSkim = skims[1], let theirsSkim = skims[2],
            sameOutsideStrings(baseSkim, oursSkim), sameOutsideStrings(oursSkim, theirsSkim)
        else { return nil }

        let baseIndex = index(baseSkim)
        let oursIndex = index(oursSkim)
        let theirsIndex = index(theirsSkim)
        var differing = Set<ExactKey>()
        for entry in oursSkim.entries {
            let key = ExactKey(entry.key)
            guard let baseEntry = baseIndex[key].map({ baseSkim.entries[$0] }),
                let theirsEntry = theirsIndex[key].map({ theirsSkim.entries[$0] }),
                oursSkim.value(entry).hasSameBytes(as: baseSkim.value(baseEntry)),
                oursSkim.value(entry).hasSameBytes(as: theirsSkim.value(theirsEntry))
            else {
                differing.insert(key)
                continue
            }
        }
        var mayAdd = false
        for entry in theirsSkim.entries where oursIndex[ExactKey(entry.key)] == nil {
            differing.insert(ExactKey(entry.key))
            mayAdd = true
        }
        for entry in baseSkim.entries where oursIndex[ExactKey(entry.key)] == nil { differing.insert(ExactKey(entry.key)) }
        if differing.isEmpty {
            return MergeResult(bytes: ours, conflicts: [], changesFromOurs: 0, changesFromTheirs: 0)
        }

        let documents = parallelMap([baseSkim, oursSkim, theirsSkim], concurrently: concurrently) { skim in
            try? JSONDocument(bytes: reduced(skim, to: differing), path: path)
        }
        guard var baseDocument = documents[0], var oursDocument = documents[1], var theirsDocument = documents[2]
        else { return nil }
        // Style details the reduced files may not show: taken from the whole files, as the full merge sees them.
        baseDocument.style.xcodeEmptyObjects = baseSkim.xcodeEmptyObjects ?? true
        oursDocument.style.xcodeEmptyObjects = oursSkim.xcodeEmptyObjects ?? true
        theirsDocument.style.xcodeEmptyObjects = theirsSkim.xcodeEmptyObjects ?? true
        let order = mayAdd ? KeyOrder.detect(oursSkim.entries.map(\.key)) : .xcode
        oursDocument.style.order = order

        var tree = TreeMerge(order: order, keepTheirsBytes: CatalogMerger.sameLayout(theirsDocument.style, oursDocument.style))
        let outcome = tree.mergeRoot(base: baseDocument.root, ours: oursDocument.root, theirs: theirsDocument.root)
        // Conflicts are rendered here only in `strings` entries, and only when the hunks' options are known.
        guard tree.conflicts.isEmpty || options != nil && tree.conflicts.allSatisfy({ $0.path.stringKey != nil })
        else { return nil }
        let mergedRoot: JSONValue
        switch outcome {
        case .keepOurs: mergedRoot = oursDocument.root
        case .take(let value): mergedRoot = value
        case .conflicted(_, let partial?): mergedRoot = partial
        case .delete, .conflicted: return nil
        }
        guard let mergedStrings = mergedRoot.object?["strings"]?.object else { return nil }
        var merged: [ExactKey: JSONValue] = [:]
        for member in mergedStrings.members { merged[ExactKey(member.key)] = member.value }

        var items: [Item] = []
        for (position, entry) in oursSkim.entries.enumerated() {
            let key = ExactKey(entry.key)
            if !differing.contains(key) {
                items.append(.original(position))
            } else if let value = merged[key] {
                items.append(.changed(position, value))
            }
        }
        var additions: [(String, JSONValue)] = []
        for entry in theirsSkim.entries where oursIndex[ExactKey(entry.key)] == nil {
            if let value = merged[ExactKey(entry.key)] { additions.append((entry.key, value)) }
        }
        if !additions.isEmpty {
            var keys = items.map { item -> String in
                switch item {
                case .original(let position), .changed(let position, _): return oursSkim.entries[position].key
                case .added(let key, _): return key
                }
            }
            let sorted = order.isSorted(keys)
            let predecessors = sorted ? [:] : TreeMerge.predecessors(in: theirsSkim.entries.map(\.key))
            for (key, value) in additions {
                let position = TreeMerge.insertionIndex(
                    for: key, in: keys, sorted: sorted, order: order, predecessors: predecessors)
                keys.insert(key, at: position)
                items.insert(.added(key, value), at: position)
            }
        }
        guard !items.isEmpty else { return nil }
        if let options, !tree.conflicts.isEmpty {
            let renderer = ConflictRenderer(
                writer: JSONWriter(style: oursDocument.style), markers: options, keepTheirsBytes: tree.keepTheirsBytes,
                keepBaseBytes: CatalogMerger.sameLayout(baseDocument.style, oursDocument.style))
            guard let hunks = conflictedTree(
                items, ours: ours, path: path, tree: tree, renderer: renderer,
                sides: (baseDocument.root.object, oursDocument.root.object ?? JSONObject(), theirsDocument.root.object ?? JSONObject()))
            else { return nil }
            var result = MergeResult(hunks: hunks, style: options.conflictStyle, tree: tree)
            result.conflictReports = tree.conflicts.prefix(MergeResult.namedConflicts).map {
                ConflictReport(path: $0.path, base: baseDocument.root, ours: oursDocument.root, theirs: theirsDocument.root)
            }
            return result
        }
        let bytes = splice(items, into: oursSkim, writer: JSONWriter(style: oursDocument.style))
        var result = MergeResult(
            bytes: bytes, conflicts: [], changesFromOurs: tree.changedByOurs, changesFromTheirs: tree.changedByTheirs,
            deletedDespiteTranslations: tree.droppedTranslations)
        result.renamedKeys = tree.renamedKeys
        return result
    }

    private enum Item {
        case original(Int)
        case changed(Int, JSONValue)
        case added(String, JSONValue)
    }

    /// Ours' file with conflicts, as the full merge leaves it: ours read shallowly (its entries as bytes), `items`
    /// applied to its `strings`, hunks to be written at the conflicts.
    private static func conflictedTree(
        _ items: [Item], ours: [UInt8], path: String, tree: TreeMerge, renderer: ConflictRenderer,
        sides: (base: JSONObject?, ours: JSONObject, theirs: JSONObject)
    ) -> ConflictedTree? {
        guard let document = try? JSONDocument(shallowBytes: ours, path: path), var root = document.root.object,
            var strings = root["strings"]?.object
        else { return nil }
        var members: [JSONObject.Member] = []
        members.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .original(let position):
                members.append(strings.members[position])
            case .changed(let position, let value):
                var member = strings.members[position]
                member.value = value
                members.append(member)
            case .added(let key, let value):
                members.append(JSONObject.Member(key: key, value: value))
            }
        }
        strings.replaceMembers(members)
        root["strings"] = .object(strings)
        let (leading, trailing) = CatalogMerger.whitespaceAroundRoot(of: document)
        return ConflictedTree(
            renderer: renderer, root: root, base: sides.base, ours: sides.ours, theirs: sides.theirs,
            conflicts: tree.conflicts, leading: leading, trailing: trailing)
    }

    /// Ours' bytes with the `strings` object rewritten from `items`, exactly as the writer would write it.
    private static func splice(_ items: [Item], into skim: CatalogSkim, writer: JSONWriter) -> [UInt8] {
        let bytes = skim.bytes
        let strings = skim.stringsValue
        let lastEntry = skim.entries.count - 1
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4096)
        out.append(contentsOf: bytes[..<(strings.lowerBound + 1)])
        func trailing(_ position: Int) -> ArraySlice<UInt8> {
            let entry = skim.entries[position]
            return position == lastEntry ? [] : bytes[entry.valueEnd..<entry.trailingEnd]
        }
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            switch item {
            case .original(let position):
                let entry = skim.entries[position]
                out.append(contentsOf: bytes[entry.leadingStart..<entry.valueEnd])
                if !isLast { out.append(contentsOf: trailing(position)) }
            case .changed(let position, let value):
                let entry = skim.entries[position]
                out.append(contentsOf: bytes[entry.leadingStart..<entry.valueStart])
                writer.write(value, depth: 2, into: &out)
                if !isLast { out.append(contentsOf: trailing(position)) }
            case .added(let key, let value):
                out.append(contentsOf: writer.style.newline.utf8)
                out.append(contentsOf: writer.style.indent.utf8)
                out.append(contentsOf: writer.style.indent.utf8)
                JSONWriter.writeQuoted(key, into: &out)
                out.append(contentsOf: writer.style.separator.utf8)
                writer.write(value, depth: 2, into: &out)
            }
            if !isLast { out.append(UInt8(ascii: ",")) }
        }
        if case .added? = items.last {
            out.append(contentsOf: writer.style.newline.utf8)
            out.append(contentsOf: writer.style.indent.utf8)
        } else {
            out.append(contentsOf: bytes[skim.entries[lastEntry].valueEnd..<(strings.upperBound - 1)])
        }
        out.append(contentsOf: bytes[(strings.upperBound - 1)...])
        return out
    }

    /// A copy of the file with only the `keys` entries in `strings` (each with its own bytes).
    private static func reduced(_ skim: CatalogSkim, to keys: Set<ExactKey>) -> [UInt8] {
        let bytes = skim.bytes
        let strings = skim.stringsValue
        var out: [UInt8] = []
        out.append(contentsOf: bytes[..<(strings.lowerBound + 1)])
        let chosen = skim.entries.filter { keys.contains(ExactKey($0.key)) }
        for (index, entry) in chosen.enumerated() {
            out.append(contentsOf: bytes[entry.leadingStart..<entry.valueEnd])
            if index != chosen.count - 1 { out.append(UInt8(ascii: ",")) }
        }
        out.append(contentsOf: bytes[skim.entries[skim.entries.count - 1].valueEnd...])
        return out
    }

    /// Whether two files have the same root members, in the same order, with the same bytes outside `strings`.
    private static func sameOutsideStrings(_ a: CatalogSkim, _ b: CatalogSkim) -> Bool {
        guard a.rootMembers.count == b.rootMembers.count else { return false }
        for (left, right) in zip(a.rootMembers, b.rootMembers) {
            guard left.key.hasSameBytes(as: right.key) else { return false }
            if left.key == "strings" { continue }
            guard a.value(left).hasSameBytes(as: b.value(right)) else { return false }
        }
        return true
    }

    private static func index(_ skim: CatalogSkim) -> [ExactKey: Int] {
        var index: [ExactKey: Int] = [:]
        index.reserveCapacity(skim.entries.count)
        for (position, entry) in skim.entries.enumerated() { index[ExactKey(entry.key)] = position }
        return index
    }
}
