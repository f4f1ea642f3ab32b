/// An ordered map from string keys (compared by exact bytes) to values: how a catalog's objects are modelled.
///
/// Order is kept as read or inserted; the writer sorts keys the way Xcode does, so order here is only for
/// stable iteration and reports.
public struct OrderedMap<Value> {
    /// The entries, in order.
    public private(set) var entries: [(key: String, value: Value)] = []
    /// Key → position, kept only while the map holds more than `searchLimit` entries (then complete; else empty).
    /// A catalog holds tens of thousands of small maps (a unit's plural forms, a key's languages): a dictionary per
    /// map was a large part of reading a catalog, and a key's languages (a few dozen) are mostly asked for in their
    /// own order (`position(of:hint:)`), which compares one key. So only larger maps (`strings`) are indexed.
    @usableFromInline var index: [ExactKey: Int] = [:]
    @usableFromInline static var searchLimit: Int { 32 }

    /// An empty map.
    @inlinable public init() {}

    /// A map holding `entries` in order; a later duplicate key replaces the earlier value.
    public init(_ entries: [(String, Value)]) {
        for (key, value) in entries { self[key] = value }
    }

    /// A map holding `pairs` in order, taken whole when their keys are distinct (what a reader has: one array
    /// and at most one table, instead of a search and a copy per key); else as `init(_:)` takes them.
    /// `distinct` says the reader knows the keys are distinct (a tape's object without a dropped key: the parser
    /// refuses or drops a repeated key), so a small map is not searched for repeats.
    init(reading pairs: [(key: String, value: Value)], distinct knownDistinct: Bool = false) {
        if pairs.count > Self.searchLimit {
            var table: [ExactKey: Int] = [:]
            table.reserveCapacity(pairs.count)
            var distinct = true
            for position in pairs.indices where table.updateValue(position, forKey: ExactKey(pairs[position].key)) != nil {
                distinct = false
                break
            }
            if distinct {
                entries = pairs
                index = table
                return
            }
        } else {
            let distinct = knownDistinct || pairs.indices.allSatisfy { position in
                !pairs[..<position].contains { $0.key.hasSameBytes(as: pairs[position].key) }
            }
            if distinct {
                entries = pairs
                return
            }
        }
        for position in pairs.indices { self[pairs[position].key] = pairs[position].value }
    }

    /// The keys, in order.
    @inlinable public var keys: [String] { entries.map(\.key) }
    /// The values, in order.
    @inlinable public var values: [Value] { entries.map(\.value) }
    /// The number of entries.
    @inlinable public var count: Int { entries.count }
    /// Whether the map is empty.
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// The position of `key` in `entries`.
    @inlinable func position(of key: String) -> Int? {
        if entries.count > Self.searchLimit { return index[ExactKey(key)] }
        // By index, so only keys are read: a closure over entries would copy each value.
        for position in entries.indices where entries[position].key.hasSameBytes(as: key) { return position }
        return nil
    }

    /// The position of `key` in `entries`, trying `hint` first, then moving `hint` past the entry found: a caller
    /// that asks for keys in the map's own order (every target language of every key) compares one key's bytes
    /// instead of searching or hashing. Read the value in place at `entries[position]` (the getter copies it out,
    /// which for a model struct is a retain of each of its references).
    @inlinable public func position(of key: String, hint: inout Int) -> Int? {
        let found: Int
        if hint < entries.count, entries[hint].key.hasSameBytes(as: key) {
            found = hint
        } else if let position = position(of: key) {
            found = position
        } else {
            return nil
        }
        hint = found + 1
        return found
    }

    /// The value for `key`; setting appends a new key or replaces in place, nil removes.
    public subscript(key: String) -> Value? {
        @inlinable get { position(of: key).map { entries[$0].value } }
        set {
            if let newValue {
                if let position = position(of: key) {
                    entries[position].value = newValue
                    return
                }
                entries.append((key, newValue))
                if entries.count == Self.searchLimit + 1 {
                    index.reserveCapacity(entries.count * 2)
                    for position in entries.indices { index[ExactKey(entries[position].key)] = position }
                } else if entries.count > Self.searchLimit {
                    index[ExactKey(key)] = entries.count - 1
                }
            } else if let position = position(of: key) {
                entries.remove(at: position)
                if entries.count > Self.searchLimit {
                    index.removeValue(forKey: ExactKey(key))
                    for later in position..<entries.count { index[ExactKey(entries[later].key)] = later }
                } else {
                    index.removeAll()
                }
            }
        }
    }
}

extension OrderedMap: Equatable where Value: Equatable {
    /// Equal when both hold the same keys with equal values, whatever the order.
    @inlinable public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}

extension OrderedMap: Sendable where Value: Sendable {}
