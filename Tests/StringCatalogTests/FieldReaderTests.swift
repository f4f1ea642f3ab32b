import StringCatalog
import XCTest

/// Reading a map of the model (a key's languages) from an object: order kept, keys by exact bytes, and a key an
/// object built in code repeats keeps its first place with its last value — below and above the size where the
/// map starts a table.
final class FieldReaderTests: XCTestCase {
    private func entry(languages: [String]) -> JSONValue {
        let unit = { (text: String) in
            JSONValue.object(JSONObject(pairs: [("stringUnit", .object(JSONObject(pairs: [
                ("state", .string("translated")), ("value", .string(text)),
            ])))]))
        }
        let localizations = JSONObject(pairs: languages.enumerated().map { ($1, unit("\($1) \($0)")) })
        return .object(JSONObject(pairs: [("localizations", .object(localizations))]))
    }

    func testMapsKeepOrderAndTheLastValueOfARepeatedKey() throws {
        let cases: [(languages: [String], keys: [String], values: [String])] = [
            (["de", "fr", "e\u{301}"], ["de", "fr", "e\u{301}"], ["de 0", "fr 1", "e\u{301} 2"]),
            (["de", "fr", "de"], ["de", "fr"], ["de 2", "fr 1"]),
            ((0..<12).map { "l\($0)" }, (0..<12).map { "l\($0)" }, (0..<12).map { "l\($0) \($0)" }),
            ((0..<12).map { "l\($0)" } + ["l3"], (0..<12).map { "l\($0)" }, (0..<12).map { $0 == 3 ? "l3 12" : "l\($0) \($0)" }),
        ]
        for testCase in cases {
            let read = try CatalogEntry(json: entry(languages: testCase.languages), path: ["strings", "k"])
            let localizations = try XCTUnwrap(read.localizations)
            XCTAssertEqual(localizations.keys, testCase.keys, "\(testCase.languages)")
            XCTAssertEqual(localizations.values.map { $0.stringUnit?.value }, testCase.values, "\(testCase.languages)")
            for (key, value) in zip(testCase.keys, testCase.values) {
                XCTAssertEqual(localizations[key]?.stringUnit?.value, value, key)
            }
            XCTAssertNil(localizations["e"], "é is not e")
        }
    }

    /// The model read from the parser's tape (`CatalogFile`) is the one read from the document's tree: the same
    /// fields, unknown fields (kept as written back), languages, and the same error for a field of the wrong type.
    func testTheTapeReadsAsTheTree() throws {
        let cases: [(name: String, json: String, languages: [String]?, error: String?)] = [
            ("plain", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}"#,
             ["en", "de"], nil),
            ("unknown fields at every level", #"{"sourceLanguage":"en","x":[1,{"y":null}],"strings":{"a":{"z":true,"localizations":{"fr":{"w":"\u00e9","stringUnit":{"state":"new","value":"\n","q":1.5}}}}},"version":"1.1"}"#,
             ["en", "fr"], nil),
            ("languages in changing order", #"{"sourceLanguage":"de","strings":{"a":{"localizations":{"ja":{},"fr":{}}},"b":{"localizations":{"fr":{},"e\u0301":{},"ja":{}}},"c":{}},"version":"1.0"}"#,
             ["de", "fr", "ja", "e\u{301}"], nil),
            ("variations and substitutions", #"{"sourceLanguage":"en","strings":{"%#@n@":{"localizations":{"en":{"substitutions":{"n":{"argNum":1,"formatSpecifier":"ld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"1"}}}}}},"stringSet":{"state":"new","values":["a","b"]}}}}},"version":"1.0"}"#,
             ["en"], nil),
            ("a state that is not a string", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":1}}}}},"version":"1.0"}"#,
             nil, #"strings["a"].localizations.de.stringUnit.state: expected a string, found a number"#),
            ("argNum with a fraction", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"substitutions":{"n":{"argNum":1.5}}}}}},"version":"1.0"}"#,
             nil, #"strings["a"].localizations.de.substitutions.n.argNum: expected an integer, found a number"#),
        ]
        for testCase in cases {
            let bytes = Array(testCase.json.utf8)
            let tree = Result { try Catalog(json: try JSONDocument(bytes: bytes, path: "t").root) }
            let tape = Result { try CatalogFile(bytes: bytes, path: "t").catalog }
            switch (tree, tape) {
            case (.success(let fromTree), .success(let fromTape)):
                XCTAssertNil(testCase.error, testCase.name)
                XCTAssertEqual(fromTape, fromTree, testCase.name)
                XCTAssertEqual(fromTape.xcodeBytes(), fromTree.xcodeBytes(), testCase.name)
                XCTAssertEqual(fromTape.languages, testCase.languages, testCase.name)
                XCTAssertEqual(fromTree.languages, testCase.languages, testCase.name)
            case (.failure(let treeError as CatalogModelError), .failure(let tapeError as CatalogFileError)):
                XCTAssertEqual("\(treeError)", testCase.error, testCase.name)
                guard case .invalidCatalog(_, _, let error) = tapeError else { return XCTFail(testCase.name) }
                XCTAssertEqual(error, treeError, testCase.name)
            default:
                XCTFail("\(testCase.name): \(tree) \(tape)")
            }
        }
    }

    /// A catalog changed after it was read forgets the languages found when reading it.
    func testLanguagesFollowAChange() throws {
        var catalog = try CatalogFile(bytes: Array(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{}}}},"version":"1.0"}"#.utf8), path: "t").catalog
        XCTAssertEqual(catalog.languages, ["en", "de"])
        catalog.strings["b"] = CatalogEntry(localizations: OrderedMap([("fr", Localization())]))
        XCTAssertEqual(catalog.languages, ["en", "de", "fr"])
        catalog.sourceLanguage = "ja"
        XCTAssertEqual(catalog.languages, ["ja", "de", "fr"])
    }
}
