import StringCatalog

/// What every check needs to know about the catalog under check: its entries, the languages to look at, and the
/// plural rules of each language (looked up once).
struct CheckContext {
    let catalog: Catalog
    let options: CheckOptions
    /// Every language the catalog has, source first (`Catalog.languages`).
    let languages: [String]
    /// Languages a translation is expected in: `--languages`, else every language the catalog has, minus the source.
    let targetLanguages: [String]
    /// Languages whose existing texts are checked (placeholders, plurals, substitutions): the targets and the source.
    let checkedLanguages: Set<String>
    /// Whether every language is checked (no `--languages`): then `checkedLanguages` holds every language the
    /// catalog has, and no localization needs looking up in it.
    private let checksEveryLanguage: Bool
    private let rulesByLanguage: [String: PluralRuleSet]
    /// The format strings of this run, each parsed once.
    let formats = FormatCache()

    /// Prepares the context for `catalog`.
    init(catalog: Catalog, options: CheckOptions) {
        self.catalog = catalog
        self.options = options
        let source = catalog.sourceLanguage
        let languages = catalog.languages
        self.languages = languages
        let all = options.languages ?? languages
        var seen = Set<String>()
        targetLanguages = all.filter { $0 != source && seen.insert($0).inserted }
        checkedLanguages = Set(targetLanguages + [source])
        checksEveryLanguage = options.languages == nil
        var rules: [String: PluralRuleSet] = [:]
        for language in languages + targetLanguages where rules[language] == nil {
            rules[language] = PluralRules.ruleSet(forAppleLanguage: language)
        }
        rulesByLanguage = rules
    }

    /// The CLDR plural rules of `language`, or nil when CLDR does not know it.
    func pluralRules(for language: String) -> PluralRuleSet? {
        rulesByLanguage[language] ?? PluralRules.ruleSet(forAppleLanguage: language)
    }

    /// Calls `body` with each localization of `entry` in the checked languages, with its path. A visitor rather than
    /// an array: the checks call it for every key, and an array of localizations copied each one twice.
    /// `mayHaveIssues` lets a check skip, before its path is made, a localization it knows it has nothing to say
    /// about (most are a single finished unit).
    func forEachCheckedLocalization(
        of key: String, _ entry: CatalogEntry, mayHaveIssues: (Localization) -> Bool = { _ in true },
        _ body: (_ language: String, Localization, CatalogKeyPath) -> Void
    ) {
        guard let localizations = entry.localizations?.entries else { return }
        for index in localizations.indices where checksEveryLanguage || checkedLanguages.contains(localizations[index].key) {
            guard mayHaveIssues(localizations[index].value) else { continue }
            let language = localizations[index].key
            body(language, localizations[index].value, CatalogKeyPath(["strings", key, "localizations", language]))
        }
    }

    /// The text of `entry` in the source language that translations are compared with, and whether it is only
    /// the key (Xcode leaves the source localization out when the value is the key).
    func sourceText(of key: String, _ entry: CatalogEntry) -> (text: String, isKey: Bool)? {
        if let text = entry.localizations?.withValue(forKey: catalog.sourceLanguage, LocalizationForms.referenceText(of:)) {
            return text.map { ($0, false) }
        }
        return (key, true)
    }

    /// Whether `category` is a CLDR category `language` does not use (so its form never shows); `zero` is used
    /// in every language (Apple shows it for 0).
    func isUnusedCategory(_ category: String?, language: String) -> Bool {
        guard let category, let named = PluralCategory(rawValue: category), named != .zero,
              let rules = pluralRules(for: language) else { return false }
        return rules.rule(for: named) == nil
    }

    /// Whether a plural form may leave out the counted number: `zero` always (Apple's explicit zero), and any
    /// category that holds a single integer in the language (English `one` is 1 alone; Russian `one` is not).
    func mayOmitCount(category: String?, language: String) -> Bool {
        guard let category else { return false }
        if category == "zero" { return true }
        guard let named = PluralCategory(rawValue: category) else { return false }
        guard let rules = pluralRules(for: language) else { return named == .one }
        return rules.rule(for: named)?.reach == .single
    }
}
