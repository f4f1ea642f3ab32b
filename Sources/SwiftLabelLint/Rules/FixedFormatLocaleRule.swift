import Diagnostics

/// `fixed-format-locale`: a `DateFormatter` given a fixed pattern for machines (a file name, an id, an API date)
/// and no fixed locale.
///
/// ```swift
/// let formatter = DateFormatter()
/// formatter.dateFormat = "yyyy-MM-dd"          // reported: no locale
/// let name = "backup-\(formatter.string(from: .now)).json"
/// ```
/// A formatter without a locale follows the person's settings even with a fixed pattern: under the Buddhist
/// calendar (Thai) `yyyy` prints 2569, with Arabic-Indic digits it prints ٢٠٢٦, and a 12-hour preference can
/// rewrite `HH`. Files, ids and API requests then differ by device, and parsing fails. Fix:
/// `formatter.locale = Locale(identifier: "en_US_POSIX")` (and a fixed `timeZone` and `calendar` for ids), or
/// `ISO8601DateFormatter` / `Date.ISO8601FormatStyle`.
///
/// Reported for a `dateFormat = "…"` literal with only numeric fields (`yyyy-MM-dd`, `HH:mm:ss.SSS`) or an internet
/// date with a zone (`EEE, dd MMM yyyy HH:mm:ss zzz`), when neither `formatter.locale = …` (anywhere in the file)
/// nor `locale = …` in the configuring braces sets a fixed locale. A formatter whose output reaches a view in the
/// file is left to `glued-date-or-duration`. Test files are skipped.
struct FixedFormatLocaleRule: LintRule {
    let id = "fixed-format-locale"
    let severity = Severity.warning
    let summary = "A DateFormatter with a fixed machine pattern has no en_US_POSIX locale, so its output changes with the person's calendar and digits."

    /// Opt-in (`enabledRules`): below 90% precision on the held-out apps (see docs/lint.md).
    var isOptIn: Bool { true }

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let assignments = DateFormatAssignment.all(in: context.model.tokens)
        guard !assignments.isEmpty else { return [] }
        let structure = TokenStructure(context.model.tokens)
        var found: [(index: Int, finding: Finding)] = []
        for assignment in assignments where DateFormatAssignment.purpose(of: assignment.pattern) == .machine {
            guard assignment.localeSetting(structure) != .fixed, !assignment.isShown(context, structure) else { continue }
            found.append((assignment.literal, finding(context, at: assignment.literal,
                "'\(assignment.pattern)' is a fixed format for machines, but the formatter has no fixed locale: under a "
                    + "Buddhist calendar it prints the year 2569, with Arabic-Indic digits ٢٠٢٦; set "
                    + "locale = Locale(identifier: \"en_US_POSIX\") (and a fixed timeZone for ids), or use ISO8601DateFormatter")))
        }
        return TokenStructure.capped(found, model: context.model)
    }
}
