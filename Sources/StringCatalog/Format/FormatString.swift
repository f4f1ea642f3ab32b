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
    ///
    /// Scans the UTF-8 bytes, reading them as the `Character`s printf's grammar is written in: a byte counts as an
    /// ASCII character only when it is a whole grapheme cluster (`%` followed by a combining accent is not a `%`),
    /// and offsets count characters. Most texts hold no `%` at all and return after one byte scan.
    public init(_ text: String, allowsSubstitutionArgument: Bool = false) {
        var specifiers: [FormatSpecifier] = []
        var invalid: [InvalidSequence] = []
        var copy = text
        copy.withUTF8 { bytes in
            guard Self.containsPercent(bytes) else { return }
            var scanner = Scanner(characters: CharacterView(text: text, bytes: bytes), index: 0)
            var next = 0
            while let percent = bytes[next...].firstIndex(of: UInt8(ascii: "%")) {
                next = percent + 1
                guard scanner.characters.ascii(at: percent) != nil else { continue }
                scanner.index = next
                switch scanner.scan(allowsSubstitutionArgument: allowsSubstitutionArgument) {
                case .success(let role, let position, let stars):
                    specifiers.append(FormatSpecifier(
                        text: scanner.characters.text(percent..<scanner.index), role: role, position: position,
                        starArguments: stars, offset: scanner.characters.characterOffset(of: percent),
                        utf8Range: percent..<scanner.index))
                    next = scanner.index
                case .failure:
                    let end = scanner.characters.characterEnd(from: scanner.index)
                    invalid.append(InvalidSequence(
                        text: scanner.characters.text(percent..<end),
                        offset: scanner.characters.characterOffset(of: percent)))
                }
            }
        }
        self.specifiers = specifiers
        self.invalid = invalid
    }

    /// Whether the UTF-8 of `text` holds a `%` (one scan of its contiguous bytes): a text without one has no
    /// specifiers.
    public static func containsPercent(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8(containsPercent)
    }

    /// Whether `buffer` holds a `%` byte. Most texts a check asks about have none, so the scan reads eight bytes at
    /// a time.
    private static func containsPercent(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= buffer.count {
            if ByteWord.bytes(of: ByteWord.load(raw, at: offset), equalTo: UInt8(ascii: "%")) != 0 { return true }
            offset += 8
        }
        while offset < buffer.count {
            if buffer[offset] == UInt8(ascii: "%") { return true }
            offset += 1
        }
        return false
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

    /// Whether the string references a substitution (`%#@name@`): `substitutionNames` is not empty, asked without
    /// building the list.
    public var referencesSubstitution: Bool {
        specifiers.contains { if case .substitution = $0.role { return true } else { return false } }
    }
}

/// Scans one specifier after its `%`, in bytes: `index` is a byte offset that is always a character boundary.
private struct Scanner {
    enum Result {
        case success(FormatSpecifier.Role, Int?, [Int?])
        case failure
    }

    var characters: CharacterView
    var index: Int

    /// The character at `index` when it is one ASCII character, as a byte.
    var current: UInt8? { characters.ascii(at: index) }

    mutating func scan(allowsSubstitutionArgument: Bool) -> Result {
        if current == UInt8(ascii: "%") {
            index += 1
            return .success(.percent, nil, [])
        }
        if allowsSubstitutionArgument, matches("arg"), !isIdentifierCharacter(at: index + 3) {
            index += 3
            return .success(.substitutionArgument, nil, [])
        }
        let position = scanPosition()
        var hasAlternateFlag = false
        while let character = current, Self.isFlag(character) {
            hasAlternateFlag = hasAlternateFlag || character == UInt8(ascii: "#")
            index += 1
        }
        if hasAlternateFlag, current == UInt8(ascii: "@"), let name = scanReferenceName() {
            return .success(.substitution(name), position, [])
        }
        var stars: [Int?] = []
        if !scanWidthOrPrecision(into: &stars) { return .failure }
        if current == UInt8(ascii: ".") {
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
        var value: Int? = 0
        while let digit = characters.ascii(at: probe), Self.isDigit(digit) {
            value = value.flatMap { Self.appending(digit, to: $0) }
            probe += 1
        }
        guard probe > index, characters.ascii(at: probe) == UInt8(ascii: "$"), let value, value > 0 else { return nil }
        index = probe + 1
        return value
    }

    /// Digits, `*` or `*N$`; returns false on a malformed `*N` without `$`.
    mutating func scanWidthOrPrecision(into stars: inout [Int?]) -> Bool {
        if current == UInt8(ascii: "*") {
            index += 1
            let position = scanPosition()
            if position == nil, let character = current, Self.isDigit(character) { return false }
            stars.append(position)
            return true
        }
        while let character = current, Self.isDigit(character) { index += 1 }
        return true
    }

    mutating func scanLengthModifier() {
        let modifiers: [StaticString] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
        for modifier in modifiers where matches(modifier) {
            index += modifier.utf8CodeUnitCount
            return
        }
    }

    /// `@name@` after `%#`: the substitution name (letters, digits, `_`), or nil (then `%#@` is a plain `%@`).
    mutating func scanReferenceName() -> String? {
        var probe = index + 1
        while probe < characters.count, characters.ascii(at: probe) != UInt8(ascii: "@") {
            guard isIdentifierCharacter(at: probe) else { return nil }
            probe += 1
        }
        guard probe < characters.count, probe > index + 1 else { return nil }
        let name = characters.text(index + 1..<probe)
        index = probe + 1
        return name
    }

    func matches(_ text: StaticString) -> Bool {
        var probe = index
        for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
            guard characters.ascii(at: probe) == byte else { return false }
            probe += 1
        }
        return true
    }

    func isIdentifierCharacter(at position: Int) -> Bool {
        guard let character = characters.ascii(at: position) else { return false }
        return character == UInt8(ascii: "_") || Self.isDigit(character)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            return true
        default: return false
        }
    }

    /// `value * 10 + digit`, or nil past `Int.max` (as `Int("…")` gives).
    static func appending(_ digit: UInt8, to value: Int) -> Int? {
        let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
        return overflow || carry ? nil : sum
    }

    static func kind(of conversion: UInt8) -> ArgumentKind? {
        switch Unicode.Scalar(conversion) {
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
