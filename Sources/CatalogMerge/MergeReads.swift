import StringCatalog

/// The trees a merge read its sides into, handed out with its result (`MergeResult.reads`).
///
/// Freeing them node by node costs a merge time in proportion to the entries it read in full (callgrind, a 70 KB
/// tune triple: 0.36 M of 10.7 M instructions). A process that exits right after the merge need not spend it: the
/// merge driver hands them to its command context, which keeps them until the process exits and the system takes
/// the memory back at once. In-process callers simply let them go with the result.
public final class MergeReads: Sendable {
    /// The documents read in full (on the fast path: each side's document reduced to the entries that differ).
    let documents: [JSONDocument]
    /// The sides read shallowly (the fast path).
    let shallow: [ShallowCatalog]

    init(documents: [JSONDocument], shallow: [ShallowCatalog] = []) {
        self.documents = documents
        self.shallow = shallow
    }
}
