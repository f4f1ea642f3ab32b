/// What a catalog merge produced: the bytes to write, the conflicts left in them, and how much was merged.
public struct MergeResult: Sendable {
    /// The merged file: ours with theirs' changes, and conflict hunks where the sides disagree.
    public var bytes: [UInt8]
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

    /// Creates a result.
    public init(
        bytes: [UInt8], conflicts: [MergeConflict], changesFromOurs: Int, changesFromTheirs: Int,
        deletedDespiteTranslations: [String] = [], fallbackReason: String? = nil, textualConflictCount: Int = 0
    ) {
        self.deletedDespiteTranslations = deletedDespiteTranslations
        self.bytes = bytes
        self.conflicts = conflicts
        self.changesFromOurs = changesFromOurs
        self.changesFromTheirs = changesFromTheirs
        self.fallbackReason = fallbackReason
        self.textualConflictCount = textualConflictCount
    }

    /// Whether nothing is left for a person to resolve.
    /// Why the textual fallback's clean result still does not read as a catalog (then the merge is reported as
    /// conflicted, so git stops and a person looks, instead of committing a broken file); nil otherwise.
    public var unreadableResult: String?

    public var isClean: Bool { conflicts.isEmpty && textualConflictCount == 0 && unreadableResult == nil }

    /// How many conflicts the summary names before it only counts the rest.
    static let namedConflicts = 10

    /// The one-line stderr summary, e.g.
    /// `Localizable.xcstrings: merged 12 changes from both sides; 1 conflict: "Save" de value: ours "Speichern",
    /// theirs "Sichern" (base "Save")` — each conflict with its values, the first 10, then how many more.
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
        let changes = changesFromOurs + changesFromTheirs
        var line = "\(path): merged \(changes) change\(changes == 1 ? "" : "s") from both sides"
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
