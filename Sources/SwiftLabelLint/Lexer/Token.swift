/// What a token is, as far as the lint needs to know: enough to read declarations and calls, not a full grammar.
public enum TokenKind: String, Equatable, Sendable {
    /// A name: `title`, `` `default` ``, `$0`, `$text`, also contextual words such as `get` or `some`.
    case identifier
    /// A reserved word of the language: `struct`, `let`, `func`, `return`, `self`, …
    case keyword
    /// An attribute with its name: `@State`, `@_disfavoredOverload` (arguments follow as ordinary tokens).
    case attribute
    /// A compiler directive of conditional compilation: `#if`, `#elseif`, `#else`, `#endif`.
    case directive
    /// Any other `#` word: `#selector`, `#available`, `#Preview`, `#warning`.
    case poundKeyword
    /// One of `( ) { } [ ] , : ; . @ #` or another single character that is not an operator.
    case punctuation
    /// A run of operator characters: `==`, `->`, `?`, `??`, `..<`, `&&`.
    case `operator`
    /// An integer or floating-point literal.
    case number
    /// A string literal of any form, quotes and interpolations included.
    case string
    /// A regex literal, `#/…/#` or `/…/`.
    case regex
    /// A comment: `// …`, `/// …`, `/* … */` (nested), with its delimiters.
    case comment
}

/// One token of Swift source with where it starts (1-based line and column, columns counted in Unicode scalars).
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// The exact source text of the token.
    public var text: String
    public var line: Int
    public var column: Int
    /// The line the token ends on (differs from `line` for multi-line strings and comments).
    public var endLine: Int
    /// For string literals: whether it holds an interpolation `\(…)`.
    public var isInterpolated: Bool

    /// Creates a token.
    public init(kind: TokenKind, text: String, line: Int, column: Int, endLine: Int? = nil, isInterpolated: Bool = false) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.isInterpolated = isInterpolated
    }

    /// The identifier without backticks: `` `default` `` is `default`.
    public var name: String {
        // The first byte first: counting characters walks the whole text, and almost no name has backticks.
        if text.utf8.first == UInt8(ascii: "`"), text.count >= 2, text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether this is the punctuation or operator `symbol`.
    public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    /// Whether this is the keyword (or contextual identifier) `word`.
    public func isWord(_ word: String) -> Bool {
        (kind == .keyword || kind == .identifier) && text == word
    }
}

/// A problem the lexer found: an unterminated string, comment, regex or backtick name, with where it starts.
public struct LexProblem: Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int

    /// Creates a problem report.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
