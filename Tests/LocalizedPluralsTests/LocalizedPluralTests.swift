import CatalogCheck
import Foundation
import TestSupport
import XCTest
@testable import LocalizedPlurals

/// Plural forms chosen without Foundation's `.stringsdict` lookup (which crashes on Linux).
final class LocalizedPluralTests: XCTestCase {
    private static let languages = [
        "ar", "be", "br", "cs", "cy", "de", "en", "es", "fr", "ga", "gd", "he", "is", "it", "ja", "lt", "lv", "mk",
        "mt", "pl", "pt", "pt-PT", "ro", "ru", "sl", "uk", "zh-Hans",
    ]

    func testEveryIntegerExampleOfCLDRFallsIntoItsCategory() throws {
        var checked = 0
        for language in Self.languages {
            let rules = try XCTUnwrap(PluralRules.ruleSet(forAppleLanguage: language), language)
            for rule in rules.categories {
                guard let example = Int(rule.example) else { continue }
                XCTAssertEqual(IntegerPluralRule.category(for: example, in: rules), rule.category, "\(language) \(example)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60)
    }

    func testCategoriesOfEverydayCounts() throws {
        let cases: [(String, [Int: PluralCategory])] = [
            ("ru", [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 21: .one, 22: .few, 111: .many, -3: .few]),
            ("en", [0: .other, 1: .one, 2: .other]),
            ("fr", [0: .one, 1: .one, 2: .other, 1_000_000: .many]),
            ("pl", [1: .one, 2: .few, 5: .many, 12: .many, 22: .few]),
            ("ar", [0: .zero, 1: .one, 2: .two, 3: .few, 11: .many, 100: .other, 103: .few]),
            ("ja", [0: .other, 1: .other]),
        ]
        for (language, expected) in cases {
            let rules = try XCTUnwrap(PluralRules.ruleSet(forAppleLanguage: language))
            for (count, category) in expected {
                XCTAssertEqual(IntegerPluralRule.category(for: count, in: rules), category, "\(language) \(count)")
            }
        }
    }

    func testLookupReadsTheStringsdictOfTheBundle() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%lld files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>Found %#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>zero</key>
        \t\t\t<string>no files</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld файл</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%lld файла</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%lld файлов</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld файла</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """, to: "ru.lproj/Localizable.stringsdict")
        let bundle = try XCTUnwrap(Bundle(path: folder.url.path))
        let cases: [(Int, String?)] = [(0, "Found no files"), (1, "Found 1 файл"), (3, "Found 3 файла"), (25, "Found 25 файлов"), (21, "Found 21 файл")]
        for (count, expected) in cases {
            XCTAssertEqual(LocalizedPlural.string(forKey: "%lld files", count: count, bundle: bundle, language: "ru"), expected, "\(count)")
        }
        XCTAssertNil(LocalizedPlural.string(forKey: "missing", count: 1, bundle: bundle, language: "ru"))
        XCTAssertNil(LocalizedPlural.string(forKey: "%lld files", count: 1, bundle: bundle, language: "de"))
        XCTAssertNil(LocalizedPlural.string(forKey: "%lld files", count: 1, table: "Other", bundle: bundle, language: "ru"))
    }
}
