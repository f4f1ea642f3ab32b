import Foundation
import StringCatalog

/// The trailing commas lenient reading removes (`JSONRepair`), found by one pass that tracks strings: a comma
/// outside strings, after a value, followed by whitespace and `}` or `]`.
///
/// The merge's fast path reads the result strictly: when the bytes without these commas read strictly, lenient
/// reading of the original would have removed exactly these commas and nothing else (a duplicate key fails the strict
/// read), so the fast path on them gives what the full merge, which reads leniently, gives.
enum TrailingCommas {
    /// `bytes` without their trailing commas, and the repairs that name them; nil when there is none.
    static func removed(from bytes: [UInt8]) -> (bytes: [UInt8], repairs: [JSONRepair])? {
        guard mayHoldOne(bytes) else { return nil }
        let commas = positions(in: bytes)
        guard !commas.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var next = 0
        for comma in commas {
            out.append(contentsOf: bytes[next..<comma])
            next = comma + 1
        }
        out.append(contentsOf: bytes[next...])
        return (out, commas.map { JSONRepair(removing: $0..<($0 + 1), kind: .trailingComma) })
    }

    /// Whether some comma is followed, after whitespace, by `}` or `]` (inside a string too): a quick test, commas
    /// found with `memchr`, that never misses a trailing comma.
    private static func mayHoldOne(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count {
                guard let found = memchr(start + index, Int32(UInt8(ascii: ",")), buffer.count - index) else { return false }
                var next = start.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                while next < buffer.count, isWhitespace(buffer[next]) { next += 1 }
                if next < buffer.count, buffer[next] == UInt8(ascii: "}") || buffer[next] == UInt8(ascii: "]") { return true }
                index = next
            }
            return false
        }
    }

    /// The offsets of the trailing commas, in order.
    private static func positions(in bytes: [UInt8]) -> [Int] {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), comma = UInt8(ascii: ",")
        return bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var index = 0
            // The last byte outside whitespace and strings: a comma after `{`, `[`, `:` or `,` follows no value.
            var previous: UInt8 = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == quote {
                    while index < buffer.count, buffer[index] != quote {
                        index += buffer[index] == backslash ? 2 : 1
                    }
                    index += 1
                    previous = quote
                } else if byte == comma {
                    var next = index
                    while next < buffer.count, isWhitespace(buffer[next]) { next += 1 }
                    if next < buffer.count, buffer[next] == UInt8(ascii: "}") || buffer[next] == UInt8(ascii: "]"),
                        !isOpening(previous)
                    {
                        found.append(index - 1)
                    }
                    previous = comma
                } else if !isWhitespace(byte) {
                    previous = byte
                }
            }
            return found
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Bytes after which a comma follows no value.
    private static func isOpening(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")
            || byte == 0
    }
}
