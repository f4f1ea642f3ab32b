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

    /// Whether the existing texts of `language` are checked (placeholders, plurals, substitutions).
    func isChecked(_ language: String) -> Bool {
        checksEveryLanguage || checkedLanguages.contains(language)
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
