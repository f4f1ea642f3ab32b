import Exchange
import Foundation
import StringCatalog
import TestSupport
import XCTest

/// Export → import is the identity on every corpus catalog, and a translated batch equals the catalog edited by hand.
final class RoundTripTests: XCTestCase {
    func testExportThenImportIsTheIdentityOnEveryCorpusCatalog() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("no ../shared/corpus") }
        let files = Corpus.files(in: corpus.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
        XCTAssertEqual(files.count, 16)
        var units = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            let file = try CatalogFile(bytes: bytes, path: url.lastPathComponent)
            let export = XLIFFExport(inputs: [.init(path: url.lastPathComponent, catalog: file.catalog, bytes: bytes)],
                                     languages: nil, xcloc: false)
            let target = BatchImporter.Target(path: url.lastPathComponent, file: file)
            for output in export.outputs().files {
                let batch = try BatchReader.xliff(output.bytes, path: output.path)
                units += batch.count
                let outcome = BatchImporter(targets: [target], options: ImportOptions()).run(batch)
                XCTAssertEqual(outcome.refusals.map(\.line), [], "\(url.lastPathComponent) \(output.path)")
                XCTAssertTrue(outcome.changes.isEmpty, "\(url.lastPathComponent) \(output.path) changed the catalog")
                XCTAssertEqual(outcome.tallies.map(\.imported), outcome.tallies.map { _ in 0 }, url.lastPathComponent)
            }
        }
        XCTAssertGreaterThan(units, 10_000)
    }

    func testTranslatedBatchEqualsTheCatalogEditedByHand() throws {
        let units = try BatchReader.xliff(try ExchangeFixtures.bytes("de-batch.xliff"), path: "de-batch.xliff")
        let outcome = ExchangeFixtures.importUnits(units, target: try ExchangeFixtures.shop())
        XCTAssertEqual(outcome.refusals.map(\.line), [])
        var expectedTally = LanguageTally(language: "de")
        expectedTally.imported = 7
        expectedTally.unchanged = 1
        expectedTally.untranslated = 1
        XCTAssertEqual(outcome.tallies, [expectedTally])
        assertBytesEqual(try XCTUnwrap(outcome.changes.first).bytes, try ExchangeFixtures.bytes("Shop-de-expected.xcstrings"))
    }

    func testAnotherCatalogsTranslationsImport() throws {
        let expected = try ExchangeFixtures.bytes("Shop-de-expected.xcstrings")
        let units = try BatchReader.catalog(expected, path: "Other.xcstrings").filter { $0.language == "de" }
        let outcome = ExchangeFixtures.importUnits(units, target: try ExchangeFixtures.shop())
        XCTAssertEqual(outcome.refusals.map(\.line), [])
        assertBytesEqual(try XCTUnwrap(outcome.changes.first).bytes, expected)
    }

    func testOnlyTouchedUnitsChangeBytesInAForeignStyle() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("no ../shared/corpus") }
        let url = corpus.appendingPathComponent("catalogs/Cork__Cork_Localizable.xcstrings")
        let bytes = Array(try Data(contentsOf: url))
        let file = try CatalogFile(bytes: bytes, path: "Cork.xcstrings")
        let key = try XCTUnwrap(file.catalog.strings.entries.first { $0.value.localizations?["de"]?.stringUnit != nil }?.key)
        let old = try XCTUnwrap(file.catalog.strings[key]?.localizations?["de"]?.stringUnit?.value)
        let unit = BatchUnit(file: "b.json", position: TextPosition(line: 1, column: 1), original: nil, language: "de", id: key,
                             source: nil, target: old + " ✓")
        let outcome = BatchImporter(targets: [.init(path: "Cork.xcstrings", file: file)], options: ImportOptions()).run([unit])
        XCTAssertEqual(outcome.refusals.map(\.line), [])
        let changed = String(decoding: try XCTUnwrap(outcome.changes.first).bytes, as: UTF8.self)
        let original = String(decoding: bytes, as: UTF8.self)
        let originalLines = original.components(separatedBy: "\n")
        let changedLines = changed.components(separatedBy: "\n")
        XCTAssertEqual(changedLines.count, originalLines.count)
        let differing = zip(originalLines, changedLines).filter { $0 != $1 }
        XCTAssertEqual(differing.count, 1, "exactly one line differs")
        XCTAssertEqual(changed.replacingOccurrences(of: JSONText.escaped(old + " ✓"), with: JSONText.escaped(old)), original)
    }
}

/// JSON string escaping for the byte comparison above (the catalog writer's own rules for these simple strings).
enum JSONText {
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
