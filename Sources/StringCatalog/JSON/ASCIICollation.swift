import Foundation

/// ICU root collation at the primary level, with numeric ordering, for printable ASCII keys — what Xcode's key
/// comparison gives them — without starting ICU.
///
/// Most catalog keys are ASCII. Loading ICU's collation data costs a small merge more than the merge itself (page
/// faults at start-up), and each Foundation comparison about a microsecond. For two printable-ASCII keys this
/// compares primary weights directly: space, then punctuation and symbols in ICU's order (the table below, measured
/// from Foundation), then digit runs by numeric value, then letters case-insensitively. Keys equal at this level
/// (differing only in case or leading zeros) and any key outside printable ASCII go to Foundation, which stays the
/// reference: `KeyOrderTests` compares both on every corpus key pair and on random keys.
enum ASCIICollation {
    /// The primary order of a pair of keys, or nil when either is not printable ASCII.
    static func primaryOrder(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        let result = lhs.utf8.withContiguousStorageIfAvailable { left -> ComparisonResult? in
            let inner = rhs.utf8.withContiguousStorageIfAvailable { right -> ComparisonResult? in compare(left, right) }
            return inner ?? nil
        }
        return result ?? nil
    }

    /// Printable ASCII in ICU root order, space first; digits are one group (`digitWeight`), letters folded.
    private static let punctuationOrder = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$"#.utf8)

    /// Primary weight per byte; 0 marks a byte this fast path does not handle.
    private static let weights: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for (rank, byte) in punctuationOrder.enumerated() { table[Int(byte)] = UInt8(rank + 1) }
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(digit)] = digitWeight }
        for (offset, letter) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
            table[Int(letter)] = digitWeight + 1 + UInt8(offset)
            table[Int(letter - 32)] = digitWeight + 1 + UInt8(offset)
        }
        return table
    }()

    private static let digitWeight = UInt8(punctuationOrder.count + 1)

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            let x = a[i]
            let y = b[j]
            guard x < 128, y < 128 else { return nil }
            let wx = weights[Int(x)]
            let wy = weights[Int(y)]
            guard wx != 0, wy != 0 else { return nil }
            if wx == digitWeight && wy == digitWeight {
                let order = compareNumbers(a, &i, b, &j)
                if order != .orderedSame { return order }
                continue
            }
            if wx != wy { return wx < wy ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        // Whatever remains must still be printable ASCII for the answer to hold.
        for index in i..<a.count where a[index] >= 128 || weights[Int(a[index])] == 0 { return nil }
        for index in j..<b.count where b[index] >= 128 || weights[Int(b[index])] == 0 { return nil }
        if i == a.count && j == b.count { return .orderedSame }
        return i == a.count ? .orderedAscending : .orderedDescending
    }

    /// Compares the digit runs starting at `i` and `j` by value (leading zeros ignored) and moves past them.
    private static func compareNumbers(
        _ a: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ b: UnsafeBufferPointer<UInt8>, _ j: inout Int
    ) -> ComparisonResult {
        func run(_ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int) -> (start: Int, end: Int) {
            while start < bytes.count, bytes[start] == UInt8(ascii: "0"),
                  start + 1 < bytes.count, isDigit(bytes[start + 1]) { start += 1 }
            var end = start
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            return (start, end)
        }
        let left = run(a, &i)
        let right = run(b, &j)
        i = left.end
        j = right.end
        let leftLength = left.end - left.start
        let rightLength = right.end - right.start
        if leftLength != rightLength { return leftLength < rightLength ? .orderedAscending : .orderedDescending }
        for offset in 0..<leftLength where a[left.start + offset] != b[right.start + offset] {
            return a[left.start + offset] < b[right.start + offset] ? .orderedAscending : .orderedDescending
        }
        return .orderedSame
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
