import Diagnostics

/// A 1-based line and column in a text file (columns count Unicode scalars, as editors do): Diagnostics'
/// `SourceLocation`, so a reader's error position and a finding's location are one type.
public typealias TextPosition = SourceLocation

extension SourceLocation {
    /// Finds the line and column of byte `offset` in UTF-8 `bytes`.
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start a character.
        var column = 1
        for byte in bytes[lineStart..<end] where byte & 0xC0 != 0x80 {
            column += 1
        }
        self.init(line: line, column: column)
    }
}
