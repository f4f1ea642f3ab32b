import StringCatalog
import XCTest

/// Xcode's key order: ICU collation, case-insensitive, numeric, forced ordering.
final class KeyOrderTests: XCTestCase {
    func testPairsInXcodeOrder() {
        let ordered: [(String, String)] = [
            ("Item 2", "Item 10"),                 // digits by value
            ("Add channel", "Add Channel"),        // case-only difference: lowercase first
            ("apple", "Banana"),                   // case-insensitive
            ("%@ (slot %d)", "%@ %@"),             // punctuation order from ICU, not bytes
            ("(%@)", "%@"),                        // punctuation before symbols
            ("-", "0"),                            // punctuation before digits
            ("9", "a"),                            // digits before letters
            ("file name", "filename"),             // space sorts first
            ("e", "é"),                            // base letter before accented
            ("é", "f"),                            // accents are secondary: é sorts with e
            ("", " "),                             // empty first
            ("Zebra", "Zürich"),
        ]
        for (first, second) in ordered {
            XCTAssertTrue(KeyOrder.xcode.areInIncreasingOrder(first, second), "\(first.debugDescription) < \(second.debugDescription)")
            XCTAssertFalse(KeyOrder.xcode.areInIncreasingOrder(second, first), "not \(second.debugDescription) < \(first.debugDescription)")
        }
    }

    func testByteOrderDiffersFromXcodeOrder() {
        XCTAssertTrue(KeyOrder.bytes.areInIncreasingOrder("Banana", "apple"))
        XCTAssertFalse(KeyOrder.xcode.areInIncreasingOrder("Banana", "apple"))
    }

    /// The array overload and the generic one (here given a slice) detect the same order.
    func testDetectsTheOrderAFileUses() {
        let cases: [(keys: [String], order: KeyOrder)] = [
            (["apple", "Banana", "cherry"], .xcode),
            (["Banana", "Cherry", "apple"], .bytes),
            (["b", "a", "c"], .xcode),
            ([], .xcode),
        ]
        for (keys, order) in cases {
            XCTAssertEqual(KeyOrder.detect(keys), order, "\(keys)")
            XCTAssertEqual(KeyOrder.detect(keys[...]), order, "\(keys)")
        }
    }

    func testInsertionIndexInSortedAndUnsortedKeys() {
        XCTAssertEqual(KeyOrder.xcode.insertionIndex(for: "Item 3", in: ["Item 1", "Item 2", "Item 10"]), 2)
        XCTAssertEqual(KeyOrder.xcode.insertionIndex(for: "a", in: ["b", "c"]), 0)
        XCTAssertEqual(KeyOrder.xcode.insertionIndex(for: "z", in: ["b", "c"]), 2)
        // Out of order: lands between a smaller and a larger neighbour; nothing else moves.
        let unsorted = ["c", "a", "e", "b", "f"]
        let position = KeyOrder.xcode.insertionIndex(for: "d", in: unsorted)
        XCTAssertTrue(position == 0 || KeyOrder.xcode.areInIncreasingOrder(unsorted[position - 1], "d"))
        XCTAssertTrue(position == unsorted.count || KeyOrder.xcode.areInIncreasingOrder("d", unsorted[position]))
    }
}
