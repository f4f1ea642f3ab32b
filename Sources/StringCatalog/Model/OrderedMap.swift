/// An ordered map from string keys (compared by exact bytes) to values: how a catalog's objects are modelled.
///
/// Order is kept as read or inserted; the writer sorts keys the way Xcode does, so order here is only for
/// stable iteration and reports.
public struct OrderedMap<Value> {
    /// The entries, in order.
    public private(set) var entries: [(key: String, value: Value)] = []
    /// Key → position, kept only while the map holds more than `searchLimit` entries (then complete; else empty).
    /// A catalog holds tens of thousands of small maps (a unit's plural forms, a key's languages): searching a few
    /// keys is as fast as hashing one, and a dictionary per map was a large part of reading a catalog.
    private var index: [ExactKey: Int] = [:]
    private static var searchLimit: Int { 16 }

    /// An empty map.
    public init() {}

    /// A map holding `entries` in order; a later duplicate key replaces the earlier value.
    public init(_ entries: [(String, Value)]) {
        for (key, value) in entries { self[key] = value }
    }

    /// The keys, in order.
    public var keys: [String] { entries.map(\.key) }
    /// The values, in order.
    public var values: [Value] { entries.map(\.value) }
    /// The number of entries.
    public var count: Int { entries.count }
    /// Whether the map is empty.
    public var isEmpty: Bool { entries.isEmpty }

    /// The position of `key` in `entries`.
    private func position(of key: String) -> Int? {
        if entries.count > Self.searchLimit { return index[ExactKey(key)] }
        return entries.firstIndex { $0.key.hasSameBytes(as: key) }
    }

    /// The value for `key`; setting appends a new key or replaces in place, nil removes.
    public subscript(key: String) -> Value? {
        get { position(of: key).map { entries[$0].value } }
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
    public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}

extension OrderedMap: Sendable where Value: Sendable {}
