import Diagnostics

/// `english-error-description`: a `LocalizedError`'s `errorDescription` (or `failureReason`,
/// `recoverySuggestion`, `helpAnchor`) returning plain literals. Alerts and `localizedDescription` show these texts,
/// and a plain `String` literal is never extracted, so the error reads in English in every language.
///
/// ```swift
/// enum SyncError: LocalizedError {
///     case offline
///     var errorDescription: String? {      // ↓ reported once per property
///         switch self { case .offline: return "You are offline" }
///     }
/// }
/// ```
/// Write `String(localized: "You are offline")` for each case. Not reported: bodies that localize, literals with no
/// word (`"\(code)"`), and types of a project with no views (a library or command-line tool).
struct EnglishErrorDescriptionRule: LintRule {
    let id = "english-error-description"
    let severity = Severity.warning
    let summary = "A LocalizedError's errorDescription returns English literals that are never translated."

    static let requirements: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.project.viewTypeNames.isEmpty else { return [] }
        var findings: [Finding] = []
        for property in context.model.properties where Self.requirements.contains(property.name) {
            guard context.project.localizedErrorTypes.contains(context.model.types[property.owner].simpleName),
                  LintContext.isStringType(property.typeText), let accessors = property.accessors,
                  !context.isLocalized(accessors) else { continue }
            let literals = context.returnedProseLiterals(accessors)
            guard let first = literals.first else { continue }
            let example = LiteralText.visibleText(of: context.model.tokens[first]).trimmingCharacters(in: ["\"", "#", " ", ":"])
            let more = literals.count > 1 ? " and \(literals.count - 1) more" : ""
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' returns English literals (\"\(example)\"\(more)) that alerts show untranslated; "
                    + "return 'String(localized: …)' for each case"))
        }
        return findings
    }
}
