import Exchange
import StringCatalog
import XCTest

/// XLIFF shaped like each translation platform's (see docs/exchange.md for what each is modelled on) imports into
/// the fixture catalog with exactly these results.
final class PlatformFixtureTests: XCTestCase {
    struct Expectation {
        var file: String
        var imported: Int
        var unchanged: Int
        var untranslated: Int
        var units: [(key: String, path: [String], unit: StringUnit)]
    }

    let expectations: [Expectation] = [
        Expectation(file: "crowdin.xliff", imported: 2, unchanged: 0, untranslated: 1, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("OK", [], StringUnit(state: .needsReview, value: "In Ordnung")),
        ]),
        Expectation(file: "lokalise.xliff", imported: 2, unchanged: 1, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("%lld items", ["plural", "one"], StringUnit(state: .translated, value: "%lld Stück")),
            ("%lld items", ["plural", "other"], StringUnit(state: .translated, value: "%lld Artikel")),
        ]),
        Expectation(file: "phrase.xliff", imported: 2, unchanged: 0, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Visit https://example.com/help for help", [], StringUnit(state: .translated, value: "Hilfe unter https://example.com/help")),
        ]),
        Expectation(file: "weblate.xliff", imported: 2, unchanged: 0, untranslated: 1, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("welcome.banner", [], StringUnit(state: .needsReview, value: "Willkommen & <hallo>\n")),
        ]),
        Expectation(file: "tolgee.xliff", imported: 4, unchanged: 0, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Found %#@files@", [], StringUnit(state: .translated, value: "%#@files@ gefunden")),
            ("Found %#@files@", ["files", "one"], StringUnit(state: .translated, value: "%arg Datei")),
        ]),
    ]

    func testEachPlatformsXLIFFImports() throws {
        for expectation in expectations {
            let bytes = try ExchangeFixtures.bytes("platforms/\(expectation.file)")
            let units = try BatchReader.xliff(bytes, path: expectation.file)
            let outcome = ExchangeFixtures.importUnits(units, target: try ExchangeFixtures.shop())
            XCTAssertEqual(outcome.refusals.map(\.line), [], expectation.file)
            var tally = LanguageTally(language: "de")
            tally.imported = expectation.imported
            tally.unchanged = expectation.unchanged
            tally.untranslated = expectation.untranslated
            XCTAssertEqual(outcome.tallies, [tally], expectation.file)
            let catalog = try ExchangeFixtures.catalog(after: outcome)
            for (key, path, unit) in expectation.units {
                let localization = try XCTUnwrap(catalog.strings[key]?.localizations?["de"], "\(expectation.file) \(key)")
                let found: StringUnit?
                switch path.count {
                case 0: found = localization.stringUnit
                case 2 where path[0] == "plural": found = localization.variations?.plural?[path[1]]?.stringUnit
                default: found = localization.substitutions?[path[0]]?.variations?.plural?[path[1]]?.stringUnit
                }
                XCTAssertEqual(found, unit, "\(expectation.file) \(key) \(path)")
            }
        }
    }
}
