import StringCatalog

/// The versions a change summary read, handed out by `CatalogChangeSummary.between(_:_:path:keep:)`.
///
/// Freeing the later version's tree and typed model and the earlier version's shallow read node by node is a
/// sizeable part of `git xcstrings diff` on a large catalog. A process that exits right after the summary need not
/// spend it: the command hands them to its context, which keeps them until the process exits and the system takes
/// the memory back at once. In-process callers simply let them go.
public final class ChangeReads {
    /// The versions read in full.
    let files: [CatalogFile]
    /// The earlier version read incrementally, when it was.
    let earlier: EarlierSide?

    init(files: [CatalogFile], earlier: EarlierSide?) {
        self.files = files
        self.earlier = earlier
    }
}
