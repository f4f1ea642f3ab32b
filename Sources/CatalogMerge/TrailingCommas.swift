import Foundation
import StringCatalog

/// The trailing commas lenient reading removes (`JSONRepair`), for the merge's fast path: a side that holds them,
/// and nothing else lenient reading repairs, is merged without them.
///
/// The fast path reads the result strictly: when the bytes without these commas read strictly, lenient reading of
/// the original removed exactly these commas and nothing else, so the fast path on them gives what the full merge,
/// which reads leniently, gives.
enum TrailingCommas {
    /// `bytes` without their trailing commas, and the repairs that name them; nil when there is none, when the bytes
    /// do not read leniently, or when lenient reading also drops a duplicate key (the full merge shows those).
    /// Lenient reading (`JSONRepair.repairing`) decides which commas are trailing; a quick scan first skips the
    /// usual side that holds no comma before `}` or `]`.
    static func removed(from bytes: [UInt8]) -> (bytes: [UInt8], repairs: [JSONRepair])? {
        // The path names the bytes only in a read error, which is not reported from here.
        guard mayHoldOne(bytes), let repaired = try? JSONRepair.repairing(bytes, path: ""),
              repaired.repairs.allSatisfy(\.isTrailingComma) else { return nil }
        return repaired
    }

    /// Whether some comma is followed, after whitespace, by `}` or `]` (inside a string too): a quick test, commas
    /// found with `memchr`, that never misses a trailing comma.
    private static func mayHoldOne(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(UInt8(ascii: ","), in: bytes) { buffer, position in
            var next = position + 1
            while next < buffer.count, LayoutMerge.isWhitespace(buffer[next]) { next += 1 }
            return next < buffer.count && (buffer[next] == UInt8(ascii: "}") || buffer[next] == UInt8(ascii: "]"))
        }
    }
}
