import Diagnostics
import StringCatalog

/// One refused unit: the finding every reporter prints (`file:line:col: error: message [import-rule]` and the JSON,
/// GitHub and SARIF forms), with its language and rule for the per-language report.
public struct ImportRefusal: Equatable, Sendable {
    /// Where the unit is in the batch, why it was refused, and the rule.
    public var finding: Finding
    /// The unit's target language.
    public var language: String
    /// The rule that refused it.
    public var rule: ImportRule

    /// A refusal of the unit at `position` of `file`.
    public init(file: String, position: TextPosition, language: String, message: String, rule: ImportRule) {
        self.finding = Finding(path: file, location: SourceLocation(line: position.line, column: position.column),
                               severity: .error, message: message, ruleID: rule.rawValue)
        self.language = language
        self.rule = rule
    }
}
