import Diagnostics
import StringCatalog

/// Plurals: the forms of each plural variation against the language's CLDR cardinal categories.
///
/// `other` is required. A missing category that some integer below 1,000,000 reaches is an error (people see it:
/// Russian `many` is 5, 6, 7, …); one only fractions or millions reach is a warning (French `many`). A form for a
/// category the language does not have is a warning (it never shows), except `zero`, which Apple uses for 0 in
/// every language. A category only fractions reach is not needed when the count is an integer (`%lld`).
/// A language CLDR does not know is reported once per catalog, not guessed.
struct PluralCheck {
    let context: CheckContext
    private(set) var issues: [CheckIssue] = []
    /// Languages CLDR does not know that were reported already.
    private var reportedUnknown = Set<String>()
    /// Whether the source of the entry being walked varies by plural.
    private var sourceVaries = false

    init(context: CheckContext) {
        self.context = context
    }

    /// Starts `entry`.
    mutating func begin(_ entry: CheckedEntry) {
        sourceVaries = entry.source?.variations?.plural != nil
    }

    /// The plural places of `localization` (a checked language of the current entry). Without variations or
    /// substitutions a localization has no plural place; it can only be a single text where the source varies.
    mutating func visit(_ localization: Localization, language: String, of entry: CheckedEntry) {
        guard sourceVaries || localization.variations != nil || localization.substitutions != nil else { return }
        let path = entry.path(of: language)
        if sourceVaries, let issue = singleText(localization, language: language, at: path) {
            issues.append(issue)
        }
        for place in LocalizationForms.pluralPlaces(of: localization, at: path) {
            guard let rules = context.pluralRules(for: language) else {
                if reportedUnknown.insert(language).inserted {
                    issues.append(CheckIssue(
                        check: .plurals, severity: .warning, keyPath: place.path,
                        text: "CLDR has no plural rules for '\(language)'; its plural forms are not checked "
                            + "(is the language code right?)"))
                }
                continue
            }
            let counted = countedKind(place, in: localization)
            issues += self.issues(place, language: language, rules: rules, countedKind: counted)
        }
    }

    private func issues(_ place: PluralPlace, language: String, rules: PluralRuleSet, countedKind: ArgumentKind?) -> [CheckIssue] {
        var issues: [CheckIssue] = []
        // Only a finding names the language's categories: most places have none.
        let expected = { rules.categoryNames.map(\.rawValue).joined(separator: ", ") }
        for name in place.forms.keys where PluralCategory(rawValue: name) == nil {
            issues.append(issue(.error, place.path.appending(name),
                                "'\(name)' is not a plural category; \(language) uses \(expected())"))
        }
        let otherText = place.forms["other"].flatMap(LocalizationForms.referenceText(of:))
        if otherText == nil {
            issues.append(issue(.error, place.path, "\(language) has no 'other' form, which every language needs"))
        }
        for rule in rules.categories where rule.category != .other && place.forms[rule.category.rawValue] == nil {
            if countedKind == .integer, !rule.isReachedByIntegers { continue }
            let reading = otherText.map {
                "\(rule.example) would read «\(Self.reading($0, number: rule.example, inSubstitution: place.substitution != nil))»"
            } ?? "\(rule.example) has no text"
            if rule.isEveryday {
                issues.append(issue(.error, place.path, "\(language) has no '\(rule.category.rawValue)' form: \(reading)"))
            } else {
                issues.append(issue(.warning, place.path,
                                    "\(language) has no '\(rule.category.rawValue)' form, which only fractions or numbers "
                                        + "of a million and more use: \(reading)"))
            }
        }
        for name in place.forms.keys {
            guard let category = PluralCategory(rawValue: name), category != .zero, rules.rule(for: category) == nil else {
                continue
            }
            issues.append(issue(.warning, place.path.appending(name),
                                "\(language) has no '\(name)' category in CLDR, so this form never shows; "
                                    + "\(language) uses \(expected())"))
        }
        return issues
    }

    /// A translation with one text where the source varies by plural, in a language whose everyday counts need
    /// several forms (German needs `one` and `other`; Japanese needs only `other`): a warning naming two counts
    /// that now read alike.
    private func singleText(_ localization: Localization, language: String, at path: CatalogKeyPath) -> CheckIssue? {
        guard language != context.catalog.sourceLanguage, localization.variations == nil,
              localization.substitutions == nil, let unit = localization.stringUnit, !unit.value.isEmpty,
              let rules = context.pluralRules(for: language)
        else { return nil }
        let everyday = rules.categories.filter(\.isEveryday)
        guard everyday.count > 1 else { return nil }
        let names = rules.categoryNames.map(\.rawValue).joined(separator: ", ")
        let readings = everyday.prefix(2).map { "«\(Self.reading(unit.value, number: $0.example, inSubstitution: false))»" }
        return issue(.warning, path.appending("stringUnit"),
                     "the source varies by plural but \(language) has one text for every count (\(readings.joined(separator: " and ")));"
                         + " vary it by plural: \(language) uses \(names)")
    }

    /// The class of the number a plural place counts: its substitution's `formatSpecifier`, else the first number
    /// specifier of its `other` form. Nil when unknown.
    func countedKind(_ place: PluralPlace, in localization: Localization) -> ArgumentKind? {
        if let name = place.substitution {
            return localization.substitutions?[name]?.formatSpecifier.flatMap(SubstitutionCheck.kind(ofFormatSpecifier:))
        }
        guard let text = place.forms["other"].flatMap(LocalizationForms.referenceText(of:)) else { return nil }
        for specifier in context.formats.format(text).specifiers {
            if case .argument(let kind) = specifier.role, kind == .integer || kind == .float { return kind }
        }
        return nil
    }

    /// The `other` text with the count filled in: the first number specifier (or `%arg`) becomes `number`.
    static func reading(_ text: String, number: String, inSubstitution: Bool) -> String {
        let format = FormatString(text, allowsSubstitutionArgument: inSubstitution)
        let counted = format.specifiers.first { specifier in
            switch specifier.role {
            case .argument(.integer), .argument(.float), .substitutionArgument: return true
            default: return false
            }
        }
        guard let counted else { return text }
        // Spliced in bytes: a specifier's ends are character boundaries (building strings from an array of the
        // text's characters was most of this check's cost).
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(counted.utf8Range, with: number.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func issue(_ severity: Severity, _ path: CatalogKeyPath, _ text: String) -> CheckIssue {
        CheckIssue(check: .plurals, severity: severity, keyPath: path, text: text)
    }
}
