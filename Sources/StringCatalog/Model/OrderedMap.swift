/// An ordered map from string keys (compared by exact bytes) to values: how a catalog's objects are modelled.
///
/// Order is kept as read or inserted; the writer sorts keys the way Xcode does, so order here is only for
/// stable iteration and reports.
public struct OrderedMap<Value> {
    /// The entries, in order.
    public private(set) var entries: [(key: String, value: Value)] = []
    private var index: [ExactKey: Int] = [:]

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

    /// The value for `key`; setting appends a new key or replaces in place, nil removes.
    public subscript(key: String) -> Value? {
        get { index[ExactKey(key)].map { entries[$0].value } }
        set {
            let exact = ExactKey(key)
            if let newValue {
                if let position = index[exact] {
                    entries[position].value = newValue
                } else {
                    index[exact] = entries.count
                    entries.append((key, newValue))
                }
            } else if let position = index.removeValue(forKey: exact) {
                entries.remove(at: position)
                for later in position..<entries.count { index[ExactKey(entries[later].key)] = later }
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
