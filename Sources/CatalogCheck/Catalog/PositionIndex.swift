import Diagnostics
import StringCatalog

/// Finds the line and column of catalog key paths quickly: line starts are indexed once per file, so a catalog
/// with thousands of findings is not rescanned from its first byte for each one.
struct PositionIndex {
    private let document: JSONDocument
    private let lines: LineIndex

    /// Indexes `document`'s source bytes.
    init(document: JSONDocument) {
        self.document = document
        lines = LineIndex(document.sourceBytes)
    }

    /// Where the member at `path` starts (its key's opening quote), or the nearest enclosing member read from the
    /// file; 1:1 when there is none.
    func location(of path: CatalogKeyPath) -> SourceLocation {
        guard let offset = document.sourceOffset(of: path) else { return SourceLocation(line: 1, column: 1) }
        return location(ofOffset: offset)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset)
        return SourceLocation(line: position.line, column: position.column)
    }
}
