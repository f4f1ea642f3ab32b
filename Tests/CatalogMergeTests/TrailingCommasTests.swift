import StringCatalog
import XCTest

@testable import CatalogMerge

/// `TrailingCommas` removes exactly the commas lenient reading removes as trailing, and the bytes left are those
/// `JSONRepair` leaves.
final class TrailingCommasTests: XCTestCase {
    func testRemovesTheCommasLenientReadingRemoves() throws {
        let rows: [(name: String, input: String, expected: String?)] = [
            ("none", #"{"a" : [1, 2], "b" : {}}"#, nil),
            ("after the last member", "{\"a\" : 1,\n}", "{\"a\" : 1\n}"),
            ("after the last item, nested", #"{"a" : [1, "x",], "b" : {"c" : true,},}"#, #"{"a" : [1, "x"], "b" : {"c" : true}}"#),
            ("inside a string: kept", #"{"a" : ", }", "b" : "\", ]"}"#, nil),
            ("after an opening brace: no value before it, kept", #"{"a" : {,}}"#, nil),
            ("after a colon: kept", #"{"a" :,}"#, nil),
            ("after an escaped backslash ending a string", #"{"a" : "x\\",}"#, #"{"a" : "x\\"}"#),
        ]
        for row in rows {
            let removed = TrailingCommas.removed(from: Array(row.input.utf8))
            XCTAssertEqual(removed.map { String(decoding: $0.bytes, as: UTF8.self) }, row.expected, row.name)
            guard let removed else { continue }
            // The bytes lenient reading leaves, and as many repairs.
            let lenient = try XCTUnwrap(try JSONRepair.repairing(Array(row.input.utf8), path: "t"), row.name)
            XCTAssertEqual(removed.bytes, lenient.bytes, row.name)
            XCTAssertEqual(removed.repairs.map(\.range), lenient.repairs.map(\.range), row.name)
        }
    }
}
