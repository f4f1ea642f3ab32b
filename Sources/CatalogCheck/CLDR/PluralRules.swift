/// CLDR cardinal plural rules by language, looked up with the language codes String Catalogs use.
///
/// The table itself is generated from CLDR (see `PluralRules+Generated.swift` and `scripts/generate-plural-rules`);
/// this type maps Apple's codes (`zh-Hans`, `pt-PT`, `es-419`, `nb`) to CLDR identifiers (`zh_Hans`, `pt_PT`,
/// `es_419`) and looks them up the way CLDR inherits: `de_CH` takes `de`'s rules unless CLDR lists it.
public enum PluralRules {
    /// Old ISO codes Apple platforms still accept, mapped to the codes CLDR lists.
    static let legacyLanguageCodes = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil", "mo": "ro", "jw": "jv"]

    /// The CLDR identifier for an Apple language code: `-` becomes `_`, the language is lower case, a script is
    /// capitalized (`Hans`), a region upper case (`PT`, `419`). Nil when the code is empty or malformed.
    public static func cldrIdentifier(forAppleLanguage code: String) -> String? {
        let parts = code.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first, !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var language = first.lowercased()
        language = legacyLanguageCodes[language] ?? language
        var result = [language]
        for part in parts.dropFirst() {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if part.count == 4, part.allSatisfy(\.isLetter) {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                result.append(part.uppercased())
            }
        }
        return result.joined(separator: "_")
    }

    /// The plural rules for an Apple language code, or nil when CLDR does not know the language (the check then
    /// reports the language once rather than guess).
    public static func ruleSet(forAppleLanguage code: String) -> PluralRuleSet? {
        guard let identifier = cldrIdentifier(forAppleLanguage: code) else { return nil }
        var parts = identifier.split(separator: "_").map(String.init)
        while !parts.isEmpty {
            if let index = ruleSetIndex(forCLDRLocale: parts.joined(separator: "_")) {
                return ruleSets[index]
            }
            parts.removeLast()
        }
        return nil
    }
}
