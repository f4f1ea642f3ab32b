/// A JSON value that remembers the exact bytes it was read from.
///
/// `source` holds the value's bytes as they stood in the file; the writer copies them verbatim while the value is
/// unchanged, which is what makes read-then-write byte-identical. Any assignment to `kind` (directly or through
/// `object`, `array` or a member subscript) clears `source`, and only the changed part is re-rendered.
public struct JSONValue: Sendable {
    /// What the value is.
    public enum Kind: Sendable {
        case object(JSONObject)
        case array([JSONValue])
        case string(String)
        /// A number, kept as its literal text so `1.0` stays `1.0`.
        case number(String)
        case bool(Bool)
        case null
    }

    /// The value. Setting it marks the value as changed (its source bytes are dropped; an object tracks its own).
    public var kind: Kind {
        didSet { scalarSource = nil }
    }

    /// Source bytes of an array or of a string with escapes, while unchanged. Objects keep their bytes themselves;
    /// other scalars are written back identically from their value and keep none.
    var scalarSource: ArraySlice<UInt8>?

    /// The exact bytes this value was read from, while it is unchanged and they are needed to write it back.
    public var source: ArraySlice<UInt8>? {
        if case .object(let object) = kind { return object.isPristine ? object.source : nil }
        return scalarSource
    }

    /// A string value.
    public static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
    /// An object value.
    public static func object(_ object: JSONObject) -> JSONValue { JSONValue(.object(object)) }
    /// A boolean value.
    public static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag)) }
    /// An integer value.
    public static func int(_ number: Int) -> JSONValue { JSONValue(.number(String(number))) }
    /// An array value.
    public static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }

    /// The object, when this value is one; setting it replaces the value (and marks it changed).
    public var object: JSONObject? {
        get {
            if case .object(let object) = kind { return object }
            return nil
        }
        set {
            if let newValue { kind = .object(newValue) }
        }
    }

    /// The array items, when this value is an array.
    public var array: [JSONValue]? {
        get {
            if case .array(let items) = kind { return items }
            return nil
        }
        set {
            if let newValue { kind = .array(newValue) }
        }
    }

    /// The string, when this value is one.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The boolean, when this value is one.
    public var boolValue: Bool? {
        if case .bool(let flag) = kind { return flag }
        return nil
    }

    /// The integer, when this value is a number literal without fraction or exponent.
    public var intValue: Int? {
        if case .number(let text) = kind { return Int(text) }
        return nil
    }

    /// A short name of the value's type, for error messages ("expected a string, found an object").
    public var typeName: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

// The initializer is in an extension so that the struct keeps its memberwise initializer
// (`init(kind:scalarSource:)`), which the tree builder uses: through an initializer of the same two assignments
// written in the struct, the optimizer built each value read aside, copied it into the result and destroyed the
// original (an outlined copy and destroy per value).
extension JSONValue {
    /// Creates a value with no source bytes (it will be rendered in the file's style).
    public init(_ kind: Kind) {
        self.kind = kind
        self.scalarSource = nil
    }
}

extension JSONValue: Equatable {
    /// Structural equality: same kind and content, keys compared by exact bytes, member order ignored
    /// (JSON objects are unordered; formatting and order are never a change).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        if let left = lhs.source, let right = rhs.source, left.hasSameBytes(as: right) { return true }
        switch (lhs.kind, rhs.kind) {
        case (.object(let a), .object(let b)): return a.isStructurallyEqual(to: b)
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a.hasSameBytes(as: b)
        case (.number(let a), .number(let b)): return a == b || (Double(a) != nil && Double(a) == Double(b))
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}
