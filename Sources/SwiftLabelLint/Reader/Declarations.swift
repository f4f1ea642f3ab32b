/// The keyword that declares a type.
public enum TypeKind: String, Equatable, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
}

/// The keyword that declares a function.
public enum FunctionKind: String, Equatable, Sendable {
    case `func`, `init`, `subscript`
}

/// A type declaration (`struct`, `class`, `enum`, `actor`, `protocol` or `extension`) with its inheritance list.
public struct TypeDeclaration: Equatable, Sendable {
    /// The declaring keyword.
    public var kind: TypeKind
    /// The name as written: `Row`, or `Outer.Row` for an extension.
    public var name: String
    /// The names of the conformances and superclass, module prefix and generic arguments removed: `View`, `Hashable`.
    public var inheritance: [String]
    /// The token index of the name.
    public var nameIndex: Int
    /// The scope of the body, an index into `SourceModel.scopes`, when the body was found.
    public var bodyScope: Int?
    /// The enclosing type, an index into `SourceModel.types`.
    public var parent: Int?

    /// The last component of the name: `Row` for `Outer.Row`.
    public var simpleName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}

/// A `let` or `var` that is a member of a type (locals are bindings of their scope instead).
public struct PropertyDeclaration: Equatable, Sendable {
    public var name: String
    public var nameIndex: Int
    public var isLet: Bool
    /// Attribute names with `@`: `@State`, `@Binding`.
    public var attributes: [String]
    /// Modifiers: `private`, `static`, `lazy`, …
    public var modifiers: [String]
    /// The written type, tokens joined: `String?`, `some View`, `[String:Int]`; nil when inferred.
    public var typeText: String?
    /// Token indices of the initial value after `=`.
    public var initializer: Range<Int>?
    /// Token indices strictly inside the accessor braces, for a computed property or one with observers.
    public var accessors: Range<Int>?
    /// Whether the braces hold `get`/`set` or a getter body rather than `willSet`/`didSet` observers.
    public var isComputed: Bool
    /// The type it belongs to, an index into `SourceModel.types`.
    public var owner: Int
}

/// One parameter of a function or initializer.
public struct Parameter: Equatable, Sendable {
    /// The argument label, `_` when there is none; equal to `name` when only one name is written.
    public var label: String
    public var name: String
    public var nameIndex: Int
    /// The written type, tokens joined, attributes such as `@escaping` removed.
    public var typeText: String
    /// Attributes written before the type (`@escaping`, `@ViewBuilder`).
    public var attributes: [String]
}

/// A `func`, `init` or `subscript` declaration.
public struct FunctionDeclaration: Equatable, Sendable {
    /// `func`, `init` or `subscript`.
    public var kind: FunctionKind
    /// The function name; `init` for initializers.
    public var name: String
    public var nameIndex: Int
    public var attributes: [String]
    public var modifiers: [String]
    public var parameters: [Parameter]
    /// The return type as written, tokens joined; nil when absent.
    public var returnType: String?
    /// The body scope, when there is a body.
    public var bodyScope: Int?
    /// The enclosing type, when the function is a member.
    public var owner: Int?
}

/// One argument of a call: its label (nil when unlabeled) and the token indices of its expression.
public struct Argument: Equatable, Sendable {
    public var label: String?
    public var tokens: Range<Int>
}

/// A call written `Name(…)` or `.name(…)`: an initializer such as `Text("…")` or a modifier such as `.navigationTitle(…)`.
public struct CallSite: Equatable, Sendable {
    public var name: String
    public var nameIndex: Int
    /// Whether a `.` precedes the name (`.navigationTitle(…)`, `Foo.bar(…)`).
    public var isMember: Bool
    public var arguments: [Argument]
    /// The innermost scope holding the call.
    public var scope: Int?
}

/// A name bound in a scope by `let`/`var`, a closure parameter, `for … in`, or a `catch` pattern.
public struct Binding: Equatable, Sendable {
    public var name: String
    public var index: Int
    /// The written type when there is one (`let x: String`).
    public var typeText: String?
    /// Token indices of the initial value, when written (`let x = …`).
    public var initializer: Range<Int>?
}

/// A brace-delimited region: a type body, a function body, a property's accessors, or any other block or closure.
public struct Scope: Equatable, Sendable {
    /// What opened the braces.
    public enum Kind: Equatable, Sendable {
        case type(Int)
        case function(Int)
        case property(Int)
        case block
    }

    public var kind: Kind
    /// The token index of `{`.
    public var start: Int
    /// The token index of the matching `}` (the end of the file when unbalanced).
    public var end: Int
    public var parent: Int?
    public var bindings: [Binding]
}
