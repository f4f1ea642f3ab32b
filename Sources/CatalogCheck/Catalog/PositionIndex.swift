import Diagnostics
import StringCatalog

/// Finds the line and column of catalog key paths quickly: line starts are indexed once per file, so a catalog
/// with thousands of findings is not rescanned from its first byte for each one.
struct PositionIndex {
    private let document: JSONDocument
    private let lineStarts: [Int]

    /// Indexes `document`'s source bytes.
    init(document: JSONDocument) {
        self.document = document
        var starts = [0]
        for (offset, byte) in document.sourceBytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Where the member at `path` starts (its key's opening quote), or the nearest enclosing member read from the
    /// file; 1:1 when there is none.
    func location(of path: CatalogKeyPath) -> SourceLocation {
        guard let offset = document.sourceOffset(of: path) else { return SourceLocation(line: 1, column: 1) }
        return location(ofOffset: offset)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let bytes = document.sourceBytes
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}
