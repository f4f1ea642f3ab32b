import StringCatalog

/// Key order merged three-way (issue 12 §3): a key one side moved — its place among the keys all three sides
/// share changed from the base — while the other side kept the base's order goes where the moving side put it
/// (right after the key that precedes it there), as git's textual merge does. When ours moved keys, ours' order
/// stands; when neither did, nothing moves.
enum KeyMoves {
    /// `keys` (the merged order: ours' order with the additions) with theirs' moves applied; nil when theirs moved
    /// nothing or ours moved keys too.
    static func applyingTheirs(to keys: [String], base: [String], ours: [String], theirs: [String]) -> [String]? {
        // The usual cases, without building any table: theirs kept the base's keys, or holds ours' very keys.
        let same = { (a: [String], b: [String]) in a.elementsEqual(b) { $0.hasSameBytes(as: $1) } }
        if same(theirs, base) || same(theirs, ours) { return nil }
        var basePosition: [ExactKey: Int] = [:]
        basePosition.reserveCapacity(base.count)
        for (position, key) in base.enumerated() where basePosition[ExactKey(key)] == nil {
            basePosition[ExactKey(key)] = position
        }
        let oursKeys = Set(ours.map(ExactKey.init))
        let theirsKeys = Set(theirs.map(ExactKey.init))
        func shared(_ key: String) -> Bool {
            let exact = ExactKey(key)
            return basePosition[exact] != nil && oursKeys.contains(exact) && theirsKeys.contains(exact)
        }
        let baseShared = base.filter(shared)
        guard ours.filter(shared).elementsEqual(baseShared, by: { $0.hasSameBytes(as: $1) }) else { return nil }
        let theirsShared = theirs.filter(shared)
        guard !theirsShared.elementsEqual(baseShared, by: { $0.hasSameBytes(as: $1) }) else { return nil }
        // The keys theirs moved: those off a longest run of theirs' shared keys that is in the base's order.
        let staying = longestIncreasingRun(theirsShared.compactMap { basePosition[ExactKey($0)] })
        var moved = Set<ExactKey>()
        for (index, key) in theirsShared.enumerated() where !staying.contains(index) { moved.insert(ExactKey(key)) }
        var result = keys.filter { !moved.contains(ExactKey($0)) }
        var placed = Set(result.map(ExactKey.init))
        for (index, key) in theirs.enumerated() where moved.contains(ExactKey(key)) {
            var position = 0
            var before = index - 1
            while before >= 0 {
                let predecessor = ExactKey(theirs[before])
                if placed.contains(predecessor), let found = result.firstIndex(where: { ExactKey($0) == predecessor }) {
                    position = found + 1
                    break
                }
                before -= 1
            }
            result.insert(key, at: position)
            placed.insert(ExactKey(key))
        }
        return result
    }

    /// The indices of one longest strictly increasing subsequence of `values` (patience sorting, n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // index into values of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }
}
