import XCTest
@testable import CatalogCheck

final class PluralRulesTests: XCTestCase {
    /// One language per CLDR shape (1, 2, 3, 4, 5 and 6 categories): categories, reach and example numbers (the
    /// smallest positive integer in the category, as CLDR's samples show it).
    func testShapes() throws {
        let cases: [(String, [String], UInt)] = [
            ("ja", ["other:integers:1"], #line),
            ("en", ["one:single:1", "other:integers:2"], #line),
            ("fr", ["one:integers:1", "many:rare:1000000", "other:integers:2"], #line),
            ("lv", ["zero:integers:10", "one:integers:1", "other:integers:2"], #line),
            ("he", ["one:single:1", "two:single:2", "other:integers:3"], #line),
            ("ru", ["one:integers:1", "few:integers:2", "many:integers:5", "other:rare:1.5"], #line),
            ("pl", ["one:single:1", "few:integers:2", "many:integers:5", "other:rare:1.5"], #line),
            ("ga", ["one:single:1", "two:single:2", "few:integers:3", "many:integers:7", "other:integers:11"], #line),
            ("ar", ["zero:single:0", "one:single:1", "two:single:2", "few:integers:3", "many:integers:11",
                    "other:integers:100"], #line),
        ]
        for (language, expected, line) in cases {
            let rules = try XCTUnwrap(PluralRules.ruleSet(forAppleLanguage: language), language, line: line)
            let found = rules.categories.map { "\($0.category.rawValue):\($0.reach.rawValue):\($0.example)" }
            XCTAssertEqual(found, expected, language, line: line)
        }
    }

    func testAppleLanguageCodesMapToCLDR() {
        let cases: [(String, String?, UInt)] = [
            ("zh-Hans", "zh_Hans", #line),
            ("zh-hant-HK", "zh_Hant_HK", #line),
            ("pt-PT", "pt_PT", #line),
            ("pt-BR", "pt_BR", #line),
            ("es-419", "es_419", #line),
            ("en_GB", "en_GB", #line),
            ("nb", "nb", #line),
            ("iw", "he", #line),
            ("", nil, #line),
            ("de-", nil, #line),
            ("1a", nil, #line),
        ]
        for (code, expected, line) in cases {
            XCTAssertEqual(PluralRules.cldrIdentifier(forAppleLanguage: code), expected, code, line: line)
        }
    }

    func testLookupFollowsCLDRInheritance() throws {
        let categories = { (code: String) in PluralRules.ruleSet(forAppleLanguage: code)?.categoryNames.map(\.rawValue) }
        XCTAssertEqual(categories("zh-Hans"), ["other"])
        XCTAssertEqual(categories("de-CH"), ["one", "other"])
        XCTAssertEqual(categories("es-419"), ["one", "many", "other"])
        XCTAssertEqual(categories("nb"), ["one", "other"])
        XCTAssertEqual(categories("sr-Latn"), ["one", "few", "other"])
        // Portuguese: Brazil counts 0 and 1 as `one`, Portugal only 1.
        XCTAssertEqual(PluralRules.ruleSet(forAppleLanguage: "pt-BR")?.rule(for: .one)?.reach, .integers)
        XCTAssertEqual(PluralRules.ruleSet(forAppleLanguage: "pt-PT")?.rule(for: .one)?.reach, .single)
        XCTAssertNil(PluralRules.ruleSet(forAppleLanguage: "xx"))
        XCTAssertNil(PluralRules.ruleSet(forAppleLanguage: "qq-Latn"))
    }

    func testEveryRuleSetEndsWithOtherAndHasExamples() {
        XCTAssertFalse(PluralRules.cldrVersion.isEmpty)
        for rules in PluralRules.ruleSets {
            XCTAssertEqual(rules.categories.last?.category, .other)
            XCTAssertEqual(rules.categoryNames, rules.categoryNames.sorted())
            XCTAssertTrue(rules.categories.allSatisfy { !$0.example.isEmpty })
        }
    }
}
