/// What the declaration reader found in one Swift file: types, members, functions, calls and scopes over its tokens.
///
/// Indices everywhere refer to `tokens`, which holds the code tokens only; comments are kept apart in `comments`.
struct SourceModel: Sendable {
    var tokens: [Token]
    var comments: [Token]
    var types: [TypeDeclaration] = []
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var calls: [CallSite] = []
    var scopes: [Scope] = []
    /// The `let` constants of the file's top level (`let welcome = "Welcome"`).
    var globals: [Binding] = []

    /// Lexes and reads `source`.
    init(source: String) {
        let result = Lexer.tokenize(source)
        self.init(tokens: result.tokens)
    }

    /// Reads already lexed tokens (comments are separated out).
    init(tokens all: [Token]) {
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        var reader = DeclarationReader(tokens: tokens)
        reader.read()
        types = reader.types
        properties = reader.properties
        functions = reader.functions
        calls = reader.calls
        scopes = reader.scopes
        globals = reader.globals
    }

    /// The tokens of `range` joined as a type or expression is written compactly: `String?`, `some View`.
    func text(of range: Range<Int>) -> String {
        DeclarationReader.joined(tokens, range)
    }

    /// The tokens of `range` as written, one space wherever the source had white space between them
    /// (`name ?? "Unknown"`), for messages that quote an expression.
    func sourceText(of range: Range<Int>) -> String {
        var text = ""
        for index in range {
            let token = tokens[index]
            if index > range.lowerBound {
                let previous = tokens[index - 1]
                if previous.endLine != token.line || previous.column + previous.text.unicodeScalars.count < token.column {
                    text += " "
                }
            }
            text += token.text
        }
        return text
    }

    /// The members of the type `typeIndex`, including those declared in same-named extensions in this file.
    func members(of typeIndex: Int) -> [PropertyDeclaration] {
        let name = types[typeIndex].simpleName
        let family = Set(types.indices.filter { types[$0].simpleName == name })
        return properties.filter { family.contains($0.owner) }
    }

    /// The scopes enclosing token `index`, innermost first, starting from `scope`.
    func scopeChain(from scope: Int?) -> [Int] {
        var chain: [Int] = []
        var current = scope
        while let index = current {
            chain.append(index)
            current = scopes[index].parent
        }
        return chain
    }

    /// The innermost type enclosing `scope`, if any.
    func enclosingType(of scope: Int?) -> Int? {
        for index in scopeChain(from: scope) {
            if case .type(let type) = scopes[index].kind { return type }
        }
        return nil
    }

    /// The innermost scope whose braces hold token `index`, if any.
    func innermostScope(of index: Int) -> Int? {
        scopes.indices.filter { scopes[$0].start < index && index < scopes[$0].end }.max { scopes[$0].start < scopes[$1].start }
    }

    /// Whether block scope `scope` is a closure rather than a statement's body: walking back from its `{` over
    /// balanced brackets, no `if`, `guard`, `else`, `for`, `while`, `repeat`, `switch`, `do`, `catch` or `defer` comes
    /// before an unbalanced `(` or `[` (an argument), a `{`, a `}` or a `;` (the statement's start).
    /// `ForEach(codec.warnings) {` and `Button {} label: {` are closures; `if let first = items.first(where: { … }) {`
    /// and `} else {` are not.
    func opensClosure(_ scope: Int) -> Bool {
        guard case .block = scopes[scope].kind else { return false }
        var depth = 0
        var index = scopes[scope].start - 1
        while index >= 0 {
            let token = tokens[index]
            if token.isSymbol(")") || token.isSymbol("]") {
                depth += 1
            } else if token.isSymbol("(") || token.isSymbol("[") {
                if depth == 0 { return true }
                depth -= 1
            } else if depth == 0, token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(";") {
                return true
            } else if depth == 0, token.kind == .keyword, Self.statementKeywords.contains(token.text) {
                return false
            }
            index -= 1
        }
        return true
    }

    /// The keywords whose statement takes a body in braces.
    private static let statementKeywords: Set<String> = ["if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer"]

    /// The innermost function enclosing `scope` before reaching a type, if any.
    func enclosingFunction(of scope: Int?) -> Int? {
        for index in scopeChain(from: scope) {
            switch scopes[index].kind {
            case .function(let function): return function
            case .type: return nil
            default: continue
            }
        }
        return nil
    }
}
