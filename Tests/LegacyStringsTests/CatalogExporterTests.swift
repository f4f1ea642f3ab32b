import Foundation
import StringCatalog
import TestSupport
import XCTest
@testable import LegacyStrings

/// Export rules (states, shouldTranslate, source-language fallbacks) and golden `.strings`/`.stringsdict` output.
final class CatalogExporterTests: XCTestCase {
    private let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Brand" : {
              "shouldTranslate" : false
            },
            "from.code" : {
              "comment" : "Has no source localization: the build uses the key. Ends */ here",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Aus dem Code" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "stale.key" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "stale", "value" : "Alt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
              }
            },
            "set" : {
              "localizations" : { "en" : { "stringSet" : { "state" : "translated", "values" : [ "a", "b" ] } } }
            },
            "new.value" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "new", "value" : "Nouveau" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "New" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func export(_ options: ExportOptions = ExportOptions()) throws -> CatalogExport {
        let document = try JSONDocument(bytes: Array(catalog.utf8), path: "T.xcstrings")
        return CatalogExporter.export(root: document.root, tableName: "T", path: "T.xcstrings", options: options)
    }

    private func table(_ export: CatalogExport, _ language: String) -> [String: String] {
        var result: [String: String] = [:]
        for entry in export.languages.first(where: { $0.language == language })?.strings ?? [] { result[entry.key] = entry.value }
        return result
    }

    func testExportRules() throws {
        let result = try export()
        XCTAssertEqual(result.languages.map(\.language), ["de", "en", "fr"])
        XCTAssertEqual(table(result, "en"), ["Brand": "Brand", "from.code": "from.code", "stale.key": "Old", "new.value": "New"])
        XCTAssertEqual(table(result, "de"), ["from.code": "Aus dem Code"], "stale is not exported by default; needs_review is")
        XCTAssertEqual(table(result, "fr"), ["new.value": "Nouveau"], "a new unit without a value is left out")
        XCTAssertEqual(result.warnings.map(\.description),
                       ["T.xcstrings: warning: strings.set.localizations.en: a stringSet has no .strings form; left out"])

        let onlyGerman = try export(ExportOptions(languages: ["de"], states: ["stale"]))
        XCTAssertEqual(onlyGerman.languages.map(\.language), ["de"])
        XCTAssertEqual(table(onlyGerman, "de"), ["stale.key": "Alt"])
    }

    func testWrittenStringsReadBackWithComments() throws {
        let entries = try export().languages.first { $0.language == "en" }!.strings
        let text = StringsWriter.text(entries)
        XCTAssertTrue(text.contains("/* Has no source localization: the build uses the key. Ends * / here */\n\"from.code\" = \"from.code\";"), text)
        for encoding in [StringsWriter.OutputEncoding.utf8, .utf16] {
            let read = try StringsFile.parse(StringsWriter.bytes(entries, encoding: encoding), path: "x")
            XCTAssertEqual(read.entries.map(\.key), entries.map(\.key))
            XCTAssertEqual(read.entries.map(\.value), entries.map(\.value))
            XCTAssertEqual(read.entries.map(\.comment), entries.map(\.comment).map { $0?.replacingOccurrences(of: "*/", with: "* /") })
        }
    }

    func testQuotingRoundTrips() throws {
        let values = ["plain", "\"quoted\"", "back\\slash", "new\nline", "tab\tand\rreturn", "bell\u{07}", "é 日本 🎉", "%1$@ %%"]
        let entries = values.map { StringsEntry(key: $0, value: $0) }
        let read = try StringsParser.parse(Array(StringsWriter.text(entries).utf16), path: "x")
        XCTAssertEqual(read.map(\.value), values)
        XCTAssertEqual(read.map(\.key), values)
    }

    func testGoldenExportOfMigratedCatalog() throws {
        let url = LegacyFixtures.golden.appendingPathComponent("Migrated/Localizable.xcstrings")
        let document = try JSONDocument(bytes: Array(try Data(contentsOf: url)), path: url.path)
        let result = CatalogExporter.export(root: document.root, tableName: "Localizable", path: url.path, options: ExportOptions())
        let folder = URL(fileURLWithPath: "/out")
        let files = result.files(in: folder, encoding: .utf8)
        XCTAssertEqual(files.map { String($0.url.path.dropFirst(5)) }, [
            "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict",
            "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
        ])
        for file in files { assertGolden(file.bytes, at: LegacyFixtures.golden.appendingPathComponent("Exported/" + String(file.url.path.dropFirst(5)))) }
    }
}
