/// Something lenient reading removed so that a file Xcode accepts becomes strict JSON: a trailing comma after
/// the last member or item, or the earlier copy of a duplicate key.
///
/// Xcode builds catalogs that hold these (hand merges leave them), and Foundation's `JSONSerialization` reads
/// them: it accepts a trailing comma and, for a duplicate key, keeps the **last** copy (checked with
/// swift-corelibs-foundation 6.3.1; `JSONDecoder` keeps the first). Lenient reading does the same, so the
/// repaired file means what Xcode took it to mean. Strict reading (`check`, `format`) still reports both.
public struct JSONRepair: Sendable {
    /// What was removed.
    public enum Kind: Sendable {
        /// A comma before `}` or `]`.
        case trailingComma
        /// An earlier copy of `key`, `dropped`, in favour of the last copy `kept`.
        case duplicateKey(key: String, dropped: JSONValue, kept: JSONValue)
    }

    /// The bytes removed from the input.
    public var range: Range<Int>
    /// What they were.
    public var kind: Kind

    /// Creates a repair.
    public init(removing range: Range<Int>, kind: Kind) {
        self.range = range
        self.kind = kind
    }

    /// Whether this removed a trailing comma (not a duplicate key).
    public var isTrailingComma: Bool {
        if case .trailingComma = kind { return true }
        return false
    }

    /// Whether the dropped copy of a duplicate key held other content than the kept one (so something was lost
    /// from the file and must be shown to a person).
    public var droppedDifferentContent: Bool {
        guard case .duplicateKey(_, let dropped, let kept) = kind else { return false }
        return dropped != kept
    }

    /// Reads `bytes` leniently and returns them with every trailing comma and every earlier copy of a duplicate
    /// key removed, and what was removed; nil when the bytes are strict JSON already. Throws `JSONReadError` for
    /// anything else that is wrong.
    public static func repairing(_ bytes: [UInt8], path: String) throws -> (bytes: [UInt8], repairs: [JSONRepair])? {
        let repairs = try JSONParser.repairs(in: bytes, path: path)
        guard !repairs.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var next = 0
        for repair in repairs.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where repair.range.lowerBound >= next {
            // A range inside one already removed (a duplicate nested in a dropped copy) is gone with it.
            out.append(contentsOf: bytes[next..<repair.range.lowerBound])
            next = repair.range.upperBound
        }
        out.append(contentsOf: bytes[next...])
        let outer = repairs.filter { repair in
            !repairs.contains { $0.range != repair.range && $0.range.lowerBound <= repair.range.lowerBound
                && repair.range.upperBound <= $0.range.upperBound }
        }
        return (out, outer)
    }
}
