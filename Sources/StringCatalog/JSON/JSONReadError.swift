/// Why a file could not be read as JSON, with the place; as a `LocatedError` it prints `path:line:col: error: message`.
///
/// The messages name the problem people actually hit — conflict markers left by a merge, duplicate keys committed
/// after a bad merge resolution, a byte-order mark, broken UTF-8 — and what to do about it.
public struct JSONReadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        case unexpectedCharacter(found: String, expected: String)
        case unexpectedEnd(expected: String)
        case duplicateKey(key: String, firstLine: Int)
        case conflictMarkers
        case byteOrderMark
        case invalidUTF8
        case trailingData
        case invalidEscape(String)
        case controlCharacterInString
        case invalidNumber
        case invalidSurrogate
        case emptyFile
        case tooDeep
        /// 4 GiB or more: offsets on the tape are 32 bits.
        case tooLarge
    }

    /// The file, as named by the caller (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (in characters) of the problem.
    public var column: Int
    public var reason: Reason

    /// Creates an error.
    public init(path: String, line: Int, column: Int, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The message without the position.
    public var message: String {
        switch reason {
        case .unexpectedCharacter(let found, let expected):
            return "expected \(expected), found \(found)"
        case .unexpectedEnd(let expected):
            return "the file ends early: expected \(expected) (is it truncated?)"
        case .duplicateKey(let key, let firstLine):
            return "duplicate key \"\(key)\" (first at line \(firstLine), again at line \(line)); "
                + "keep one of them — duplicates usually come from a merge resolved by hand"
        case .conflictMarkers:
            return "holds unresolved merge conflict markers at line \(line); "
                + "resolve them (or run 'git xcstrings resolve FILE --ours|--theirs') before using the file"
        case .byteOrderMark:
            return "starts with a byte-order mark; String Catalogs are UTF-8 without one"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence; the file must be UTF-8"
        case .trailingData:
            return "unexpected data after the end of the JSON document"
        case .invalidEscape(let escape):
            return "invalid escape '\(escape)' in a string"
        case .controlCharacterInString:
            return "unescaped control character in a string (write it as \\n, \\t or \\u00XX)"
        case .invalidNumber:
            return "invalid number"
        case .invalidSurrogate:
            return "invalid \\u surrogate pair in a string"
        case .emptyFile:
            return "the file is empty; expected a JSON object"
        case .tooDeep:
            return "nesting is deeper than 512 levels"
        case .tooLarge:
            return "the file is 4 GiB or larger; String Catalogs are read up to 4 GiB"
        }
    }
}
