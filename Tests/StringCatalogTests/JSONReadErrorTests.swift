import StringCatalog
import XCTest

/// Every error users hit names its line and column and says what was expected.
final class JSONReadErrorTests: XCTestCase {
    private struct Case {
        let name: String
        let input: String
        let reason: JSONReadError.Reason
        let line: Int
        let column: Int
    }

    private let cases: [Case] = [
        Case(name: "duplicate key", input: "{\n  \"a\" : 1,\n  \"a\" : 2\n}", reason: .duplicateKey(key: "a", firstLine: 2), line: 3, column: 3),
        Case(name: "conflict markers", input: "{\n<<<<<<< ours\n  \"a\" : 1\n=======\n  \"a\" : 2\n>>>>>>> theirs\n}", reason: .conflictMarkers, line: 2, column: 1),
        Case(name: "missing comma", input: "{\n  \"a\" : 1\n  \"b\" : 2\n}", reason: .unexpectedCharacter(found: "'\"'", expected: "',' or '}'"), line: 3, column: 3),
        Case(name: "truncated", input: "{\n  \"a\" : {\n", reason: .unexpectedEnd(expected: "a key"), line: 3, column: 1),
        Case(name: "trailing data", input: "{}\n}", reason: .trailingData, line: 2, column: 1),
        Case(name: "empty file", input: "  \n", reason: .emptyFile, line: 2, column: 1),
        Case(name: "bad escape", input: "{\"a\" : \"x\\q\"}", reason: .invalidEscape("\\q"), line: 1, column: 10),
        Case(name: "raw newline in string", input: "{\"a\" : \"x\ny\"}", reason: .controlCharacterInString, line: 1, column: 10),
        Case(name: "bad number", input: "{\"a\" : 01}", reason: .unexpectedCharacter(found: "'1'", expected: "',' or '}'"), line: 1, column: 9),
        Case(name: "bare word", input: "{\"a\" : yes}", reason: .unexpectedCharacter(found: "'y'", expected: "a value"), line: 1, column: 8),
        Case(name: "lone surrogate", input: "{\"a\" : \"\\ud800\"}", reason: .invalidSurrogate, line: 1, column: 9),
        Case(name: "column counts characters", input: "{\"é\" : ü}", reason: .unexpectedCharacter(found: "'ü'", expected: "a value"), line: 1, column: 8),
    ]

    /// The shallow read checks `strings` entries by the same walk without recording them: same error, same place.
    func testShallowReadGivesTheFullReadsErrorsInsideEntries() {
        for testCase in cases {
            let bytes = Array("{\"strings\" : {\"k\" : \(testCase.input)}}".utf8)
            var full: JSONReadError?
            var shallow: JSONReadError?
            XCTAssertThrowsError(try JSONDocument(bytes: bytes, path: "t")) { full = $0 as? JSONReadError }
            XCTAssertThrowsError(try JSONDocument(shallowBytes: bytes, path: "t")) { shallow = $0 as? JSONReadError }
            XCTAssertNotNil(full, testCase.name)
            XCTAssertEqual(shallow, full, testCase.name)
        }
    }

    /// Duplicates are found by the bytes in place in small objects, by a table of those bytes in large ones, and
    /// by their decoded bytes once a key has escapes: in every object size, each copy written plainly or escaped.
    func testDuplicateKeysInObjectsOfEverySize() {
        for size in [2, 8, 9, 40, 300] {
            for (first, spelling) in [("k0", "k0"), ("k0", "k\\u0030"), ("k\\u0030", "k0"), ("k\\u0030", "\\u006b0"), ("k\\/0", "k/0")] {
                let name = first.hasPrefix("k\\/") ? "k/0" : "k0"
                let members = ["  \"\(first)\" : 0"] + (1..<size).map { "  \"k\($0)\" : \($0)" } + ["  \"\(spelling)\" : 0"]
                let input = "{\n" + members.joined(separator: ",\n") + "\n}"
                XCTAssertThrowsError(try JSONDocument(bytes: Array(input.utf8), path: "t"), "\(size) \(first) \(spelling)") { error in
                    XCTAssertEqual(error as? JSONReadError, JSONReadError(
                        path: "t", line: size + 2, column: 3, reason: .duplicateKey(key: name, firstLine: 2)), "\(size) \(first) \(spelling)")
                }
                let distinct = "{\n" + (["  \"\(first)x\" : 0"] + (1..<size).map { "  \"k\($0)\" : \($0)" }).joined(separator: ",\n") + "\n}"
                XCTAssertEqual(try JSONDocument(bytes: Array(distinct.utf8), path: "t").root.object?.count, size)
            }
        }
    }

