import Exchange
import XCTest

/// Unreadable batches and configurations stop with `path:line:col: error: …` before anything is imported.
final class MalformedInputTests: XCTestCase {
    func testMalformedBatches() {
        let cases: [(name: String, text: String, read: ([UInt8], String) throws -> [BatchUnit], error: String)] = [
            ("a.xliff", "<xliff version=\"1.2\">\n  <file target-language=\"de\"><body>\n</xliff>",
             BatchReader.xliff, "a.xliff:3:1: error: </xliff> does not close <body> opened at 2:30"),
            ("b.xliff", "<xliff version=\"1.2\"><file><body/></file></xliff>",
             BatchReader.xliff, "b.xliff:1:22: error: <file> has no target-language; say which language the translations are in"),
            ("c.xliff", "<xliff version=\"2.0\"/>",
             BatchReader.xliff, "c.xliff:1:1: error: XLIFF 2.0 is not supported; export XLIFF 1.2 (the version Xcode reads and writes)"),
            ("d.xliff", "<resources/>", BatchReader.xliff, "d.xliff:1:1: error: not an XLIFF file: the root element is <resources>, not <xliff>"),
            ("e.xliff", "<xliff><file target-language=\"de\"><body><trans-unit><source>x</source></trans-unit></body></file></xliff>",
             BatchReader.xliff, "e.xliff:1:41: error: <trans-unit> has no id"),
            ("f.json", "{\"de\": {\"Save\": \"Sichern\",}}", BatchReader.json, "f.json:1:27: error: expected a key in double quotes, found '}'"),
            ("g.json", "{\"de\": {\"%lld items\": {\"several\": \"x\"}}}", BatchReader.json,
             "g.json:1:24: error: 'several' is neither a plural category nor a device"),
            ("h.json", "[1]", BatchReader.json, "h.json:1:1: error: a JSON batch is an object: language → key → translation"),
        ]
        for (name, text, read, expected) in cases {
            XCTAssertThrowsError(try read(Array(text.utf8), name), name) { error in
                XCTAssertEqual(String(describing: error), expected, name)
            }
        }
    }

    func testMalformedConfiguration() {
        XCTAssertThrowsError(try ImportConfiguration(bytes: Array("{\"import\": {\"maxLengthRatio\": \"2\"}}".utf8), path: ".xcstrings-lint.json")) { error in
            XCTAssertEqual(String(describing: error), ".xcstrings-lint.json:1:13: error: 'maxLengthRatio' must be a number above 0")
        }
        XCTAssertEqual(
            try ImportConfiguration(bytes: Array("{\"labelWords\": [\"x\"], \"glossary\": [\"Acme\"], \"import\": {\"maxLengthRatioByLanguage\": {\"de\": 3}}}".utf8), path: "c"),
            ImportConfiguration(glossary: ["Acme"], maxLengthRatioByLanguage: ["de": 3]))
    }
}
