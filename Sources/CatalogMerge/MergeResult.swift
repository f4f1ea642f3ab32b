import StringCatalog

/// What a catalog merge produced: the merged file (or, with conflicts, the merged tree whose hunks are written in
/// the conflict style asked for), the conflicts left with their paths, and how much was merged.
public struct MergeResult: Sendable {
    /// The merged file: ours with theirs' changes, and conflict hunks (in the merger's conflict style) where the
    /// sides disagree. Setting it replaces the whole file.
    public var bytes: [UInt8] {
        get { hunks.map { $0.bytes(style: defaultStyle) } ?? cleanBytes }
        set {
            cleanBytes = newValue
            hunks = nil
        }
    }

    /// The merged file with its conflict hunks written in `style` (the same bytes as `bytes` when clean).
    public func bytes(conflictStyle style: MergeOptions.ConflictStyle) -> [UInt8] {
        hunks.map { $0.bytes(style: style) } ?? cleanBytes
    }

    /// Whether `bytes(conflictStyle:)` writes hunks, and so depends on the style (a fallback's textual result, already
    /// written by git, does not).
    public var writesHunks: Bool { hunks != nil }

    /// The file when no hunk is to be written.
    private var cleanBytes: [UInt8]
    /// The merged tree with its conflicts, when hunks are to be written.
    var hunks: ConflictedTree?
    /// The style `bytes` writes hunks in: the merger's options.
    var defaultStyle: MergeOptions.ConflictStyle = .merge
    /// The conflicts left for a person, in file order; empty for a clean merge.
    public var conflicts: [MergeConflict]
    /// The first conflicts (as many as the summary names) with each side's value, in the order of `conflicts`.
    public var conflictReports: [ConflictReport] = []
    /// String entries (and catalog fields) ours changed since the base.
    public var changesFromOurs: Int
    /// String entries (and catalog fields) theirs changed since the base.
    public var changesFromTheirs: Int
    /// Keys one side deleted while the other only translated them: deleted, their new translations dropped.
    public var deletedDespiteTranslations: [String]
    /// Why the structural merge was not used (a side could not be read), when git's textual merge did the work.
    public var fallbackReason: String?
    /// The number of conflict hunks when git's textual merge did the work.
    public var textualConflictCount: Int
    /// What lenient reading repaired in the sides, one phrase per side (`theirs: removed 1 trailing comma`).
    public var repairs: [String] = []
    /// Keys one side renamed while the other changed the old key (old, new): the changes went to the new key.
    public var renamedKeys: [RenamedKey] = []
    /// The trees the sides were read into, for a caller that exits right after the merge to keep rather than free
    /// (`MergeReads`); nil when the merge read none.
    public var reads: MergeReads?

    /// A key renamed on one side.
    public struct RenamedKey: Sendable, Equatable {
        /// The key in the base.
        public var old: String
        /// The key the renaming side gave it.
        public var new: String
    }

    /// Creates a result.
    public init(
        bytes: [UInt8], conflicts: [MergeConflict], changesFromOurs: Int, changesFromTheirs: Int,
        deletedDespiteTranslations: [String] = [], fallbackReason: String? = nil, textualConflictCount: Int = 0
    ) {
        self.deletedDespiteTranslations = deletedDespiteTranslations
        self.cleanBytes = bytes
        self.conflicts = conflicts
        self.changesFromOurs = changesFromOurs
        self.changesFromTheirs = changesFromTheirs
        self.fallbackReason = fallbackReason
        self.textualConflictCount = textualConflictCount
    }

    /// Why the textual fallback's clean result still does not read as a catalog (then the merge is reported as
    /// conflicted, so git stops and a person looks, instead of committing a broken file); nil otherwise.
    public var unreadableResult: String?

    /// A result with conflicts: `hunks` are written when the bytes are asked for, in `style` for `bytes`.
    init(hunks: ConflictedTree, style: MergeOptions.ConflictStyle, tree: TreeMerge) {
        self.init(
            bytes: [], conflicts: hunks.conflicts, changesFromOurs: tree.changedByOurs,
            changesFromTheirs: tree.changedByTheirs, deletedDespiteTranslations: tree.droppedTranslations)
        self.hunks = hunks
        self.defaultStyle = style
        renamedKeys = tree.renamedKeys
    }

    /// Whether ours and theirs hold the same catalog (the same bytes, or the same content in another layout): the
    /// result is that catalog, and no change was counted (two identical files are not read).
    public var sidesAgree = false

    /// The summary's first phrase: how many changes were merged and from which side (`merged 3 changes from
    /// theirs`), counting a change both sides made alike once per side, as `changesFromOurs` and
    /// `changesFromTheirs` do.
    var mergedPhrase: String {
        if sidesAgree { return "ours and theirs are the same; nothing to merge" }
        let changes = changesFromOurs + changesFromTheirs
        let from: String
        switch (changesFromOurs > 0, changesFromTheirs > 0) {
        case (true, true): from = "both sides"
        case (true, false): from = "ours"
        case (false, true): from = "theirs"
        case (false, false): return "no changes to merge"
        }
        return "merged \(changes) change\(changes == 1 ? "" : "s") from \(from)"
    }

    /// Whether nothing is left for a person to resolve.
    public var isClean: Bool { conflicts.isEmpty && textualConflictCount == 0 && unreadableResult == nil }

    /// How many conflicts the summary names before it only counts the rest.
    static let namedConflicts = 10

    /// The one-line stderr summary, e.g.
    /// `Localizable.xcstrings: merged 12 changes from both sides; 1 conflict: "Save" de value: ours "Speichern",
    /// theirs "Sichern" (base "Save")` — the side the changes came from (`from ours`, `from theirs`, `from both
    /// sides`), each conflict with its values, the first 10, then how many more.
    public func summary(path: String) -> String {
        if let fallbackReason {
            let outcome: String
            if let unreadableResult {
                outcome = "git's textual merge was clean, but the result is not a valid catalog (\(unreadableResult)); "
                    + "marked conflicted so you can fix it before committing"
            } else if textualConflictCount == 0 {
                outcome = "git's textual merge was clean"
            } else {
                outcome = "git's textual merge left \(textualConflictCount) conflict\(textualConflictCount == 1 ? "" : "s")"
            }
            return "\(path): not merged structurally (\(fallbackReason)); \(outcome)"
        }
        var line = "\(path): \(mergedPhrase)"
        for repair in repairs { line += "; \(repair)" }
        if !renamedKeys.isEmpty {
            let shown = renamedKeys.prefix(5).map { "\(CatalogKeyPath.quoted($0.old)) → \(CatalogKeyPath.quoted($0.new))" }
            let more = renamedKeys.count > 5 ? " and \(renamedKeys.count - 5) more" : ""
            line += "; renamed \(renamedKeys.count) key\(renamedKeys.count == 1 ? "" : "s"): \(shown.joined(separator: ", "))\(more)"
        }
        if !deletedDespiteTranslations.isEmpty {
            let count = deletedDespiteTranslations.count
            line += "; deleted \(count) key\(count == 1 ? "" : "s") the other side only translated"
        }
        if !conflicts.isEmpty {
            let shown = conflicts.prefix(Self.namedConflicts).enumerated().map { index, conflict in
                index < conflictReports.count ? conflictReports[index].text() : conflict.description
            }.joined(separator: "; ")
            let more = conflicts.count > Self.namedConflicts ? "; and \(conflicts.count - Self.namedConflicts) more" : ""
            line += "; \(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s"): \(shown)\(more)"
        }
        return line
    }
}
