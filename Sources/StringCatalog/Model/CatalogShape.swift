/// What makes a JSON file a String Catalog at all: an object with `sourceLanguage` (a string), `strings` (an
/// object) and `version` (a string). Xcode writes all three; a file without them is some other JSON, and every
/// command refuses it instead of checking, exporting, formatting or merging it as an empty catalog.
///
/// THE one place that decides it. `CatalogFile` applies it to every catalog it reads; code that reads a catalog's
/// bytes its own way (the merge's byte scan) describes the root's members with `ValueType` and asks the same
/// `problem(rootType:memberType:)`.
public enum CatalogShape {
    /// The JSON types the shape tells apart.
    public enum ValueType: Sendable {
        case object, array, string, number, boolean, null

        /// The type of `value`.
        public init(_ value: JSONValue) {
            switch value.kind {
            case .object: self = .object
            case .array: self = .array
            case .string: self = .string
            case .number: self = .number
            case .bool: self = .boolean
            case .null: self = .null
            }
        }

        /// The type of the JSON value whose first byte is `byte` (of a document that parses).
        public init(firstByte byte: UInt8) {
            switch byte {
            case UInt8(ascii: "{"): self = .object
            case UInt8(ascii: "["): self = .array
            case UInt8(ascii: "\""): self = .string
            case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .boolean
            case UInt8(ascii: "n"): self = .null
            default: self = .number
            }
        }

        /// "a string", "an object", … for messages.
        public var name: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .boolean: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// Why a file is not a String Catalog: the message, and the root member it is about when one has the wrong
    /// type (so the reader can point at it).
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// What is missing or wrong, e.g. `no "version" (a string)`.
        public var message: String
        /// The root member of the wrong type, nil when members are missing or the root is not an object.
        public var member: String?

        public var description: String { message }
    }

    /// The members every catalog has, with their types, in the order messages name them.
    public static let requiredMembers: [(name: String, type: ValueType)] = [
        ("sourceLanguage", .string), ("strings", .object), ("version", .string),
    ]

    /// Why a root of type `rootType`, whose members have the types `memberType` gives (nil for an absent member),
    /// is not a String Catalog; nil when it is one.
    public static func problem(rootType: ValueType, memberType: (String) -> ValueType?) -> Problem? {
        guard rootType == .object else {
            return Problem(message: "the file holds \(rootType.name), not an object with "
                + requiredMembers.map { "\"\($0.name)\"" }.joined(separator: ", "), member: nil)
        }
        var missing: [String] = []
        var wrong: [(name: String, text: String)] = []
        for required in requiredMembers {
            guard let found = memberType(required.name) else {
                missing.append("\"\(required.name)\" (\(required.type.name))")
                continue
            }
            if found != required.type {
                wrong.append((required.name, "\"\(required.name)\" is \(found.name), not \(required.type.name)"))
            }
        }
        guard !missing.isEmpty || !wrong.isEmpty else { return nil }
        var parts = wrong.map(\.text)
        if !missing.isEmpty { parts.append("no " + listed(missing)) }
        return Problem(message: parts.joined(separator: "; "), member: wrong.first?.name)
    }

    /// Why `root` (a document's root value) is not a String Catalog; nil when it is one.
    public static func problem(root: JSONValue) -> Problem? {
        problem(rootType: ValueType(root)) { name in root.object?[name].map(ValueType.init) }
    }

    /// Why the root of `tape` is not a String Catalog; nil when it is one. The same answer as `problem(root:)` on the
    /// document built from the tape.
    public static func problem(tape: JSONTape) -> Problem? {
        // A value's bytes on the tape start with its first byte, never empty.
        func type(_ value: JSONTape.Value) -> ValueType { ValueType(firstByte: tape.source(value).first ?? 0) }
        return problem(rootType: type(tape.root)) { name in
            tape.member(named: name, of: tape.root).map { type($0.value) }
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
