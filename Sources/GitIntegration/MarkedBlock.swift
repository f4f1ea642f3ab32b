/// A run of lines the installer adds to someone else's file, between a begin and an end line, so that uninstall
/// can remove exactly those lines and leave every other byte as it was.
public struct MarkedBlock: Equatable, Sendable {
    /// The first line; a file line starting with it opens the block.
    public var begin: String
    /// The lines between begin and end.
    public var body: [String]
    /// The last line; the first file line equal to it after `begin` closes the block.
    public var end: String

    /// Creates a block.
    public init(begin: String, body: [String], end: String) {
        self.begin = begin
        self.body = body
        self.end = end
    }

    /// The block's text, each line ending in a newline.
    public var text: String {
        ([begin] + body + [end]).map { $0 + "\n" }.joined()
    }

    /// The range of the block in `text` (begin line through end line and its newline), or nil when absent.
    /// Lines are split at `\n` scalars, so CRLF files work (a `\r\n` is one Character in Swift).
    public func range(in text: String) -> Range<String.Index>? {
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var blockStart: String.Index?
        while lineStart < scalars.endIndex {
            let newline = scalars[lineStart...].firstIndex(of: "\n")
            let lineEnd = newline ?? scalars.endIndex
            let next = newline.map { scalars.index(after: $0) } ?? scalars.endIndex
            let line = String(scalars[lineStart..<lineEnd])
            if blockStart == nil {
                if line.hasPrefix(begin) { blockStart = lineStart }
            } else if line == end, let start = blockStart {
                return start..<next
            }
            lineStart = next
        }
        return nil
    }

    /// Whether `text` holds the block (in any version: only the markers are compared).
    public func isPresent(in text: String) -> Bool { range(in: text) != nil }

    /// `text` with the block removed; unchanged when the block is absent.
    public func removed(from text: String) -> String {
        guard let range = range(in: text) else { return text }
        var scalars = text.unicodeScalars
        scalars.removeSubrange(range)
        return String(scalars)
    }

    /// `text` with its block replaced by this version; nil when the block is absent.
    public func replacing(in text: String) -> String? {
        guard let range = range(in: text) else { return nil }
        var scalars = text.unicodeScalars
        scalars.replaceSubrange(range, with: self.text.unicodeScalars)
        return String(scalars)
    }

    /// `text` with the block inserted after its first line (a shebang); nil when the first line has no newline.
    public func insertedAfterFirstLine(of text: String) -> String? {
        var scalars = text.unicodeScalars
        guard let newline = scalars.firstIndex(of: "\n") else { return nil }
        scalars.insert(contentsOf: self.text.unicodeScalars, at: scalars.index(after: newline))
        return String(scalars)
    }
}
