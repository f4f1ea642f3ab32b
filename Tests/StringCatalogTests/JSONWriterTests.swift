import StringCatalog
import TestSupport
import XCTest

/// The writer: Xcode's escapes and empty objects, minimal re-rendering after changes, styles kept.
final class JSONWriterTests: XCTestCase {
    private func document(_ text: String) throws -> JSONDocument {
        try JSONDocument(bytes: Array(text.utf8), path: "test.xcstrings")
    }

    func testEscapesLikeXcode() {
        let cases: [(String, String)] = [
            ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#), ("a/b", #""a/b""#), ("line\nnext", #""line\nnext""#),
            ("tab\t", #""tab\t""#), ("\r", #""\r""#), ("\u{8}\u{C}", #""\b\f""#), ("\u{18}", #""\u0018""#),
            ("\u{1F}", #""\u001f""#), ("ü😀", "\"ü😀\""), ("\u{7F}", "\"\u{7F}\""),
        ]
        for (text, expected) in cases {
            var out: [UInt8] = []
            JSONWriter.writeQuoted(text, into: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), expected, text.debugDescription)
        }
    }

    func testEmptyObjectIsWrittenTheXcodeWay() {
        var strings = JSONObject()
        strings["Cancel"] = .object(JSONObject())
        let root = JSONValue.object(JSONObject(pairs: [("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0"))]))
        let text = String(decoding: JSONDocument(root: root).canonicalBytes(), as: UTF8.self)
        XCTAssertEqual(text, "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Cancel\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
    }

    /// The canonical form writes every object sorted (inside arrays too) without changing the document.
    func testCanonicalBytesSortWithoutChangingTheDocument() throws {
        let read = try document(#"{"b":[{"z":1,"y":{"B":2,"a":3}}],"a":"x\"y","A":{}}"#)
        let text = String(decoding: read.canonicalBytes(), as: UTF8.self)
        XCTAssertEqual(text, """
        {
          "a" : "x\\"y",
          "A" : {

          },
          "b" : [
            {
              "y" : {
                "a" : 3,
                "B" : 2
              },
              "z" : 1
            }
          ]
        }
        """)
        XCTAssertEqual(read.root.object?.keys, ["b", "a", "A"], "the document keeps its order")
        XCTAssertEqual(read.serialized(), Array(#"{"b":[{"z":1,"y":{"B":2,"a":3}}],"a":"x\"y","A":{}}"#.utf8))
    }

    /// A member that borrowed another file's key line (its escapes, indentation and separator) is written with it
    /// when source bytes are kept, and anew in the canonical form.
    func testBorrowedKeyLineIsKeptOnlyWhenPreservingSource() throws {
        let other = try document("{\n\t\"in\\/out\":1\n}")
        let read = try XCTUnwrap(other.root.object?.members.first)
        var member = JSONObject.Member(key: read.key, value: read.value)
        member.borrowKeyLine(of: read, in: try XCTUnwrap(other.root.object))
        let root = JSONValue.object(JSONObject([member]))
        let rows: [(preservingSource: Bool, expected: String)] = [
            (true, "{\n\t\"in\\/out\":1\n}"),
            (false, "{\n  \"in/out\" : 1\n}"),
        ]
        for row in rows {
            let bytes = JSONWriter(style: .xcode, preservingSource: row.preservingSource).bytes(for: root)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), row.expected, "preservingSource \(row.preservingSource)")
        }
        XCTAssertEqual(String(decoding: JSONDocument(root: root).canonicalBytes(), as: UTF8.self), rows[1].expected)
    }

    func testUnchangedDocumentsRoundTripExactly() throws {
        let inputs = [
            "{\n  \"a\" : 1\n}", "{\"a\":[1, 2 ,3],\"b\" : {  }}\n", "{\r\n  \"a\": \"x\"\r\n}\r\n", " { } ",
            "{\n  \"k\" : \"\\u00e9\\/\"\n}", "{\"a\" : 1.50e+3, \"b\" : -0, \"c\" : null, \"d\" : true}",
        ]
        for input in inputs {
            XCTAssertEqual(String(decoding: try document(input).serialized(), as: UTF8.self), input)
        }
    }

    func testChangingOneValueReRendersOnlyThatValue() throws {
        let input = "{\n  \"strings\" : {\n    \"A\" : {  \"x\" : 1 },\n    \"B\" : {\n      \"y\" : \"old\"\n    }\n  }\n}"
        var doc = try document(input)
        var strings = try XCTUnwrap(doc.root.object?["strings"]?.object)
        var entry = try XCTUnwrap(strings["B"]?.object)
        entry["y"] = .string("new")
        strings["B"] = .object(entry)
        doc.root.object?["strings"] = .object(strings)
        let expected = input.replacingOccurrences(of: "\"old\"", with: "\"new\"")
        XCTAssertEqual(String(decoding: doc.serialized(), as: UTF8.self), expected)
    }

    func testInsertedMemberGoesToSortedPositionInTheFileStyle() throws {
        let xcode = "{\n  \"strings\" : {\n    \"Apple\" : {\n\n    },\n    \"Cherry\" : {\n\n    }\n  }\n}"
        var doc = try document(xcode)
        doc.root.object?["strings"]?.object?["banana"] = .object(JSONObject(pairs: [("comment", .string("fruit"))]))
        XCTAssertEqual(
            String(decoding: doc.serialized(), as: UTF8.self),
            "{\n  \"strings\" : {\n    \"Apple\" : {\n\n    },\n    \"banana\" : {\n      \"comment\" : \"fruit\"\n    },\n    \"Cherry\" : {\n\n    }\n  }\n}")

        let other = "{\n  \"strings\": {\n    \"Apple\": {},\n    \"Cherry\": {}\n  }\n}\n"
        var otherDoc = try document(other)
        otherDoc.root.object?["strings"]?.object?["banana"] = .object(JSONObject())
        XCTAssertEqual(
            String(decoding: otherDoc.serialized(), as: UTF8.self),
            "{\n  \"strings\": {\n    \"Apple\": {},\n    \"banana\": {},\n    \"Cherry\": {}\n  }\n}\n")
    }

    func testByteOrderedFileGetsByteOrderInsertion() throws {
        let input = "{\n  \"strings\" : {\n    \"Banana\" : 1,\n    \"Cherry\" : 2,\n    \"apple\" : 3\n  }\n}"
        var doc = try document(input)
        XCTAssertEqual(doc.style.order, .bytes)
        var strings = try XCTUnwrap(doc.root.object?["strings"]?.object)
        strings.setValue(.int(4), forKey: "Date", order: doc.style.order)
        doc.root.object?["strings"] = .object(strings)
        XCTAssertEqual(try XCTUnwrap(doc.root.object?["strings"]?.object?.keys), ["Banana", "Cherry", "Date", "apple"])
    }

    func testRemovingMembersKeepsValidJSONAndNeighbourBytes() throws {
        let input = "{\n  \"a\" : 1,\n  \"b\" : 2,\n  \"c\" : 3\n}"
        for (key, expected) in [("a", "{\n  \"b\" : 2,\n  \"c\" : 3\n}"), ("b", "{\n  \"a\" : 1,\n  \"c\" : 3\n}"), ("c", "{\n  \"a\" : 1,\n  \"b\" : 2\n}")] {
            var doc = try document(input)
            doc.root.object?[key] = nil
            XCTAssertEqual(String(decoding: doc.serialized(), as: UTF8.self), expected, "removing \(key)")
        }
        var doc = try document("{\n  \"a\" : {\n    \"x\" : 1\n  }\n}")
        doc.root.object?["a"]?.object?["x"] = nil
        XCTAssertEqual(String(decoding: doc.serialized(), as: UTF8.self), "{\n  \"a\" : {\n\n  }\n}")
    }

    func testMembersMovedBetweenObjectsAreRenderedFresh() throws {
        let ours = try document("{\n  \"a\" : {\n    \"x\" : 1\n  },\n  \"b\" : {\n    \"y\" : 2\n  }\n}")
        let theirs = try document("{ \"c\":{\"z\":3} }")
        var result = ours
        var a = try XCTUnwrap(result.root.object?["a"]?.object)
        let fromB = try XCTUnwrap(ours.root.object?["b"]?.object?.members.first)
        let fromTheirs = try XCTUnwrap(theirs.root.object?["c"]?.object?.members.first)
        a.replaceMembers(a.members + [fromB, fromTheirs])
        result.root.object?["a"] = .object(a)
        XCTAssertEqual(
            String(decoding: result.serialized(), as: UTF8.self),
            "{\n  \"a\" : {\n    \"x\" : 1,\n    \"y\" : 2,\n    \"z\" : 3\n  },\n  \"b\" : {\n    \"y\" : 2\n  }\n}")
    }

    func testCRLFFilesKeepTheirLineEnds() throws {
        var doc = try document("{\r\n  \"a\" : 1\r\n}")
        doc.root.object?["b"] = .int(2)
        XCTAssertEqual(String(decoding: doc.serialized(), as: UTF8.self), "{\r\n  \"a\" : 1,\r\n  \"b\" : 2\r\n}")
    }

    func testUnknownFieldsSurviveTheTypedModel() throws {
        let input = """
        {
          "futureTopLevel" : [
            1
          ],
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : {
              "futureEntryField" : "x",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "futureUnitField" : true,
                    "state" : "translated",
                    "value" : "Sichern"
                  },
                  "variations" : {
                    "width" : {

                    }
                  }
                }
              }
            }
          },
          "version" : "1.3"
        }
        """
        let file = try CatalogFile(bytes: Array(input.utf8), path: "x")
        XCTAssertEqual(file.catalog.version, "1.3")
        XCTAssertEqual(file.catalog.strings["Save"]?.localizations?["de"]?.stringUnit?.value, "Sichern")
        XCTAssertEqual(String(decoding: file.catalog.xcodeBytes(), as: UTF8.self), input)
    }

    func testLocationOfKeyPath() throws {
        let doc = try document("{\n  \"strings\" : {\n    \"Save\" : {\n      \"comment\" : \"c\"\n    }\n  }\n}")
        XCTAssertEqual(doc.location(of: ["strings", "Save"]), TextPosition(line: 3, column: 5))
        XCTAssertEqual(doc.location(of: ["strings", "Save", "comment"]), TextPosition(line: 4, column: 7))
        XCTAssertEqual(doc.location(of: ["strings", "Save", "missing"]), TextPosition(line: 3, column: 5))
    }

    func testKeyPathDescription() {
        let path: CatalogKeyPath = ["strings", "Save", "localizations", "de", "variations", "plural", "one", "stringUnit", "value"]
        XCTAssertEqual(path.description, #"strings["Save"].localizations.de.variations.plural.one.stringUnit.value"#)
        XCTAssertEqual(CatalogKeyPath(["strings", "Say \"hi\"", "comment"]).description, #"strings["Say \"hi\""].comment"#)
        XCTAssertEqual(CatalogKeyPath(["strings", "k", "localizations", "zh-Hans"]).description, #"strings["k"].localizations.zh-Hans"#)
        // Control characters are escaped as in the file, so a finding that names the key stays on one line.
        XCTAssertEqual(CatalogKeyPath(["strings", "Line one\nLine two\t\u{18}", "comment"]).description,
                       #"strings["Line one\nLine two\t\u0018"].comment"#)
    }
}
