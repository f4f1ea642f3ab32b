/// Parses the text of a `.strings` file with Foundation's grammar (the old-style property list of CoreFoundation).
///
/// Accepted: `"…"` and `'…'` strings; unquoted keys and values of `[A-Za-z0-9_$/:.-]`; `key = value;` and the
/// `"key";` shorthand; escapes `\a \b \f \n \r \t \v`, `\U` with up to 4 hex digits, up to 3 octal digits, and any
/// other escaped character standing for itself (so `\u` is not an escape); `/* */` and `//` comments.
/// Foundation rejects a whole file at the first error; so do we, with the line and column of the problem.
public struct StringsParser {
    private let units: [UInt16]
    private let path: String
    private var offset = 0
    /// A running line count: the line at `lineCursorOffset`, advanced as entries are read (positions only grow).
    private var lineCursorOffset = 0
    private var lineCursorLine = 1

    /// Prepares to parse `units` (UTF-16 code units, without a BOM) read from `path`.
    public init(units: [UInt16], path: String) {
        self.units = units
        self.path = path
    }

    /// Every entry in file order, each with the comment directly above it.
    public static func parse(_ units: [UInt16], path: String) throws -> [StringsEntry] {
        var parser = StringsParser(units: units, path: path)
        return try parser.parseEntries()
    }

    private struct PendingComment {
        var text: String
        var isLineComment: Bool
        var end: Int
    }

    private mutating func parseEntries() throws -> [StringsEntry] {
        var entries: [StringsEntry] = []
        var comment: PendingComment?
        // A file may also hold one old-style dictionary in braces: `{ "key" = "value"; }`.
        try skipTrivia(collecting: &comment)
        let braceStart = offset
        let braced = offset < units.count && units[offset] == openBrace
        if braced { offset += 1 }
        while true {
            try skipTrivia(collecting: &comment)
            if braced {
                guard offset < units.count else { throw error(at: braceStart, "the '{' here has no closing '}'") }
                if units[offset] == closeBrace {
                    offset += 1
                    try skipTrivia(collecting: &comment)
                    guard offset >= units.count else { throw error(at: offset, "unexpected \(describe(offset)) after the closing '}'") }
                    break
                }
            }
            guard offset < units.count else { break }
            let keyStart = offset
            let attached = comment.flatMap { lineBreaks(from: $0.end, to: keyStart) <= 1 ? $0.text : nil }
            comment = nil
            let key = try parseString(expecting: "a key (a quoted string)")
            try skipTrivia(collecting: &comment)
            guard offset < units.count else {
                throw error(at: offset, "missing ';' after the key \"\(key)\" at the end of the file")
            }
            let value: String
            if units[offset] == semicolon {
                value = key
            } else if units[offset] == equals {
                offset += 1
                try skipTrivia(collecting: &comment)
                value = try parseString(expecting: "a value (a quoted string) after '=' for the key \"\(key)\"")
                let valueEnd = offset
                try skipTrivia(collecting: &comment)
                guard offset < units.count, units[offset] == semicolon else {
                    // Point where the ';' belongs: right after the value, not at whatever follows. Text on the same
                    // line after a closing quote is almost always a quote that should have been escaped.
                    let sameLine = offset < units.count && lineBreaks(from: valueEnd, to: offset) == 0
                    let hint = sameLine ? "; if the value contains a quote, escape it as \\\" (or \\')" : "; add it at the end of the entry"
                    throw error(at: valueEnd, "missing ';' after the value of the key \"\(key)\"" + hint)
                }
            } else {
                throw error(at: offset, "expected '=' or ';' after the key \"\(key)\", found \(describe(offset))")
            }
            offset += 1
            comment = nil
            entries.append(StringsEntry(key: key, value: value, comment: attached, line: line(at: keyStart)))
        }
        return entries
    }

    // MARK: Trivia

    /// Skips white space and comments; remembers the last comment (consecutive `//` lines join into one).
    private mutating func skipTrivia(collecting comment: inout PendingComment?) throws {
        while offset < units.count {
            let unit = units[offset]
            if isWhitespace(unit) {
                offset += 1
            } else if unit == slash, offset + 1 < units.count, units[offset + 1] == star {
                let start = offset
                offset += 2
                while offset + 1 < units.count, !(units[offset] == star && units[offset + 1] == slash) { offset += 1 }
                guard offset + 1 < units.count else {
                    throw error(at: start, "unterminated comment: '/*' without a closing '*/'")
                }
                let text = string(start + 2, offset).trimmingWhitespace
                offset += 2
                comment = PendingComment(text: text, isLineComment: false, end: offset)
            } else if unit == slash, offset + 1 < units.count, units[offset + 1] == slash {
                let start = offset
                while offset < units.count, units[offset] != newline, units[offset] != carriageReturn { offset += 1 }
                let text = string(start + 2, offset).trimmingWhitespace
                if let previous = comment, previous.isLineComment, lineBreaks(from: previous.end, to: start) == 1 {
                    comment = PendingComment(text: previous.text + "\n" + text, isLineComment: true, end: offset)
                } else {
                    comment = PendingComment(text: text, isLineComment: true, end: offset)
                }
            } else {
                return
            }
        }
    }

