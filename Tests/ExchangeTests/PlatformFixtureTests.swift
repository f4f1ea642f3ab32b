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
        Expectation(file: "crowdin-xliff-export.xliff", imported: 2, unchanged: 1, untranslated: 1, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("%lld items", ["plural", "one"], StringUnit(state: .translated, value: "%lld Stück")),
            ("%lld items", ["plural", "other"], StringUnit(state: .translated, value: "%lld Artikel")),
        ]),
        Expectation(file: "lokalise.xliff", imported: 3, unchanged: 1, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("%lld items", ["plural", "one"], StringUnit(state: .translated, value: "%lld Stück")),
            ("%lld items", ["plural", "other"], StringUnit(state: .translated, value: "%lld Artikel")),
            ("welcome.banner", [], StringUnit(state: .translated, value: "Willkommen & <hallo>\n")),
        ]),
        Expectation(file: "pontoon.xliff", imported: 2, unchanged: 0, untranslated: 1, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Open %@ in Acme", [], StringUnit(state: .translated, value: "%@ in Acme öffnen")),
        ]),
        Expectation(file: "phrase.xliff", imported: 2, unchanged: 0, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Visit https://example.com/help for help", [], StringUnit(state: .translated, value: "Hilfe unter https://example.com/help")),
        ]),
        Expectation(file: "weblate.xliff", imported: 2, unchanged: 1, untranslated: 2, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Delete", [], StringUnit(state: .translated, value: "Entfernen")),
        ]),
        Expectation(file: "tolgee.xliff", imported: 5, unchanged: 0, untranslated: 0, units: [
            ("Save", [], StringUnit(state: .translated, value: "Speichern")),
            ("Delete", [], StringUnit(state: .translated, value: "Entfernen")),
            ("Found %#@files@", [], StringUnit(state: .translated, value: "%#@files@ gefunden")),
            ("Found %#@files@", ["files", "one"], StringUnit(state: .translated, value: "%arg Datei")),
        ]),
    ]

    func testEachPlatformsXLIFFImports() throws {
        for expectation in expectations {
            try check(expectation, bytes: try ExchangeFixtures.bytes("platforms/\(expectation.file)"))
        }
    }

    /// A file a translator saved on Windows (a byte order mark, CRLF line ends) imports exactly as the original.
    func testByteOrderMarkAndCRLFChangeNothing() throws {
        let expectation = try XCTUnwrap(expectations.first { $0.file == "pontoon.xliff" })
        let original = try ExchangeFixtures.bytes("platforms/pontoon.xliff")
        var windows: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in original {
            if byte == 0x0A { windows.append(0x0D) }
            windows.append(byte)
        }
        try check(expectation, bytes: windows)
    }

    func check(_ expectation: Expectation, bytes: [UInt8]) throws {
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
