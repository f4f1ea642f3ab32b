import Exchange
import Foundation
import StringCatalog
import TestSupport
import XCTest

/// The XLIFF we write, byte for byte. Re-record with `XCSTRINGS_RECORD=1 swift test --filter XLIFFGoldenTests`
/// (the recording run fails on purpose).
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
        let record = ProcessInfo.processInfo.environment["XCSTRINGS_RECORD"] == "1"
        for file in files where !file.path.hasSuffix(".xcstrings") {
            let golden = ExchangeFixtures.folder.appendingPathComponent("golden").appendingPathComponent(file.path)
            if record {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: golden)
                continue
            }
            assertBytesEqual(file.bytes, Array(try Data(contentsOf: golden)), file.path)
        }
        XCTAssertFalse(record, "recorded the goldens; run again without XCSTRINGS_RECORD")
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
