/// The keyword that declares a type.
enum TypeKind: String, Equatable, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
}

/// The keyword that declares a function.
enum FunctionKind: String, Equatable, Sendable {
    case `func`, `init`, `subscript`
}

/// A type declaration (`struct`, `class`, `enum`, `actor`, `protocol` or `extension`) with its inheritance list.
struct TypeDeclaration: Equatable, Sendable {
    /// The declaring keyword.
    var kind: TypeKind
    /// The name as written: `Row`, or `Outer.Row` for an extension.
    var name: String
    /// The names of the conformances and superclass, module prefix and generic arguments removed: `View`, `Hashable`.
    var inheritance: [String]
    /// The token index of the name.
    var nameIndex: Int
    /// The scope of the body, an index into `SourceModel.scopes`, when the body was found.
    var bodyScope: Int?
    /// The enclosing type, an index into `SourceModel.types`.
    var parent: Int?

    /// The last component of the name: `Row` for `Outer.Row`.
    var simpleName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}

/// A `let` or `var` that is a member of a type (locals are bindings of their scope instead).
struct PropertyDeclaration: Equatable, Sendable {
    var name: String
    var nameIndex: Int
    var isLet: Bool
    /// Attribute names with `@`: `@State`, `@Binding`.
    var attributes: [String]
    /// Modifiers: `private`, `static`, `lazy`, …
    var modifiers: [String]
    /// The written type, tokens joined: `String?`, `some View`, `[String:Int]`; nil when inferred.
    var typeText: String?
    /// Token indices of the initial value after `=`.
    var initializer: Range<Int>?
    /// Token indices strictly inside the accessor braces, for a computed property or one with observers.
    var accessors: Range<Int>?
    /// Whether the braces hold `get`/`set` or a getter body rather than `willSet`/`didSet` observers.
    var isComputed: Bool
    /// The type it belongs to, an index into `SourceModel.types`.
    var owner: Int
}

/// One parameter of a function or initializer.
struct Parameter: Equatable, Sendable {
    /// The argument label, `_` when there is none; equal to `name` when only one name is written.
    var label: String
    var name: String
    var nameIndex: Int
    /// The written type, tokens joined, attributes such as `@escaping` removed.
    var typeText: String
    /// Attributes written before the type (`@escaping`, `@ViewBuilder`).
    var attributes: [String]
}

/// A `func`, `init` or `subscript` declaration.
struct FunctionDeclaration: Equatable, Sendable {
    /// `func`, `init` or `subscript`.
    var kind: FunctionKind
    /// The function name; `init` for initializers.
    var name: String
    var nameIndex: Int
    var attributes: [String]
    var modifiers: [String]
    var parameters: [Parameter]
    /// The return type as written, tokens joined; nil when absent.
    var returnType: String?
    /// The body scope, when there is a body.
    var bodyScope: Int?
    /// The enclosing type, when the function is a member.
    var owner: Int?
}

/// One argument of a call: its label (nil when unlabeled) and the token indices of its expression.
struct Argument: Equatable, Sendable {
    var label: String?
    var tokens: Range<Int>
}

/// A call written `Name(…)` or `.name(…)`: an initializer such as `Text("…")` or a modifier such as `.navigationTitle(…)`.
struct CallSite: Equatable, Sendable {
    var name: String
    var nameIndex: Int
    /// Whether a `.` precedes the name (`.navigationTitle(…)`, `Foo.bar(…)`).
    var isMember: Bool
    var arguments: [Argument]
    /// The innermost scope holding the call.
    var scope: Int?
}

/// A name bound in a scope by `let`/`var`, a closure parameter, `for … in`, or a `catch` pattern.
struct Binding: Equatable, Sendable {
    var name: String
    var index: Int
    /// The written type when there is one (`let x: String`).
    var typeText: String?
    /// Token indices of the initial value, when written (`let x = …`).
    var initializer: Range<Int>?
    /// For a top-level constant: whether it is declared `private` or `fileprivate`, so only its own file sees it.
    var isFilePrivate = false
}

/// A brace-delimited region: a type body, a function body, a property's accessors, or any other block or closure.
struct Scope: Equatable, Sendable {
    /// What opened the braces.
    enum Kind: Equatable, Sendable {
        case type(Int)
        case function(Int)
        case property(Int)
        case block
    }

    var kind: Kind
    /// The token index of `{`.
    var start: Int
    /// The token index of the matching `}` (the end of the file when unbalanced).
    var end: Int
    var parent: Int?
    var bindings: [Binding]
}
