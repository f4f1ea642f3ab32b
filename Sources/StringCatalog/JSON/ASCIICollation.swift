import Foundation

/// ICU root collation at the primary level, with numeric ordering, for printable ASCII keys — what Xcode's key
/// comparison gives them — without starting ICU.
///
/// Most catalog keys are ASCII. Loading ICU's collation data costs a small merge more than the merge itself (page
/// faults at start-up), and each Foundation comparison about ten thousand instructions. For two keys this compares
/// primary weights directly: space, then punctuation and symbols in ICU's order (the table below, measured from
/// Foundation), then digit runs by numeric value, then letters case-insensitively. Non-ASCII characters the two
/// keys share at the same place are passed over (the same characters give the same weights), unless a digit
/// touches them; a key that is the other plus a tail holding a printable ASCII character sorts after it. Keys that
/// differ only in the case of ASCII letters are ordered by `caseTieOrder`, keys that differ only in typographic quotes
/// of one pair by `quoteTieOrder`; a few common non-ASCII characters have
/// measured weights (`nonASCIIWeight`). Anything else (another non-ASCII difference, a tie on leading zeros or on
/// characters of the same weight) goes to Foundation, which stays the reference: `KeyOrderDifferentialTests` compares both
/// on every corpus key and on random keys.
enum ASCIICollation {
    /// The primary order of a pair of keys, or nil when it is not decided without Foundation.
    static func primaryOrder(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        bytes(of: lhs, rhs, compare)
    }

    /// `order` applied to the two keys' contiguous UTF-8; nil when either has none (a bridged string).
    @inline(__always)
    private static func bytes(
        of lhs: String, _ rhs: String,
        _ order: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> ComparisonResult?
    ) -> ComparisonResult? {
        let result = lhs.utf8.withContiguousStorageIfAvailable { left -> ComparisonResult? in
            let inner = rhs.utf8.withContiguousStorageIfAvailable { right -> ComparisonResult? in order(left, right) }
            return inner ?? nil
        }
        return result ?? nil
    }

    /// Printable ASCII in ICU root order, space first; digits are one group (`digitWeight`), letters folded.
    private static let punctuationOrder = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$"#.utf8)

