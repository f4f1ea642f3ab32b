/// What a command read, handed to a `keep` callback (`CatalogChecker.report(bytes:path:keep:)`,
/// `CatalogChangeSummary.between(_:_:path:keep:)`).
///
/// Freeing a large catalog's typed model and everything made from it value by value is a sizeable part of a
/// command that exits right after reading it. Such a command hands them to its context, which keeps them until the
/// process exits and the system takes the memory back at once. In-process callers (tests, the hook) let them go.
public final class KeptReads {
    /// The catalog files read in full.
    public let files: [CatalogFile]
    /// What else the reading made and would free value by value (an earlier version's incremental read, a check's
    /// findings).
    public let others: [Any]

    /// Holds `files` and `others` for as long as it lives.
    public init(files: [CatalogFile], others: [Any] = []) {
        self.files = files
        self.others = others
    }
}
