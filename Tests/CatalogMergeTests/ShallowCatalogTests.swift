import StringCatalog
import XCTest

@testable import CatalogMerge

/// The fast path reads sides in StringCatalog's shallow mode, which must accept exactly what the full reader
/// accepts: whatever the reader rejects, the shallow read rejects, and the fast path declines.
final class ShallowCatalogTests: XCTestCase {
    private func catalog(_ entry: String) -> [UInt8] {
        Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    },\n    \"K\" : \(entry)\n  },\n  \"version\" : \"1.0\"\n}".utf8)
    }

    func testAcceptsWhatTheReaderAcceptsAndFindsTheEntries() throws {
        let accepted = [
            "{ \"comment\" : \"Grüße 👋 \\u00e9 \\ud83d\\ude00 \\n\\t\\\\ \\/\" }",
            "{ \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"\" } } } }",
            "{ \"n\" : -1.5e+3, \"b\" : [true, false, null, 0, []], \"o\" : {} }",
        ]
        for entry in accepted {
            let bytes = catalog(entry)
            XCTAssertNoThrow(try JSONDocument(bytes: bytes, path: "t"), entry)
            let shallow = try XCTUnwrap(ShallowCatalog(bytes), entry)
            XCTAssertEqual(shallow.entries.map(\.key), ["A", "K"])
            XCTAssertEqual(String(decoding: ShallowCatalog.bytes(shallow.entries[1]), as: UTF8.self), entry)
            XCTAssertEqual(shallow.xcodeEmptyObjects, true)
            XCTAssertEqual(try JSONDocument(shallowBytes: bytes, path: "t").serialized(), bytes, entry)
        }
    }

    func testDeclinesWhatTheReaderRejects() {
        var invalidUTF8 = catalog("{ \"comment\" : \"ab\" }")
        invalidUTF8[invalidUTF8.firstIndex(of: UInt8(ascii: "b"))!] = 0xFF
        var overlong = catalog("{ \"comment\" : \"ab\" }")
        let at = overlong.firstIndex(of: UInt8(ascii: "a"))!
        overlong.replaceSubrange(at...(at + 1), with: [0xC0, 0xAF])
        var surrogate = catalog("{ \"comment\" : \"abc\" }")
        let s = surrogate.firstIndex(of: UInt8(ascii: "a"))!
        surrogate.replaceSubrange(s...(s + 2), with: [0xED, 0xA0, 0x80])
        let rejected: [(String, [UInt8])] = [
            ("invalid UTF-8", invalidUTF8),
            ("overlong UTF-8", overlong),
            ("UTF-8 surrogate", surrogate),
            ("duplicate nested key", catalog("{ \"comment\" : \"a\", \"comment\" : \"b\" }")),
            ("lone low surrogate escape", catalog("{ \"comment\" : \"\\udc00\" }")),
            ("bad escape", catalog("{ \"comment\" : \"\\x\" }")),
            ("control character", catalog("{ \"comment\" : \"a\u{1}\" }")),
            ("trailing comma", catalog("{ \"comment\" : \"a\", }")),
            ("bad number", catalog("{ \"n\" : 01 }")),
            ("byte-order mark", [0xEF, 0xBB, 0xBF] + catalog("{ }")),
            ("trailing data", catalog("{ }") + Array(" x".utf8)),
            ("conflict markers", Array("{\n<<<<<<< ours\n  \"strings\" : { }\n=======\n>>>>>>> theirs\n}".utf8)),
        ]
        for (name, bytes) in rejected {
            XCTAssertThrowsError(try JSONDocument(bytes: bytes, path: "t"), "the reader rejects \(name)")
            XCTAssertThrowsError(try JSONDocument(shallowBytes: bytes, path: "t"), "the shallow read rejects \(name)")
            XCTAssertNil(ShallowCatalog(bytes), name)
        }
    }

    func testDeclinesWhatTheFastPathDoesNotMerge() {
        XCTAssertNil(ShallowCatalog(catalog("{ \"a\\u0062\" : 1, \"ab\" : 2 }")), "nested keys equal after decoding")
        XCTAssertNotNil(ShallowCatalog(catalog("{ \"a\\u0062\" : 1, \"ac\" : 2 }")), "escaped nested keys are read")
        XCTAssertNil(ShallowCatalog(Array("{ \"version\" : \"1.0\" }".utf8)), "no strings object")
        XCTAssertNil(ShallowCatalog(Array("{ \"strings\" : { } }".utf8)), "empty strings object")
        XCTAssertNil(ShallowCatalog(Array("{ \"strings\" : { \"\\u0041\" : 1, \"A\" : 2 } }".utf8)), "duplicate keys after decoding")
    }
}
