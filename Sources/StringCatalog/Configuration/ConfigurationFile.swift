/// The project's one configuration file, `.xcstrings-lint.json` at the repository root, read with the project's one
/// JSON reader. The lint, `check` and `import` each read their own members of it; this type is what they share: the
/// parse (a malformed file is a `JSONReadError` at its line and column, duplicate keys included), the top-level
/// object, where a member stands, and the "list of strings" value most settings are.
public struct ConfigurationFile {
    /// The file's name, looked up at the repository root.
    public static let name = ".xcstrings-lint.json"

    /// The file's top-level object; nil when the top level is not an object (each command says so in its own error).
    public let root: JSONObject?
    private let bytes: [UInt8]
    private let lines: LineIndex

    /// Reads the file's `bytes` (named `path` in errors). Throws `JSONReadError` when they are not JSON.
    public init(bytes: [UInt8], path: String) throws {
        self.bytes = bytes
        root = try JSONDocument(bytes: bytes, path: path).root.object
        lines = LineIndex(bytes)
    }

    /// Where `member`'s key starts (line 1, column 1 for a member that was not read from the file).
    public func position(of member: JSONObject.Member) -> TextPosition {
        member.sourceOffset.map(lines.position(ofOffset:)) ?? TextPosition(line: 1, column: 1)
    }

    /// Where `text`, quoted as JSON writes it, first stands inside `member`'s value (an item of a list), or where the
    /// member starts when it is not found.
    public func position(ofQuoted text: String, in member: JSONObject.Member) -> TextPosition {
        guard let start = member.sourceOffset else { return TextPosition(line: 1, column: 1) }
        var needle: [UInt8] = []
        JSONWriter.writeQuoted(text, into: &needle)
        // A configuration file is small: a plain scan is enough.
        var offset = start
        while offset + needle.count <= bytes.count {
            if bytes[offset..<offset + needle.count].elementsEqual(needle) { return lines.position(ofOffset: offset) }
            offset += 1
        }
        return position(of: member)
    }

    /// `value` as a list of strings; nil when it is not a list or holds anything but strings.
    public static func strings(_ value: JSONValue) -> [String]? {
        guard let items = value.array else { return nil }
        let strings = items.compactMap(\.stringValue)
        return strings.count == items.count ? strings : nil
    }
}
