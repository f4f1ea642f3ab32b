import Diagnostics

/// The bracket structure of one file's tokens, computed in one pass, and the questions the trap rules
/// (`plural-by-ternary`, `glued-date-or-duration`, `concatenated-sentence`, …) ask about where a token sits:
/// inside which call, whether that call shows text or only logs it, and where a postfix expression starts and ends.
struct TokenStructure {
    let tokens: [Token]
    /// For each opening or closing bracket, the index of its partner (the end of the file when unbalanced);
    /// -1 for other tokens.
    let partner: [Int]
    /// For each token, the index of the innermost unclosed `(`, `[` or `{` before it; -1 at the top level.
    let enclosing: [Int]

    /// Indexes `tokens`.
    init(_ tokens: [Token]) {
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            enclosing[index] = stack.last ?? -1
            guard token.kind == .punctuation, token.text.utf8.count == 1 else { continue }
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                if let open = stack.popLast() {
                    partner[open] = index
                    partner[index] = open
                    enclosing[index] = stack.last ?? -1
                }
            default:
                break
            }
        }
        for open in stack { partner[open] = tokens.count - 1 }
        self.partner = partner
        self.enclosing = enclosing
    }

    /// The name of the call whose argument list is the `(` at `open`, and whether it is a member (`.name(`).
    func call(openingAt open: Int) -> (name: String, isMember: Bool)? {
        guard open > 0, tokens[open].isSymbol("(") else { return nil }
        let name = tokens[open - 1]
        guard name.kind == .identifier || name.kind == .keyword else { return nil }
        return (name.name, open > 1 && tokens[open - 2].isSymbol("."))
    }

    /// The calls whose argument lists hold token `index`, innermost first.
    func enclosingCalls(of index: Int) -> [(name: String, isMember: Bool, open: Int)] {
        var result: [(String, Bool, Int)] = []
        var open = enclosing[index]
        while open >= 0 {
            if let call = call(openingAt: open) { result.append((call.name, call.isMember, open)) }
            open = enclosing[open]
        }
        return result
    }

    /// Calls that write to a log, a console or a crash report rather than to a person's screen.
    static let logCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "fatalError", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "dump", "Logger",
    ]
    /// Members of a `Logger` (`logger.debug(…)`).
    static let logMembers: Set<String> = [
        "debug", "info", "error", "warning", "notice", "trace", "fault", "critical", "log", "verbose", "warn",
    ]

    /// Whether token `index` is inside the arguments of a log call (`print`, `logger.info`, `os_log`, …).
    func isLogged(_ index: Int) -> Bool {
        enclosingCalls(of: index).contains { call in
            Self.logCalls.contains(call.name) || (call.isMember && Self.logMembers.contains(call.name))
        }
    }

    /// Whether token `index` is inside the shown (first unlabeled) argument of a call that shows text: `Text`,
    /// `Label`, `Button`, `.navigationTitle`, … (the lists of `string-into-text`).
    func isShown(_ index: Int) -> Bool {
        for call in enclosingCalls(of: index) {
            switch NameTables.shownArgument(ofCall: call.name, isMember: call.isMember) {
            case .labelled(let label)?:
                if argumentLabel(holding: index, open: call.open) == label { return true }
                continue
            case nil: continue
            case .first?: break
            }
            // Only the first argument, and only when it has no label (`Text(verbatim:)` is data).
            let first = call.open + 1
            if first + 1 < tokens.count, tokens[first].kind == .identifier, tokens[first + 1].isSymbol(":") { continue }
            if !containsTopLevelComma(from: first, to: index, depth: call.open) { return true }
        }
        return false
    }

    /// The label of the argument of the call opening at `open` that holds token `index` (`prompt` in
    /// `.searchable(text: $q, prompt: hint)`), nil when that argument has none.
    func argumentLabel(holding index: Int, open: Int) -> String? {
        var start = index
        while start > open + 1, !(tokens[start - 1].isSymbol(",") && enclosing[start - 1] == open) { start -= 1 }
        guard start + 1 < index, tokens[start].kind == .identifier, tokens[start + 1].isSymbol(":") else { return nil }
        return tokens[start].name
    }

    /// Whether a `,` directly inside the bracket `depth` lies between `start` and `end`.
    private func containsTopLevelComma(from start: Int, to end: Int, depth: Int) -> Bool {
        var index = start
        while index < end {
            if tokens[index].isSymbol(","), enclosing[index] == depth { return true }
            index += 1
        }
        return false
    }

    /// Whether a `?` or `!` at `index` is postfix (written against the token before it).
    func isPostfix(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.endLine == tokens[index].line && previous.line == previous.endLine
            && previous.column + previous.text.unicodeScalars.count == tokens[index].column
    }

    /// The first token of the postfix expression that ends at `end` (`Text("a").bold()`, `L10n.title`, `name!`),
    /// or nil when `end` does not end one.
    func postfixStart(endingAt end: Int) -> Int? {
        var index = end
        while index >= 0 {
            let token = tokens[index]
            if (token.isSymbol("?") || token.isSymbol("!")) && isPostfix(index) {
                index -= 1
                continue
            }
            if token.isSymbol(")") || token.isSymbol("]") {
                let open = partner[index]
                guard open >= 0 else { return nil }
                // A call or subscript continues to its callee; a bare group is the primary.
                if open > 0, isPrimaryEnd(open - 1), tokens[open - 1].line == tokens[open].line { index = open - 1; continue }
                return open
            }
            guard token.kind == .identifier || token.kind == .string || token.kind == .number
                || (token.kind == .keyword && ["self", "Self", "true", "false", "nil", "super"].contains(token.text)) else {
                return nil
            }
            if index > 0, tokens[index - 1].isSymbol(".") {
                if index > 1, isPrimaryEnd(index - 2) { index -= 2; continue }
                return index - 1
            }
            return index
        }
        return nil
    }

    /// Whether token `index` can end a primary expression that a `.member`, call or subscript follows.
    private func isPrimaryEnd(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier, .string, .number: return true
        case .keyword: return ["self", "Self", "super", "init"].contains(token.text)
        case .punctuation: return token.text == ")" || token.text == "]"
        case .operator: return (token.text == "?" || token.text == "!") && isPostfix(index)
        default: return false
        }
    }

    /// The last token of the postfix expression that starts at `start` (a primary, `.member`s, calls, subscripts,
    /// postfix `?`/`!`), or nil when none starts there.
    func postfixEnd(startingAt start: Int) -> Int? {
        guard start < tokens.count else { return nil }
        var index = start
        if tokens[index].isSymbol("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier { index += 1 }
        let first = tokens[index]
        if first.isSymbol("(") || first.isSymbol("[") || first.isSymbol("{") {
            index = partner[index]
        } else if !(first.kind == .identifier || first.kind == .string || first.kind == .number
                    || (first.kind == .keyword && ["self", "Self", "true", "false", "nil", "super"].contains(first.text))) {
            return nil
        }
        while index + 1 < tokens.count {
            let next = tokens[index + 1]
            if next.isSymbol("."), index + 2 < tokens.count, tokens[index + 2].kind == .identifier
                || tokens[index + 2].kind == .keyword || tokens[index + 2].kind == .number {
                index += 2
            } else if (next.isSymbol("(") || next.isSymbol("[")), next.line == tokens[index].endLine, partner[index + 1] > index {
                index = partner[index + 1]
            } else if (next.isSymbol("?") || next.isSymbol("!")) && isPostfix(index + 1) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The innermost declaration holding token `index`, as a scope index (a function or a property), else the type
    /// body, else -1: findings are capped per declaration.
    static func declaration(of index: Int, in model: SourceModel) -> Int {
        var best = -1
        var bestIsMember = false
        for (scopeIndex, scope) in model.scopes.enumerated() where scope.start <= index && index <= scope.end {
            let isMember: Bool
            switch scope.kind {
            case .function, .property: isMember = true
            case .type: isMember = false
            case .block: continue
            }
            // The outermost function or property wins over a type (a member is one declaration, nested
            // closures and local functions included); among types, the innermost.
            if best < 0 || (isMember && !bestIsMember) || (!isMember && !bestIsMember && scope.start > model.scopes[best].start) {
                best = scopeIndex
                bestIsMember = isMember
            }
        }
        return best
    }

    /// At most `limit` findings of one rule per declaration, in order: one `switch` or one long function must not
    /// drown the rest.
    static func capped(_ findings: [(index: Int, finding: Finding)], model: SourceModel, limit: Int = 5) -> [Finding] {
        var counts: [Int: Int] = [:]
        var kept: [Finding] = []
        for (index, finding) in findings.sorted(by: { $0.index < $1.index }) {
            let key = declaration(of: index, in: model)
            counts[key, default: 0] += 1
            if counts[key, default: 0] <= limit { kept.append(finding) }
        }
        return kept
    }
}
