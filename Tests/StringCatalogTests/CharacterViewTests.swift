import XCTest
@testable import StringCatalog

/// `CharacterView` finds character boundaries two ways: the runtime's grapheme recognizer (macOS 14+, every Linux
/// toolchain) and a `String.indices` walk (older systems). Both must give the same offsets.
final class CharacterViewTests: XCTestCase {
    func testBothWaysGiveTheSameBoundaries() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { throw XCTSkip("the recognizer needs macOS 14") }
        let cases: [(text: String, expected: [Int])] = [
            ("a\r\nb", [0, 1, -1, 2, 3]),
            ("%\u{301}d", [0, -1, -1, 1, 2]),
            ("é%@", [0, -1, 1, 2, 3]),
            ("🇩🇪%d", [0, -1, -1, -1, -1, -1, -1, -1, 1, 2, 3]),
            ("👩‍💻 %lld", [0] + Array(repeating: -1, count: 10) + [1, 2, 3, 4, 5, 6]),
            ("한글 %@", [0, -1, -1, 1, -1, -1, 2, 3, 4, 5]),
        ]
        for (text, expected) in cases {
            let count = text.utf8.count
            XCTAssertEqual(CharacterView.boundaries(of: text, count: count), expected, text)
            XCTAssertEqual(CharacterView.boundariesByIndex(of: text, count: count), expected, text)
        }
    }
}
