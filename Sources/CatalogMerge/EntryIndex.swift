import StringCatalog

/// The position of each `strings` entry of a side by its exact key, built from what the shallow read found: the
/// entries read as the base's (same key as written, same bytes) are looked up through the base's index and the
/// base-to-side positions, so only the entries not found there are hashed. A side that keeps most of the base's
/// entries (a merge with few changes) costs one hash per changed entry instead of one per entry.
struct EntryIndex {
    /// The positions of the entries hashed here (all of them without a base).
    private let own: [ExactKey: Int]
    /// The base's index, for the entries found as the base's.
    private let base: [ExactKey: Int]
    /// For each base position, the side's entry found as that base entry.
    private let fromBase: [Int?]

    /// The index of every entry of `side`, each hashed (for the base).
    init(_ side: ShallowCatalog) {
        var own: [ExactKey: Int] = [:]
        own.reserveCapacity(side.entries.count)
        for (position, entry) in side.entries.enumerated() { own[ExactKey(entry.key)] = position }
        self.own = own
        self.base = [:]
        self.fromBase = []
    }

    /// The index of `side`, read against the base whose index is `base` (of `baseCount` entries).
    init(_ side: ShallowCatalog, base: EntryIndex, baseCount: Int) {
        var own: [ExactKey: Int] = [:]
        var fromBase = [Int?](repeating: nil, count: baseCount)
        for (position, (entry, found)) in zip(side.entries, side.sameEntriesInReference).enumerated() {
            if let found, found < baseCount {
                fromBase[found] = position
            } else {
                own[ExactKey(entry.key)] = position
            }
        }
        self.own = own
        self.base = base.own
        self.fromBase = fromBase
    }

    /// The position of the entry whose key is `key`, nil when the side has none.
    subscript(key: ExactKey) -> Int? {
        if let position = own[key] { return position }
        guard !fromBase.isEmpty, let basePosition = base[key] else { return nil }
        return fromBase[basePosition]
    }
}
