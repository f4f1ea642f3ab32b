import CatalogCheck
import Foundation

/// Plural lookups that read a bundle's `.stringsdict` themselves, for Linux, where Foundation (Swift 6.3.1)
/// crashes in `Bundle.localizedString(forKey:value:table:)` when the key is a `.stringsdict` entry.
///
/// Reads `<language>.lproj/<table>.stringsdict` with `PropertyListSerialization`, picks each variable's form with
/// the CLDR rules the project's checker uses (a `zero` form, when given, wins for 0, as on Apple platforms), and
/// formats the result with `count` for every specifier. Works the same on Apple platforms, where
/// `String(localized:)` is the usual way.
public enum LocalizedPlural {
    /// The text of `key` for `count`, from the `.stringsdict` of `table` in `bundle` for `language`; nil when that
    /// table, the key, or a form for the count is missing.
    public static func string(forKey key: String, count: Int, table: String = "Localizable", bundle: Bundle,
                              language: String) -> String? {
        guard let path = bundle.path(forResource: table, ofType: "stringsdict", inDirectory: nil, forLocalization: language),
            let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let entry = plist[key] as? [String: Any]
        else { return nil }
        guard let format = resolvedFormat(entry, count: count, language: language) else { return nil }
        return String(format: format, locale: Locale(identifier: language), count)
    }

    /// The entry's `NSStringLocalizedFormatKey` with every `%#@variable@` replaced by the variable's form for
    /// `count` (the format still holds the count's specifiers).
    static func resolvedFormat(_ entry: [String: Any], count: Int, language: String) -> String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        let category = PluralRules.ruleSet(forAppleLanguage: language)
            .map { IntegerPluralRule.category(for: count, in: $0) } ?? .other
        while let start = format.range(of: "%#@"),
            let end = format.range(of: "@", range: start.upperBound..<format.endIndex) {
            let name = String(format[start.upperBound..<end.lowerBound])
            guard let variable = entry[name] as? [String: Any] else { return nil }
            let form = (count == 0 ? variable["zero"] as? String : nil)
                ?? variable[category.rawValue] as? String ?? variable["other"] as? String
            guard let form else { return nil }
            format.replaceSubrange(start.lowerBound..<end.upperBound, with: form)
        }
        return format
    }
}
