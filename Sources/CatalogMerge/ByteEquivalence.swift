/// How two JSON values compare structurally (`JSONValue`'s equality: formatting and member order ignored), decided
/// from their bytes alone where that is sure — so the merge's fast path can count and splice an entry one side
/// changed without building its tree.
///
/// Both values must be bytes a strict read accepted (no trailing commas, no duplicate keys).
/// - `same`: the same bytes once whitespace outside strings is left out: the same tokens, so equal.
/// - `different`: neither holds a number or an escape with another spelling (`\uXXXX`, `\/`) and, whitespace left
///   out, their lengths differ. Then every string, key and literal equals only its own bytes (`\n`, `\"` and the
///   other short escapes are the only way to write their characters), so equal values (members in any order) have
///   the same length.
///   Likewise when the lengths agree but some byte occurs a different number of times (equal values hold the same
///   bytes, in another order at most).
/// - `unknown`: anything else (members moved, an escape written another way, `1` against `1.0`): read the trees.
enum ByteEquivalence: Equatable {
    case same
    case different
    case unknown

    init(_ lhs: ArraySlice<UInt8>, _ rhs: ArraySlice<UInt8>) {
        guard !lhs.isEmpty, !rhs.isEmpty else {
            self = .unknown
            return
        }
        self = lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                let leftShape = Self.shape(of: left)
                let rightShape = Self.shape(of: right)
                // The same tokens have the same length.
                guard leftShape.length == rightShape.length else {
                    return leftShape.plain && rightShape.plain ? .different : .unknown
                }
                if Self.sameTokens(left, right) { return .same }
                // Equal values (members in any order) hold the same bytes, each as many times.
                guard leftShape.plain, rightShape.plain else { return .unknown }
                return Self.byteCounts(of: left) == Self.byteCounts(of: right) ? .unknown : .different
            }
        }
    }

    /// How many times each byte occurs outside the whitespace between tokens.
    private static func byteCounts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let quote = UInt8(ascii: "\"")
        var counts = [Int](repeating: 0, count: 256)
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
            } else if byte == quote {
                inString = true
            } else if byte <= 0x20 {
                continue
            }
            counts[Int(byte)] += 1
        }
        return counts
    }

    /// The count of bytes outside the whitespace between tokens (in valid JSON every byte up to a space outside a
    /// string is whitespace), and whether the value holds neither a number nor an escape with another spelling.
    private static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, plain: Bool) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var length = 0
        var plain = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote {
                let start = index
                while index < bytes.count, bytes[index] != quote {
                    if bytes[index] == backslash {
                        index += 1
                        // `\uXXXX` and `\/` spell characters that have another spelling; the short escapes do not.
                        if index < bytes.count, bytes[index] == UInt8(ascii: "u") || bytes[index] == UInt8(ascii: "/") {
                            plain = false
                        }
                    }
                    index += 1
                }
                index = min(index + 1, bytes.count)
                length += index - start + 1
            } else if byte > 0x20 {
                if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { plain = false }
                length += 1
            }
        }
        return (length, plain)
    }

    /// Whether the two hold the same bytes once the whitespace between tokens is left out.
    private static func sameTokens(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var i = 0
        var j = 0
        var inString = false
        var escaped = false
        while true {
            if !inString {
                while i < left.count, left[i] <= 0x20 { i += 1 }
                while j < right.count, right[j] <= 0x20 { j += 1 }
            }
            guard i < left.count, j < right.count else { return i == left.count && j == right.count }
            let byte = left[i]
            guard byte == right[j] else { return false }
            i += 1
            j += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
            } else if byte == quote {
                inString = true
            }
        }
    }
}
