import Diagnostics
import StringCatalog

/// Substitutions: every `%#@name@` a language's texts reference has a substitution in that language, every
/// substitution is referenced, `argNum` is one of the string's arguments (and the source's), and
/// `formatSpecifier` is a valid printf specifier of the same class as the source's.
struct SubstitutionCheck {
    let context: CheckContext
    private(set) var issues: [CheckIssue] = []
    /// The source's argument count for the entry being walked, found when a localization with substitutions first
    /// needs it (most keys have none).
    private var sourceArguments: Int?

    init(context: CheckContext) {
        self.context = context
    }

    /// Starts `entry`.
    mutating func begin(_ entry: CheckedEntry) {
        sourceArguments = nil
    }

    /// The references and substitutions of `localization` (a checked language of the current entry); `sole` is its
    /// text when it is one unit. A lone unit has no substitutions to judge, so only its references can be wrong:
    /// one without any (most, and every one without `%`) is passed over before its forms, signature and path are
    /// made.
    mutating func visit(_ localization: Localization, _ sole: SoleUnitText?, language: String, of entry: CheckedEntry) {
        if let sole, !sole.format.referencesSubstitution { return }
        let path = entry.path(of: language)
        let forms = LocalizationForms.forms(of: localization, at: path)
        var referencedAt: [(name: String, path: CatalogKeyPath)] = []
        var ownArguments = 0
        for form in forms {
            guard let value = form.unit?.value else { continue }
            let signature = context.formats.signature(value, allowsSubstitutionArgument: form.substitution != nil)
            ownArguments = max(ownArguments, signature.slots.keys.max() ?? 0)
            for name in signature.substitutionNames where !referencedAt.contains(where: { $0.name == name }) {
                referencedAt.append((name, form.path))
            }
        }
        let substitutions = localization.substitutions ?? OrderedMap()
        for (name, at) in referencedAt where substitutions[name] == nil {
            issues.append(issue(.error, at, "references %#@\(name)@ but '\(language)' has no substitution '\(name)'"))
        }
        guard !substitutions.entries.isEmpty else { return }
        let known = sourceArguments ?? sourceArgumentCount(key: entry.key, entry.source)
        sourceArguments = known
        let argumentCount = max(known, ownArguments)
        for (name, substitution) in substitutions.entries {
            let at = path.appending("substitutions").appending(name)
            if !referencedAt.contains(where: { $0.name == name }) {
                issues.append(issue(.warning, at, "substitution '\(name)' is never referenced (no %#@\(name)@ in the text)"))
            }
            let source = language == context.catalog.sourceLanguage ? nil : entry.source?.substitutions?[name]
            issues += argumentIssues(substitution, source: source, argumentCount: argumentCount, at: at)
            issues += specifierIssues(substitution, source: source, at: at)
        }
    }

    /// The string's arguments: the highest position any source text uses (the key when there is no source
    /// localization), forms of substitutions included (`%2$@` inside a form is the outer string's argument).
    func sourceArgumentCount(key: String, _ sourceLocalization: Localization?) -> Int {
        guard let sourceLocalization else { return highestPosition(key, inSubstitution: false) }
        var count = 0
        for form in LocalizationForms.forms(of: sourceLocalization, at: CatalogKeyPath.entry(key)) {
            guard let value = form.unit?.value else { continue }
            count = max(count, highestPosition(value, inSubstitution: form.substitution != nil))
        }
        return count
    }

    /// The highest argument position `text` uses.
    func highestPosition(_ text: String, inSubstitution: Bool) -> Int {
        context.formats.signature(text, allowsSubstitutionArgument: inSubstitution).slots.keys.max() ?? 0
    }

    private func argumentIssues(_ substitution: Substitution, source: Substitution?, argumentCount: Int, at: CatalogKeyPath) -> [CheckIssue] {
        guard let argNum = substitution.argNum else { return [] }
        var issues: [CheckIssue] = []
        if argNum < 1 || argNum > argumentCount {
            let range = argumentCount == 1 ? "1" : "1 to \(argumentCount)"
            issues.append(issue(.error, at.appending("argNum"),
                                "argNum \(argNum) is not one of the string's arguments (\(argumentCount == 0 ? "it has none" : range))"))
        }
        if let expected = source?.argNum, expected != argNum {
            issues.append(issue(.error, at.appending("argNum"),
                                "argNum \(argNum) differs from the source's \(expected): the plural would follow another argument"))
        }
        return issues
    }

    private func specifierIssues(_ substitution: Substitution, source: Substitution?, at: CatalogKeyPath) -> [CheckIssue] {
        guard let specifier = substitution.formatSpecifier else {
            return [issue(.error, at, "has no formatSpecifier (the argument's printf type, e.g. 'lld')")]
        }
        guard let kind = Self.kind(ofFormatSpecifier: specifier) else {
            return [issue(.error, at.appending("formatSpecifier"),
                          "formatSpecifier '\(specifier)' is not a printf specifier (write it without '%', e.g. 'lld' or '@')")]
        }
        if let expected = source?.formatSpecifier, let expectedKind = Self.kind(ofFormatSpecifier: expected), expectedKind != kind {
            return [issue(.error, at.appending("formatSpecifier"),
                          "formatSpecifier '\(specifier)' takes \(Self.article(kind)) where the source's '\(expected)' takes "
                              + Self.article(expectedKind))]
        }
        return []
    }

    /// The argument class of a substitution's `formatSpecifier` (`lld`, `@`, `.2f`), or nil when it is not one
    /// complete printf specifier.
    static func kind(ofFormatSpecifier specifier: String) -> ArgumentKind? {
        let text = specifier.hasPrefix("%") ? specifier : "%" + specifier
        let format = FormatString(text)
        guard format.invalid.isEmpty, format.specifiers.count == 1, let only = format.specifiers.first,
              only.text == text, case .argument(let kind) = only.role, only.position == nil, only.starArguments.isEmpty
        else { return nil }
        return kind
    }

    private static func article(_ kind: ArgumentKind) -> String {
        kind == .integer || kind == .object ? "an \(kind.rawValue)" : "a \(kind.rawValue)"
    }

    private func issue(_ severity: Severity, _ path: CatalogKeyPath, _ text: String) -> CheckIssue {
        CheckIssue(check: .substitutions, severity: severity, keyPath: path, text: text)
    }
}
