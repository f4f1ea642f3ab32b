/// One key of a `.stringsdict` file with its rule.
public struct StringsdictEntry: Equatable, Sendable {
    /// The localization key.
    public var key: String
    /// What the key holds.
    public var rule: StringsdictRule

    /// Creates an entry.
    public init(key: String, rule: StringsdictRule) {
        self.key = key
        self.rule = rule
    }
}
