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

    /// The byte range of the block in `text` (begin line through end line and its newline), or nil when absent.
    public func range(in text: String) -> Range<String.Index>? {
        var lineStart = text.startIndex
        var blockStart: String.Index?
        while lineStart < text.endIndex {
            let newline = text[lineStart...].firstIndex(of: "\n")
            let lineEnd = newline ?? text.endIndex
            let next = newline.map { text.index(after: $0) } ?? text.endIndex
            let line = text[lineStart..<lineEnd]
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
        var result = text
        result.removeSubrange(range)
        return result
    }

    /// `text` with its block replaced by this version; nil when the block is absent.
    public func replacing(in text: String) -> String? {
        guard let range = range(in: text) else { return nil }
        var result = text
        result.replaceSubrange(range, with: self.text)
        return result
    }

    /// `text` with the block inserted after its first line (a shebang); nil when the first line has no newline.
    public func insertedAfterFirstLine(of text: String) -> String? {
        guard let newline = text.firstIndex(of: "\n") else { return nil }
        var result = text
        result.insert(contentsOf: self.text, at: text.index(after: newline))
        return result
    }
}
