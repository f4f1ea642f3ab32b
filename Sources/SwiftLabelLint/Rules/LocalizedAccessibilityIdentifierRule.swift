import Diagnostics

/// `localized-accessibility-identifier`: `.accessibilityIdentifier(…)` is given localized text. UI tests find
/// elements by identifier; an identifier that follows the language breaks them in every other language.
///
/// ```swift
/// .accessibilityIdentifier(↓String(localized: "Save"))   // reported: use a fixed "saveButton"
/// ```
struct LocalizedAccessibilityIdentifierRule: LintRule {
    let id = "localized-accessibility-identifier"
    let severity = Severity.error
    let summary = "An accessibility identifier made from localized text changes with the language."

    /// Creates the rule.
    init() {}

    private static let localizedTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "Text"]

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for call in context.model.calls where call.isMember && call.name == "accessibilityIdentifier" {
            guard let argument = call.arguments.first, argument.label == nil, !argument.tokens.isEmpty else { continue }
            if context.isLocalized(argument.tokens) || isLocalizedName(argument.tokens, call, context) {
                findings.append(finding(context, at: argument.tokens.lowerBound,
                    "accessibility identifier is localized text, so UI tests cannot find it in other languages; "
                        + "use a fixed identifier such as \"saveButton\""))
            }
        }
        return findings
    }

    private func isLocalizedName(_ range: Range<Int>, _ call: CallSite, _ context: LintContext) -> Bool {
        guard let (name, index, memberOnly) = context.nameArgument(range) else { return false }
        switch context.resolve(name, at: index, scope: call.scope, memberOnly: memberOnly) {
        case .member(let property):
            return isLocalizedType(property.typeText) || (property.initializer.map { context.isLocalized($0) } ?? false)
        case .parameter(let parameter, _):
            return isLocalizedType(parameter.typeText)
        case .local(let binding):
            return isLocalizedType(binding.typeText) || (binding.initializer.map { context.isLocalized($0) } ?? false)
        case .unknown:
            return false
        }
    }

    private func isLocalizedType(_ text: String?) -> Bool {
        guard let text else { return false }
        return Self.localizedTypes.contains(text.hasSuffix("?") ? String(text.dropLast()) : text)
    }
}
