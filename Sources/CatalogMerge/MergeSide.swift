/// One of the three versions of a merged file: the common ancestor, ours, theirs. The one name for a side
/// across the engine: the side a rule picks, the side of a hunk a person keeps, the side that could not be read.
public enum MergeSide: String, Sendable, Hashable {
    /// The common ancestor (git's %O; the `|||||||` section of a diff3 hunk).
    case base
    /// Our version (%A; the section after `<<<<<<<`).
    case ours
    /// Their version (%B; the section before `>>>>>>>`).
    case theirs
}