    // MARK: Strings

    private mutating func parseString(expecting what: String) throws -> String {
        guard offset < units.count else { throw error(at: offset, "expected \(what), found the end of the file") }
        let unit = units[offset]
        if unit == doubleQuote || unit == singleQuote { return try parseQuoted(quote: unit) }
        if isUnquotedCharacter(unit) {
            let start = offset
            while offset < units.count, isUnquotedCharacter(units[offset]) { offset += 1 }
            return string(start, offset)
        }
        throw error(at: offset, "expected \(what), found \(describe(offset))")
    }

    private mutating func parseQuoted(quote: UInt16) throws -> String {
        let start = offset
        offset += 1
        var result: [UInt16] = []
        var runStart = offset
        while offset < units.count {
            let unit = units[offset]
            if unit == quote {
                result.append(contentsOf: units[runStart..<offset])
                offset += 1
                return String(decoding: result, as: UTF16.self)
            }
            if unit == backslash {
                result.append(contentsOf: units[runStart..<offset])
                offset += 1
                guard offset < units.count else { break }
                result.append(parseEscape())
                runStart = offset
            } else {
                offset += 1
            }
        }
        let quoteCharacter = quote == doubleQuote ? "\"" : "'"
        throw error(at: start, "unterminated string: the \(quoteCharacter) here has no closing \(quoteCharacter)")
    }

    /// Reads the escape after a backslash (the backslash already consumed) the way CoreFoundation does.
    private mutating func parseEscape() -> UInt16 {
        let unit = units[offset]
        offset += 1
        switch unit {
        case ascii("a"): return 7
        case ascii("b"): return 8
        case ascii("f"): return 12
        case ascii("n"): return 10
        case ascii("r"): return 13
        case ascii("t"): return 9
        case ascii("v"): return 11
        case ascii("U"):
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, offset < units.count, let digit = hexValue(units[offset]) {
                value = value &* 16 &+ digit
                offset += 1
                digits += 1
            }
            return value
        case ascii("0")...ascii("7"):
            var value = unit - ascii("0")
            var digits = 1
            while digits < 3, offset < units.count, (ascii("0")...ascii("7")).contains(units[offset]) {
                value = value * 8 + units[offset] - ascii("0")
                offset += 1
                digits += 1
            }
            return value
        default:
            return unit
        }
    }

    // MARK: Positions and messages

    private mutating func line(at target: Int) -> Int {
        lineCursorLine += lineBreaks(from: lineCursorOffset, to: target)
        lineCursorOffset = target
        return lineCursorLine
    }

    private func position(of target: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, index = 0
        while index < target, index < units.count {
            if units[index] == newline || (units[index] == carriageReturn && (index + 1 >= units.count || units[index + 1] != newline)) {
                line += 1
                column = 1
            } else if units[index] != carriageReturn, !UTF16.isTrailSurrogate(units[index]) {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    private func error(at target: Int, _ message: String) -> LegacyReadError {
        let (line, column) = position(of: target)
        return .syntax(path: path, line: line, column: column, message: message)
    }

    private func describe(_ target: Int) -> String {
        guard target < units.count else { return "the end of the file" }
        let end = UTF16.isLeadSurrogate(units[target]) && target + 1 < units.count ? target + 2 : target + 1
        return "'\(string(target, end))'"
    }

    private func lineBreaks(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if units[index] == newline { count += 1 }
            else if units[index] == carriageReturn, index + 1 >= end || units[index + 1] != newline { count += 1 }
            index += 1
        }
        return count
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: units[start..<end], as: UTF16.self)
    }
}

private let semicolon = ascii(";")
private let openBrace = ascii("{")
private let closeBrace = ascii("}")
private let equals = ascii("=")
private let slash = ascii("/")
private let star = ascii("*")
private let backslash = ascii("\\")
private let doubleQuote = ascii("\"")
private let singleQuote = ascii("'")
private let newline = ascii("\n")
private let carriageReturn = ascii("\r")

/// CoreFoundation's white space for property lists: ASCII space and controls, plus Unicode line separators.
private func isWhitespace(_ unit: UInt16) -> Bool {
    unit == 0x20 || (0x09...0x0D).contains(unit) || unit == 0x2028 || unit == 0x2029 || unit == 0xFEFF
}

private func isUnquotedCharacter(_ unit: UInt16) -> Bool {
    switch unit {
    case ascii("a")...ascii("z"), ascii("A")...ascii("Z"),
        ascii("0")...ascii("9"):
        return true
    case ascii("_"), ascii("$"), ascii("/"), ascii(":"), ascii("."),
        ascii("-"):
        return true
    default:
        return false
    }
}

private func hexValue(_ unit: UInt16) -> UInt16? {
    switch unit {
    case ascii("0")...ascii("9"): return unit - ascii("0")
    case ascii("a")...ascii("f"): return unit - ascii("a") + 10
    case ascii("A")...ascii("F"): return unit - ascii("A") + 10
    default: return nil
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

/// The UTF-16 code unit of an ASCII character.
func ascii(_ scalar: Unicode.Scalar) -> UInt16 { UInt16(scalar.value) }
