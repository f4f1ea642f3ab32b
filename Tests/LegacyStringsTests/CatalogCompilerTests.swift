import Foundation
import LegacyStrings
import StringCatalog
import TestSupport
import XCTest

/// The build step of `XCStringsCompilePlugin`: the languages it declares, and exactly two files per language.
final class CatalogCompilerTests: XCTestCase {
    private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
            } } }
          }
        },
        "Hello" : {
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } }
        },
        "Internal" : {
          "shouldTranslate" : false,
          "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Interne" } } }
        }
      },
      "version" : "1.0"
    }
    """

    func testLanguagesAreTheSourceLanguageAndEveryLocalizationSorted() throws {
        let cases: [(json: String, languages: [String])] = [
            (catalog, ["de", "en", "fr", "ru"]),
            (#"{"sourceLanguage":"ja","strings":{},"version":"1.0"}"#, ["ja"]),
            (#"{"strings":{"a":{}},"version":"1.0"}"#, ["en"]),
        ]
        for (json, languages) in cases {
            let root = try JSONDocument(bytes: Array(json.utf8), path: "t.xcstrings").root
            XCTAssertEqual(CatalogCompiler.languages(of: root), languages, json)
        }
    }

    func testCompileWritesTwoFilesPerDeclaredLanguage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write(catalog, to: "Sources/Localizable.xcstrings")
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        let warnings = try CatalogCompiler.compile(catalog: url, into: output, languages: ["de", "en", "fr", "ru"])
        XCTAssertEqual(warnings, [])
        let written = Corpus.files(in: output, withSuffix: "").filter { !$0.hasDirectoryPath }
            .map { String($0.path.dropFirst(output.path.count + 1)) }
        XCTAssertEqual(written.sorted(), ["de", "en", "fr", "ru"].flatMap {
            ["\($0).lproj/Localizable.strings", "\($0).lproj/Localizable.stringsdict"]
        })
        func text(_ path: String) throws -> String { try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) }
        XCTAssertEqual(try text("de.lproj/Localizable.strings"), "\"Hello\" = \"Hallo\";\n")
        // shouldTranslate false: only in the source language, so French gets empty tables.
        XCTAssertEqual(try text("fr.lproj/Localizable.strings"), "")
        XCTAssertEqual(try text("en.lproj/Localizable.strings"),
                       "\"%lld files\" = \"%lld files\";\n\n\"Hello\" = \"Hello\";\n\n\"Internal\" = \"Internal\";\n")
        let empty = try PropertyListSerialization.propertyList(from: Data(try text("de.lproj/Localizable.stringsdict").utf8), format: nil)
        XCTAssertEqual((empty as? [String: Any])?.count, 0)
        let plurals = try PropertyListSerialization.propertyList(from: Data(try text("ru.lproj/Localizable.stringsdict").utf8), format: nil)
        let variable = ((plurals as? [String: Any])?["%lld files"] as? [String: Any])?["count"] as? [String: String]
        XCTAssertEqual(variable?["one"], "%lld файл")
        XCTAssertEqual(variable?["other"], "%lld файла")
    }

    func testAnUndeclaredLanguageOrABrokenCatalogFailsAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let good = try folder.write(catalog, to: "Localizable.xcstrings")
        let broken = try folder.write("{\"strings\": ", to: "Broken.xcstrings")
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        let cases: [(URL, [String], String)] = [
            (good, ["de", "en"], "\(good.path): error: the catalog holds language 'ru' that the build step was not told about; rebuild so the plugin reads the catalog again"),
            (broken, ["en"], "\(broken.path):1:"),
        ]
        for (url, languages, message) in cases {
            XCTAssertThrowsError(try CatalogCompiler.compile(catalog: url, into: output, languages: languages)) { error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(error)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        }
    }
}
