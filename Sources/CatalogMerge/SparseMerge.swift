import Foundation
import StringCatalog

/// The merge's fast path: string entries whose bytes are the same on all three sides are neither read nor
/// rendered; only the entries that differ are read and merged, and the result is spliced into ours' bytes.
///
/// It produces exactly the bytes the full merge would (tests compare both on the corpus and on generated
/// catalogs). It declines — returning nil, so the full merge runs — whenever it is not sure to: a side it
/// cannot scan, a conflict outside `strings`, `strings` taken whole from theirs where that is not theirs' file, an
/// empty result, conflicts when no `options` are given. Keys theirs moved and fields outside `strings` that theirs
/// changed are merged here too (session 11). With `options`, conflicted entries are rendered as hunks into ours' file read shallowly (entries as
/// bytes), so a conflicted merge of a large catalog never builds a tree of its unchanged entries.
enum SparseMerge {
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, options: MergeOptions? = nil) -> MergeResult? {
        var reads: ShallowReads?
        return merge(base: base, ours: ours, theirs: theirs, path: path, options: options, reads: &reads)
    }

    /// The merge, with the sides' shallow reads taken from `reads` when given, and left there when made here (nil
    /// when the base does not scan).
    static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, options: MergeOptions?, reads: inout ShallowReads?
    ) -> MergeResult? {
        guard !CatalogMerger.isBlank(base) else { return nil }
        if reads == nil {
            reads = shallowReads(base: base, ours: ours, theirs: theirs)
        }
        guard let reads else { return nil }
        return merge(reads, ours: ours, path: path, options: options)
    }

    /// The three sides read shallow, the base first: an entry of ours or theirs with the base's key and bytes is then
    /// not checked again. Nil when the base does not scan. Out of line, as is the merge of the reads, so that reading
    /// (the deepest calls of a small merge) runs below small stack frames (`CatalogMerger.mergeOnTheirsLayout`).
    @inline(never)
    private static func shallowReads(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> ShallowReads? {
        guard let baseShallow = ShallowCatalog(base) else { return nil }
        return ShallowReads(
            base: baseShallow, ours: ours, theirs: theirs, concurrently: worthParallelReading(base.count, ours.count, theirs.count))
    }

    /// The merge of the sides' shallow reads; `ours` is ours' file, which the result is spliced into.
    @inline(never)
    private static func merge(_ reads: ShallowReads, ours: [UInt8], path: String, options: MergeOptions?) -> MergeResult? {
        let baseShallow = reads.base
        // Outside `strings` the result is ours' file when theirs has ours' fields there or the base's (both changed
        // `version` alike, or only ours did). Elsewhere (theirs changed a field ours did not, or otherwise) they are
        // the tree merge's root fields, which its trees hold whole, written around ours' entries. The tree merge
        // sees those fields either way, as the full merge does, for the counts and the source language.
        guard let oursShallow = reads.ours, let theirsShallow = reads.theirs else { return nil }
        let oursOutside = oursShallow.sameOutsideStrings(theirsShallow) || baseShallow.sameOutsideStrings(theirsShallow)

        let baseIndex = EntryIndex(baseShallow)
        // Few entries not found as the base's: the sides' indexes hash only those, and look the others up through
        // the base's. The lookups are of changed keys, so they stay few; with many changes each would cost two hashes.
        let notFound = oursShallow.sameEntriesInReference.lazy.filter { $0 == nil }.count
            + theirsShallow.sameEntriesInReference.lazy.filter { $0 == nil }.count
        let throughBase = notFound * 8 <= baseShallow.entries.count
        let baseCount = baseShallow.entries.count
        let oursIndex = throughBase ? EntryIndex(oursShallow, base: baseIndex, baseCount: baseCount) : EntryIndex(oursShallow)
        let theirsIndex = throughBase ? EntryIndex(theirsShallow, base: baseIndex, baseCount: baseCount) : EntryIndex(theirsShallow)
        let baseEntries = baseShallow.entries, oursEntries = oursShallow.entries, theirsEntries = theirsShallow.entries
        var differing = Set<ExactKey>()
        // Keys ours left as the base's bytes while theirs changed or deleted them: found in the same comparison.
        var oursAsBase = Set<ExactKey>()
        // The entries the shallow reads found as the base's (same key, same bytes) on both sides need no comparison.
        let oursSame = oursShallow.sameEntriesInReference
        var theirsKeepsBase = [Bool](repeating: false, count: baseEntries.count)
        for case let position? in theirsShallow.sameEntriesInReference { theirsKeepsBase[position] = true }
        for (position, entry) in oursEntries.enumerated() {
            let found = oursSame[position]
            if let found, theirsKeepsBase[found] { continue }
            let key = ExactKey(entry.key)
            // An entry the shallow read found as the base's has the base's bytes, key line included: not compared again.
            guard found != nil
                || baseIndex[key].map({ oursShallow.hasSameEntry(entry, as: baseEntries[$0], in: baseShallow) }) == true
            else {
                differing.insert(key)
                continue
            }
            guard let theirsEntry = theirsIndex[key].map({ theirsEntries[$0] }),
                oursShallow.hasSameEntry(entry, as: theirsEntry, in: theirsShallow)
            else {
                differing.insert(key)
                oursAsBase.insert(key)
                continue
            }
        }
        // Keys ours lacks (theirs' additions, deletions by ours): a base entry ours holds as the base's bytes is in
        // ours without a lookup, and so is theirs' entry found as that base entry.
        var baseInOurs = [Bool](repeating: false, count: baseEntries.count)
        for case let position? in oursSame { baseInOurs[position] = true }
        var mayAdd = false
        for (entry, found) in zip(theirsEntries, theirsShallow.sameEntriesInReference) {
            if let position = found, baseInOurs[position] { continue }
            guard oursIndex[ExactKey(entry.key)] == nil else { continue }
            differing.insert(ExactKey(entry.key))
            mayAdd = true
        }
        for (position, entry) in baseEntries.enumerated() where !baseInOurs[position] && oursIndex[ExactKey(entry.key)] == nil {
            differing.insert(ExactKey(entry.key))
        }
        // Keys theirs moved (issue 12 §3): the merged entries are put in the order `KeyMoves` gives, as the full merge
        // puts them. Theirs' keys found in the base in the base's order (the shallow read found most of them, with
        // their base positions) moved nothing, and `KeyMoves` need not build its tables.
        let theirsMoves = !theirsKeepsBaseOrder(theirsShallow, baseIndex: baseIndex) && KeyMoves.applyingTheirs(
            to: oursEntries.map(\.key), base: baseEntries.map(\.key), ours: oursEntries.map(\.key),
            theirs: theirsEntries.map(\.key)) != nil
        if differing.isEmpty, oursOutside, !theirsMoves {
            // Only catalog fields outside `strings` may differ (ours changed `version`, say): counted as the full
            // merge counts them.
            return MergeResult(
                bytes: ours, conflicts: [], changesFromOurs: oursShallow.changedFields(since: baseShallow),
                changesFromTheirs: theirsShallow.changedFields(since: baseShallow))
        }

        let order = mayAdd
            ? TreeMerge.placementOrder(of: oursEntries.map(\.key), isShared: { baseIndex[ExactKey($0)] != nil }) : .xcode
        var oursStyle = oursShallow.document.style
        oursStyle.order = order
        let keepTheirsBytes = CatalogMerger.sameLayout(theirsShallow.document.style, oursStyle)
        // Entries one side changed (or both alike) whose change the bytes decide: spliced without a tree. Entries
        // whose key lines differ are left to the tree, which merges a key line as a field of its own.
        let spliced = OneSidedEntries(
            ours: oursEntries, oursIndex: oursIndex, base: baseEntries, baseIndex: baseIndex, theirs: theirsEntries, theirsIndex: theirsIndex,
            among: differing, keepTheirsBytes: keepTheirsBytes
        ) { oursPosition, basePosition, theirsPosition in
            let baseEntry = baseEntries[basePosition]
            return oursShallow.hasSameKeyLine(oursEntries[oursPosition], as: baseEntry, in: baseShallow)
                && theirsShallow.hasSameKeyLine(theirsEntries[theirsPosition], as: baseEntry, in: baseShallow)
        }
        let treeKeys = differing.subtracting(spliced.decided.keys)

        // An entry only one side changed is, on the other side, the base's very bytes: read once, as the base's.
        // The other differing entries of ours and theirs were read in full by their shallow reads (not found in the
        // base); only the base's are read here.
        let theirsAsBase = sameBytes(theirsShallow, index: theirsIndex, baseIndex: baseIndex, baseShallow, among: treeKeys)
        guard var baseDocument = try? JSONDocument(bytes: reduced(baseShallow, index: baseIndex, to: treeKeys), path: path),
            let baseStrings = baseDocument.root.object?["strings"]?.object,
            var oursDocument = document(oursShallow, index: oursIndex, keys: treeKeys, asBase: oursAsBase, base: baseStrings, path: path),
            var theirsDocument = document(theirsShallow, index: theirsIndex, keys: treeKeys, asBase: theirsAsBase, base: baseStrings, path: path)
        else { return nil }
        // Style details the reduced files may not show: taken from the whole files, as the full merge sees them.
        baseDocument.style.xcodeEmptyObjects = baseShallow.xcodeEmptyObjects
        oursDocument.style.xcodeEmptyObjects = oursShallow.xcodeEmptyObjects
        theirsDocument.style.xcodeEmptyObjects = theirsShallow.xcodeEmptyObjects
        baseDocument.style.emptyObjectsSeen = baseShallow.document.style.emptyObjectsSeen
        oursDocument.style.emptyObjectsSeen = oursShallow.document.style.emptyObjectsSeen
        theirsDocument.style.emptyObjectsSeen = theirsShallow.document.style.emptyObjectsSeen
        oursDocument.style.order = order

        var tree = TreeMerge(order: order, keepTheirsBytes: keepTheirsBytes)
        tree.spliced = spliced.differences
        tree.theirsMovesKeys = theirsMoves
        let sameBytes = { (side: ShallowCatalog, base: ShallowCatalog, value: (ShallowCatalog) -> JSONValue?) in
            value(side)?.source.map { bytes in value(base)?.source.map(bytes.hasSameBytes) ?? false } ?? false
        }
        tree.oursHoldsBaseBytes = (
            root: sameBytes(oursShallow, baseShallow) { $0.document.root },
            strings: sameBytes(oursShallow, baseShallow) { $0.root["strings"] })
        let outcome = tree.mergeRoot(base: baseDocument.root, ours: oursDocument.root, theirs: theirsDocument.root)
        // Theirs taken whole (ours holds the base's bytes there): theirs' root or `strings` object as theirs wrote
        // it. Left to the full merge in ours' layout (that needs the trees), where theirs moved keys (the full merge
        // then merges entry by entry), and for `strings` alone where the root fields are not ours'.
        switch tree.strings {
        case .theirsRootTaken, .theirsStringsTaken:
            guard keepTheirsBytes, tree.conflicts.isEmpty, !theirsMoves, oursOutside || tree.strings == .theirsRootTaken
            else { return nil }
            var merged = oursShallow.document
            if tree.strings == .theirsRootTaken {
                merged.root = theirsShallow.document.root
            } else {
                var root = oursShallow.root
                root["strings"] = theirsShallow.root["strings"]
                merged.root = .object(root)
            }
            var result = MergeResult(
                bytes: merged.serialized(), conflicts: [], changesFromOurs: tree.changedByOurs + spliced.changedByOurs,
                changesFromTheirs: tree.changedByTheirs + spliced.changedByTheirs, deletedDespiteTranslations: tree.droppedTranslations)
            result.renamedKeys = tree.renamedKeys
            result.reads = MergeReads(
                documents: [baseDocument, oursDocument, theirsDocument], shallow: [baseShallow, oursShallow, theirsShallow])
            return result
        case .oursKept, .mergedEntries:
            break
        }
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
        guard let mergedRootObject = mergedRoot.object, let mergedStrings = mergedRootObject["strings"]?.object
        else { return nil }
        var merged: [ExactKey: JSONObject.Member] = [:]
        for member in mergedStrings.members { merged[ExactKey(member.key)] = member }

        // Ours' entries, with the merged ones in place and theirs' additions where they go.
        var members: [JSONObject.Member] = []
        members.reserveCapacity(oursEntries.count)
        let oursDiffering = positions(of: differing, in: oursIndex, count: oursEntries.count)
        for (position, entry) in oursEntries.enumerated() {
            if !oursDiffering[position] {
                members.append(entry)
            } else if let value = spliced.decided[ExactKey(entry.key)] {
                var member = entry
                member.value = value
                if spliced.takenFromTheirs.contains(ExactKey(entry.key)), let position = theirsIndex[ExactKey(entry.key)] {
                    member.borrowKeyLine(of: theirsEntries[position], in: theirsShallow.strings)
                }
                members.append(member)
            } else if let mergedMember = merged[ExactKey(entry.key)] {
                var member = entry
                member.value = mergedMember.value
                // Whatever part of theirs' key line the tree merge took (a separator, or only an indentation when
                // theirs' separator spans lines), as the full merge writes it.
                if mergedMember.borrowedKey != nil { member.borrowKeyLine(of: mergedMember, in: mergedStrings) }
                members.append(member)
            }
        }
        var additions: [(String, JSONValue)] = []
        var addedLines: [ExactKey: JSONObject.Member] = [:]
        if mayAdd {
            let added = differing.compactMap { key in oursIndex[key] == nil ? theirsIndex[key] : nil }.sorted()
            for position in added {
                let entry = theirsEntries[position]
                guard let member = merged[ExactKey(entry.key)] else { continue }
                additions.append((entry.key, member.value))
                // Added as theirs wrote it: its key line from theirs' file, as the tree merge takes it.
                if member.borrowedKey != nil { addedLines[ExactKey(entry.key)] = entry }
            }
        }
        if !additions.isEmpty {
            let added = additions.map { key, value in
                var added = JSONObject.Member(key: key, value: value)
                if let line = addedLines[ExactKey(key)] { added.borrowKeyLine(of: line, in: theirsShallow.strings) }
                return added
            }
            TreeMerge.insert(
                added, into: &members, order: order, addingOrder: theirsEntries.map(\.key), isShared: { baseIndex[ExactKey($0)] != nil })
        }
        guard !members.isEmpty else { return nil }
        if theirsMoves, let moved = KeyMoves.applyingTheirs(
            to: members.map(\.key), base: baseEntries.map(\.key), ours: oursEntries.map(\.key), theirs: theirsEntries.map(\.key))
        {
            members = TreeMerge.reordered(members, as: moved)
        }
        // The catalog's fields outside `strings`: ours' where they are the merge's, else the tree merge's root.
        var root = oursOutside ? oursShallow.root : mergedRootObject
        var strings = oursShallow.strings
        strings.replaceMembers(members)
        root["strings"] = .object(strings)
        let writer = JSONWriter(style: oursDocument.style)
        if let options, !tree.conflicts.isEmpty {
            let renderer = ConflictRenderer(
                writer: writer, markers: options, keepTheirsBytes: tree.keepTheirsBytes,
                keepBaseBytes: CatalogMerger.sameLayout(baseDocument.style, oursDocument.style))
            let (leading, trailing) = CatalogMerger.whitespaceAroundRoot(of: oursShallow.document)
            let hunks = ConflictedTree(
                renderer: renderer, root: root, base: baseDocument.root.object, ours: oursDocument.root.object ?? JSONObject(),
                theirs: theirsDocument.root.object ?? JSONObject(), conflicts: tree.conflicts, leading: leading,
                trailing: trailing, expectedSize: ours.count)
            var result = MergeResult(hunks: hunks, style: options.conflictStyle, tree: tree)
            result.changesFromOurs += spliced.changedByOurs
            result.changesFromTheirs += spliced.changedByTheirs
            result.conflictReports = tree.conflicts.prefix(MergeResult.namedConflicts).map {
                ConflictReport(path: $0.path, base: baseDocument.root, ours: oursDocument.root, theirs: theirsDocument.root)
            }
            result.reads = MergeReads(
                documents: [baseDocument, oursDocument, theirsDocument], shallow: [baseShallow, oursShallow, theirsShallow])
            return result
        }
        var document = oursShallow.document
        document.style = oursDocument.style
        document.root = .object(root)
        var result = MergeResult(
            bytes: document.serialized(), conflicts: [],
            // Sides that agree count nothing, as two identical files do (entries both changed alike included).
            changesFromOurs: tree.changedByOurs + (tree.sidesAgree ? 0 : spliced.changedByOurs),
            changesFromTheirs: tree.changedByTheirs + (tree.sidesAgree ? 0 : spliced.changedByTheirs),
            deletedDespiteTranslations: tree.droppedTranslations)
        result.renamedKeys = tree.renamedKeys
        result.sidesAgree = tree.sidesAgree
        result.reads = MergeReads(
            documents: [baseDocument, oursDocument, theirsDocument], shallow: [baseShallow, oursShallow, theirsShallow])
        return result
    }

    /// For each of `count` entries, whether its key is among `keys` (looked up by key: few keys, many entries).
    private static func positions(of keys: Set<ExactKey>, in index: EntryIndex, count: Int) -> [Bool] {
        var marked = [Bool](repeating: false, count: count)
        for key in keys { if let position = index[key] { marked[position] = true } }
        return marked
    }

    /// Whether theirs' keys that the base has are in the base's order: then theirs moved no key (`KeyMoves`).
    private static func theirsKeepsBaseOrder(_ theirs: ShallowCatalog, baseIndex: EntryIndex) -> Bool {
        var last = -1
        for (entry, found) in zip(theirs.entries, theirs.sameEntriesInReference) {
            guard let position = found ?? baseIndex[ExactKey(entry.key)] else { continue }
            guard position > last else { return false }
            last = position
        }
        return true
    }

    /// The keys among `keys` whose entry in `side` has the same bytes as the base's, key line included.
    private static func sameBytes(
        _ side: ShallowCatalog, index: EntryIndex, baseIndex: EntryIndex, _ base: ShallowCatalog, among keys: Set<ExactKey>
    ) -> Set<ExactKey> {
        var same = Set<ExactKey>()
        for key in keys {
            guard let position = index[key], let basePosition = baseIndex[key],
                side.hasSameEntry(side.entries[position], as: base.entries[basePosition], in: base)
            else { continue }
            same.insert(key)
        }
        return same
    }

    /// A side's document reduced to its `keys` entries, in the side's order, each with the side's key line: for
    /// `asBase` keys the base's value (read from the same bytes), for the others the side's own, read in full from a
    /// copy of the file holding only those. Nil when one is missing or is not an object.
    private static func document(
        _ side: ShallowCatalog, index: EntryIndex, keys: Set<ExactKey>, asBase: Set<ExactKey>, base: JSONObject, path: String
    ) -> JSONDocument? {
        var fromBase: [ExactKey: JSONObject.Member] = [:]
        if !asBase.isEmpty {
            for member in base.members where asBase.contains(ExactKey(member.key)) { fromBase[ExactKey(member.key)] = member }
        }
        let own = keys.subtracting(asBase)
        var read: [ExactKey: JSONObject.Member] = [:]
        if !own.isEmpty {
            guard let copy = try? JSONDocument(bytes: reduced(side, index: index, to: own), path: path),
                let strings = copy.root.object?["strings"]?.object
            else { return nil }
            for member in strings.members { read[ExactKey(member.key)] = member }
        }
        var members: [JSONObject.Member] = []
        for position in keys.compactMap({ index[$0] }).sorted() {
            let entry = side.entries[position]
            let key = ExactKey(entry.key)
            // The side's member (its key line as written, which the tree merge compares with the others'), with the
            // value read in full: the base's for `asBase` keys, whose bytes (key line included) are the base's.
            guard let value = asBase.contains(key) ? fromBase[key]?.value : read[key]?.value, value.object != nil
            else { return nil }
            var member = entry
            member.value = value
            members.append(member)
        }
        var document = side.document
        var root = side.root
        var strings = side.strings
        strings.replaceMembers(members)
        root["strings"] = .object(strings)
        document.root.object = root
        return document
    }

    /// A copy of the file with only the `keys` entries in `strings` (each with its own bytes).
    private static func reduced(_ side: ShallowCatalog, index: EntryIndex, to keys: Set<ExactKey>) -> [UInt8] {
        let chosen = keys.compactMap { index[$0] }.sorted().map { side.entries[$0] }
        return JSONWriter(style: side.document.style).splice(chosen, intoMember: "strings", of: side.document)
    }
}
