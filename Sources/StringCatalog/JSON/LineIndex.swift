import Foundation

/// Turns byte offsets into line and column quickly, for files with thousands of positions to report: line starts
/// are indexed once, so no position rescans the file from its first byte. Columns count Unicode scalars.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes the line starts of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            // Each newline is found a word at a time (memchr); a loop over the bytes was most of placing findings.
            var newline = ByteSearch.index(of: 0x0A, in: buffer, from: 0)
            while newline < buffer.count {
                starts.append(newline + 1)
                newline = ByteSearch.index(of: 0x0A, in: buffer, from: newline + 1)
            }
        }
        lineStarts = starts
    }

    /// The 1-based line and column of a byte offset.
    public func position(ofOffset offset: Int) -> TextPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let end = min(offset, bytes.count)
        let column = 1 + (start < end ? bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) } : 0)
        return TextPosition(line: low + 1, column: column)
    }
}
