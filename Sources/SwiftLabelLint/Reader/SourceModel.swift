/// What the declaration reader found in one Swift file: types, members, functions, calls and scopes over its tokens.
///
/// Indices everywhere refer to `tokens`, which holds the code tokens only; comments are kept apart in `comments`.
public struct SourceModel: Sendable {
    public var tokens: [Token]
    public var comments: [Token]
    public var types: [TypeDeclaration] = []
    public var properties: [PropertyDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    public var calls: [CallSite] = []
    public var scopes: [Scope] = []

    /// Lexes and reads `source`.
    public init(source: String) {
        let result = Lexer.tokenize(source)
        self.init(tokens: result.tokens)
    }

    /// Reads already lexed tokens (comments are separated out).
    public init(tokens all: [Token]) {
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        var reader = DeclarationReader(tokens: tokens)
        reader.read()
        types = reader.types
        properties = reader.properties
        functions = reader.functions
        calls = reader.calls
        scopes = reader.scopes
    }

    /// The tokens of `range` joined as a type or expression is written compactly: `String?`, `some View`.
    public func text(of range: Range<Int>) -> String {
        DeclarationReader.joined(tokens, range)
    }

    /// The tokens of `range` as written, one space wherever the source had white space between them
    /// (`name ?? "Unknown"`), for messages that quote an expression.
    public func sourceText(of range: Range<Int>) -> String {
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
    public func members(of typeIndex: Int) -> [PropertyDeclaration] {
        let name = types[typeIndex].simpleName
        let family = Set(types.indices.filter { types[$0].simpleName == name })
        return properties.filter { family.contains($0.owner) }
    }

    /// The scopes enclosing token `index`, innermost first, starting from `scope`.
    public func scopeChain(from scope: Int?) -> [Int] {
        var chain: [Int] = []
        var current = scope
        while let index = current {
            chain.append(index)
            current = scopes[index].parent
        }
        return chain
    }

    /// The innermost type enclosing `scope`, if any.
    public func enclosingType(of scope: Int?) -> Int? {
        for index in scopeChain(from: scope) {
            if case .type(let type) = scopes[index].kind { return type }
        }
        return nil
    }

    /// The innermost function enclosing `scope` before reaching a type, if any.
    public func enclosingFunction(of scope: Int?) -> Int? {
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