    func testErrorsNameLineColumnAndReason() {
        for testCase in cases {
            XCTAssertThrowsError(try JSONDocument(bytes: Array(testCase.input.utf8), path: "L.xcstrings"), testCase.name) { error in
                guard let error = error as? JSONReadError else { return XCTFail("\(testCase.name): \(error)") }
                XCTAssertEqual(error.reason, testCase.reason, testCase.name)
                XCTAssertEqual(error.line, testCase.line, "\(testCase.name) line")
                XCTAssertEqual(error.column, testCase.column, "\(testCase.name) column")
                XCTAssertTrue(error.description.hasPrefix("L.xcstrings:\(testCase.line):\(testCase.column): error: "), error.description)
            }
        }
    }

    func testByteOrderMarkAndInvalidUTF8() {
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
        XCTAssertThrowsError(try JSONDocument(bytes: withBOM, path: "x")) { error in
            XCTAssertEqual((error as? JSONReadError)?.reason, .byteOrderMark)
        }
        let broken: [UInt8] = Array("{\n\"a\" : \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        XCTAssertThrowsError(try JSONDocument(bytes: broken, path: "x")) { error in
            let error = error as? JSONReadError
            XCTAssertEqual(error?.reason, .invalidUTF8)
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(error?.column, 8)
        }
    }

    /// Strings are checked as UTF-8 as they are scanned eight bytes at a time: the offending byte is named wherever
    /// it is (after a run, after valid scalars or an escape, before the quote, in the string after one whose last
    /// word of bytes reached it).
    func testInvalidUTF8IsPlacedAtItsByteInLongStrings() {
        let cases: [(name: String, bytes: [UInt8], column: Int)] = [
            ("after an ASCII run", Array("{\"a\":\"abcdefghijklmnop".utf8) + [0xC3, 0x28] + Array("xyz\"}".utf8), 23),
            ("after valid scalars", Array("{\"a\":\"\u{E9}\u{E9}abcdefghij".utf8) + [0xE2, 0x82] + Array("\"}".utf8), 19),
            ("after an escape", Array("{\"a\":\"x\\nabcdefghijkl".utf8) + [0xFF] + Array("\"}".utf8), 22),
            ("before the quote", Array("{\"a\":\"abcdefghijklmno".utf8) + [0xC3] + Array("\"}".utf8), 22),
            ("a surrogate in the next string", Array("{\"a\":\"ok\",\"b\":\"abcdefgh".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8), 24),
            ("short", Array("{\"a\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), 7),
            ("after a valid string", Array("{\"abc\":\"\u{E9}\",\"d\":\"zz".utf8) + [0xF5] + Array("\"}".utf8), 19),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try JSONDocument(bytes: testCase.bytes, path: "x"), testCase.name) { error in
                let error = error as? JSONReadError
                XCTAssertEqual(error?.reason, .invalidUTF8, testCase.name)
                XCTAssertEqual(error?.line, 1, testCase.name)
                XCTAssertEqual(error?.column, testCase.column, testCase.name)
            }
        }
    }

    func testConflictMarkerMessageSaysWhatToDo() throws {
        let input = "{\n  \"strings\" : {\n<<<<<<< HEAD\n  }\n}"
        XCTAssertThrowsError(try JSONDocument(bytes: Array(input.utf8), path: "Localizable.xcstrings")) { error in
            XCTAssertTrue("\(error)".contains("holds unresolved merge conflict markers at line 3"), "\(error)")
        }
    }

    func testKeysThatAreCanonicallyEquivalentAreNotDuplicates() throws {
        // "é" precomposed and "e" + combining acute are different catalog keys.
        let input = "{\n  \"\u{E9}\" : 1,\n  \"e\u{301}\" : 2\n}"
        let document = try JSONDocument(bytes: Array(input.utf8), path: "x")
        XCTAssertEqual(document.root.object?.count, 2)
        XCTAssertEqual(document.root.object?["e\u{301}"]?.intValue, 2)
        XCTAssertEqual(document.root.object?["\u{E9}"]?.intValue, 1)
    }
}
