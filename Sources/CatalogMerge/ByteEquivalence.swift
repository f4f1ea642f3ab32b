/// How two JSON values compare structurally (`JSONValue`'s equality: formatting and member order ignored), decided
/// from their bytes alone where that is sure — so the merge's fast path can count and splice an entry one side
/// changed without building its tree.
///
/// Both values must be bytes a strict read accepted (no trailing commas, no duplicate keys).
/// - `same`: the same bytes once whitespace outside strings is left out: the same tokens, so equal.
/// - `different`: neither holds an escape or a number and, whitespace left out, their lengths differ. Without
///   escapes and numbers every string, key and literal equals only its own bytes, so equal values (members in any
///   order) have the same length.
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
        var left = SignificantBytes(lhs)
        var right = SignificantBytes(rhs)
        while true {
            let byte = left.next()
            guard byte == right.next() else { break }
            if byte == nil {
                self = .same
                return
            }
        }
        let leftShape = SignificantBytes.shape(of: lhs)
        let rightShape = SignificantBytes.shape(of: rhs)
        self = leftShape.plain && rightShape.plain && leftShape.length != rightShape.length ? .different : .unknown
    }
}

/// The bytes of a JSON value without the whitespace outside its strings.
private struct SignificantBytes {
    private let bytes: ArraySlice<UInt8>
    private var index: Int
    private var inString = false
    private var escaped = false

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    /// The next byte that is not whitespace outside a string; nil at the end.
    mutating func next() -> UInt8? {
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                return byte
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\""):
                inString = true
                return byte
            default:
                return byte
            }
        }
        return nil
    }

    /// The count of significant bytes, and whether the value holds neither an escape nor a number.
    static func shape(of bytes: ArraySlice<UInt8>) -> (length: Int, plain: Bool) {
        var reader = SignificantBytes(bytes)
        var length = 0
        var plain = true
        while let byte = reader.next() {
            length += 1
            if byte == UInt8(ascii: "\\") { plain = false }
            if !reader.inString, byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                plain = false
            }
        }
        return (length, plain)
    }
}
