import Diagnostics

/// `compare-shown-word`: code compares with `==`, `!=` or `case "…":` against a literal that is a word the
/// catalogs show (a source-language value or an extracted key). Shown text changes with the language, so the
/// comparison is true in one language only.
///
/// ```swift
/// if plan.label == ↓"Monthly" { … }     // reported when "Monthly" is in a catalog: compare the enum case instead
/// ```
/// Needs the catalogs: found in the repository, or given with `--catalog`. Test files are skipped.
struct CompareShownWordRule: LintRule {
    let id = "compare-shown-word"
    let severity = Severity.warning
    let summary = "A comparison against a word the catalogs translate holds in one language only."

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.project.catalogWords.isEmpty, !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        var findings: [Finding] = []
        var index = 0
        var findingsPerSwitch: [Int: Int] = [:]
        // The file's shown and localized names, computed once and only when some comparison needs them.
        var cache: Set<String>?
        func isShown(_ name: String) -> Bool {
            let names = cache ?? Self.displayedNames(context).union(context.localizedNames).union(context.localizedValueNames)
            cache = names
            return names.contains(name)
        }
        while index < tokens.count {
            let token = tokens[index]
            var candidates: [Int] = []
            if token.kind == .operator, token.text == "==" || token.text == "!=" {
                if index + 1 < tokens.count, tokens[index + 1].kind == .string, comparesShownText(operandEndingAt: index - 1, context, isShown) {
                    candidates = [index + 1]
                } else if index > 0, tokens[index - 1].kind == .string,
                          comparesShownText(operandStartingAt: index + 1, context, isShown) {
                    candidates = [index - 1]
                }
            } else if token.kind == .keyword, token.text == "case" {
                var scan = index + 1
                while scan < tokens.count, tokens[scan].kind == .string || tokens[scan].isSymbol(",") { scan += 1 }
                if scan < tokens.count, tokens[scan].isSymbol(":"), let brace = switchComparingShownText(before: index, context, isShown) {
                    // At most five findings from one switch: the sixth says nothing the first five did not.
                    candidates = Array(Array((index + 1)..<scan).prefix(max(0, 5 - findingsPerSwitch[brace, default: 0])))
                    findingsPerSwitch[brace, default: 0] += candidates.count
                }
            }
            for candidate in candidates where candidate >= 0 && candidate < tokens.count {
                guard let value = LiteralText.value(of: tokens[candidate]), value.contains(where: \.isLetter),
                      value.contains(where: \.isLowercase),
                      context.project.catalogWords.contains(value),
                      !context.configuration.allowedWords.contains(value) else { continue }
                findings.append(finding(context, at: candidate,
                    "'\(value)' is text the catalogs translate, so this comparison holds in one language only; "
                        + "compare the underlying value (an enum case or identifier) instead"))
            }
            index += 1
        }
        return findings
    }

    /// Last words of names that hold protocol or storage values (API statuses, keys, types), not shown text.
    static let valueWords: Set<String> = [
        "status", "type", "kind", "method", "scheme", "host", "extension", "rawvalue", "state", "mode", "format",
        "encoding", "header", "mime", "role", "action", "event", "command", "domain", "category", "level", "id",
        "identifier", "key", "code", "url", "path", "email", "username", "query", "token", "json", "html", "symbol",
        "filename", "version", "number",
    ]

    /// Whether the compared name looks like shown text rather than a protocol value: not a call or subscript
    /// result (`json["status"]`, `response.code()`), not a data or value name (`status`, `id`, `key`, `type`).
    /// Whether the compared value is shown text: a label-named name (`title`, `buttonLabel`), or a name this file
    /// shows (`Text(selection)`) or localizes (`selection = String(localized: …)`). A stored or decoded value
    /// (`@AppStorage` settings, `UserDefaults` strings, JSON fields, file names) compared with a word that also
    /// happens to be in a catalog is data, not shown text.
    private func isShownTextName(_ token: Token, _ context: LintContext, _ isShown: (String) -> Bool) -> Bool {
        guard token.kind == .identifier else { return false }
        let last = LintContext.lastWord(of: token.name).lowercased()
        guard !Self.valueWords.contains(last), !Self.valueWords.contains(token.name.lowercased()) else { return false }
        return context.isLabelName(token.name) || isShown(token.name)
    }

    /// Names this file passes as the shown text of `Text`, `Label`, `.navigationTitle` and the like.
    static func displayedNames(_ context: LintContext) -> Set<String> {
        var names: Set<String> = []
        for call in context.model.calls {
            if let argument = context.displayedArgument(call) { names.formUnion(LintContext.names(in: argument.tokens, context.model)) }
        }
        return names
    }

    private func comparesShownText(operandEndingAt index: Int, _ context: LintContext, _ isShown: (String) -> Bool) -> Bool {
        guard index >= 0 else { return false }
        let tokens = context.model.tokens
        var end = index
        if tokens[end].isSymbol("?") || tokens[end].isSymbol("!") { end -= 1 }
        guard end >= 0 else { return false }
        // `json["state"] as? String == "…"`: a cast result is data read from somewhere.
        if end > 0, tokens[end - 1].isWord("as") { return false }
        if end > 1, tokens[end - 1].isSymbol("?") || tokens[end - 1].isSymbol("!"), tokens[end - 2].isWord("as") { return false }
        return isShownTextName(tokens[end], context, isShown)
    }

    private func comparesShownText(operandStartingAt index: Int, _ context: LintContext, _ isShown: (String) -> Bool) -> Bool {
        let tokens = context.model.tokens
        var end = index
        while end + 2 < tokens.count, tokens[end + 1].isSymbol(".") || tokens[end + 1].isSymbol("?"), tokens[end].kind == .identifier
            || tokens[end].text == "self" {
            end += tokens[end + 1].isSymbol("?") ? 1 : 2
        }
        guard end < tokens.count else { return false }
        if end + 1 < tokens.count, tokens[end + 1].isSymbol("(") || tokens[end + 1].isSymbol("[") { return false }
        return isShownTextName(tokens[end], context, isShown)
    }

    /// For `case "…":`, the `{` of the `switch` when its subject is a name that looks like shown text.
    private func switchComparingShownText(before caseIndex: Int, _ context: LintContext, _ isShown: (String) -> Bool) -> Int? {
        let tokens = context.model.tokens
        var index = caseIndex - 1
        var depth = 0
        while index >= 0 {
            let token = tokens[index]
            if token.isSymbol("}") { depth += 1 }
            if token.isSymbol("{") {
                if depth == 0 { break }
                depth -= 1
            }
            index -= 1
        }
        // `index` is the `{` of the switch; the subject ends just before it.
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0, !tokens[start].isWord("switch") { start -= 1 }
        guard tokens[start].isWord("switch") else { return nil }
        return comparesShownText(operandEndingAt: index - 1, context, isShown) ? index : nil
    }
}
