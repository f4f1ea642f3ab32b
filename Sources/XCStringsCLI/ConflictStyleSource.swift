import CatalogMerge

/// Where the style of the conflict hunks a merge writes comes from.
///
/// The driver writes hunks rarely, so git's configuration is asked only when there are hunks to write, and never
/// when git's own textual merge writes them: `git merge-file` reads `merge.conflictStyle` itself, so a fallback
/// runs one git process, not two.
enum ConflictStyleSource: Sendable {
    /// A style the user chose (`git xcstrings merge --conflict-style`).
    case given(MergeOptions.ConflictStyle)
    /// git's `merge.conflictStyle` as seen from this directory (the repository git runs the driver in).
    case gitConfig(directory: String)

    /// The style itself; asks git for `.gitConfig`.
    func resolve() -> MergeOptions.ConflictStyle {
        switch self {
        case .given(let style): return style
        case .gitConfig(let directory): return MergeDriver.gitConflictStyle(in: directory)
        }
    }

    /// The style to pass to `git merge-file`: nil when git is to read its own configuration.
    var textualStyle: MergeOptions.ConflictStyle? {
        switch self {
        case .given(let style): return style
        case .gitConfig: return nil
        }
    }
}
