/// A hand-written Swift lexer: turns source text into tokens with positions, never failing on valid Swift.
///
/// It covers what the lint needs to read declarations reliably: every string literal form (single-line, multi-line,
/// raw with any number of `#`, interpolations nested to any depth with strings and closures inside), nested block
/// comments, regex literals, attributes and `#if` directives. Unterminated strings and comments are reported as
/// `LexProblem`s with their start position; the lexer then carries on so a half-typed file still yields tokens.
public struct Lexer {
    /// The tokens and any problems found.
    public struct Result: Sendable {
        public var tokens: [Token]
        public var problems: [LexProblem]
    }

    /// Lexes `source` into tokens, comments included.
    public static func tokenize(_ source: String) -> Result {
        var lexer = Lexer(bytes: Array(source.utf8))
        var tokens: [Token] = []
        tokens.reserveCapacity(lexer.bytes.count / 5)
        while let token = lexer.next() { tokens.append(token) }
        return Result(tokens: tokens, problems: lexer.problems)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var problems: [LexProblem] = []
    /// The last token that is not a comment, to tell a regex literal `/…/` from the division operator.
    private var previous: Token?
    /// Column cache: the column of `columnOffset` on the current line, so columns are computed incrementally.
    private var columnOffset = 0
    private var columnValue = 1

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3; columnOffset = 3 }
    }

    // MARK: - Positions

    private func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// The 1-based column of `offset` on the current line, counting Unicode scalars (UTF-8 lead bytes).
    private mutating func column(of offset: Int) -> Int {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            columnValue = 1
        }
        var position = columnOffset
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { columnValue += 1 }
            position += 1
        }
        columnOffset = offset
        return columnValue
    }

    private mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Tokens

    /// The next token, or nil at the end of the text.
    mutating func next() -> Token? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let start = index
        let startLine = line
        let startColumn = column(of: start)
        let kind = scanToken(start: start, line: startLine, column: startColumn)
        var token = Token(kind: kind.kind, text: text(from: start), line: startLine, column: startColumn, endLine: line)
        token.isInterpolated = kind.interpolated
        if token.kind == .identifier, Self.keywords.contains(token.text) { token.kind = .keyword }
        if token.kind != .comment { previous = token }
        return token
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): newline(at: index); index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0: index += 1
            default: return
            }
        }
    }

    private mutating func scanToken(start: Int, line: Int, column: Int) -> (kind: TokenKind, interpolated: Bool) {
        let c = bytes[index]
        switch c {
        case UInt8(ascii: "/"):
            if byte(index + 1) == UInt8(ascii: "/") { scanLineComment(); return (.comment, false) }
            if byte(index + 1) == UInt8(ascii: "*") { scanBlockComment(line: line, column: column); return (.comment, false) }
            if regexAllowed(), scanBareRegex() { return (.regex, false) }
            scanOperator()
            return (.operator, false)
        case UInt8(ascii: "\""):
            return (.string, scanString(hashes: 0, line: line, column: column))
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            let after = byte(index + hashes)
            if after == UInt8(ascii: "\"") {
                index += hashes
                return (.string, scanString(hashes: hashes, line: line, column: column))
            }
            if after == UInt8(ascii: "/"), scanExtendedRegex(hashes: hashes, line: line, column: column) {
                return (.regex, false)
            }
            if hashes == 1, Self.isIdentifierStart(after) {
                index += 1
                scanIdentifierBody()
                let word = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                if word == "if" || word == "else" || word == "elseif" || word == "endif" { return (.directive, false) }
                return (.poundKeyword, false)
            }
            if start == 0 || (start == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])), after == UInt8(ascii: "!") {
                scanLineComment()
                return (.comment, false)
            }
            index += 1
            return (.punctuation, false)
        case UInt8(ascii: "@"):
            index += 1
            if Self.isIdentifierStart(byte(index)) { scanIdentifierBody(); return (.attribute, false) }
            return (.punctuation, false)
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if byte(index) == UInt8(ascii: "`") {
                index += 1
            } else {
                problems.append(LexProblem(message: "unterminated backtick identifier", line: line, column: column))
            }
            return (.identifier, false)
        case UInt8(ascii: "$"):
            index += 1
            scanIdentifierBody()
            return (.identifier, false)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return (.number, false)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            index += 1
            return (.punctuation, false)
        case UInt8(ascii: "."):
            if byte(index + 1) == UInt8(ascii: ".") { scanOperator(); return (.operator, false) }
            index += 1
            return (.punctuation, false)
        default:
            if Self.isOperatorCharacter(c) { scanOperator(); return (.operator, false) }
            if Self.isIdentifierStart(c) { scanIdentifierBody(); return (.identifier, false) }
            index += 1
            return (.punctuation, false)
        }
    }

    // MARK: - Names, numbers, operators

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0x80
    }

    static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }

    static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func scanIdentifierBody() {
        while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
    }

    private mutating func scanNumber() {
        let afterDot = previous.map { $0.kind == .punctuation && $0.text == "." } ?? false
        if bytes[index] == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(byte(index + 1)) {
            let hex = byte(index + 1) == UInt8(ascii: "x")
            index += 2
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                let c = bytes[index]
                if c == UInt8(ascii: "."), !(hex && Self.isHexDigit(byte(index + 1))) { break }
                if hex, c == UInt8(ascii: "p") || c == UInt8(ascii: "P"),
                   byte(index + 1) == UInt8(ascii: "-") || byte(index + 1) == UInt8(ascii: "+") {
                    index += 1
                }
                index += 1
            }
            return
        }
        scanDigits()
        if afterDot { return }
        if byte(index) == UInt8(ascii: "."), Self.isDigit(byte(index + 1)) {
            index += 1
            scanDigits()
        }
        if byte(index) == UInt8(ascii: "e") || byte(index) == UInt8(ascii: "E") {
            var next = index + 1
            if byte(next) == UInt8(ascii: "-") || byte(next) == UInt8(ascii: "+") { next += 1 }
            if Self.isDigit(byte(next)) {
                index = next
                scanDigits()
            }
        }
    }

    private mutating func scanDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    /// An operator run; a run may hold `.` only when it starts with one, and stops before a comment.
    private mutating func scanOperator() {
        let dotted = bytes[index] == UInt8(ascii: ".")
        index += 1
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { return }
            if Self.isOperatorCharacter(c) || (dotted && c == UInt8(ascii: ".")) {
                index += 1
            } else {
                return
            }
        }
    }

    // MARK: - Comments

    private mutating func scanLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func scanBlockComment(line: Int, column: Int) {
        index += 2
        var depth = 1
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if c == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if c == UInt8(ascii: "\n") { newline(at: index) }
                index += 1
            }
        }
        problems.append(LexProblem(message: "unterminated block comment", line: line, column: column))
    }

    // MARK: - Strings

    /// Scans a string literal whose opening `#`s are consumed and `index` is at the first quote.
    /// Returns whether the literal holds an interpolation.
    private mutating func scanString(hashes: Int, line: Int, column: Int) -> Bool {
        let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        var interpolated = false
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                let after = index + 1 + hashes
                if byte(after) == UInt8(ascii: "(") {
                    index = after + 1
                    interpolated = true
                    scanInterpolation()
                    continue
                }
                if byte(after) == UInt8(ascii: "\n") { newline(at: after) }
                if byte(after) == UInt8(ascii: "\r"), byte(after + 1) == UInt8(ascii: "\n") {
                    newline(at: after + 1)
                    index = after + 2
                    continue
                }
                index = min(after + 1, bytes.count)
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || (byte(index + 1) == c && byte(index + 2) == c)), hasHashes(hashes, at: index + quotes) {
                    index += quotes + hashes
                    return interpolated
                }
                index += 1
                continue
            }
            if c == UInt8(ascii: "\n") {
                if !multiline { break }
                newline(at: index)
            }
            index += 1
        }
        problems.append(LexProblem(
            message: multiline ? "unterminated multi-line string literal" : "unterminated string literal",
            line: line, column: column))
        return interpolated
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        var position = offset
        while position < offset + count {
            if byte(position) != UInt8(ascii: "#") { return false }
            position += 1
        }
        return true
    }

    /// Skips the tokens of an interpolation up to its closing parenthesis; `index` is just after `\(`.
    private mutating func scanInterpolation() {
        let saved = previous
        previous = nil
        var depth = 0
        while let token = next() {
            if token.kind == .punctuation {
                if token.text == "(" {
                    depth += 1
                } else if token.text == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
        }
        previous = saved
    }

    // MARK: - Regex literals

    /// Whether a `/` here starts an expression, so it may open a regex literal rather than divide.
    private func regexAllowed() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation:
            return ["(", "[", "{", ",", ":", ";"].contains(previous.text)
        case .operator:
            return !(previous.text == "?" || previous.text == "!" || previous.text.hasSuffix(">"))
        case .keyword:
            return ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "is"]
                .contains(previous.text)
        default:
            return false
        }
    }

    /// Scans `/…/` on one line when it reads as a regex: no space after the opening slash nor before the closing one.
    private mutating func scanBareRegex() -> Bool {
        let next = byte(index + 1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "=")
            || next == UInt8(ascii: ")") || next == 0 {
            return false
        }
        var position = index + 1
        var classDepth = 0
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "\n"):
                return false
            case UInt8(ascii: "\\"):
                position += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                classDepth = max(0, classDepth - 1)
            case UInt8(ascii: "/") where classDepth == 0:
                let before = bytes[position - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
                index = position + 1
                return true
            default:
                break
            }
            position += 1
        }
        return false
    }

    /// Scans `#/…/#` (any number of `#`, may span lines when the opening slash ends its line).
    private mutating func scanExtendedRegex(hashes: Int, line: Int, column: Int) -> Bool {
        var position = index + hashes + 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if c == UInt8(ascii: "/"), hasHashes(hashes, at: position + 1) {
                var scan = index
                while scan < position {
                    if bytes[scan] == UInt8(ascii: "\n") { newline(at: scan) }
                    scan += 1
                }
                index = position + 1 + hashes
                return true
            }
            position += 1
        }
        return false
    }

    // MARK: - Keywords

    /// Reserved words; contextual ones (`get`, `set`, `some`, `override`, `mutating`, …) stay identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
