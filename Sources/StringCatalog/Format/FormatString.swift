/// A localized string split into its format specifiers, with the `%` sequences that are not valid specifiers.
///
/// Parses printf with Apple's extensions: `%@`, positional `%1$@`, flags, width and precision (including `*`),
/// length modifiers (`hh h l ll q L z t j`), `%%`, `%#@name@` references, and — inside a substitution's
/// variations — `%arg`, the substitution's own argument.
///
/// The one printf parser of the project: the check compares placeholders with it (in characters), the migrator and
/// the exporter rewrite `.stringsdict` formats with it (in UTF-8 bytes).
public struct FormatString: Equatable, Sendable {
    /// A `%` that does not start a valid specifier (`50% off` reads `% o` as octal: that one parses; `100%!` does not).
    public struct InvalidSequence: Equatable, Sendable {
        /// The text from the `%` up to and including the character that made it invalid.
        public var text: String
        /// The offset of the `%`, in characters.
        public var offset: Int
    }

    /// The specifiers, in the order they appear.
    public var specifiers: [FormatSpecifier]
    /// `%` sequences that are not specifiers.
    public var invalid: [InvalidSequence]

    /// Parses `text`; `allowsSubstitutionArgument` accepts `%arg` (only meaningful inside substitutions).
    public init(_ text: String, allowsSubstitutionArgument: Bool = false) {
        // Most catalog texts hold no `%` at all: one byte scan, no `Character` array (grapheme breaking is what
        // makes parsing cost). `%` is ASCII, so it can only be the byte 0x25.
        guard Self.containsPercent(text) else {
            self.specifiers = []
            self.invalid = []
            return
        }
        var specifiers: [FormatSpecifier] = []
        var invalid: [InvalidSequence] = []
        let characters = Array(text)
        var index = 0
        var utf8Offset = 0  // of characters[index]
        while index < characters.count {
            guard characters[index] == "%" else {
                utf8Offset += characters[index].utf8.count
                index += 1
                continue
            }
            let start = index
            var scanner = Scanner(characters: characters, index: index + 1)
            switch scanner.scan(allowsSubstitutionArgument: allowsSubstitutionArgument) {
            case .success(let role, let position, let stars):
                let specifierText = String(characters[start..<scanner.index])
                let utf8End = utf8Offset + specifierText.utf8.count
                specifiers.append(FormatSpecifier(
                    text: specifierText, role: role, position: position, starArguments: stars, offset: start,
                    utf8Range: utf8Offset..<utf8End))
                utf8Offset = utf8End
                index = scanner.index
            case .failure:
                utf8Offset += 1  // the `%`
                let end = min(scanner.index + 1, characters.count)
                invalid.append(InvalidSequence(text: String(characters[start..<end]), offset: start))
                index = start + 1
            }
        }
        self.specifiers = specifiers
        self.invalid = invalid
    }

    /// Whether the UTF-8 of `text` holds a `%` (one scan of its contiguous bytes): a text without one has no
    /// specifiers.
    public static func containsPercent(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { buffer in buffer.contains(UInt8(ascii: "%")) }
    }

    /// The specifiers that consume arguments, references included.
    public var hasArguments: Bool {
        specifiers.contains { $0.role != .percent }
    }

    /// The specifiers that stand for a value: arguments, `%#@name@` references and `%arg` (`%%` left out).
    public var placeholders: [FormatSpecifier] {
        specifiers.filter { $0.role != .percent }
    }

    /// `text` with every specifier written exactly `from` replaced by `to` (`%lld` → `%arg`); `%%d` is left alone.
    public static func replacing(_ from: String, with to: String, in text: String) -> String {
        let matches = FormatString(text).placeholders.filter { $0.text == from }
        guard !matches.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for match in matches.reversed() { bytes.replaceSubrange(match.utf8Range, with: Array(to.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names of the `%#@name@` references, in order.
    public var substitutionNames: [String] {
        specifiers.compactMap { if case .substitution(let name) = $0.role { return name } else { return nil } }
    }
}

/// Scans one specifier after its `%`.
private struct Scanner {
    enum Result {
        case success(FormatSpecifier.Role, Int?, [Int?])
        case failure
    }

    let characters: [Character]
    var index: Int

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func scan(allowsSubstitutionArgument: Bool) -> Result {
        if current == "%" {
            index += 1
            return .success(.percent, nil, [])
        }
        if allowsSubstitutionArgument, matches("arg"), !isIdentifierCharacter(at: index + 3) {
            index += 3
            return .success(.substitutionArgument, nil, [])
        }
        let position = scanPosition()
        var flags: [Character] = []
        while let character = current, "-+ #0'".contains(character) {
            flags.append(character)
            index += 1
        }
        if flags.contains("#"), current == "@", let name = scanReferenceName() {
            return .success(.substitution(name), position, [])
        }
        var stars: [Int?] = []
        if !scanWidthOrPrecision(into: &stars) { return .failure }
        if current == "." {
            index += 1
            if !scanWidthOrPrecision(into: &stars) { return .failure }
        }
        scanLengthModifier()
        guard let conversion = current, let kind = Self.kind(of: conversion) else { return .failure }
        index += 1
        return .success(.argument(kind), position, stars)
    }

    /// `N$` after the `%` or a `*`: an explicit 1-based position.
    mutating func scanPosition() -> Int? {
        var probe = index
        var digits = ""
        while probe < characters.count, characters[probe].isASCII, characters[probe].isNumber {
            digits.append(characters[probe])
            probe += 1
        }
        guard !digits.isEmpty, probe < characters.count, characters[probe] == "$", let value = Int(digits), value > 0 else {
            return nil
        }
        index = probe + 1
        return value
    }

    /// Digits, `*` or `*N$`; returns false on a malformed `*N` without `$`.
    mutating func scanWidthOrPrecision(into stars: inout [Int?]) -> Bool {
        if current == "*" {
            index += 1
            let position = scanPosition()
            if position == nil, let character = current, character.isASCII, character.isNumber { return false }
            stars.append(position)
            return true
        }
        while let character = current, character.isASCII, character.isNumber { index += 1 }
        return true
    }

    mutating func scanLengthModifier() {
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where matches(modifier) {
            index += modifier.count
            return
        }
    }

    /// `@name@` after `%#`: the substitution name (letters, digits, `_`), or nil (then `%#@` is a plain `%@`).
    mutating func scanReferenceName() -> String? {
        var probe = index + 1
        var name = ""
        while probe < characters.count, characters[probe] != "@" {
            guard isIdentifierCharacter(at: probe) else { return nil }
            name.append(characters[probe])
            probe += 1
        }
        guard probe < characters.count, !name.isEmpty else { return nil }
        index = probe + 1
        return name
    }

    func matches(_ text: String) -> Bool {
        var probe = index
        for character in text {
            guard probe < characters.count, characters[probe] == character else { return false }
            probe += 1
        }
        return true
    }

    func isIdentifierCharacter(at position: Int) -> Bool {
        guard position < characters.count else { return false }
        let character = characters[position]
        return character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    static func kind(of conversion: Character) -> ArgumentKind? {
        switch conversion {
        case "d", "i", "o", "u", "x", "X", "D", "U", "O": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "@": return .object
        case "s", "S": return .cString
        case "c", "C": return .character
        case "p": return .pointer
        case "n": return .count
        default: return nil
        }
    }
}
