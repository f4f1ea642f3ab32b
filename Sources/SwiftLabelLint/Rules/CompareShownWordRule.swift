import Diagnostics

/// `compare-shown-word`: code compares with `==`, `!=` or `case "…":` against a literal that is a word the
/// catalogs show (a source-language value or an extracted key). Shown text changes with the language, so the
/// comparison is true in one language only.
///
/// ```swift
/// if plan.label == ↓"Monthly" { … }     // reported when "Monthly" is in a catalog: compare the enum case instead
/// ```
/// Needs the catalogs: found in the repository, or given with `--catalog`. Test files are skipped.
public struct CompareShownWordRule: LintRule {
    public let id = "compare-shown-word"
    public let severity = Severity.warning
    public let summary = "A comparison against a word the catalogs translate holds in one language only."

    /// Creates the rule.
    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        guard !context.project.catalogWords.isEmpty, !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        var findings: [Finding] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var candidates: [Int] = []
            if token.kind == .operator, token.text == "==" || token.text == "!=" {
                candidates = [index - 1, index + 1]
            } else if token.kind == .keyword, token.text == "case" {
                var scan = index + 1
                while scan < tokens.count, tokens[scan].kind == .string || tokens[scan].isSymbol(",") { scan += 1 }
                if scan < tokens.count, tokens[scan].isSymbol(":") { candidates = Array((index + 1)..<scan) }
            }
            for candidate in candidates where candidate >= 0 && candidate < tokens.count {
                guard let value = LiteralText.value(of: tokens[candidate]), value.contains(where: \.isLetter),
                      context.project.catalogWords.contains(value),
                      !context.configuration.allowedWords.contains(value) else { continue }
                findings.append(finding(context, at: candidate,
                    "'\(value)' is text the catalogs translate, so this comparison holds in one language only; "
                        + "compare the underlying value (an enum case or identifier) instead"))
            }
            index += 1
        }
        return findings
    }
}
