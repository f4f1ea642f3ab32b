import StringCatalog
import XCTest

/// `.xcstrings-lint.json` as the lint, `check` and `import` share it: one parse, members placed by line and column
/// (CRLF files and non-ASCII text included), and the list-of-strings value.
final class ConfigurationFileTests: XCTestCase {
    func testMembersAndQuotedItemsArePlaced() throws {
        let cases: [(json: String, key: String, item: String?, expected: TextPosition)] = [
            ("{\n  \"a\": [\"x\"],\n  \"b\": [\"x\", \"y\"]\n}", "b", nil, TextPosition(line: 3, column: 3)),
            ("{\n  \"a\": [\"x\"],\n  \"b\": [\"x\", \"y\"]\n}", "b", "x", TextPosition(line: 3, column: 9)),
            ("{\r\n  \"a\": [\"y\"],\r\n  \"b\": [\"q\",\r\n    \"y\"]\r\n}", "b", "y", TextPosition(line: 4, column: 5)),
            ("{\"é\": 1, \"b\": [\"ü\", \"z\"]}", "b", "z", TextPosition(line: 1, column: 21)),
            ("{\"b\": [\"a\\\"b\"]}", "b", "a\"b", TextPosition(line: 1, column: 8)),
            ("{\"b\": [\"x\"]}", "b", "missing", TextPosition(line: 1, column: 2)),
        ]
        for (json, key, item, expected) in cases {
            let file = try ConfigurationFile(bytes: Array(json.utf8), path: "c.json")
            let member = try XCTUnwrap(file.root?.members.first { $0.key == key }, json)
            let position = item.map { file.position(ofQuoted: $0, in: member) } ?? file.position(of: member)
            XCTAssertEqual(position, expected, json)
        }
    }

    func testListsOfStrings() throws {
        let cases: [(json: String, expected: [String]?)] = [
            ("[\"a\", \"b\"]", ["a", "b"]),
            ("[]", []),
            ("[\"a\", 1]", nil),
            ("\"a\"", nil),
            ("{\"a\": \"b\"}", nil),
        ]
        for (json, expected) in cases {
            let value = try JSONDocument(bytes: Array(json.utf8), path: "v.json").root
            XCTAssertEqual(ConfigurationFile.strings(value), expected, json)
        }
    }

    func testTheTopLevelMustBeAnObjectAndJSON() throws {
        XCTAssertNil(try ConfigurationFile(bytes: Array("[1]".utf8), path: "c.json").root)
        XCTAssertThrowsError(try ConfigurationFile(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "c.json")) { error in
            XCTAssertEqual((error as? JSONReadError)?.reason, .byteOrderMark)
        }
    }
}
