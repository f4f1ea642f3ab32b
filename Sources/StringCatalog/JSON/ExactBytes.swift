import Foundation

extension String {
    /// Whether the two strings have exactly the same UTF-8 bytes — not Unicode canonical equivalence, which is what
    /// `==` tests (`"é"` and `"e\u{301}"` are `==` but different catalog keys). Compares contiguous storage with
    /// `memcmp` when both strings are native, which they are for everything the reader produces.
    @inlinable
    public func hasSameBytes(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let fast: Bool? = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                count == 0 || memcmp(left.baseAddress!, right.baseAddress!, count) == 0
            }
        } ?? nil
        return fast ?? utf8.elementsEqual(other.utf8)
    }
}

extension String {
    /// Whether this string sorts before `other` in plain UTF-8 byte order (`memcmp`, then the shorter first).
    func bytePrecedes(_ other: String) -> Bool {
        let ordered: Bool? = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        } ?? nil
        return ordered ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether the two slices hold the same bytes, compared with `memcmp` (files, entries, source spans).
    @inlinable
    public func hasSameBytes(as other: ArraySlice<UInt8>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in
                count == 0 || memcmp(left.baseAddress!, right.baseAddress!, count) == 0
            }
        }
    }
}
