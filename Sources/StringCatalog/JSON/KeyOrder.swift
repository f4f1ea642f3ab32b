import Foundation

/// The order of members in an object, as the writer that last saved the file sorted them.
///
/// Xcode sorts with Foundation's locale-aware comparison, options `[.caseInsensitive, .numeric, .forcedOrdering]`
/// (ICU collation: punctuation before digits, digits by value, letters case-insensitively, lowercase first on
/// ties). Some tools sort by plain bytes instead; a file already in byte order keeps it, so it is not re-sorted.
public enum KeyOrder: Sendable {
    /// Xcode's order.
    case xcode
    /// Plain UTF-8 byte order.
    case bytes

    /// Whether `lhs` sorts strictly before `rhs`.
    public func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch self {
        case .xcode: return KeyOrder.xcodeCompare(lhs, rhs) == .orderedAscending
        case .bytes: return lhs.bytePrecedes(rhs)
        }
    }

    /// Xcode's three-way comparison of two keys.
    public static func xcodeCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        switch ASCIICollation.primaryOrder(lhs, rhs) {
        case .orderedSame?:
            return ASCIICollation.caseTieOrder(lhs, rhs) ?? ASCIICollation.quoteTieOrder(lhs, rhs) ?? foundationCompare(lhs, rhs)
        case let order?: return order
        case nil: return foundationCompare(lhs, rhs)
        }
    }

    /// Foundation's comparison itself: the reference, used for non-ASCII keys and for keys equal at ICU's primary
    /// level (`"a"`/`"A"`, `"01"`/`"1"`), where forced ordering decides.
    static func foundationCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .numeric, .forcedOrdering], range: nil, locale: collationLocale)
    }

    /// ICU's root collation is what Xcode's comparison uses; any fixed locale without tailoring gives it.
    private static let collationLocale = Locale(identifier: "en")

    /// Whether `keys` are already in this order (non-strictly: equal neighbours are allowed).
    public func isSorted<Keys: Sequence>(_ keys: Keys) -> Bool where Keys.Element == String {
        var previous: String?
        for key in keys {
            if let previous, areInIncreasingOrder(key, previous) { return false }
            previous = key
        }
        return true
    }

    /// Whether `keys` are already in this order: `isSorted` for an array, compiled for it (the generic one, called
    /// from another module, goes through the sequence's witness table for every key).
    public func isSorted(_ keys: [String]) -> Bool {
        for index in keys.indices.dropFirst() where areInIncreasingOrder(keys[index], keys[index - 1]) { return false }
        return true
    }

    /// Where `key` goes among `keys`, by binary search: in sorted keys, after the last key that sorts before it.
    /// In keys that are out of order it still lands between a neighbour that sorts before it and one that sorts
    /// after it, and nothing else moves — so a hand-ordered file is never reshuffled by an insertion.
    public func insertionIndex<Keys: Collection>(for key: String, in keys: Keys) -> Int where Keys.Element == String {
        let array = Array(keys)
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if areInIncreasingOrder(array[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The order a file's keys follow: `.bytes` when they are in byte order and not in Xcode's, else `.xcode`.
    ///
    /// Byte order is checked first because it is cheap (`memcmp`) and rarely holds: only then is Xcode's
    /// locale-aware comparison (about a microsecond a pair) needed to tell the two apart.
    public static func detect<Keys: Collection>(_ keys: Keys) -> KeyOrder where Keys.Element == String {
        detect(Array(keys))
    }

    /// `detect` for an array, compiled for it (the generic one above calls it). The generic one, called from another module, runs unspecialized:
    /// its first call makes the runtime build `IndexingIterator<[String]>`'s metadata from its mangled name, which
    /// scans the static binary's whole conformance table (about 0.26 M instructions, 7% of the merge driver's run
    /// on a 36 KB catalog).
    public static func detect(_ keys: [String]) -> KeyOrder {
        guard KeyOrder.bytes.isSorted(keys) else { return .xcode }
        return KeyOrder.xcode.isSorted(keys) ? .xcode : .bytes
    }
}
