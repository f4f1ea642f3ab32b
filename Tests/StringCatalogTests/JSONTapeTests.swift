import StringCatalog
import XCTest

/// The flat parser output: kinds, members and items in file order, strings decoded on demand.
final class JSONTapeTests: XCTestCase {
    private let document = #"""
    {
      "a\u00e9" : "x\ny\/\ud83d\ude00",
      "b" : [1, -2.5e3, true, false, null, {}],
      "c" : { "d" : "plain", "e" : [] }
    }
    """#

    func testKindsMembersAndItemsInFileOrder() throws {
        let tape = try JSONTape(bytes: Array(document.utf8), path: "t.json")
        XCTAssertEqual(tape.kind(tape.root), .object)
        let members = Array(tape.members(of: tape.root))
        XCTAssertEqual(members.map { tape.string($0.key) }, ["aé", "b", "c"])
        XCTAssertEqual(members.map { tape.kind($0.value) }, [.string, .array, .object])
        let items = Array(tape.items(of: members[1].value))
        XCTAssertEqual(items.map { tape.kind($0) }, [.number, .number, .bool, .bool, .null, .object])
        XCTAssertEqual(items.map { String(decoding: tape.source($0), as: UTF8.self) }, ["1", "-2.5e3", "true", "false", "null", "{}"])
        let nested = Array(tape.members(of: members[2].value))
        XCTAssertEqual(nested.map { tape.string($0.key) }, ["d", "e"])
        XCTAssertEqual(Array(tape.items(of: nested[1].value)).count, 0)
        // A value of another kind has no members or items.
        XCTAssertEqual(Array(tape.members(of: members[1].value)).count, 0)
        XCTAssertEqual(Array(tape.items(of: members[0].value)).count, 0)
    }

    func testStringsDecodeEscapesOnDemand() throws {
        let tape = try JSONTape(bytes: Array(document.utf8), path: "t.json")
        let members = Array(tape.members(of: tape.root))
        XCTAssertEqual(tape.string(members[0].value), "x\ny/😀")
        var text: [UInt8] = []
        tape.appendText(of: members[0].value, to: &text)
        XCTAssertEqual(text, Array("x\ny/😀".utf8))
        XCTAssertEqual(String(decoding: tape.source(members[0].value), as: UTF8.self), #""x\ny\/\ud83d\ude00""#)
        XCTAssertEqual(tape.string(members[1].value), "", "not a string")
    }

    func testMemberLookupComparesExactBytes() throws {
        let tape = try JSONTape(bytes: Array(document.utf8), path: "t.json")
        XCTAssertTrue(tape.equals(try XCTUnwrap(Array(tape.members(of: tape.root)).first).key, "aé"), "escaped key")
        XCTAssertFalse(tape.equals(try XCTUnwrap(Array(tape.members(of: tape.root)).first).key, "ae\u{301}"), "canonically equal")
        let c = try XCTUnwrap(tape.member("c", of: tape.root))
        XCTAssertEqual(tape.member("d", of: c).map { tape.string($0) }, "plain")
        XCTAssertNil(tape.member("x", of: c))
        XCTAssertNil(tape.member("d", of: tape.root))
    }

    /// The tape accepts and refuses what the tree reader does, with the same error.
    func testErrorsAreTheDocumentsErrors() {
        for input in ["{\"a\" : 1, \"a\" : 2}", "[1,]", "{\"a\" : \"\\ud800\"}", "{\"a\" : 1} x", ""] {
            var tapeError: JSONReadError?
            var documentError: JSONReadError?
            XCTAssertThrowsError(try JSONTape(bytes: Array(input.utf8), path: "t")) { tapeError = $0 as? JSONReadError }
            XCTAssertThrowsError(try JSONDocument(bytes: Array(input.utf8), path: "t")) { documentError = $0 as? JSONReadError }
            XCTAssertEqual(tapeError, documentError, input)
            XCTAssertNotNil(tapeError, input)
        }
    }
}
