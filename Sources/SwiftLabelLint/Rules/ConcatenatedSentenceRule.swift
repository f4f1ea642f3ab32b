import Diagnostics

/// `concatenated-sentence`: shown text built by joining localized pieces with `+`.
///
/// ```swift
/// String(localized: "Hello") + ", " + name                 // reported
/// Text("Delete") + Text(" \(count) ") + Text("items")       // reported
/// ```
/// Each piece is translated alone, and the code fixes their order: German puts the verb last, Japanese the name
/// first, Arabic reads right to left, and French writes a space before a colon. The translator cannot move a
/// piece, and a piece such as "items" has no grammatical case to agree with. Fix: one key with placeholders,
/// `String(localized: "Hello, \(name)")` or `Text("Delete \(count) items")`.
///
/// Reported for a `+` chain with a localized piece (`String(localized:)`, `NSLocalizedString`, `.localized`,
/// SwiftGen's `L10n`, a `Text` of a literal, a configured wrapper) and another piece that is data, a literal other
/// than white space, or another localized piece not separated by a line break. Not reported: pieces joined only by
/// line breaks (paragraphs), a `Text(Image(…))` icon beside text, log calls, test files.
struct ConcatenatedSentenceRule: LintRule {
    let id = "concatenated-sentence"
    let severity = Severity.warning
    let summary = "A shown sentence is built by joining localized pieces, so translators cannot change the word order."

    /// Opt-in (`enabledRules`): below 90% precision on the held-out apps (see docs/lint.md).
    var isOptIn: Bool { true }

    /// Creates the rule.
    init() {}

    /// What one piece of a `+` chain is.
    enum Piece: Equatable {
        case localized
        /// A literal holding only white space; `newline` when it breaks the line.
        case space(newline: Bool)
        /// A literal with letters, digits or punctuation.
        case literal
        /// An icon (`Text(Image(…))`) or a list marker (`"1. "`): beside the sentence, not part of it.
        case image
        /// Anything else: a name, a call, a number.
        case data
    }

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        var structure: TokenStructure?
        var found: [(index: Int, finding: Finding)] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .operator, tokens[index].text == "+", Self.nearText(index, context) else {
                index += 1
                continue
            }
            let shape = structure ?? TokenStructure(tokens)
            structure = shape
            guard let first = shape.postfixStart(endingAt: index - 1) else { index += 1; continue }
            var pieces = [first..<index]
            var plus = index
            while plus < tokens.count, tokens[plus].kind == .operator, tokens[plus].text == "+",
                  let end = shape.postfixEnd(startingAt: plus + 1) {
                pieces.append((plus + 1)..<(end + 1))
                plus = end + 1
            }
            index = max(plus, index + 1)
            let kinds = pieces.map { classify($0, context) }
            guard Self.isSentence(kinds), !shape.isLogged(first) else { continue }
            found.append((first, finding(context, at: first,
                "this text joins \(pieces.count) pieces with +, so translators cannot change their order or agreement; "
                    + "write one key with placeholders (String(localized: \"Delete \\(count) items\"))")))
        }
        return TokenStructure.capped(found, model: context.model)
    }

    /// What a literal piece is: white space, an enumeration marker (`"1. "`, a list's numbering, not a sentence's
    /// word), or text.
    static func literalPiece(_ token: Token) -> Piece {
        let value = token.isInterpolated ? "x" : LiteralText.value(of: token) ?? "x"
        if value.allSatisfy(\.isWhitespace) { return .space(newline: value.contains { $0.isNewline }) }
        if value.range(of: #"^\s*\d+[.)]\s*$"#, options: .regularExpression) != nil { return .image }
        return .literal
    }

    /// Whether a string literal, `Text` or a localizing name is near the `+` at `index`: arithmetic is skipped
    /// before any bracket is read.
    static func nearText(_ index: Int, _ context: LintContext) -> Bool {
        let tokens = context.model.tokens
        let window = max(0, index - 12)..<min(tokens.count, index + 13)
        return tokens[window].contains { $0.kind == .string || $0.text == "Text" } || context.isLocalized(window)
    }

    /// Whether a chain's pieces build a sentence from localized text: a localized piece and another piece that is
    /// data, a literal, or a localized piece joined without a line break.
    static func isSentence(_ kinds: [Piece]) -> Bool {
        let localized = kinds.filter { $0 == .localized }.count
        guard localized > 0 else { return false }
        if kinds.contains(.space(newline: true)) { return false }
        if kinds.contains(.data) || kinds.contains(.literal) { return true }
        return localized >= 2
    }

    /// What the tokens of one piece are.
    func classify(_ range: Range<Int>, _ context: LintContext) -> Piece {
        let tokens = context.model.tokens
        let first = tokens[range.lowerBound]
        if range.count == 1, first.kind == .string { return Self.literalPiece(first) }
        if first.text == "Text", range.count > 2, tokens[range.lowerBound + 1].isSymbol("(") {
            let argument = tokens[range.lowerBound + 2]
            if argument.text == "Image" || argument.text == "systemImage" { return .image }
            // `Text(", ")` is punctuation; `Text("Delete")` and `Text(.app(.title))` are localized keys.
            if argument.kind == .string {
                return argument.text.contains(where: \.isLetter) ? .localized : Self.literalPiece(argument)
            }
            if argument.isSymbol("."), range.count > 3, tokens[range.lowerBound + 3].kind == .identifier { return .localized }
            if argument.text == "verbatim" { return .data }
        }
        return context.isLocalized(range) ? .localized : .data
    }
}
