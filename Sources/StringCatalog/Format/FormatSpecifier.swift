/// One `%` sequence found in a localized string: an argument, a literal `%%`, or a `%#@name@` substitution reference.
///
/// Its place is given both ways: in characters (`offset`, for columns in messages and edits of a `String`) and in
/// UTF-8 bytes (`utf8Range`, for edits of the bytes a `.strings` or `.stringsdict` file holds).
public struct FormatSpecifier: Equatable, Sendable {
    /// What the sequence stands for.
    public enum Role: Equatable, Sendable {
        /// Consumes an argument of this class.
        case argument(ArgumentKind)
        /// `%%`, a literal percent sign.
        case percent
        /// `%#@name@`: replaced by the substitution (or stringsdict variable) called `name`.
        case substitution(String)
        /// `%arg` inside a substitution's variations: the substitution's own argument.
        case substitutionArgument
    }

    /// The exact text, e.g. `%1$@`, `%.2f`, `%#@count@`.
    public var text: String
    public var role: Role
    /// The explicit 1-based argument position (`%2$@` → 2), or nil for a plain specifier.
    public var position: Int?
    /// Extra integer arguments taken by `*` width or precision: their explicit positions, or nil each when plain.
    public var starArguments: [Int?]
    /// The offset of the `%` in the string, in characters.
    public var offset: Int
    /// Where the specifier is in the UTF-8 of the string, in bytes.
    public var utf8Range: Range<Int>

    /// Creates a specifier.
    public init(
        text: String, role: Role, position: Int? = nil, starArguments: [Int?] = [], offset: Int = 0,
        utf8Range: Range<Int>
    ) {
        self.text = text
        self.role = role
        self.position = position
        self.starArguments = starArguments
        self.offset = offset
        self.utf8Range = utf8Range
    }

    /// Whether the specifier takes an argument of its own (`%%` and references do not).
    public var consumesArgument: Bool {
        if case .argument = role { return true }
        return false
    }

    /// For a `%#@name@` reference, its name.
    public var substitutionName: String? {
        if case .substitution(let name) = role { return name }
        return nil
    }
}
