import Foundation
import TestSupport
import XCTest
@testable import SwiftLabelLint

/// The words a catalog shows and the keys it does not translate, read through the StringCatalog module, on a small fixture and on the real corpus.
final class CatalogWordsTests: XCTestCase {
    func testCatalogWordsAreKeysAndSourceValues() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Done": {},
          "id.manual": {"extractionState": "manual", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Manual value"}},
            "de": {"stringUnit": {"state": "translated", "value": "Manueller Wert"}}}},
          "%lld items": {"localizations": {"en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "One item"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
          "Brand": {"shouldTranslate": false},
          "Homebrew": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Homebrew"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Homebrew"}}}},
          "Browse": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Browse"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Parcourir"}}}},
          "Sparkle": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Sparkle"}}}},
          "Settings": {"localizations": {
            "de": {"stringUnit": {"state": "new", "value": "Settings"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Settings"}}}}
        }}
        """
        let words = try CatalogWords.read(Data(json.utf8), path: "L.xcstrings")
        XCTAssertEqual(words.shown, ["Done", "Manual value", "%lld items", "One item", "Homebrew", "Browse", "Sparkle", "Settings"])
        // Not translated: only what is marked so. A translation equal to the key ("Homebrew", or "Settings" in French)
        // may be a copy nobody has translated yet.
        XCTAssertEqual(words.untranslated, ["Brand"])
        // Not a readable String Catalog: the reader's own one-line error, naming the file and the place.
        let broken: [(text: String, error: String)] = [
            ("{\n  \"strings\": {,}\n}", "L.xcstrings:2:15: error: expected a key in double quotes, found ','"),
            ("{\"sourceLanguage\": \"en\", \"strings\": 3}",
             "L.xcstrings:1:26: error: not a String Catalog: \"strings\" is a number, not an object; no \"version\" (a string)"),
            ("{\"hello\": [1, 2, 3]}",
             "L.xcstrings: error: not a String Catalog: no \"sourceLanguage\" (a string), \"strings\" (an object) and \"version\" (a string)"),
        ]
        for item in broken {
            XCTAssertThrowsError(try CatalogWords.read(Data(item.text.utf8), path: "L.xcstrings")) { error in
                XCTAssertEqual("\(error)", item.error)
            }
        }
    }

    func testEveryCorpusCatalogYieldsWords() throws {
        guard let root = Corpus.root() else { throw XCTSkip("corpus not present") }
        let files = Corpus.files(in: root.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
        XCTAssertGreaterThan(files.count, 0)
        for file in files {
            let words = try CatalogWords.read(Data(contentsOf: file), path: file.lastPathComponent)
            XCTAssertFalse(words.shown.isEmpty, file.lastPathComponent)
        }
    }
}
