import StringCatalog
import XCTest

@testable import CatalogMerge

/// Issue 12 §3: layout merged three-way — the final newline, the separator style, indentation, a key one side
/// moved — and new keys in a file in no recognized order placed after their predecessor in the side that added
/// them. Exact bytes, by the fast path and by the full merge.
final class LayoutMergeTests: XCTestCase {
    private struct Row {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        var expected: String
    }

    private static func file(_ entries: [(String, String)], separator: String = " : ", indent: String = "  ", final: String = "") -> String {
        let body = entries.map { "\(indent)\(indent)\"\($0.0)\"\(separator)\($0.1)" }.joined(separator: ",\n")
        return "{\n\(indent)\"sourceLanguage\"\(separator)\"en\",\n\(indent)\"strings\"\(separator){\n\(body)\n\(indent)},\n"
            + "\(indent)\"version\"\(separator)\"1.0\"\n}\(final)"
    }

    private var rows: [Row] {
        let c = { (text: String) in "{\n      \"comment\" : \"\(text)\"\n    }" }
        let cc = { (text: String) in "{\n      \"comment\": \"\(text)\"\n    }" }
        let c4 = { (text: String) in "{\n            \"comment\" : \"\(text)\"\n        }" }
        return [
            Row(name: "theirs adds a final newline, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a2")), ("B", c("b"))]),
                theirs: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                expected: Self.file([("A", c("a2")), ("B", c("b"))], final: "\n")),
            Row(name: "ours adds a final newline, theirs changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                theirs: Self.file([("A", c("a")), ("B", c("b2"))]),
                expected: Self.file([("A", c("a")), ("B", c("b2"))], final: "\n")),
            Row(name: "theirs removes the final newline",
                base: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                ours: Self.file([("A", c("a2")), ("B", c("b"))], final: "\n"),
                theirs: Self.file([("A", c("a")), ("B", c("b"))]),
                expected: Self.file([("A", c("a2")), ("B", c("b"))])),
            Row(name: "theirs switches to \"key\": value, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a2")), ("B", c("b"))]),
                theirs: Self.file([("A", cc("a")), ("B", cc("b"))], separator: ": "),
                expected: Self.file([("A", cc("a2")), ("B", cc("b"))], separator: ": ")),
            Row(name: "theirs re-indents with four spaces, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a")), ("B", c("b2"))]),
                theirs: Self.file([("A", c4("a")), ("B", c4("b"))], indent: "    "),
                expected: Self.file([("A", c4("a")), ("B", c4("b2"))], indent: "    ")),
            Row(name: "a new key in a hand-ordered file goes after its predecessor in the adding side",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Mango", c("m"))]),
                theirs: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))]),
                expected: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))])),
            Row(name: "theirs moves a key to the end, ours changes it",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Mango", c("m"))]),
                theirs: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))]),
                expected: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z2"))])),
            Row(name: "theirs moves a key to the start, ours adds one",
                base: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))]),
                ours: Self.file([("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m")), ("Zoom", c("z"))]),
                theirs: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                expected: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))])),
            Row(name: "theirs only moves a key",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m2"))]),
                theirs: Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m"))]),
                expected: Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m2"))])),
        ]
    }

    func testLayoutIsMergedThreeWay() throws {
        for row in rows {
            let result = try XCTUnwrap(Fixture.merge(row.base, row.ours, row.theirs), row.name)
            XCTAssertTrue(result.isClean, row.name)
            let full = try CatalogMerger().merge(
                base: Array(row.base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: full.bytes, as: UTF8.self), row.expected, row.name + " (full merge)")
            XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), row.expected, row.name)
            // Symmetric up to sides: the same bytes with the sides swapped.
            let swapped = try XCTUnwrap(Fixture.merge(row.base, row.theirs, row.ours), row.name)
            XCTAssertEqual(String(decoding: swapped.bytes, as: UTF8.self), row.expected, row.name + " (swapped)")
            // merge(b, x, x) == x and idempotence.
            XCTAssertEqual(Fixture.merge(row.base, row.theirs, row.theirs)?.bytes, Array(row.theirs.utf8), row.name)
            XCTAssertEqual(Fixture.merge(row.base, row.expected, row.theirs)?.bytes, Array(row.expected.utf8), row.name + " (again)")
        }
    }
}
