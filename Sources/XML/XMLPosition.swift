/// A 1-based line and column in an XML text. Columns count Unicode scalars, as editors do, so a diagnostic
/// `path:line:col` lands on the character it names.
public struct XMLPosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form diagnostics print.
    public var description: String { "\(line):\(column)" }
}
