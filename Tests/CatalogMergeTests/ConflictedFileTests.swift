import XCTest

@testable import CatalogMerge

/// Reading hunks back: marker sizes, base sections, line ends, and the glob of `resolve --keys`.
final class ConflictedFileTests: XCTestCase {
    func testSplitsHunksWithTheirSides() throws {
        let cases: [(name: String, text: String, ours: [String], base: [String?], theirs: [String], lines: [Int])] = [
            ("merge style", "a\n<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\nb\n", ["x\n"], [nil], ["y\n"], [2]),
            ("diff3 with a marker size of 9", "a\n<<<<<<<<< o\nx\n||||||||| b\nw\n=========\ny\n>>>>>>>>> t\n", ["x\n"], ["w\n"], ["y\n"], [2]),
            ("shorter markers inside a longer hunk are text", "<<<<<<<<< o\n=======\n=========\n>>>>>>>>> t\n", ["=======\n"], [nil], [""], [1]),
            ("an empty side and CRLF", "<<<<<<< ours\r\n=======\r\ny\r\n>>>>>>> theirs\r\nz", [""], [nil], ["y\r\n"], [1]),
            ("two hunks", "<<<<<<<\nx\n=======\n>>>>>>>\n<<<<<<< a\n=======\ny\n>>>>>>> b\n", ["x\n", ""], [nil, nil], ["", "y\n"], [1, 5]),
        ]
        for item in cases {
            let hunks = try ConflictedFile(Array(item.text.utf8)).hunks
            XCTAssertEqual(hunks.map { String(decoding: $0.ours, as: UTF8.self) }, item.ours, item.name)
            XCTAssertEqual(hunks.map { $0.base.map { String(decoding: $0, as: UTF8.self) } }, item.base, item.name)
            XCTAssertEqual(hunks.map { String(decoding: $0.theirs, as: UTF8.self) }, item.theirs, item.name)
            XCTAssertEqual(hunks.map(\.line), item.lines, item.name)
        }
    }

    func testAnUnterminatedHunkNamesItsLine() {
        XCTAssertThrowsError(try ConflictedFile(Array("a\nb\n<<<<<<< ours\nx\n=======\n".utf8))) { error in
            XCTAssertEqual((error as? ConflictResolver.UnterminatedHunkError)?.line, 3)
        }
    }

    func testResolvingChosenHunksLeavesTheOthersAsTheyAre() throws {
        let text = "<<<<<<< o\n1\n||||||| b\n0\n=======\n2\n>>>>>>> t\nmid\n<<<<<<< o\n3\n=======\n4\n>>>>>>> t\n"
        let file = try ConflictedFile(Array(text.utf8))
        XCTAssertEqual(String(decoding: file.resolved { $0 == 0 ? .base : nil }, as: UTF8.self),
                       "0\nmid\n<<<<<<< o\n3\n=======\n4\n>>>>>>> t\n")
        XCTAssertEqual(String(decoding: file.resolved { _ in .theirs }, as: UTF8.self), "2\nmid\n4\n")
    }

    func testKeyPatterns() {
        let cases: [(key: String, pattern: String, matches: Bool)] = [
            ("menu.settings", "menu.*", true), ("menu.settings", "menu.?ettings", true), ("menu.settings", "menu", false),
            ("Save", "*", true), ("", "*", true), ("Save", "S*e", true), ("Save as…", "*…", true), ("Save", "s*", false),
            ("a.b.c", "*.c", true), ("abc", "a*b*c*", true), ("abc", "a*d", false),
        ]
        for item in cases {
            XCTAssertEqual(HunkFilter.matches(item.key, pattern: item.pattern), item.matches, "\(item.key) ~ \(item.pattern)")
        }
    }
}
