import StringCatalog
import XCTest

/// Lenient reading keeps the last copy of a repeated key and removes the earlier ones with their commas, in small
/// objects and in large ones (where duplicates are found through a table of key bytes).
final class JSONRepairTests: XCTestCase {
    func testEarlierCopiesAreRemovedInObjectsOfEverySize() throws {
        for size in [3, 20] {
            let keys = (0..<size).map { "  \"k\($0)\" : \($0)" }
            let input = "{\n  \"k1\" : \"first\",\n" + keys.joined(separator: ",\n") + ",\n  \"k1\" : \"last\"\n}"
            let (bytes, repairs) = try XCTUnwrap(JSONRepair.repairing(Array(input.utf8), path: "t"), "\(size)")
            let expected = "{\n" + keys.filter { !$0.contains("\"k1\"") }.joined(separator: ",\n") + ",\n  \"k1\" : \"last\"\n}"
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected, "\(size)")
            // Each copy gives way to the next: "first" to 1, 1 to "last".
            let pairs: [(JSONValue, JSONValue)] = repairs.compactMap { repair in
                guard case .duplicateKey("k1", let dropped, let kept) = repair.kind else { return nil }
                return (dropped, kept)
            }
            XCTAssertEqual(pairs.map(\.0), [.string("first"), JSONValue(.number("1"))], "\(size)")
            XCTAssertEqual(pairs.map(\.1), [JSONValue(.number("1")), .string("last")], "\(size)")
        }
    }
}
