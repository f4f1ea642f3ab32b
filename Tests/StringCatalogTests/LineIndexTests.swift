import StringCatalog
import XCTest

/// Lines and columns of byte offsets: newlines at either side of eight-byte boundaries, next to each other and
/// beside bytes one bit from a newline; columns count scalars; offsets past the end stop at the end.
final class LineIndexTests: XCTestCase {
    func testPositions() {
        let cases: [(text: String, offset: Int, line: Int, column: Int)] = [
            ("", 0, 1, 1),
            ("\n", 0, 1, 1),
            ("\n", 1, 2, 1),
            ("abcdefg\nx", 8, 2, 1),
            ("abcdefgh\nx", 9, 2, 1),
            ("abcdefgh\nx", 8, 1, 9),
            ("abcdefghijklmno\nx", 16, 2, 1),
            ("abcdefghijklmnop\nx", 17, 2, 1),
            ("\n\n\n\n\n\n\n\n\n\n", 10, 11, 1),
            ("\n\n\n\n\n\n\n\n\n\n", 7, 8, 1),
            ("\n\u{0B}\u{0B}\n\u{0B}\u{0B}\u{0B}\u{0B}\n\u{0B}", 10, 4, 2),
            ("\u{0B}\n\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}", 9, 2, 8),
            ("ä€😀\nä€😀 x", 19, 2, 4),
            ("ab\ncd", 99, 2, 3),
        ]
        for (text, offset, line, column) in cases {
            let position = LineIndex(Array(text.utf8)).position(ofOffset: offset)
            XCTAssertEqual("\(position.line):\(position.column)", "\(line):\(column)", "\(text.debugDescription) at \(offset)")
        }
    }
}
