import Diagnostics
import StringCatalog

/// Finds the line and column of catalog key paths quickly: line starts are indexed once per file, so a catalog
/// with thousands of findings is not rescanned from its first byte for each one. It reads the parser's tape, so
/// placing findings needs no `JSONValue` tree.
struct PositionIndex {
    private let tape: JSONTape
    private let lines: LineIndex
    /// The root's `strings` member and the key of each of its entries: a path names its entry by key, and a
    /// linear search of thousands of keys per finding made placing a large catalog's findings quadratic.
    private let strings: (key: JSONTape.Value, value: JSONTape.Value)?
    private let entryIndex: [ExactKey: (key: JSONTape.Value, value: JSONTape.Value)]

    /// Indexes the source bytes of `tape` and the entries of its `strings` object.
    init(tape: JSONTape) {
        self.tape = tape
        lines = LineIndex(tape.bytes)
        let strings = tape.kind(tape.root) == .object ? tape.member(named: "strings", of: tape.root) : nil
        self.strings = strings
        var entryIndex: [ExactKey: (key: JSONTape.Value, value: JSONTape.Value)] = [:]
        if let strings, tape.kind(strings.value) == .object {
            // The first copy of a key wins, as `JSONObject.index(forKey:)` finds it.
            for member in tape.members(of: strings.value) {
                let key = ExactKey(tape.string(member.key))
                if entryIndex[key] == nil { entryIndex[key] = member }
            }
        }
        self.entryIndex = entryIndex
    }

    /// Where the member at `path` starts (its key's opening quote), or the nearest enclosing member read from the
    /// file; 1:1 when there is none.
    func location(of path: CatalogKeyPath) -> SourceLocation {
        guard let offset = sourceOffset(of: path) else { return SourceLocation(line: 1, column: 1) }
        return location(ofOffset: offset)
    }

    /// `JSONDocument.sourceOffset(of:)`, with the entry looked up in the index.
    private func sourceOffset(of path: CatalogKeyPath) -> Int? {
        let components = path.components
        guard components.count >= 2, components[0] == "strings", let strings else {
            return sourceOffset(of: components[...], in: tape.root, best: nil)
        }
        guard let entry = entryIndex[ExactKey(components[1])] else { return start(of: strings.key) }
        return sourceOffset(of: components.dropFirst(2), in: entry.value, best: start(of: entry.key))
    }

    /// The offset of the member at `components` below `value`, or of the deepest one found; `best` when none is.
    private func sourceOffset(of components: ArraySlice<String>, in value: JSONTape.Value, best: Int?) -> Int? {
        var value = value
        var best = best
        for component in components {
            guard tape.kind(value) == .object, let member = tape.member(named: component, of: value) else { break }
            best = start(of: member.key)
            value = member.value
        }
        return best
    }

    /// The offset of a key's opening quote.
    private func start(of key: JSONTape.Value) -> Int { tape.source(key).startIndex }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset)
        return SourceLocation(line: position.line, column: position.column)
    }
}
