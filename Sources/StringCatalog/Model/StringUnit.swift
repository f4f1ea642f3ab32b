/// One translated string and its state: `"stringUnit" : { "state" : "translated", "value" : "Sichern" }`.
///
/// Its fields are held in one shared box (`SharedFields`): the checks hand units around by value (a localization's
/// `stringUnit` is an optional copy), and a copy that retained the state, the value and the unknown fields one by
/// one, through the runtime's generic value witnesses, cost more than the check that read it.
public struct StringUnit: Equatable, Sendable {
    @inlinable public var state: TranslationState { _read { yield shared.fields.state } _modify { yield &shared.fields.state } }
    @inlinable public var value: String { _read { yield shared.fields.value } _modify { yield &shared.fields.value } }
    /// Fields Xcode may add in later versions, kept as read.
    @inlinable public var unknownFields: JSONObject {
        _read { yield shared.fields.unknownFields } _modify { yield &shared.fields.unknownFields }
    }
    /// Whether the file had no `state` field (written back without one).
    @inlinable public var rawStateMissing: Bool {
        _read { yield shared.fields.rawStateMissing } _modify { yield &shared.fields.rawStateMissing }
    }

    /// The stored fields, shared between copies until one is written (`SharedFields`).
    @usableFromInline
    struct Fields {
        @usableFromInline var state: TranslationState
        @usableFromInline var value: String
        @usableFromInline var unknownFields: JSONObject
        @usableFromInline var rawStateMissing: Bool
    }

    @usableFromInline var shared: SharedFields<Fields>

    /// Creates a unit.
    public init(state: TranslationState, value: String, unknownFields: JSONObject = JSONObject()) {
        shared = SharedFields(Fields(state: state, value: value, unknownFields: unknownFields, rawStateMissing: false))
    }

    /// Reads a unit from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let state = try reader.translationState("state")
        let value = try reader.string("value")
        shared = SharedFields(Fields(
            state: state ?? .new, value: value ?? "",
            unknownFields: reader.unknownFields, rawStateMissing: state == nil))
    }

    /// The unit as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        if !rawStateMissing { writer.set("state", state.rawValue) }
        writer.set("value", value)
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: StringUnit, rhs: StringUnit) -> Bool {
        if lhs.shared.isIdentical(to: rhs.shared) { return true }
        return lhs.state == rhs.state && lhs.value.hasSameBytes(as: rhs.value)
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }
}

/// A list of strings for one language (App Shortcut phrases): `"stringSet" : { "state" : …, "values" : [ … ] }`.
///
/// Its fields are held in one shared box, as a unit's are (`SharedFields`).
public struct StringSet: Equatable, Sendable {
    @inlinable public var state: TranslationState { _read { yield shared.fields.state } _modify { yield &shared.fields.state } }
    @inlinable public var values: [String] { _read { yield shared.fields.values } _modify { yield &shared.fields.values } }
    /// Fields Xcode may add in later versions, kept as read.
    @inlinable public var unknownFields: JSONObject {
        _read { yield shared.fields.unknownFields } _modify { yield &shared.fields.unknownFields }
    }

    /// The stored fields, shared between copies until one is written (`SharedFields`).
    @usableFromInline
    struct Fields {
        @usableFromInline var state: TranslationState
        @usableFromInline var values: [String]
        @usableFromInline var unknownFields: JSONObject
    }

    @usableFromInline var shared: SharedFields<Fields>

    /// Creates a string set.
    public init(state: TranslationState, values: [String], unknownFields: JSONObject = JSONObject()) {
        shared = SharedFields(Fields(state: state, values: values, unknownFields: unknownFields))
    }

    /// Reads a string set from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let state = try reader.translationState("state")
        let values = try reader.stringArray("values")
        self.init(state: state ?? .new, values: values ?? [], unknownFields: reader.unknownFields)
    }

    /// The string set as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        writer.set("state", state.rawValue)
        writer.set("values", JSONValue.array(values.map(JSONValue.string)))
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: StringSet, rhs: StringSet) -> Bool {
        if lhs.shared.isIdentical(to: rhs.shared) { return true }
        return lhs.state == rhs.state && lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy { $0.hasSameBytes(as: $1) }
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }
}
