import CatalogMerge

/// The options `merge` and `merge-driver` share — the three conflict labels, as typed keys — and the marker size,
/// read one way, so both commands accept and refuse the same values.
struct MergeArguments: Sendable {
    /// The labels used when none is given.
    struct DefaultLabels {
        var ours: String
        var theirs: String
        var base: String
    }

    /// `--ours-label`: the label after `<<<<<<<`.
    let oursLabel: Option<String?>
    /// `--theirs-label`: the label after `>>>>>>>`.
    let theirsLabel: Option<String?>
    /// `--base-label`: the label after `|||||||`.
    let baseLabel: Option<String?>

    /// The label keys, their help ending in what each command says about the default (`default: OURS`, `git's %X`).
    init(ours: String, theirs: String, base: String) {
        oursLabel = .value("--ours-label", valueName: "label", help: "Label after <<<<<<< (\(ours)).")
        theirsLabel = .value("--theirs-label", valueName: "label", help: "Label after >>>>>>> (\(theirs)).")
        baseLabel = .value("--base-label", valueName: "label", help: "Label after ||||||| (\(base)).")
    }

    /// The keys, in the order the help lists them.
    var keys: [any OptionKey] { [oursLabel, theirsLabel, baseLabel] }

    /// `MergeOptions` from a marker size (`text`, nil for git's 7) and the label options, else `labels`; `origin`
    /// says where the size came from in the error (e.g. "git passes it as %L").
    /// Throws a `UsageError` for a size that is not a positive number.
    func options(
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
            oursLabel: arguments[oursLabel] ?? labels.ours,
            theirsLabel: arguments[theirsLabel] ?? labels.theirs,
            baseLabel: arguments[baseLabel] ?? labels.base,
            conflictStyle: conflictStyle)
    }
}
