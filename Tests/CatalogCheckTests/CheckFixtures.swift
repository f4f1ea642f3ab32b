import Diagnostics
@testable import CatalogCheck

/// Small catalogs written inline for the check tests, and a way to run one check on them.
enum CheckFixtures {
    /// A catalog with `entries` (JSON members of `strings`, comma separated).
    static func catalog(_ entries: [String], source: String = "en") -> String {
        """
        {
          "sourceLanguage" : "\(source)",
          "strings" : {
            \(entries.joined(separator: ",\n    "))
          },
          "version" : "1.0"
        }
        """
    }

    /// `"key" : { "localizations" : { … } }` with each language's localization JSON.
    static func entry(_ key: String, _ localizations: [(String, String)], extra: String = "") -> String {
        let body = localizations.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ", ")
        return "\"\(key)\" : { \(extra)\"localizations\" : { \(body) } }"
    }

    /// A localization holding one unit.
    static func unit(_ value: String, _ state: String = "translated") -> String {
        "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    /// A localization with plural variations; each form a unit.
    static func plural(_ forms: [(String, String)]) -> String {
        let body = forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ")
        return "{ \"variations\" : { \"plural\" : { \(body) } } }"
    }

    /// Runs the checker and keeps the findings of `check`, as `severity: message`.
    static func findings(_ text: String, check: CheckID, options: CheckOptions = CheckOptions()) -> [String] {
        CatalogChecker(options: options).check(bytes: Array(text.utf8), path: "T.xcstrings")
            .filter { $0.ruleID == check.rawValue }
            .map { "\($0.severity.rawValue): \($0.message)" }
    }
}