    /// Primary weight per byte, even numbers (an odd one sits between two ASCII weights); 0 marks a byte this fast
    /// path does not handle.
    private static let weights: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for (rank, byte) in punctuationOrder.enumerated() { table[Int(byte)] = UInt8(rank + 1) * 2 }
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(digit)] = digitWeight }
        for (offset, letter) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
            table[Int(letter)] = digitWeight + 2 + UInt8(offset) * 2
            table[Int(letter - 32)] = digitWeight + 2 + UInt8(offset) * 2
        }
        return table
    }()

    private static let digitWeight = UInt8(punctuationOrder.count + 1) * 2

    /// The primary weight of a few common non-ASCII characters, measured from Foundation against every printable
    /// ASCII character (`KeyOrderDifferentialTests`): typographic quotes weigh as the ASCII quote (`‘’` as `'`,
    /// `“”` as `"`), so the comparison goes on past them; the others sit between two ASCII weights and are
    /// `distinct` only from ASCII — two of them with the same weight (`–` and `—`, two emoji) or `…` against `.`
    /// (it weighs as three dots) are left to Foundation.
    private static func nonASCIIWeight(_ scalar: UInt32) -> (weight: UInt8, distinct: Bool)? {
        func between(_ byte: Character) -> UInt8 { weights[Int(byte.asciiValue ?? 0)] + 1 }
        switch scalar {
        case 0x2018, 0x2019: return (weights[Int(UInt8(ascii: "'"))], false)
        case 0x201C, 0x201D: return (weights[Int(UInt8(ascii: "\""))], false)
        case 0x2026: return (weights[Int(UInt8(ascii: "."))], true)
        case 0x2013, 0x2014: return (between("-"), true)
        case 0x00AB, 0x00BB: return (between("\""), true)
        case 0x2022: return (between("%"), true)
        case 0x1F300...0x1F5FF, 0x1F600...0x1F64F, 0x1F900...0x1F9FF: return (between("~"), true)
        default: return nil
        }
    }

    /// The weight of the character at `index` (ASCII or one of `nonASCIIWeight`'s), its length in bytes, and whether
    /// an equal weight on the other side leaves the pair undecided.
    private static func weight(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (weight: UInt8, length: Int, distinct: Bool)? {
        let byte = bytes[index]
        if byte < 128 { return weights[Int(byte)] == 0 ? nil : (weights[Int(byte)], 1, false) }
        guard let (value, length) = JSONByteChecks.utf8Scalar(in: bytes, at: index), let known = nonASCIIWeight(value) else { return nil }
        return (known.weight, length, known.distinct)
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            let x = a[i]
            let y = b[j]
            if x >= 128 || y >= 128 {
                if let (next, nextB) = skipSharedScalars(a, i, b, j) {
                    i = next
                    j = nextB
                    continue
                }
                // A digit next to a non-ASCII character may be read with it as one number: left to Foundation.
                guard !isDigit(x), !isDigit(y), i == 0 || !isDigit(a[i - 1]),
                      let left = weight(in: a, at: i), let right = weight(in: b, at: j) else { return nil }
                if left.weight != right.weight { return left.weight < right.weight ? .orderedAscending : .orderedDescending }
                guard !left.distinct, !right.distinct else { return nil }
                i += left.length
                j += right.length
                if (i < a.count && isDigit(a[i])) || (j < b.count && isDigit(b[j])) { return nil }
                continue
            }
            let wx = weights[Int(x)]
            let wy = weights[Int(y)]
            guard wx != 0, wy != 0 else { return nil }
            if wx == digitWeight && wy == digitWeight {
                let order = compareNumbers(a, &i, b, &j)
                // A run that goes on in a non-ASCII character may be read as one number with it: not decided here.
                if (i < a.count && a[i] >= 128) || (j < b.count && b[j] >= 128) { return nil }
                if order != .orderedSame { return order }
                continue
            }
            if wx != wy { return wx < wy ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        if i == a.count && j == b.count { return .orderedSame }
        // One key is the other plus a tail: a printable ASCII character in it gives the longer key one more
        // primary weight, so it sorts after; a tail of only other characters (which may be ignorable) is not
        // decided here, nor one that starts with a non-ASCII character right after a digit (a longer number).
        let (tail, start, longerIsLeft) = i < a.count ? (a, i, true) : (b, j, false)
        if tail[start] >= 128, start > 0, isDigit(tail[start - 1]) { return nil }
        var index = start
        while index < tail.count {
            if tail[index] < 128 {
                if weights[Int(tail[index])] != 0 { return longerIsLeft ? .orderedDescending : .orderedAscending }
                index += 1
            } else if weight(in: tail, at: index) != nil {
                return longerIsLeft ? .orderedDescending : .orderedAscending
            } else {
                index += JSONByteChecks.utf8SequenceLength(in: tail, at: index) ?? 1
            }
        }
        return nil
    }

    /// Past the non-ASCII bytes that both keys share at `i` and `j` (the same characters on both sides, so the same
    /// collation elements), or nil when they differ there or a digit touches them (a number may run through them).
    private static func skipSharedScalars(
        _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int
    ) -> (Int, Int)? {
        guard a[i] == b[j], i == 0 || !isDigit(a[i - 1]) else { return nil }
        let start = i
        var i = i
        var j = j
        while i < a.count && j < b.count && a[i] == b[j] && a[i] >= 128 {
            i += 1
            j += 1
        }
        // Two characters that share their first bytes (`‘` and `’`) are not shared: back to the first one's start,
        // so it is weighed whole.
        while i > start, i < a.count, a[i] & 0xC0 == 0x80 {
            i -= 1
            j -= 1
        }
        guard i > start else { return nil }
        if (i < a.count && isDigit(a[i])) || (j < b.count && isDigit(b[j])) { return nil }
        return (i, j)
    }

    /// The order of two printable-ASCII keys that differ only in the case of letters: the key with the lowercase
    /// letter at the first difference sorts first (ICU's tertiary level, which forced ordering falls back to);
    /// nil for any other pair.
    static func caseTieOrder(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        bytes(of: lhs, rhs, caseTieOrder)
    }

    private static func caseTieOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        guard a.count == b.count else { return nil }
        var first: ComparisonResult?
        for index in 0..<a.count {
            let x = a[index]
            let y = b[index]
            guard x < 128, y < 128, weights[Int(x)] != 0, weights[Int(y)] != 0 else { return nil }
            guard x != y else { continue }
            guard x | 0x20 == y | 0x20, isLetter(x) else { return nil }
            if first == nil { first = x > y ? .orderedAscending : .orderedDescending }
        }
        return first
    }

    /// The order of two keys that differ only in typographic quotes of one pair at the same places (`‘` against
    /// `’`, `“` against `”`): equal at the primary level, where forced ordering puts the key with the opening quote
    /// at the first difference first (measured from Foundation, `KeyOrderDifferentialTests`); nil for any other pair.
    static func quoteTieOrder(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        bytes(of: lhs, rhs, quoteTieOrder)
    }

    private static func quoteTieOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        guard a.count == b.count else { return nil }
        var first: ComparisonResult?
        for index in 0..<a.count where a[index] != b[index] {
            // The last byte of U+2018/2019 (E2 80 98/99) or U+201C/201D (E2 80 9C/9D), the bytes before it shared.
            let (x, y) = (a[index], b[index])
            guard index >= 2, a[index - 2] == 0xE2, a[index - 1] == 0x80, x | 1 == y | 1, x & 0xFE == 0x98 || x & 0xFE == 0x9C
            else { return nil }
            if first == nil { first = x < y ? .orderedAscending : .orderedDescending }
        }
        return first
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
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
