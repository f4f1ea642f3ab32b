import Diagnostics

/// `plural-by-ternary`: a counted noun chosen by comparing the count with 1 instead of through the plural system.
///
/// ```swift
/// Text(count == 1 ? "1 item" : "\(count) items")          // reported
/// Text("\(n) file\(n == 1 ? "" : "s")")                   // reported
/// if count == 1 { Text("1 photo") } else { Text("\(count) photos") }   // reported
/// ```
/// English has two forms; CLDR gives Russian and Polish four (1, 2–4, 5–20, fractions), Arabic six, Japanese one,
/// so two strings chosen by `== 1` are wrong in most languages whatever the translator does. Write one key with a
/// number placeholder, `Text("\(count) items")` (key `%lld items`), and give it plural variations in the catalog.
///
/// Reported when a ternary or an `if`/`else` compares with 1 (`== 1`, `!= 1`, `> 1`, `<= 1`, `< 2`, `>= 2`, also
/// written `1 == n`) and its two branches are literals that differ only by a plural ending (`item`/`items`,
/// `""`/`"s"`, `entry`/`entries`, `is`/`are`) or only by the count written as 1 in one and interpolated in the other
/// (`"1 queued"`/`"\(n) queued"`), including inside an interpolation. Not in log calls (`print`,
/// `logger.debug`) nor in test files.
struct PluralByTernaryRule: LintRule {
    let id = "plural-by-ternary"
    let severity = Severity.warning
    let summary = "A counted noun is chosen by comparing with 1 instead of using the catalog's plural variations."

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        // Most files have no `?` or `if` near a 1 or 2, and no literal with a `1` and a `?`: skip them before
        // indexing brackets.
        let hasCandidate = tokens.indices.contains { index in
            let token = tokens[index]
            if token.kind == .string {
                return token.isInterpolated && Interpolation.holds(token.text, "1") && Interpolation.holds(token.text, "?")
            }
            guard token.kind == .number, token.text == "1" || token.text == "2" else { return false }
            return tokens[min(index + 1, tokens.count - 1)..<min(index + 4, tokens.count)].contains { $0.isSymbol("?") || $0.isSymbol("{") || $0.isSymbol(")") }
        }
        guard hasCandidate else { return [] }
        let structure = TokenStructure(tokens)
        var found: [(index: Int, finding: Finding)] = []
        func report(_ index: Int, _ pair: (String, String)) {
            guard !structure.isLogged(index) else { return }
            found.append((index, finding(context, at: index,
                "'\(pair.0)' or '\(pair.1)' is chosen by comparing the count with 1, which gives every language English's "
                    + "two forms (Russian and Polish need four, Arabic six); write one key with %lld and add plural "
                    + "variations in the catalog")))
        }
        for (index, pair) in Self.pluralChoices(structure) { report(index, pair) }
        for index in tokens.indices where tokens[index].kind == .string && tokens[index].isInterpolated
            && Interpolation.holds(tokens[index].text, "1") && Interpolation.holds(tokens[index].text, "?") {
            for segment in Interpolation(tokens[index]).segments where segment.contains("1") {
                let inner = TokenStructure(Lexer.tokenize(segment).tokens.filter { $0.kind != .comment })
                if let pair = Self.pluralChoices(inner).first?.pair { report(index, pair) }
            }
        }
        return TokenStructure.capped(found, model: context.model)
    }

    /// The ternaries and `if`/`else` statements in `structure` that pick one of two plural-pair literals by a
    /// comparison with 1: where each starts, and the two texts.
    static func pluralChoices(_ structure: TokenStructure) -> [(index: Int, pair: (String, String))] {
        let tokens = structure.tokens
        var result: [(Int, (String, String))] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isSymbol("?"), !structure.isPostfix(index), let start = comparisonWithOne(endingAt: index - 1, structure) {
                guard let colon = (index + 1..<tokens.count).first(where: {
                    tokens[$0].isSymbol(":") && structure.enclosing[$0] == structure.enclosing[index]
                }), let elseEnd = structure.postfixEnd(startingAt: colon + 1),
                      let pair = pluralPair(tokens, index + 1..<colon, colon + 1..<elseEnd + 1) else { continue }
                result.append((start, pair))
            } else if token.isWord("if") {
                guard let open = (index + 1..<min(index + 14, tokens.count)).first(where: { tokens[$0].isSymbol("{") }),
                      comparisonWithOne(endingAt: open - 1, structure) != nil,
                      structure.partner[open] > open, structure.partner[open] - open < 16 else { continue }
                let close = structure.partner[open]
                guard close + 2 < tokens.count, tokens[close + 1].isWord("else"), tokens[close + 2].isSymbol("{"),
                      structure.partner[close + 2] - close < 18,
                      let pair = pluralPair(tokens, open + 1..<close, close + 3..<structure.partner[close + 2]) else { continue }
                result.append((index, pair))
            }
        }
        return result
    }

    /// Comparison operators whose other side is 1 (or 2 for `<` and `>=`) when they split one from many.
    private static let comparisons: [String: String] = ["==": "1", "!=": "1", ">": "1", "<=": "1", "<": "2", ">=": "2"]

    /// Where the comparison with 1 that ends at token `end` starts (`count == 1`, `(n > 1)`, `1 == n`), if it is one.
    static func comparisonWithOne(endingAt end: Int, _ structure: TokenStructure) -> Int? {
        let tokens = structure.tokens
        guard end >= 2 else { return nil }
        if tokens[end].isSymbol(")"), structure.partner[end] >= 0, structure.partner[end] < end - 2,
           let inner = comparisonWithOne(endingAt: end - 1, structure), inner > structure.partner[end] {
            return structure.partner[end]
        }
        if tokens[end].kind == .number, tokens[end - 1].kind == .operator,
           comparisons[tokens[end - 1].text] == tokens[end].text,
           let start = structure.postfixStart(endingAt: end - 2) {
            return start
        }
        // `1 == n`
        if let start = structure.postfixStart(endingAt: end), start >= 2, tokens[start - 1].kind == .operator,
           ["==", "!="].contains(tokens[start - 1].text), tokens[start - 2].text == "1" {
            return start - 2
        }
        return nil
    }

    /// The two texts when each range holds exactly one string literal and the two differ by a plural ending.
    static func pluralPair(_ tokens: [Token], _ first: Range<Int>, _ second: Range<Int>) -> (String, String)? {
        let one = first.filter { tokens[$0].kind == .string }
        let other = second.filter { tokens[$0].kind == .string }
        guard one.count == 1, other.count == 1 else { return nil }
        let a = visibleWords(tokens[one[0]])
        let b = visibleWords(tokens[other[0]])
        guard isPluralPair(a.words, b.words) || isCountedOne(tokens[one[0]], tokens[other[0]])
                || isCountedOne(tokens[other[0]], tokens[one[0]]) else { return nil }
        return (a.text, b.text)
    }

    /// Whether `one` writes the count 1 where `many` interpolates it, the words around being the same
    /// (`"1 queued"` and `"\(n) queued"`): the phrase is chosen by count even where English does not change it, and
    /// other languages do (`в очереди 1` / `2 в очереди` / …).
    static func isCountedOne(_ one: Token, _ many: Token) -> Bool {
        guard !one.isInterpolated, many.isInterpolated, let value = LiteralText.value(of: one),
              value.contains(where: \.isLetter) else { return false }
        let parts = value.split(separator: "1", omittingEmptySubsequences: false)
        // A word must follow the count (`1 queued`, `Only 1 left`): `Page 1` numbers a page and counts nothing.
        guard parts.count == 2, parts[1].first == " ", parts[1].dropFirst().first?.isLetter == true else { return false }
        return parts.joined(separator: String(Interpolation.placeholder)) == Interpolation(many).skeleton
    }

    /// A literal's text as the message quotes it, each interpolation shown as `\(…)` (`Only \(…) left`), and its
    /// lower-cased words outside the interpolations.
    private static func visibleWords(_ token: Token) -> (text: String, words: [Substring]) {
        guard token.isInterpolated else {
            let text = LiteralText.value(of: token) ?? ""
            return (text, text.lowercased().split { !$0.isLetter })
        }
        let skeleton = Interpolation(token).skeleton
        let words = String(skeleton.filter { $0 != Interpolation.placeholder }).lowercased().split { !$0.isLetter }
        return (skeleton.split(separator: Interpolation.placeholder, omittingEmptySubsequences: false).joined(separator: "\\(…)"), words)
    }

    /// Whether two word lists are the singular and plural of one phrase, in either order.
    static func isPluralPair(_ a: [Substring], _ b: [Substring]) -> Bool {
        if a.isEmpty != b.isEmpty {
            let suffix = a.isEmpty ? b : a
            return suffix == ["s"] || suffix == ["es"]
        }
        guard a.count == b.count, !a.isEmpty else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let position = differing.first else { return false }
        return isPlural(String(a[position]), of: String(b[position])) || isPlural(String(b[position]), of: String(a[position]))
    }

    private static let irregular: Set<String> = ["is are", "was were", "has have", "this these", "child children", "person people"]

    private static func isPlural(_ plural: String, of singular: String) -> Bool {
        if irregular.contains(singular + " " + plural) { return true }
        if plural == singular + "s" || plural == singular + "es" { return true }
        return singular.hasSuffix("y") && plural == singular.dropLast() + "ies"
    }
}
