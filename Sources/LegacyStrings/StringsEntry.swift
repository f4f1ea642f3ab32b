/// One `key = value;` pair of a `.strings` file, with the comment written directly above it.
public struct StringsEntry: Equatable, Sendable {
    /// The unescaped key.
    public var key: String
    /// The unescaped value (equal to the key for the `"key";` shorthand).
    public var value: String
    /// The text of the comment directly above the entry (no blank line between), trimmed; nil when there is none.
    public var comment: String?
    /// 1-based line of the key, for warnings.
    public var line: Int

    /// Creates an entry.
    public init(key: String, value: String, comment: String? = nil, line: Int = 0) {
        self.key = key
        self.value = value
        self.comment = comment
        self.line = line
    }
}
