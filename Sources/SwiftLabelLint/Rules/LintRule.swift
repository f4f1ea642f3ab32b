import Diagnostics

/// One check of the lint: a stable id, a severity, a one-sentence description, and the check itself.
///
/// Rules are values with no state; each gets the file's `LintContext` and returns findings for it.
protocol LintRule: Sendable {
    /// The id used in output and in suppressions, e.g. `string-typed-label`.
    var id: String { get }
    /// How serious a finding of this rule is (warnings fail only with `--strict`).
    var severity: Severity { get }
    /// One sentence for SARIF and the docs.
    var summary: String { get }
    /// The findings in one file.
    func check(_ context: LintContext) -> [Finding]
    /// Whether the rule runs only when `.xcstrings-lint.json` names it in `enabledRules` (rules whose measured
    /// precision on real code is below the default set's bar).
    var isOptIn: Bool { get }
}

extension LintRule {
    /// Rules are in the default set unless they say otherwise.
    var isOptIn: Bool { false }

    /// A finding of this rule at the token `index` of the context's file.
    func finding(_ context: LintContext, at index: Int, _ message: String) -> Finding {
        let token = context.model.tokens[index]
        return Finding(
            path: context.path, location: SourceLocation(line: token.line, column: token.column),
            severity: severity, message: message, ruleID: id)
    }
}

/// All rules, in the order the docs list them.
public enum LintRules {
    /// Every rule the lint knows.
    static let all: [LintRule] = [
        StringTypedLabelRule(), StringIntoTextRule(), RawValueLabelRule(), CompareShownWordRule(),
        LocalizedAccessibilityIdentifierRule(), LabelWithoutCallersRule(), EnglishErrorDescriptionRule(),
        PluralByTernaryRule(), FixedFormatLocaleRule(), GluedDateOrDurationRule(), InterpolatedYearRule(),
        CachedFormatterLanguageRule(), ConcatenatedSentenceRule(),
    ]

    /// The ids of all rules, plus the lint's own `suppression` and `lexer` reports.
    public static var ids: [String] { all.map(\.id) }
}
