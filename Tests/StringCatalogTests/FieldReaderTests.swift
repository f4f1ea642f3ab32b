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
}
