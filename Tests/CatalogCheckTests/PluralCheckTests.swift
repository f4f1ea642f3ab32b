import XCTest
@testable import CatalogCheck

final class PluralCheckTests: XCTestCase {
    typealias F = CheckFixtures

    func testPluralForms() {
        let path = "strings[\"%lld nights\"].localizations"
        let cases: [(String, String, [(String, String)], [String], UInt)] = [
            ("complete English", "en", [("one", "%lld night"), ("other", "%lld nights")], [], #line),
            ("English without one", "en", [("other", "%lld nights")],
             ["error: \(path).en.variations.plural: en has no 'one' form: 1 would read «1 nights»"], #line),
            ("Russian without many", "ru", [("one", "%lld ночь"), ("few", "%lld ночи"), ("other", "%lld ночи")],
             ["error: \(path).ru.variations.plural: ru has no 'many' form: 5 would read «5 ночи»"], #line),
            ("French without many: a warning", "fr", [("one", "%lld nuit"), ("other", "%lld nuits")],
             ["warning: \(path).fr.variations.plural: fr has no 'many' form, which only fractions or numbers of a million "
                + "and more use: 1000000 would read «1000000 nuits»"], #line),
            ("Czech many is fractions only: not needed for %lld", "cs",
             [("one", "%lld noc"), ("few", "%lld noci"), ("other", "%lld nocí")], [], #line),
            ("Japanese one never shows", "ja", [("one", "%lld泊"), ("other", "%lld泊")],
             ["warning: \(path).ja.variations.plural.one: ja has no 'one' category in CLDR, so this form never shows; "
                + "ja uses other"], #line),
            ("zero is allowed everywhere", "ja", [("zero", "なし"), ("other", "%lld泊")], [], #line),
            ("other is required", "ja", [("one", "%lld泊")],
             ["error: \(path).ja.variations.plural: ja has no 'other' form, which every language needs",
              "warning: \(path).ja.variations.plural.one: ja has no 'one' category in CLDR, so this form never shows; "
                + "ja uses other"], #line),
            ("not a category", "de", [("one", "%lld Nacht"), ("other", "%lld Nächte"), ("plural", "x")],
             ["error: \(path).de.variations.plural.plural: 'plural' is not a plural category; de uses one, other"], #line),
            ("Arabic needs six", "ar", [("one", "ليلة"), ("other", "%lld ليلة")],
             ["error: \(path).ar.variations.plural: ar has no 'few' form: 3 would read «3 ليلة»",
              "error: \(path).ar.variations.plural: ar has no 'many' form: 11 would read «11 ليلة»",
              "error: \(path).ar.variations.plural: ar has no 'two' form: 2 would read «2 ليلة»",
              "error: \(path).ar.variations.plural: ar has no 'zero' form: 0 would read «0 ليلة»"], #line),
        ]
        for (name, language, forms, expected, line) in cases {
            let text = F.catalog([F.entry("%lld nights", [(language, F.plural(forms))])])
            XCTAssertEqual(F.findings(text, check: .plurals).sorted(), expected.sorted(), name, line: line)
        }
    }

    func testOneTextWhereTheSourceVaries() {
        let english = F.plural([("one", "%lld night"), ("other", "%lld nights")])
        let text = F.catalog([F.entry("%lld nights", [("en", english), ("de", F.unit("%lld Nächte")), ("ja", F.unit("%lld泊"))])])
        XCTAssertEqual(F.findings(text, check: .plurals), [
            "warning: strings[\"%lld nights\"].localizations.de.stringUnit: the source varies by plural but de has one text "
                + "for every count («1 Nächte» and «2 Nächte»); vary it by plural: de uses one, other",
        ])
    }

    func testUnknownLanguageIsReportedOnce() {
        let forms = F.plural([("one", "%lld x"), ("other", "%lld xs")])
        let text = F.catalog([F.entry("%lld a", [("qq", forms)]), F.entry("%lld b", [("qq", forms)])])
        XCTAssertEqual(F.findings(text, check: .plurals), [
            "warning: strings[\"%lld a\"].localizations.qq.variations.plural: CLDR has no plural rules for 'qq'; its plural "
                + "forms are not checked (is the language code right?)",
        ])
    }

    func testReadingFillsTheCount() {
        XCTAssertEqual(PluralCheck.reading("%lld ночи", number: "5", inSubstitution: false), "5 ночи")
        XCTAssertEqual(PluralCheck.reading("%@: %2$lld items", number: "5", inSubstitution: false), "%@: 5 items")
        XCTAssertEqual(PluralCheck.reading("%arg Dateien", number: "5", inSubstitution: true), "5 Dateien")
        XCTAssertEqual(PluralCheck.reading("Dateien", number: "5", inSubstitution: true), "Dateien")
        XCTAssertEqual(PluralCheck.reading("Cafe\u{301} 👨‍👩‍👧 %.1f km", number: "1.5", inSubstitution: false),
                       "Cafe\u{301} 👨‍👩‍👧 1.5 km")
    }
}
