import StringCatalog
import XCTest

@testable import CatalogMerge

/// `ByteEquivalence` against `JSONValue`'s equality, and the fast path's splicing of entries one side changed
/// against the full merge (bytes and counts).
final class ByteEquivalenceTests: XCTestCase {
    func testDecidesOnlyWhatTheBytesProve() throws {
        let rows: [(name: String, lhs: String, rhs: String, expected: ByteEquivalence)] = [
            ("same bytes", #"{"a" : "x"}"#, #"{"a" : "x"}"#, .same),
            ("whitespace outside strings", #"{"a" : "x"}"#, "{\n  \"a\":\"x\"\n}", .same),
            ("whitespace inside a string", #"{"a" : "x y"}"#, #"{"a" : "xy"}"#, .different),
            ("a longer value", #"{"state" : "new"}"#, #"{"state" : "translated"}"#, .different),
            ("same length, the same bytes in another order", #"{"a" : "xy"}"#, #"{"a" : "yx"}"#, .unknown),
            ("same length, other bytes", #"{"a" : "xy"}"#, #"{"a" : "xz"}"#, .different),
            ("same length, whitespace inside a string counts", #"{"a" : "x y"}"#, "{\"a\":\"xy \"}", .unknown),
            ("same length, an escape", #"{"a" : "\u0078y"}"#, #"{"a" : "\u0078z"}"#, .unknown),
            ("members moved", #"{"a" : "x", "b" : "y"}"#, #"{"b" : "y", "a" : "x"}"#, .unknown),
            ("an escape", #"{"a" : "\u0078"}"#, #"{"a" : "xx"}"#, .unknown),
            ("short escapes, other lengths", #"{"a" : "x\ny"}"#, #"{"a" : "x\n\"y\""}"#, .different),
            ("short escapes, the same tokens", #"{"a" : "x\ny"}"#, "{\n\"a\":\"x\\ny\"}", .same),
            ("an escaped slash", #"{"a" : "\/"}"#, #"{"a" : "/x"}"#, .unknown),
            ("a number", #"{"a" : 1}"#, #"{"a" : 1.0}"#, .unknown),
            ("a number in a string only", #"{"a" : "1"}"#, #"{"a" : "1.0"}"#, .different),
            ("a literal", #"{"a" : true}"#, #"{"a" : false}"#, .different),
            ("an escaped quote ends no string", #"{"a" : "\" "}"#, #"{"a" : "\""}"#, .different),
        ]
        for row in rows {
            let lhs = Array(row.lhs.utf8)[...]
            let rhs = Array(row.rhs.utf8)[...]
            XCTAssertEqual(ByteEquivalence(lhs, rhs), row.expected, row.name)
            let equal = try JSONDocument(bytes: Array(row.lhs.utf8), path: "l").root
                == JSONDocument(bytes: Array(row.rhs.utf8), path: "r").root
            switch row.expected {
            case .same: XCTAssertTrue(equal, row.name)
            case .different: XCTAssertFalse(equal, row.name)
            case .unknown: break
            }
        }
        XCTAssertEqual(ByteEquivalence([], Array("{}".utf8)[...]), .unknown, "no bytes")
    }

    func testSplicedEntriesMergeAsTheFullMergeDoes() throws {
        func file(_ entries: [String]) -> [UInt8] {
            Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
                + "\n  },\n  \"version\" : \"1.0\"\n}\n").utf8)
        }
        func entry(_ key: String, _ comment: String, _ extra: String = "") -> String {
            "    \"\(key)\" : {\n      \"comment\" : \"\(comment)\"\(extra)\n    }"
        }
        let a = entry("A", "a"), b = entry("B", "b"), c = entry("C", "c")
        let rows: [(name: String, base: [String], ours: [String], theirs: [String])] = [
            ("ours changes one, theirs another", [a, b, c], [entry("A", "a2"), b, c], [a, entry("B", "b22"), c]),
            ("ours reformats one, theirs changes another", [a, b, c], ["    \"A\" : {\"comment\":\"a\"}", b, c],
             [a, entry("B", "b22"), c]),
            ("theirs reformats one, ours changes another", [a, b, c], [entry("A", "a2"), b, c],
             [a, "    \"B\":{\"comment\":\"b\"}", c]),
            ("both change one alike, theirs another", [a, b, c], [entry("A", "a2"), b, c],
             [entry("A", "a2"), entry("B", "b22"), c]),
            ("ours moves members of one, theirs changes another", [entry("A", "a", ",\n      \"x\" : true"), b, c],
             ["    \"A\" : {\n      \"x\" : true,\n      \"comment\" : \"a\"\n    }", b, c], [entry("A", "a", ",\n      \"x\" : true"), entry("B", "b22"), c]),
            ("only ours changes, content and format", [a, b, c], [entry("A", "a2"), "    \"B\":{\"comment\":\"b\"}", c], [a, b, c]),
            ("ours only reformats, theirs changes", [a, b, c], ["    \"A\" : {\"comment\":\"a\"}", b, c], [a, b, entry("C", "c22")]),
        ]
        for row in rows {
            let base = file(row.base), ours = file(row.ours), theirs = file(row.theirs)
            XCTAssertNotNil(SparseMerge.merge(base: base, ours: ours, theirs: theirs, path: "t"), row.name + " (fast path taken)")
            let fast = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: "t", fastPath: true)
            let full = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: fast.bytes, as: UTF8.self), String(decoding: full.bytes, as: UTF8.self), row.name)
            XCTAssertEqual([fast.changesFromOurs, fast.changesFromTheirs], [full.changesFromOurs, full.changesFromTheirs], row.name)
        }
    }
}
