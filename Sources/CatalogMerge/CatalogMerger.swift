import Diagnostics
import Foundation
import StringCatalog

/// The structural three-way merge of String Catalogs: base, ours and theirs in, the merged file out.
///
/// The result is ours' file with theirs' changes applied: everything ours has keeps its bytes and order, new
/// keys go to their sorted position, formatting is never a change, and the catalog rules (docs/merge.md) settle
/// the disagreements that are not real ones. What remains is rendered as the smallest valid conflict hunks.
public struct CatalogMerger: Sendable {
    /// Marker size, labels and conflict style for hunks.
    public var options: MergeOptions

    /// Creates a merger.
    public init(options: MergeOptions = MergeOptions()) {
        self.options = options
    }

    /// Merges three catalog files. An empty (or blank) base means the file was added on both sides.
    /// Throws `MergeInputError` when a side cannot be read structurally; nothing is merged then.
    /// A side in UTF-16 or UTF-32 (or UTF-8 with a byte-order mark) is read as such and the result is UTF-8, as
    /// Xcode writes; the summary line says so.
    public func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String = "Localizable.xcstrings") throws -> MergeResult {
        var sides = [base, ours, theirs]
        var notes: [String] = []
        for (index, name) in ["base", "ours", "theirs"].enumerated() {
            guard let converted = SideEncoding.utf8(from: sides[index]) else { continue }
            sides[index] = converted.bytes
            notes.append("\(name): read as \(converted.encoding), written as UTF-8")
        }
        if let virtual = VirtualBase(base: sides[0], ours: sides[1], theirs: sides[2], path: path) {
            sides[0] = virtual.bytes
            let count = virtual.ambiguousEntries
            notes.append("base: a virtual base with conflict markers (criss-cross history); "
                + "\(count) entr\(count == 1 ? "y" : "ies") merged against both of its sides")
        }
        var result = try merge(base: sides[0], ours: sides[1], theirs: sides[2], path: path, fastPath: true)
        result.repairs = notes + result.repairs
        return result
    }

    /// The merge, with the fast path (`SparseMerge`) switchable so tests can compare it with the full merge.
    /// Layout is merged three-way too (issue 12 §3, `LayoutMerge`): when only theirs changed the file's layout
    /// (separator, indentation, line ends), the clean result is built on theirs' file; a final newline one side
    /// added or removed is taken.
    func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, fastPath: Bool) throws -> MergeResult {
        var reads: ShallowReads?
        var result = try mergeKeepingOursLayout(base: base, ours: ours, theirs: theirs, path: path, fastPath: fastPath, reads: &reads)
        guard !Self.isBlank(base) else { return result }
        if result.isClean, LayoutMerge.onlyTheirsChangedLayout(base: base, ours: ours, theirs: theirs),
            let onTheirs = try mergeOnTheirsLayout(
                base: base, ours: ours, theirs: theirs, path: path, fastPath: fastPath, reads: reads, result: result)
        {
            return onTheirs
        }
        if result.hunks != nil {
            result.hunks?.mergeFinalWhitespace(base: base, ours: ours, theirs: theirs)
        } else {
            result.bytes = LayoutMerge.withFinalWhitespace(result.bytes, base: base, ours: ours, theirs: theirs)
        }
        return result
    }

    /// The clean merge built on theirs' file, for when only theirs changed the layout: nil unless it is clean and has
    /// the content of `result` (the merge built on ours' file). `reads` are the first run's shallow reads, swapped
    /// here: the files are not read again. Out of line, as are `SparseMerge`'s stages, so that the merge's common
    /// path keeps small stack frames: every 4 KB of stack a process first touches costs a page fault
    /// (docs/merge.md, "Speed and memory", session 10).
    @inline(never)
    private func mergeOnTheirsLayout(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, fastPath: Bool, reads: ShallowReads?, result: MergeResult
    ) throws -> MergeResult? {
        var swappedReads = reads?.swapped
        var swapped = try mergeKeepingOursLayout(
            base: base, ours: theirs, theirs: ours, path: path, fastPath: fastPath, reads: &swappedReads)
        guard swapped.isClean, LayoutMerge.sameContent(swapped.bytes, result.bytes) else { return nil }
        swap(&swapped.changesFromOurs, &swapped.changesFromTheirs)
        swapped.repairs = swapped.repairs.map { phrase in
            phrase.hasPrefix("ours:") ? "theirs:" + phrase.dropFirst(5)
                : phrase.hasPrefix("theirs:") ? "ours:" + phrase.dropFirst(7) : phrase
        }
        swapped.bytes = LayoutMerge.withFinalWhitespace(swapped.bytes, base: base, ours: theirs, theirs: ours)
        return swapped
    }

    /// The merge built on ours' file; `reads` keeps the fast path's shallow reads of the sides (`SparseMerge`). Out of
    /// line, for the stack frames (`mergeOnTheirsLayout`).
    @inline(never)
    private func mergeKeepingOursLayout(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, fastPath: Bool, reads: inout ShallowReads?
    ) throws -> MergeResult {
        // Both sides hold the same bytes (44% of the corpus merges): the result is that file, merge(b, x, x) == x,
        // once it scans as a catalog — no need to read any entry. (A file added on both sides, blank base, takes the
        // full path, which counts the keys both added for the summary.)
        if fastPath, !Self.isBlank(base), ours[...].hasSameBytes(as: theirs[...]), Self.scans(ours) {
            var result = MergeResult(bytes: ours, conflicts: [], changesFromOurs: 0, changesFromTheirs: 0)
            result.sidesAgree = true
            return result
        }
        if fastPath, let result = SparseMerge.merge(base: base, ours: ours, theirs: theirs, path: path, options: options, reads: &reads) {
            return result
        }
        return try mergeFully(base: base, ours: ours, theirs: theirs, path: path, fastPath: fastPath, reads: reads)
    }

    /// The merge when the fast path did not give it: a side with conflict markers (its error), sides with trailing
    /// commas (the fast path on them repaired), else the three sides read in full and merged as trees. Out of line,
    /// so that its locals do not enlarge the stack frame of the common path (see `mergeOnTheirsLayout`).
    @inline(never)
    private func mergeFully(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, fastPath: Bool, reads: ShallowReads?
    ) throws -> MergeResult {
        // A side holding a conflict-marker line cannot be read (markers are never repaired), so the merge falls
        // back: its error is found reading the sides in order — each readable side before it only checked, the
        // way the fast path reads — without reading the three in full. A side the fast path's shallow reads
        // accepted is not read again.
        if fastPath, ConflictMarkerScanner.holdsOpeningMarker(ours) || ConflictMarkerScanner.holdsOpeningMarker(theirs) {
            let scanned = [reads != nil, reads?.ours != nil, reads?.theirs != nil]
            for (index, (bytes, side)) in [(base, MergeSide.base), (ours, .ours), (theirs, .theirs)].enumerated()
            where !scanned[index] && !Self.scans(bytes) {
                _ = try Self.read(bytes, side: side, path: path, allowEmpty: side == .base)
            }
        }
        if fastPath, let result = mergeRepaired(base: base, ours: ours, theirs: theirs, path: path) {
            return result
        }
        // Reading dominates the time of a merge; the three files are read in parallel.
        let inputs: [(bytes: [UInt8], side: MergeSide)] = [(base, .base), (ours, .ours), (theirs, .theirs)]
        let results = parallelMap(inputs, concurrently: worthParallelReading(base.count, ours.count, theirs.count)) { input in
            Result { try Self.read(input.bytes, side: input.side, path: path, allowEmpty: input.side == .base) }
        }
        // Report the first unreadable side in base, ours, theirs order, as a sequential read would.
        let baseRead = try results[0].get()
        guard let oursRead = try results[1].get()?.document, let theirsRead = try results[2].get()?.document else {
            throw MergeInputError(side: .ours, path: path, reason: "the file is empty")
        }
        var result = merge(base: baseRead?.document, ours: oursRead, theirs: theirsRead)
        result.reads = MergeReads(documents: [baseRead?.document, oursRead, theirsRead].compactMap { $0 })
        for (index, side) in ["base", "ours", "theirs"].enumerated() {
            if let repairs = try results[index].get()?.repairs, !repairs.isEmpty {
                result.repairs.append(RepairSummary(side: side, repairs: repairs).description)
            }
        }
        return result
    }

    /// Whether `bytes` scan as a catalog (`ShallowCatalog`); out of line, as the scan's result is large.
    @inline(never)
    private static func scans(_ bytes: [UInt8]) -> Bool {
        ShallowCatalog(bytes) != nil
    }

    /// The fast path on sides with trailing commas (hand merges leave them; Xcode reads them): each side without
    /// its trailing commas (`TrailingCommas`), which is what the full merge's lenient read makes of it when the
    /// rest is strict JSON, and the fast path, which reads strictly and gives the full merge's bytes, merges them.
    /// The summary names the repairs as the full merge does. Nil when no side holds a trailing comma or the fast
    /// path declines (a duplicate key, say): the full merge then reads leniently.
    private func mergeRepaired(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String) -> MergeResult? {
        var sides = [base, ours, theirs]
        var notes: [String] = []
        for (index, side) in ["base", "ours", "theirs"].enumerated() {
            guard let repaired = TrailingCommas.removed(from: sides[index]) else { continue }
            sides[index] = repaired.bytes
            notes.append(RepairSummary(side: side, repairs: repaired.repairs).description)
        }
        guard !notes.isEmpty,
            var result = SparseMerge.merge(base: sides[0], ours: sides[1], theirs: sides[2], path: path, options: options)
        else { return nil }
        result.repairs += notes
        return result
    }

    /// Merges three read documents (base nil when the file was added on both sides).
    public func merge(base: JSONDocument?, ours: JSONDocument, theirs: JSONDocument) -> MergeResult {
        // Ours' order, as the fast path places additions by it (`TreeMerge.placementOrder`).
        let baseStrings = MemberLookup(base?.root.object?["strings"]?.object)
        let order = ours.root.object?["strings"]?.object.map { strings in
            TreeMerge.placementOrder(of: strings.keys, isShared: baseStrings.contains)
        } ?? ours.style.order
        var tree = TreeMerge(order: order, keepTheirsBytes: Self.sameLayout(theirs.style, ours.style))
        let outcome = tree.mergeRoot(base: base?.root, ours: ours.root, theirs: theirs.root)
        var merged = ours
        switch outcome {
        case .take(let root): merged.root = root
        case .conflicted(_, let partial?): merged.root = partial
        case .keepOurs, .delete, .conflicted: break
        }
        guard !tree.conflicts.isEmpty else {
            var result = MergeResult(
                bytes: merged.serialized(), conflicts: [], changesFromOurs: tree.changedByOurs,
                changesFromTheirs: tree.changedByTheirs, deletedDespiteTranslations: tree.droppedTranslations)
            result.renamedKeys = tree.renamedKeys
            result.sidesAgree = tree.sidesAgree
            return result
        }
        let renderer = ConflictRenderer(
            writer: JSONWriter(style: ours.style), markers: options, keepTheirsBytes: tree.keepTheirsBytes,
            keepBaseBytes: base.map { Self.sameLayout($0.style, ours.style) } ?? false)
        let (leading, trailing) = Self.whitespaceAroundRoot(of: ours)
        let hunks = ConflictedTree(
            renderer: renderer, root: merged.root.object ?? JSONObject(), base: base?.root.object,
            ours: ours.root.object ?? JSONObject(), theirs: theirs.root.object ?? JSONObject(), conflicts: tree.conflicts,
            leading: leading, trailing: trailing, expectedSize: ours.sourceBytes.count)
        var result = MergeResult(hunks: hunks, style: options.conflictStyle, tree: tree)
        result.conflictReports = tree.conflicts.prefix(MergeResult.namedConflicts).map {
            ConflictReport(path: $0.path, base: base?.root, ours: ours.root, theirs: theirs.root)
        }
        return result
    }

    /// Whether a file holds only JSON whitespace: an empty base means the file was added on both sides.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy(LayoutMerge.isWhitespace)
    }

    /// Throws the `MergeInputError` a merge would throw for `bytes` as `side`: the merge does not read a base when
    /// both sides are the same bytes, and `git xcstrings merge` still refuses a base that is not a catalog.
    public static func requireReadable(_ bytes: [UInt8], side: MergeSide, path: String) throws {
        _ = try read(bytes, side: side, path: path, allowEmpty: side == .base)
    }

    /// Reads one side; what Xcode reads but strict JSON does not (trailing commas, duplicate keys) is read
    /// leniently and returned as repairs (docs/merge.md, "Read what Xcode reads").
    private static func read(
        _ bytes: [UInt8], side: MergeSide, path: String, allowEmpty: Bool
    ) throws -> (document: JSONDocument, repairs: [JSONRepair])? {
        if allowEmpty, isBlank(bytes) { return nil }
        let document: JSONDocument
        var repairs: [JSONRepair] = []
        do {
            document = try JSONDocument(bytes: bytes, path: path)
        } catch let error as JSONReadError {
            guard error.reason != .conflictMarkers, let repaired = try? JSONRepair.repairing(bytes, path: path),
                let lenient = try? JSONDocument(bytes: repaired.bytes, path: path)
            else {
                throw MergeInputError(side: side, path: path, reason: "\(error.line):\(error.column): \(error.message)")
            }
            document = lenient
            repairs = repaired.repairs
        }
        do {
            try CatalogFile.requireCatalogShape(document)
        } catch let error as CatalogFileError {
            let place = error.position.map { "\($0.line):\($0.column): " } ?? ""
            throw MergeInputError(side: side, path: path, reason: place + error.message, notACatalog: error)
        }
        return (document, repairs)
    }

    /// Whether values written in style `a` can be copied byte for byte into a file written in style `b`. A file
    /// with no empty object has no empty-object style of its own: either fits it (merge-gen: a side that added the
    /// first `{}` had all its values re-rendered, `{}` as Xcode's two-line object, where git keeps its bytes).
    static func sameLayout(_ a: JSONStyle, _ b: JSONStyle) -> Bool {
        a.separator == b.separator && a.indent == b.indent && a.newline == b.newline
            && (a.xcodeEmptyObjects == b.xcodeEmptyObjects || !a.emptyObjectsSeen || !b.emptyObjectsSeen)
    }

    /// The whitespace before and after ours' root value, kept around a result with hunks.
    static func whitespaceAroundRoot(of document: JSONDocument) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        let bytes = document.sourceBytes
        guard let root = document.root.source else { return ([], ArraySlice(document.style.finalNewline.utf8)) }
        return (bytes[bytes.startIndex..<root.startIndex], bytes[root.endIndex..<bytes.endIndex])
    }
}

/// A side of a merge could not be read as a catalog; the merge driver then falls back to git's textual merge.
public struct MergeInputError: LocatedError, Sendable {
    /// Which side could not be read.
    public var side: MergeSide
    /// The file being merged (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// Why, with line and column when the reader gave them.
    public var reason: String
    /// The reader's error when the side is JSON but not a String Catalog (`CatalogShape`); nil for unreadable JSON.
    public var notACatalog: CatalogFileError?

    /// Creates an error.
    public init(side: MergeSide, path: String, reason: String, notACatalog: CatalogFileError? = nil) {
        self.side = side
        self.path = path
        self.reason = reason
        self.notACatalog = notACatalog
    }

    /// Which side, and why (the reason holds the reader's line and column when it gave them).
    public var message: String { "\(side.rawValue) version is not a readable catalog: \(reason)" }
}
