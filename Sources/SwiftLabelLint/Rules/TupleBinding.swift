/// A name bound from tuples: `let (label, action): (String, () -> Void) = switch index { case 0: ("Reset", reset) … }`
/// or `let (title, icon) = ("Reset", "gear")`, then shown as `Text(label)`. The declaration reader records no
/// tuple patterns, so this reads the tokens before the use.
enum TupleBinding {
    /// The first prose literal bound to the name at token `nameIndex`, a name of a tuple pattern (`let (label, …)`);
    /// `nil` when it is not in one, when no tuple gives it a prose literal, or when the pattern's type annotation
    /// gives that element a type other than `String`.
    static func proseLiteral(boundAt nameIndex: Int, _ context: LintContext) -> Int? {
        let tokens = context.model.tokens
        var open = nameIndex - 1
        while open > 0, tokens[open].kind == .identifier || tokens[open].isSymbol(",") { open -= 1 }
        guard open > 0, tokens[open].isSymbol("("), tokens[open - 1].kind == .keyword,
              tokens[open - 1].text == "let" || tokens[open - 1].text == "var" else { return nil }
        return literal(bound: tokens[nameIndex].name, pattern: open, context)
    }

    /// The pattern opening at `open`: the position of `name` in it, the annotation checked, then the literal.
    private static func literal(bound name: String, pattern open: Int, _ context: LintContext) -> Int? {
        let tokens = context.model.tokens
        guard let close = DeclarationReader.closing(open, in: tokens) else { return nil }
        let names = DeclarationReader.elements(open: open, close: close, countingAngles: false, in: tokens)
        guard let position = names.firstIndex(where: { $0.count == 1 && tokens[$0.lowerBound].name == name }) else { return nil }
        var next = close + 1
        if next < tokens.count, tokens[next].isSymbol(":") {
            guard next + 1 < tokens.count, tokens[next + 1].isSymbol("("), let typeClose = DeclarationReader.closing(next + 1, in: tokens) else {
                return nil
            }
            let types = DeclarationReader.elements(open: next + 1, close: typeClose, countingAngles: false, in: tokens)
            guard position < types.count, context.model.text(of: types[position]) == "String" else { return nil }
            next = typeClose + 1
        }
        guard next + 1 < tokens.count, tokens[next].isSymbol("=") else { return nil }
        let value = next + 1
        var tuples: [Int] = []
        if tokens[value].isSymbol("(") {
            tuples = [value]
        } else if tokens[value].kind == .keyword, tokens[value].text == "switch" || tokens[value].text == "if" {
            // The branches of a `switch` or `if` expression: tuples right after `case …:`, `default:` or `{`.
            guard let body = (value..<tokens.count).first(where: { tokens[$0].isSymbol("{") }),
                  let end = DeclarationReader.closing(body, in: tokens) else { return nil }
            var last = end
            // `if … { … } else { … }`: the branches run on through each `else`.
            while last + 2 < tokens.count, tokens[last + 1].kind == .keyword, tokens[last + 1].text == "else",
                  let open = (last + 2..<tokens.count).first(where: { tokens[$0].isSymbol("{") }),
                  let close = DeclarationReader.closing(open, in: tokens) {
                last = close
            }
            tuples = (body..<last).filter { tokens[$0].isSymbol("(") && (tokens[$0 - 1].isSymbol(":") || tokens[$0 - 1].isSymbol("{")) }
        }
        for tuple in tuples {
            guard let end = DeclarationReader.closing(tuple, in: tokens) else { continue }
            let values = DeclarationReader.elements(open: tuple, close: end, countingAngles: false, in: tokens)
            guard position < values.count, values.count == names.count, values[position].count == 1 else { continue }
            let literal = values[position].lowerBound
            if context.isProseWordLiteral(literal) {
                return literal
            }
        }
        return nil
    }
}
