import StringCatalog
import XCTest

/// `ByteSearch`: the occurrences of a byte offered in order until one is taken, and the next occurrence's index.
final class ByteSearchTests: XCTestCase {
    func testOccurrencesAreOfferedInOrderUntilOneIsTaken() {
        let cases: [(text: String, byte: Character, taken: Int?, offered: [Int], found: Bool)] = [
            ("", "<", nil, [], false),
            ("abc", "<", nil, [], false),
            ("a<b<c<", "<", nil, [1, 3, 5], false),
            ("a<b<c<", "<", 3, [1, 3], true),
            ("<", "<", 0, [0], true),
            ("<<", "<", 1, [0, 1], true),
            ("x,\n}", ",", 1, [1], true),
        ]
        for test in cases {
            var offered: [Int] = []
            let byte = UInt8(ascii: test.byte.unicodeScalars.first ?? "\0")
            let found = ByteSearch.contains(byte, in: Array(test.text.utf8)) { buffer, index in
                XCTAssertEqual(buffer[index], byte, test.text)
                offered.append(index)
                return index == test.taken
            }
            XCTAssertEqual(found, test.found, test.text)
            XCTAssertEqual(offered, test.offered, test.text)
        }
    }

    func testIndexIsTheNextOccurrenceOrTheEnd() {
        let cases: [(text: String, offset: Int, expected: Int)] = [
            ("", 0, 0),
            ("ab\ncd\n", 0, 2),
            ("ab\ncd\n", 2, 2),
            ("ab\ncd\n", 3, 5),
            ("ab\ncd", 3, 5),
            ("ab\ncd", 5, 5),
            ("ab\ncd", 9, 5),
        ]
        for test in cases {
            let index = Array(test.text.utf8).withUnsafeBufferPointer {
                ByteSearch.index(of: UInt8(ascii: "\n"), in: $0, from: test.offset)
            }
            XCTAssertEqual(index, test.expected, "\(test.text) from \(test.offset)")
        }
    }
}
