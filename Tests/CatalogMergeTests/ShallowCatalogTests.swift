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

    private func catalog(a: String, k: String, aFirst: Bool = true) -> [UInt8] {
        let entries = aFirst ? "\"A\" : \(a),\n    \"K\" : \(k)" : "\"K\" : \(k),\n    \"A\" : \(a)"
        return Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(entries)\n  },\n  \"version\" : \"1.0\"\n}".utf8)
    }

    /// A side read against the base takes the entries with the base's key and bytes as checked; it reads exactly as
    /// it reads alone (bytes, style), and says which entries those were.
    func testReadAgainstAReferenceTakesTheSameEntriesAsChecked() throws {
        let unit = "{ \"comment\" : \"x\" }"
        let xcodeEmpty = "{\n\n    }"
        // Without an empty object the style keeps Xcode's (`{`, blank line, `}`).
        let cases: [(name: String, reference: [UInt8], side: [UInt8], same: [Int?], xcodeEmptyObjects: Bool)] = [
            ("the same file", catalog(a: unit, k: "[1]"), catalog(a: unit, k: "[1]"), [0, 1], true),
            ("one entry changed", catalog(a: unit, k: "[1]"), catalog(a: unit, k: "[2]"), [0, nil], true),
            ("the same bytes under another key", catalog(a: unit, k: unit), catalog(a: "[1]", k: "[1]"), [nil, nil], true),
            ("entries swapped: found after the last one found", catalog(a: unit, k: "[1]"),
             catalog(a: unit, k: "[1]", aFirst: false), [1, nil], true),
            ("a number is not taken: 1 starts 12", catalog(a: unit, k: "1"), catalog(a: unit, k: "12"), [0, nil], true),
            ("a string is taken", catalog(a: unit, k: "\"é\""), catalog(a: unit, k: "\"é\""), [0, 1], true),
            ("the first empty object in a taken entry", catalog(a: xcodeEmpty, k: "{ }"), catalog(a: xcodeEmpty, k: "{ }"),
             [0, 1], true),
            ("the first empty object in a taken entry, not the reference's first", catalog(a: xcodeEmpty, k: "{ \"o\" : {} }"),
             catalog(a: unit, k: "{ \"o\" : {} }"), [nil, 1], false),
            ("the first empty object in a changed entry", catalog(a: "{}", k: unit),
             catalog(a: "{ \"o\" : \(xcodeEmpty) }", k: unit), [nil, 1], true),
        ]
        for (name, reference, side, same, xcodeEmptyObjects) in cases {
            let base = try JSONDocument(shallowBytes: reference, path: "t")
            let read = try JSONDocument(shallowBytes: side, path: "t", reference: base)
            let alone = try JSONDocument(shallowBytes: side, path: "t")
            XCTAssertEqual(read.sameEntriesInReference, same, name)
            XCTAssertEqual(read.serialized(), side, name)
            XCTAssertEqual(read.style.xcodeEmptyObjects, xcodeEmptyObjects, name)
            XCTAssertEqual(alone.style.xcodeEmptyObjects, xcodeEmptyObjects, name)
            XCTAssertEqual(ShallowCatalog(side, reference: ShallowCatalog(reference))?.sameEntriesInReference, same, name)
            // The side's index, which hashes only the entries not found in the reference, finds what a full one finds.
            let referenceRead = try XCTUnwrap(ShallowCatalog(reference), name)
            let sideRead = try XCTUnwrap(ShallowCatalog(side, reference: referenceRead), name)
            let index = EntryIndex(sideRead, base: EntryIndex(referenceRead), baseCount: referenceRead.entries.count)
            for key in ["A", "K", "missing"] {
                XCTAssertEqual(index[ExactKey(key)], sideRead.entries.firstIndex { $0.key == key }, "\(name): \(key)")
            }
        }
        // The entries not found in the reference are the ones a merge reads: objects are read in full.
        let changed = try JSONDocument(
            shallowBytes: catalog(a: unit, k: "{ \"comment\" : \"y\" }"), path: "t",
            reference: try JSONDocument(shallowBytes: catalog(a: unit, k: unit), path: "t"))
        let strings = try XCTUnwrap(changed.root.object?["strings"]?.object)
        XCTAssertEqual(strings["K"]?.object?["comment"]?.stringValue, "y")
        XCTAssertNil(strings["A"]?.object, "an entry found in the reference stays a placeholder")
        let base = try JSONDocument(shallowBytes: catalog(a: unit, k: "[1]"), path: "t")
        XCTAssertThrowsError(
            try JSONDocument(shallowBytes: catalog(a: unit, k: "[01]"), path: "t", reference: base), "a changed entry is checked")
        XCTAssertThrowsError(
            try JSONDocument(shallowBytes: catalog(a: unit, k: "[1]") + Array(" x".utf8), path: "t", reference: base),
            "the bytes after the root are checked")
    }

    func testDeclinesWhatTheFastPathDoesNotMerge() {
        XCTAssertNil(ShallowCatalog(catalog("{ \"a\\u0062\" : 1, \"ab\" : 2 }")), "nested keys equal after decoding")
        XCTAssertNotNil(ShallowCatalog(catalog("{ \"a\\u0062\" : 1, \"ac\" : 2 }")), "escaped nested keys are read")
        XCTAssertNil(ShallowCatalog(Array("{ \"version\" : \"1.0\" }".utf8)), "no strings object")
        XCTAssertNil(ShallowCatalog(Array("{ \"strings\" : { } }".utf8)), "empty strings object")
        XCTAssertNil(ShallowCatalog(Array("{ \"strings\" : { \"\\u0041\" : 1, \"A\" : 2 } }".utf8)), "duplicate keys after decoding")
    }
}
