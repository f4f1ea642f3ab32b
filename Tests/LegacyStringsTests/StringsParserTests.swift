import XCTest
@testable import LegacyStrings

/// The `.strings` grammar, case by case: what Foundation accepts, what it means, and what it rejects.
final class StringsParserTests: XCTestCase {
    private func parse(_ text: String) throws -> [StringsEntry] {
        try StringsParser.parse(Array(text.utf16), path: "Test.strings")
    }

    func testAcceptedSyntax() throws {
        let cases: [(String, String, [(String, String)])] = [
            ("double quotes", #""a" = "b";"#, [("a", "b")]),
            ("single quotes", #"'a' = 'b';"#, [("a", "b")]),
            ("mixed quotes", #""it's" = 'say "hi"';"#, [("it's", #"say "hi""#)]),
            ("unquoted key and value", "key_1.$/:- = value;", [("key_1.$/:-", "value")]),
            ("shorthand", #""Only key";"#, [("Only key", "Only key")]),
            ("no spaces", #""a"="b";"c"="d";"#, [("a", "b"), ("c", "d")]),
            ("empty value", #""a" = "";"#, [("a", "")]),
            ("empty file", "", []),
            ("only white space and comments", "  \n/* c */\n// d\n", []),
            ("comment between tokens", #""a" /* x */ = /* y */ "b" /* z */ ;"#, [("a", "b")]),
            ("CRLF line ends", "\"a\" = \"b\";\r\n\"c\" = \"d\";\r\n", [("a", "b"), ("c", "d")]),
            ("duplicate keys kept in order", #""a" = "1"; "a" = "2";"#, [("a", "1"), ("a", "2")]),
            ("non-ASCII", #""Grüße" = "日本語 🎉";"#, [("Grüße", "日本語 🎉")]),
            ("dictionary in braces", "/* c */ { \"a\" = \"b\"; c = d; }\n", [("a", "b"), ("c", "d")]),
            ("multi-line value", "\"a\" = \"line 1\nline 2\";", [("a", "line 1\nline 2")]),
        ]
        for (name, text, expected) in cases {
            let entries = try parse(text)
            XCTAssertEqual(entries.map(\.key), expected.map(\.0), name)
            XCTAssertEqual(entries.map(\.value), expected.map(\.1), name)
        }
    }

    func testEscapes() throws {
        let cases: [(String, String)] = [
            (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"),
            (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"), (#"\""#, "\""), (#"\'"#, "'"), (#"\\"#, "\\"),
            (#"\U00e9"#, "é"), (#"\U20AC"#, "€"), (#"\U41"#, "A"), (#"\U00411"#, "A1"),
            (#"\UD83D\UDE00"#, "😀"), (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\12"#, "\n"),
            (#"\u00e9"#, "u00e9"), (#"\x"#, "x"), (#"\%"#, "%"), (#"%@ \"q\""#, #"%@ "q""#),
        ]
        for (escaped, expected) in cases {
            let entries = try parse("\"k\" = \"\(escaped)\";")
            XCTAssertEqual(entries.first?.value, expected, "escape \(escaped)")
        }
    }

    func testCommentsAttachToTheFollowingEntry() throws {
        let cases: [(String, String, [String?])] = [
            ("block comment above", "/* Title */\n\"a\" = \"b\";", ["Title"]),
            ("line comment above", "// MARK: Section\n\"a\" = \"b\";", ["MARK: Section"]),
            ("consecutive line comments join", "// one\n// two\n\"a\" = \"b\";", ["one\ntwo"]),
            ("blank line detaches", "/* Header */\n\n\"a\" = \"b\";", [nil]),
            ("last comment wins", "/* Header */\n\n/* Real */\n\"a\" = \"b\";", ["Real"]),
            ("only the next entry", "/* c */\n\"a\" = \"b\";\n\"c\" = \"d\";", ["c", nil]),
            ("trailing comment is not the next entry's", "\"a\" = \"b\"; // note\n\"c\" = \"d\";", [nil, "note"]),
            ("white space trimmed", "/*   spaced \n  */\n\"a\" = \"b\";", ["spaced"]),
            ("empty comment", "/**/\n\"a\" = \"b\";", [""]),
        ]
        for (name, text, expected) in cases {
            XCTAssertEqual(try parse(text).map(\.comment), expected, name)
        }
    }

    func testErrorsNameLineAndColumn() {
        let cases: [(String, String, Int, Int, String)] = [
            ("missing semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";", 1, 10, "missing ';'"),
            ("missing semicolon at end", "\"a\" = \"b\"", 1, 10, "missing ';'"),
            ("missing value", "\"a\" = ;", 1, 7, "expected a value"),
            ("missing equals", "\"a\" \"b\";", 1, 5, "expected '=' or ';'"),
            ("unterminated string", "\"a\" = \"b;\n", 1, 7, "unterminated string"),
            ("unterminated comment", "/* open\n\"a\" = \"b\";", 1, 1, "unterminated comment"),
            ("bad key character", "\"a\" = \"b\";\n  @ = \"c\";", 2, 3, "expected a key"),
            ("array value", "\"a\" = (\"b\");", 1, 7, "expected a value"),
            ("key at end of file", "\"a\"", 1, 4, "missing ';'"),
            ("unclosed brace", "{ \"a\" = \"b\";\n", 1, 1, "no closing '}'"),
            ("text after brace", "{ \"a\" = \"b\"; } x", 1, 16, "after the closing '}'"),
        ]
        for (name, text, line, column, message) in cases {
            XCTAssertThrowsError(try parse(text), name) { error in
                guard case let LegacyReadError.syntax(path, errorLine, errorColumn, errorMessage) = error else {
                    return XCTFail("\(name): unexpected \(error)")
                }
                XCTAssertEqual(path, "Test.strings", name)
                XCTAssertEqual(errorLine, line, name)
                XCTAssertEqual(errorColumn, column, name)
                XCTAssertTrue(errorMessage.contains(message), "\(name): \(errorMessage)")
                XCTAssertTrue("\(error)".hasPrefix("Test.strings:\(line):\(column): error: "), name)
            }
        }
    }

    func testEntryLines() throws {
        XCTAssertEqual(try parse("\n\n\"a\" = \"b\";\n/* c */\n\"c\" = \"d\";").map(\.line), [3, 5])
    }
}

extension StringsParserTests {
    func testMissingSemicolonHints() {
        XCTAssertThrowsError(try parse("\"k\" = \"Nach \"Weiter\" Befehl\";")) { error in
            XCTAssertEqual("\(error)", #"Test.strings:1:14: error: missing ';' after the value of the key "k"; if the value contains a quote, escape it as \" (or \')"#)
        }
        XCTAssertThrowsError(try parse("\"k\" = \"v\"\n\"l\" = \"w\";")) { error in
            XCTAssertEqual("\(error)", #"Test.strings:1:10: error: missing ';' after the value of the key "k"; add it at the end of the entry"#)
        }
    }
}
