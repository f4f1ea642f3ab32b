import Diagnostics

/// `label-without-callers`: a view's label-named `String` property or parameter that nothing in the project
/// passes anything to (previews aside) and that holds no words of its own. There is no evidence either way — a
/// component not used yet, or used from code the lint was not given — so it is reported apart from
/// `string-typed-label`, which reports only labels some caller fills with words. A component's `String` shown as
/// text whose name is not a label's (`.help(help)`) is noted the same way, not reported by `string-into-text`.
///
/// ```swift
/// struct TipsCard: View {
///     let title: String          // ↓ no caller in the project: type it LocalizedStringKey if it is a label
///     var body: some View { Text(title) }
/// }
/// ```
struct LabelWithoutCallersRule: LintRule {
    let id = "label-without-callers"
    let severity = Severity.warning
    let summary = "A view's label typed String that no code in the project passes anything to (no evidence either way)."

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for property in context.model.properties where StringTypedLabelRule.verdict(property, context) == .noCallers {
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' is a label typed 'String' that nothing in the project fills; if callers will pass "
                    + "words, type it 'LocalizedStringKey' so they are extracted, or show it with 'Text(verbatim:)' if it holds data"))
        }
        for function in context.model.functions {
            for (parameter, verdict) in StringTypedLabelRule.parameterVerdicts(function, context) where verdict == .noCallers {
                findings.append(finding(context, at: parameter.nameIndex,
                    "parameter '\(parameter.name)' is a label typed 'String' that no call in the project fills; if "
                        + "callers will pass words, type it 'LocalizedStringResource' (or 'LocalizedStringKey')"))
            }
        }
        // A component's `String` that is not label-named but is shown as text (`.help(help)`) and that nothing fills.
        // Most files have no view with a stored `String` of no value: skip them before reading any call.
        let candidates = Set(context.model.properties.filter { property in
            !property.isComputed && LintContext.isStringType(property.typeText) && context.isViewLike(property.owner)
                && (property.initializer.map { StringTypedLabelRule.isEmptyDefault($0, context) } ?? true)
        }.map(\.name))
        guard !candidates.isEmpty else { return findings }
        var noted: Set<Int> = []
        for call in context.model.calls {
            guard let argument = context.displayedArgument(call),
                  let (name, index, memberOnly) = context.nameArgument(argument.tokens)
                    ?? StringIntoTextRule.interpolatedName(argument.tokens, context),
                  candidates.contains(name), !StringIntoTextRule.isDataName(name),
                  case .member(let property) = context.resolve(name, at: index, scope: call.scope, memberOnly: memberOnly),
                  StringIntoTextRule.isUnfilledComponentText(property, context),
                  StringTypedLabelRule.verdict(property, context) == .silent,
                  noted.insert(property.nameIndex).inserted else { continue }
            let shown = (call.isMember ? "." : "") + "\(call.name)(\(context.model.text(of: argument.tokens)))"
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' is shown as text by '\(shown)' but nothing in the project fills it; if callers will "
                    + "pass words, type it 'LocalizedStringKey' so they are extracted, or show it with 'Text(verbatim:)' if it holds data"))
        }
        return findings
    }
}
