import CatalogMerge

/// The hunk options `merge` and `merge-driver` share — marker size and the three labels — read one way, so both
/// commands accept and refuse the same values.
enum MergeArguments {
    /// The labels used when none is given.
    struct DefaultLabels {
        var ours: String
        var theirs: String
        var base: String
    }

    /// `MergeOptions` from a marker size (`text`, nil for git's 7) and the `--ours-label`, `--theirs-label`,
    /// `--base-label` options; `origin` says where the size came from in the error (e.g. "git passes it as %L").
    /// Throws a `UsageError` for a size that is not a positive number.
    static func options(
        markerSize text: String?, origin: String? = nil, labels: DefaultLabels, arguments: ParsedArguments,
        conflictStyle: MergeOptions.ConflictStyle = .merge
    ) throws -> MergeOptions {
        var markerSize = 7
        if let text {
            guard let size = Int(text), size > 0 else {
                throw UsageError("marker size '\(text)' is not a positive number" + (origin.map { " (\($0))" } ?? ""))
            }
            markerSize = size
        }
        return MergeOptions(
            markerSize: markerSize,
            oursLabel: arguments.option("--ours-label") ?? labels.ours,
            theirsLabel: arguments.option("--theirs-label") ?? labels.theirs,
            baseLabel: arguments.option("--base-label") ?? labels.base,
            conflictStyle: conflictStyle)
    }
}
