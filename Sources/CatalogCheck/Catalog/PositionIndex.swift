import Diagnostics
import StringCatalog

/// Finds the line and column of catalog key paths quickly: line starts are indexed once per file, so a catalog
/// with thousands of findings is not rescanned from its first byte for each one. It reads the parser's tape, so
/// placing findings needs no `JSONValue` tree.
struct PositionIndex {
    private let tape: JSONTape
    private let lines: LineIndex
    /// The root's `strings` member and its entries in file order: a path names its entry by key, and a linear
    /// search of thousands of keys from the first for each finding made placing a large catalog's findings quadratic.
    private let strings: (key: JSONTape.Value, value: JSONTape.Value)?
    private let entries: [(key: JSONTape.Value, value: JSONTape.Value)]
    /// Where the next entry is looked for: after the last one found. The checks report entries in file order,
    /// each check from the first entry again, so a forward search from here finds most entries in a step or two,
    /// comparing keys as written (no decoding, no hashing).
    private var entryCursor = 0
    /// Searches that went past the last entry (back to the first, or to a key the file does not have). After
    /// `searchesBeforeIndex` of them the entries are indexed by key, so findings in any order stay linear.
    private var wrappedSearches = 0
    private var entryIndex: [ExactKey: Int]?
    private static let searchesBeforeIndex = 8

    /// Indexes the source bytes of `tape` and lists the entries of its `strings` object.
    init(tape: JSONTape) {
        self.tape = tape
        lines = LineIndex(tape.bytes)
        let strings = tape.kind(tape.root) == .object ? tape.member(named: "strings", of: tape.root) : nil
        self.strings = strings
        var entries: [(key: JSONTape.Value, value: JSONTape.Value)] = []
        if let strings, tape.kind(strings.value) == .object {
            entries.reserveCapacity(tape.memberCount(of: strings.value))
            entries.append(contentsOf: tape.members(of: strings.value))
        }
        self.entries = entries
    }

    /// The components of the last path placed, and the member found for each of its leading components (the
    /// value, and the offset of its key): a check reports one entry's findings (often one language's) one after
    /// another, so the next path is looked up from where it parts from the last one.
    private var lastComponents: [String] = []
    private var lastSteps: [(value: JSONTape.Value, offset: Int)] = []

    /// Where the member at `path` starts (its key's opening quote), or the nearest enclosing member read from the
    /// file; 1:1 when there is none.
    mutating func location(of path: CatalogKeyPath) -> SourceLocation {
        guard let offset = sourceOffset(of: path) else { return SourceLocation(line: 1, column: 1) }
        return location(ofOffset: offset)
    }

    /// `JSONDocument.sourceOffset(of:)`: the offset of the member at `path`, or of the deepest one found; the
    /// entry is looked up in the index.
    private mutating func sourceOffset(of path: CatalogKeyPath) -> Int? {
        let components = path.components
        var found = 0
        // Components are compared by their bytes, as members are found.
        while found < lastSteps.count, found < components.count,
              components[found].hasSameBytes(as: lastComponents[found]) {
            found += 1
        }
        lastSteps.removeSubrange(found...)
        var value = found == 0 ? tape.root : lastSteps[found - 1].value
        while found < components.count, tape.kind(value) == .object,
              let member = member(components[found], at: found, of: value, in: components) {
            lastSteps.append((value: member.value, offset: start(of: member.key)))
            value = member.value
            found += 1
        }
        lastComponents = components
        return lastSteps.last?.offset
    }

    /// The member named `component` of object `value`, the component at `depth` of `components`: a string entry
    /// is looked up among the entries (`entry(named:)`).
    private mutating func member(_ component: String, at depth: Int, of value: JSONTape.Value,
                                 in components: [String]) -> (key: JSONTape.Value, value: JSONTape.Value)? {
        guard depth == 1, components[0] == "strings", let strings, value == strings.value else {
            return tape.member(named: component, of: value)
        }
        return entry(named: component)
    }

    /// The first entry whose key has exactly the bytes of `key` (as `JSONObject.index(forKey:)` finds it), searched
    /// from the one after the last found, or in the index once searches have wrapped around often.
    private mutating func entry(named key: String) -> (key: JSONTape.Value, value: JSONTape.Value)? {
        if let entryIndex { return entryIndex[ExactKey(key)].map { entries[$0] } }
        let count = entries.count
        let start = entryCursor
        var key = key
        let found: Int? = key.withUTF8 { text in
            for step in 0..<count {
                let position = start + step < count ? start + step : start + step - count
                if tape.equals(entries[position].key, utf8: text) { return position }
            }
            return nil
        }
        if found.map({ $0 < start }) ?? true { wrappedSearches += 1 }
        if let found { entryCursor = found + 1 }
        if wrappedSearches >= Self.searchesBeforeIndex {
            var index: [ExactKey: Int] = [:]
            index.reserveCapacity(count)
            // The first copy of a key wins.
            for position in entries.indices {
                let entryKey = ExactKey(tape.string(entries[position].key))
                _ = index.value(forKey: entryKey, insertingIfMissing: position)
            }
            entryIndex = index
        }
        return found.map { entries[$0] }
    }

    /// The offset of a key's opening quote.
    private func start(of key: JSONTape.Value) -> Int { tape.source(key).startIndex }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset)
        return SourceLocation(line: position.line, column: position.column)
    }
}
