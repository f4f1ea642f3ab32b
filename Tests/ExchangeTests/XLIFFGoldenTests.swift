import Exchange
import Foundation
import StringCatalog
import TestSupport
import XCTest

/// The XLIFF we write, byte for byte. Re-record with `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`;
/// the recording run fails on purpose).
final class XLIFFGoldenTests: XCTestCase {
    func testExportMatchesGoldens() throws {
        let bytes = try ExchangeFixtures.bytes("Shop.xcstrings")
        let catalog = try CatalogFile(bytes: bytes, path: "Shop.xcstrings").catalog
        let export = XLIFFExport(inputs: [.init(path: "App/Shop.xcstrings", catalog: catalog, bytes: bytes)],
                                 languages: ["de", "ru"], xcloc: true)
        let files = export.outputs().files
        XCTAssertEqual(files.map(\.path), [
            "de.xcloc/contents.json", "de.xcloc/Localized Contents/de.xliff", "de.xcloc/Source Contents/App/Shop.xcstrings",
            "ru.xcloc/contents.json", "ru.xcloc/Localized Contents/ru.xliff", "ru.xcloc/Source Contents/App/Shop.xcstrings",
        ])
        for file in files where !file.path.hasSuffix(".xcstrings") {
            assertGolden(file.bytes, at: ExchangeFixtures.folder.appendingPathComponent("golden").appendingPathComponent(file.path))
        }
        XCTAssertEqual(files[2].bytes, bytes)
    }

    func testUnitIDsReadBack() {
        let cases: [(id: String, key: String, path: String)] = [
            ("Save", "Save", ""),
            ("%lld items|==|plural.one", "%lld items", "plural.one"),
            ("Tap|==|device.mac.plural.other", "Tap", "device.mac.plural.other"),
            ("Found %#@files@|==|substitutions.files.plural.few", "Found %#@files@", "substitutions.files.plural.few"),
            ("K|==|substitutions.dotted.name.plural.one", "K", "substitutions.dotted.name.plural.one"),
            ("plain|==|word", "plain|==|word", ""),
            ("a|==|b|==|plural.other", "a|==|b", "plural.other"),
        ]
        for (id, key, path) in cases {
            let address = UnitAddress.parse(id)
            XCTAssertEqual(address.key, key, id)
            XCTAssertEqual(address.variationPath, path, id)
            XCTAssertEqual(address.id, id, id)
        }
        XCTAssertEqual(UnitAddress.parse("K|==|substitutions.dotted.name.plural.one").substitution, "dotted.name")
    }
}
