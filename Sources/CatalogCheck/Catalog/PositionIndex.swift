import Diagnostics
import StringCatalog

/// Finds the line and column of catalog key paths quickly: line starts are indexed once per file, so a catalog
/// with thousands of findings is not rescanned from its first byte for each one.
struct PositionIndex {
    private let document: JSONDocument
    private let lines: LineIndex
    /// The root's `strings` object and the position of each of its keys: a path names its entry by key, and a
    /// linear search of thousands of keys per finding made placing a large catalog's findings quadratic.
    private let strings: JSONObject?
    private let stringsOffset: Int?
    private let entryIndex: [ExactKey: Int]

    /// Indexes `document`'s source bytes and the entries of its `strings` object.
    init(document: JSONDocument) {
        self.document = document
        lines = LineIndex(document.sourceBytes)
        let root = document.root.object
        let stringsMember = root.flatMap { root in root.index(forKey: "strings").map { root.members[$0] } }
        strings = stringsMember?.value.object
        stringsOffset = stringsMember?.sourceOffset
        var entryIndex: [ExactKey: Int] = [:]
        if let members = strings?.members {
            entryIndex.reserveCapacity(members.count)
            // The first copy of a key wins, as `JSONObject.index(forKey:)` finds it.
            for (position, member) in members.enumerated() where entryIndex[ExactKey(member.key)] == nil {
                entryIndex[ExactKey(member.key)] = position
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
        guard components.count >= 2, components[0] == "strings", let strings, let stringsOffset else { return document.sourceOffset(of: path) }
        guard let position = entryIndex[ExactKey(components[1])] else { return stringsOffset }
        let entry = strings.members[position]
        var best = entry.sourceOffset ?? stringsOffset
        var value = entry.value
        for component in components.dropFirst(2) {
            guard let object = value.object, let index = object.index(forKey: component) else { break }
            let member = object.members[index]
            if let offset = member.sourceOffset { best = offset }
            value = member.value
        }
        return best
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset)
        return SourceLocation(line: position.line, column: position.column)
    }
}
