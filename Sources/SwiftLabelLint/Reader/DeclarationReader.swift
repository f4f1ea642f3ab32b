/// A light reader over tokens: finds type declarations, member properties, functions with their parameters,
/// call sites with their arguments, and the local names each scope binds.
///
/// It is deliberately forgiving: it never fails, skips what it does not understand, and keeps braces balanced
/// as best it can, so a file that does not compile still yields what can be read.
struct DeclarationReader {
    let tokens: [Token]
    var types: [TypeDeclaration] = []
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var calls: [CallSite] = []
    var scopes: [Scope] = []
    /// The `let` constants declared at the file's top level, outside any braces (`let welcome = "Welcome"`).
    var globals: [Binding] = []

    private var stack: [Int] = []
    private var openers: [Int: Scope.Kind] = [:]
    private var pendingAttributes: [String] = []
    private var pendingModifiers: [String] = []

    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "override", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "dynamic", "optional", "required", "convenience", "nonisolated",
        "indirect", "package", "isolated", "consuming", "borrowing",
    ]

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    // MARK: - Helpers

    private func token(_ index: Int) -> Token? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    private func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        token(index)?.isSymbol(symbol) ?? false
    }

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{`), or `tokens.count` when unbalanced
    /// (so `open + 1..<result` is always a valid range).
    func matching(_ open: Int) -> Int {
        Self.matching(open, in: tokens)
    }

    /// The index of the bracket closing the one at `open` in `tokens` (`(`, `[`, `{`; brackets of the other kinds
    /// are not counted), or `tokens.count` when the tokens end first. The lint's one bracket matcher.
    static func matching(_ open: Int, in tokens: [Token]) -> Int {
        let opener = tokens[open].text
        let closer = opener == "(" ? ")" : opener == "[" ? "]" : "}"
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == opener { depth += 1 } else if token.text == closer {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count
    }

    /// `matching(_:in:)`, nil when the tokens end before the bracket closes.
    static func closing(_ open: Int, in tokens: [Token]) -> Int? {
        let close = matching(open, in: tokens)
        return close < tokens.count ? close : nil
    }

    /// Net angle-bracket depth change of a token (`<` opens, `>` closes; `->` and `>=` do not count).
    private static func angleDelta(_ token: Token) -> Int {
        guard token.kind == .operator, !token.text.contains("-"), !token.text.contains("=") else { return 0 }
        var delta = 0
        for character in token.text {
            if character == "<" { delta += 1 } else if character == ">" { delta -= 1 }
        }
        return delta
    }

    /// Joins tokens compactly, with a space only between two words: `some View`, `[String:Int]`, `String?`.
    static func joined(_ tokens: [Token], _ range: Range<Int>) -> String {
        var out = ""
        var previousWasWord = false
        for index in range where index < tokens.count {
            let token = tokens[index]
            let isWord = token.kind == .identifier || token.kind == .keyword || token.kind == .attribute
            if isWord, previousWasWord { out += " " }
            out += token.text
            previousWasWord = isWord
        }
        return out
    }

    /// The end (exclusive) of a type written from `start`: stops at depth 0 before `=`, `{`, `,`, `;`, `)`, `}`,
    /// `where`, or at a new line that does not continue the type.
    private func typeEnd(from start: Int, stopAtBrace: Bool = true) -> Int {
        var index = start
        var depth = 0
        while let token = token(index) {
            if index > start, depth == 0, token.line > tokens[index - 1].endLine {
                let previous = tokens[index - 1]
                if !(previous.kind == .operator && (previous.text == "&" || previous.text == "->")) && !token.isSymbol("->") {
                    return index
                }
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": depth += 1
                case ")", "]":
                    if depth == 0 { return index }
                    depth -= 1
                case "{", "}", ";":
                    if depth == 0 && (stopAtBrace || token.text != "{") { return index }
                case ",":
                    if depth == 0 { return index }
                default: break
                }
            } else if token.kind == .operator {
                if depth == 0, token.text == "=" { return index }
                depth += Self.angleDelta(token)
                if depth < 0 { return index }
            } else if token.kind == .keyword, depth == 0, token.text == "where" || token.text == "throws" {
                return index
            } else if token.kind == .identifier, depth == 0, token.text == "async" || token.text == "throws" {
                return index
            }
            index += 1
        }
        return index
    }

    /// The end (exclusive) of an expression from `start`: depth-0 `,` `;` `)` `]` `}`, or a new line that starts
    /// a new statement (anything but `.`, an operator or a closing bracket).
    private func expressionEnd(from start: Int) -> Int {
        var index = start
        var depth = 0
        while let token = token(index) {
            if index > start, depth == 0, token.line > tokens[index - 1].endLine {
                let previous = tokens[index - 1]
                let continues = token.isSymbol(".") || (token.kind == .operator && token.text != "!" && token.text != "&")
                    || (previous.kind == .operator && previous.text != "?" && previous.text != "!")
                    || previous.isSymbol("(") || previous.isSymbol(",") || previous.isSymbol("[")
                if !continues { return index }
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    if depth == 0, token.text == "{", let next = self.token(index + 1),
                       next.text == "willSet" || next.text == "didSet" {
                        return index
                    }
                    depth += 1
                case ")", "]", "}":
                    if depth == 0 { return index }
                    depth -= 1
                case ",", ";":
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return index
    }

    /// The base name of an inheritance entry: `SwiftUI.View` → `View`, `Sequence<Int>` → `Sequence`.
    private func baseName(_ range: Range<Int>) -> String? {
        var name: String?
        for index in range {
            let token = tokens[index]
            if token.kind == .operator && Self.angleDelta(token) > 0 { break }
            if token.kind == .identifier || token.kind == .keyword { name = token.name }
        }
        return name
    }

    // MARK: - Reading

    mutating func read() {
        var index = 0
        while index < tokens.count {
            index = step(index)
        }
        while let open = stack.popLast() {
            scopes[open].end = tokens.count - 1
        }
    }

    /// Reads from `index` and returns where to continue.
    private mutating func step(_ index: Int) -> Int {
        let token = tokens[index]
        let afterDot = isSymbol(index - 1, ".")
        switch token.kind {
        case .attribute:
            pendingAttributes.append(token.text)
            if isAdjacentParenthesis(index) { return matching(index + 1) + 1 }
            return index + 1
        case .keyword, .identifier:
            if afterDot || (isSymbol(index + 1, ":") && token.text != "default") { break }
            if Self.modifiers.contains(token.text) {
                pendingModifiers.append(token.text)
                if isSymbol(index + 1, "("), token.text != "static" { return matching(index + 1) + 1 }
                return index + 1
            }
            switch token.text {
            case "struct", "enum", "protocol", "extension":
                if token.kind == .keyword || isTypeName(index + 1) { return readType(index) }
            case "actor":
                if isTypeName(index + 1), token.kind == .identifier { return readType(index) }
            case "class":
                if let next = self.token(index + 1), next.kind == .identifier { return readType(index) }
                pendingModifiers.append("class")
                return index + 1
            case "let", "var":
                if token.kind == .keyword { return readVariable(index) }
            case "func", "init", "subscript":
                if token.kind == .keyword { return readFunction(index) }
            case "for":
                if token.kind == .keyword { return readForBindings(index) }
            default:
                break
            }
        case .punctuation:
            if token.text == "{" { return openScope(index) }
            if token.text == "}" { closeScope(index) }
        default:
            break
        }
        pendingAttributes = []
        pendingModifiers = []
        if token.kind == .identifier || (token.kind == .keyword && (token.text == "init" || token.text == "self")),
           isSymbol(index + 1, "("), tokens[index + 1].line == token.line {
            readCall(index)
        }
        return index + 1
    }

    /// Whether `(` follows the token at `index` with no space between: an attribute's arguments, not a type.
    private func isAdjacentParenthesis(_ index: Int) -> Bool {
        guard isSymbol(index + 1, "(") else { return false }
        let token = tokens[index]
        return tokens[index + 1].line == token.line && tokens[index + 1].column == token.column + token.text.unicodeScalars.count
    }

    private func isTypeName(_ index: Int) -> Bool {
        guard let token = token(index) else { return false }
        return token.kind == .identifier
    }

    // MARK: - Scopes

    private mutating func openScope(_ index: Int) -> Int {
        let kind = openers.removeValue(forKey: index) ?? .block
        let scope = Scope(kind: kind, start: index, end: tokens.count - 1, parent: stack.last, bindings: [])
        scopes.append(scope)
        let scopeIndex = scopes.count - 1
        stack.append(scopeIndex)
        switch kind {
        case .type(let type): types[type].bodyScope = scopeIndex
        case .function(let function): functions[function].bodyScope = scopeIndex
        default: break
        }
        if kind == .block { readClosureParameters(after: index, scope: scopeIndex) }
        pendingAttributes = []
        pendingModifiers = []
        return index + 1
    }

    private mutating func closeScope(_ index: Int) {
        guard let open = stack.popLast() else { return }
        scopes[open].end = index
    }

    /// Binds closure parameters: `{ a, b in`, `{ (a: T, b) -> U in`, `{ [weak self] a in`.
    private mutating func readClosureParameters(after open: Int, scope: Int) {
        var index = open + 1
        if isSymbol(index, "[") { index = matching(index) + 1 }
        var names: [Binding] = []
        let limit = min(tokens.count, index + 40)
        var parenDepth = 0
        while index < limit {
            let token = tokens[index]
            if token.isWord("in"), parenDepth == 0 {
                scopes[scope].bindings += names
                return
            }
            if token.kind == .punctuation, token.text == "(" { parenDepth += 1 } else if token.kind == .punctuation, token.text == ")" {
                parenDepth -= 1
            } else if token.kind == .identifier, !isSymbol(index - 1, ":"), !isSymbol(index - 1, "."),
                      parenDepth <= 1, isSymbol(index - 1, "(") || isSymbol(index - 1, ",") || index == open + 1
                        || isSymbol(index - 1, "]") {
                let type = isSymbol(index + 1, ":") ? Self.joined(tokens, (index + 2)..<typeEnd(from: index + 2)) : nil
                names.append(Binding(name: token.name, index: index, typeText: type, initializer: nil))
            } else if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                return
            } else if token.kind == .keyword, token.text != "in", token.text != "throws", token.text != "inout" {
                return
            }
            index += 1
        }
    }

    private mutating func bind(_ binding: Binding) {
        guard let top = stack.last else { return }
        scopes[top].bindings.append(binding)
    }

    private var currentType: Int? {
        guard let top = stack.last, case .type(let type) = scopes[top].kind else { return nil }
        return type
    }

    // MARK: - Declarations

    private mutating func readType(_ keyword: Int) -> Int {
        var index = keyword + 1
        var nameParts: [String] = []
        while let token = token(index), token.kind == .identifier || token.kind == .keyword {
            nameParts.append(token.name)
            if isSymbol(index + 1, ".") { index += 2 } else { index += 1; break }
        }
        guard !nameParts.isEmpty else { return keyword + 1 }
        let nameIndex = index - 1
        index = skippingGenerics(at: index)
        var inheritance: [String] = []
        if isSymbol(index, ":") {
            index += 1
            while index < tokens.count {
                let end = typeEnd(from: index, stopAtBrace: true)
                if let name = baseName(index..<end) { inheritance.append(name) }
                index = end
                if isSymbol(index, ",") { index += 1 } else { break }
            }
        }
        while let token = token(index), !token.isSymbol("{"), !token.isSymbol("}") {
            if token.kind == .keyword, ["struct", "class", "enum", "func", "var", "let"].contains(token.text) { break }
            index += 1
        }
        let declaration = TypeDeclaration(
            kind: TypeKind(rawValue: tokens[keyword].text) ?? .struct, name: nameParts.joined(separator: "."), inheritance: inheritance,
            nameIndex: nameIndex, bodyScope: nil, parent: enclosingTypeOfStack())
        types.append(declaration)
        if isSymbol(index, "{") { openers[index] = .type(types.count - 1) }
        pendingAttributes = []
        pendingModifiers = []
        return index
    }

    /// The attributes and modifiers read since the last declaration, cleared for the next one.
    private mutating func takePending() -> (attributes: [String], modifiers: [String]) {
        defer {
            pendingAttributes = []
            pendingModifiers = []
        }
        return (pendingAttributes, pendingModifiers)
    }

    /// The index after a generic parameter clause `<…>` starting at `index`, or `index` when there is none.
    private func skippingGenerics(at index: Int) -> Int {
        guard let token = token(index), token.kind == .operator, Self.angleDelta(token) > 0 else { return index }
        var position = index
        var depth = 0
        while let token = self.token(position) {
            depth += Self.angleDelta(token)
            position += 1
            if depth <= 0 { break }
        }
        return position
    }

    private func enclosingTypeOfStack() -> Int? {
        for scope in stack.reversed() {
            if case .type(let type) = scopes[scope].kind { return type }
        }
        return nil
    }

    /// Reads `let`/`var`: a member property inside a type body, otherwise local bindings of the current scope.
    private mutating func readVariable(_ keyword: Int) -> Int {
        let (attributes, modifiers) = takePending()
        var index = keyword + 1
        guard let nameToken = token(index) else { return index }
        if nameToken.isSymbol("(") {
            // Tuple pattern: bind every name inside.
            let close = matching(index)
            for inner in (index + 1)..<close where tokens[inner].kind == .identifier && !isSymbol(inner - 1, ":") {
                bind(Binding(name: tokens[inner].name, index: inner, typeText: nil, initializer: nil))
            }
            return close + 1
        }
        guard nameToken.kind == .identifier || (nameToken.kind == .keyword && nameToken.text.hasPrefix("`")) else {
            return index
        }
        let nameIndex = index
        index += 1
        var typeText: String?
        if isSymbol(index, ":") {
            let end = typeEnd(from: index + 1)
            typeText = Self.joined(tokens, (index + 1)..<end)
            index = end
        }
        var initializer: Range<Int>?
        if isSymbol(index, "=") {
            let end = expressionEnd(from: index + 1)
            initializer = (index + 1)..<end
        }
        let isLet = tokens[keyword].text == "let"
        if let owner = currentType {
            var accessors: Range<Int>?
            var isComputed = false
            let braceIndex = initializer?.upperBound ?? index
            if isSymbol(braceIndex, "{"), tokens[braceIndex].line == tokens[braceIndex - 1].endLine || typeText != nil {
                let close = matching(braceIndex)
                accessors = (braceIndex + 1)..<close
                let first = token(braceIndex + 1)?.text
                isComputed = first != "willSet" && first != "didSet"
            }
            properties.append(PropertyDeclaration(
                name: nameToken.name, nameIndex: nameIndex, isLet: isLet, attributes: attributes, modifiers: modifiers,
                typeText: typeText, initializer: initializer, accessors: accessors, isComputed: isComputed, owner: owner))
            if accessors != nil { openers[braceIndex] = .property(properties.count - 1) }
        } else if stack.isEmpty {
            if isLet {
                globals.append(Binding(name: nameToken.name, index: nameIndex, typeText: typeText, initializer: initializer,
                                       isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate")))
            }
        } else {
            bind(Binding(name: nameToken.name, index: nameIndex, typeText: typeText, initializer: initializer))
        }
        // Continue right after the name so calls inside the initializer and accessors are read too.
        return nameIndex + 1
    }

    /// Binds the names of `for a in` / `for (a, b) in` / `for case let x in`.
    private mutating func readForBindings(_ keyword: Int) -> Int {
        var index = keyword + 1
        while let token = token(index), !token.isWord("in"), index < keyword + 20 {
            if token.kind == .identifier, !isSymbol(index - 1, "."), !isSymbol(index - 1, ":") {
                bind(Binding(name: token.name, index: index, typeText: nil, initializer: nil))
            }
            index += 1
        }
        return index
    }

    private mutating func readFunction(_ keyword: Int) -> Int {
        let (attributes, modifiers) = takePending()
        let kind = FunctionKind(rawValue: tokens[keyword].text) ?? .func
        var index = keyword + 1
        var name = kind.rawValue
        var nameIndex = keyword
        if kind == .func, let token = token(index) {
            name = token.name
            nameIndex = index
            index += 1
        } else if isSymbol(index, "?") || isSymbol(index, "!") {
            index += 1
        }
        index = skippingGenerics(at: index)
        guard isSymbol(index, "(") else { return index }
        let close = matching(index)
        let parameters = readParameters(open: index, close: close)
        index = close + 1
        var returnType: String?
        while let token = token(index), token.kind == .identifier || token.kind == .keyword,
              ["throws", "rethrows", "async", "reasync"].contains(token.text) {
            index += 1
            if isSymbol(index, "(") { index = matching(index) + 1 }
        }
        if isSymbol(index, "->") {
            let end = typeEnd(from: index + 1)
            returnType = Self.joined(tokens, (index + 1)..<end)
            index = end
        }
        if token(index)?.isWord("where") == true {
            while let token = token(index), !token.isSymbol("{"), !token.isSymbol("}") { index += 1 }
        }
        functions.append(FunctionDeclaration(
            kind: kind, name: name, nameIndex: nameIndex, attributes: attributes, modifiers: modifiers,
            parameters: parameters, returnType: returnType, bodyScope: nil, owner: currentType))
        if isSymbol(index, "{") { openers[index] = .function(functions.count - 1) }
        return close + 1
    }

    private func readParameters(open: Int, close: Int) -> [Parameter] {
        elements(open: open, close: close, countingAngles: true).compactMap(readParameter)
    }

    /// The comma-separated elements between the brackets at `open` and `close`, as token ranges.
    /// `countingAngles` treats `<…>` as brackets (in parameter types), not in call arguments (comparisons).
    private func elements(open: Int, close: Int, countingAngles: Bool) -> [Range<Int>] {
        Self.elements(open: open, close: close, countingAngles: countingAngles, in: tokens)
    }

    /// The comma-separated elements between the brackets at `open` and `close` in `tokens`, as token ranges (see
    /// `elements(open:close:countingAngles:)`). The lint's one element splitter.
    static func elements(open: Int, close: Int, countingAngles: Bool, in tokens: [Token]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        while start < close {
            var end = start
            var depth = 0
            while end < close {
                let token = tokens[end]
                if token.kind == .punctuation {
                    if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                    if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                    if token.text == ",", depth == 0 { break }
                } else if countingAngles {
                    depth += Self.angleDelta(token)
                }
                end += 1
            }
            result.append(start..<end)
            start = end + 1
        }
        return result
    }

    private func readParameter(_ range: Range<Int>) -> Parameter? {
        guard let colon = range.first(where: { tokens[$0].isSymbol(":") }) else { return nil }
        let names = (range.lowerBound..<colon).filter {
            tokens[$0].kind == .identifier || tokens[$0].kind == .keyword
        }
        guard let last = names.last else { return nil }
        let label = names.count >= 2 ? tokens[names[names.count - 2]].name : tokens[last].name
        var typeStart = colon + 1
        var attributes: [String] = []
        while typeStart < range.upperBound {
            let token = tokens[typeStart]
            if token.kind == .attribute {
                attributes.append(token.text)
                typeStart += isAdjacentParenthesis(typeStart) ? matching(typeStart + 1) - typeStart + 1 : 1
            } else if token.isWord("inout") || token.isWord("sending") || token.isWord("borrowing") || token.isWord("consuming") {
                typeStart += 1
            } else {
                break
            }
        }
        var typeEnd = typeStart
        var depth = 0
        while typeEnd < range.upperBound {
            let token = tokens[typeEnd]
            if token.kind == .punctuation, token.text == "(" || token.text == "[" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0, token.isSymbol("=") || token.isSymbol("...") { break }
            typeEnd += 1
        }
        return Parameter(
            label: label, name: tokens[last].name, nameIndex: last,
            typeText: Self.joined(tokens, typeStart..<typeEnd), attributes: attributes)
    }

    // MARK: - Calls

    private mutating func readCall(_ nameIndex: Int) {
        let open = nameIndex + 1
        let close = matching(open)
        var arguments: [Argument] = []
        for element in elements(open: open, close: close, countingAngles: false) {
            let start = element.lowerBound
            let end = element.upperBound
            var label: String?
            var valueStart = start
            if end - start >= 2, tokens[start].kind == .identifier || tokens[start].kind == .keyword,
               tokens[start + 1].isSymbol(":") {
                label = tokens[start].name
                valueStart = start + 2
            }
            arguments.append(Argument(label: label, tokens: valueStart..<end))
        }
        calls.append(CallSite(
            name: tokens[nameIndex].name, nameIndex: nameIndex, isMember: isSymbol(nameIndex - 1, "."),
            arguments: arguments, scope: stack.last))
    }
}
