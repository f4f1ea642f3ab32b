/// A JSON value the catalog model is read from: a value of a document's `JSONValue` tree, or a value on a
/// `JSONTape` (`TapeValue`: read without building the tree). `FieldReader` reads the typed fields of either the
/// same way, so the model has one reading rule whatever it reads from.
protocol FieldSource {
    /// The object type whose members the reader walks.
    associatedtype Object: FieldObject where Object.Source == Self

    /// The value as an object, when it is one.
    var fieldObject: Object? { get }
    /// The items, when the value is an array.
    var fieldItems: [Self]? { get }
    /// The text, when the value is a string.
    var stringValue: String? { get }
    /// Whether the value is a string with exactly the bytes of `text` (decided without decoding it, where the
    /// source allows).
    func isString(_ text: StaticString) -> Bool
    /// The flag, when the value is `true` or `false`.
    var boolValue: Bool? { get }
    /// The integer, when the value is a number literal without fraction or exponent.
    var intValue: Int? { get }
    /// "an object", "a string", …: what an error says was found.
    var typeName: String { get }
}

/// The members of an object a `FieldReader` reads. Members are reached by a handle (`firstMember`, then
/// `member(after:)`), so a reader walks them without an array of its own.
protocol FieldObject {
    /// The type of the members' values.
    associatedtype Source: FieldSource

    /// How many members there are.
    var memberCount: Int { get }
    /// The handle of the first member (meaningless when there is none).
    var firstMember: Int { get }
    /// The handle of the member after `member`.
    func member(after member: Int) -> Int
    /// Whether the key of `member` is exactly `key` (as `String.hasSameBytes(as:)` compares).
    func key(of member: Int, is key: StaticString) -> Bool
    /// The decoded key of `member`.
    func key(of member: Int) -> String
    /// The value of `member`.
    func value(of member: Int) -> Source
    /// The members whose positions (0 for the first) `keep` accepts, in order, as a tree object.
    func members(where keep: (Int) -> Bool) -> JSONObject
    /// Whether the keys are known to be distinct without comparing them (false: not known).
    var hasDistinctKeys: Bool { get }
}

extension JSONValue: FieldSource {
    var fieldObject: JSONObject? { object }
    var fieldItems: [JSONValue]? { array }
    func isString(_ text: StaticString) -> Bool {
        guard let string = stringValue else { return false }
        return text.withUTF8Buffer { string.utf8.elementsEqual($0) }
    }
}

extension JSONObject: FieldObject {
    var memberCount: Int { members.count }
    var firstMember: Int { 0 }
    func member(after member: Int) -> Int { member + 1 }
    func key(of member: Int, is key: StaticString) -> Bool {
        key.withUTF8Buffer { members[member].key.utf8.elementsEqual($0) }
    }
    func key(of member: Int) -> String { members[member].key }
    func value(of member: Int) -> JSONValue { members[member].value }
    func members(where keep: (Int) -> Bool) -> JSONObject {
        JSONObject(members.indices.filter(keep).map { members[$0] })
    }
    /// An object built in code may repeat a key.
    var hasDistinctKeys: Bool { false }
}
