/// One translated string and its state: `"stringUnit" : { "state" : "translated", "value" : "Sichern" }`.
public struct StringUnit: Equatable, Sendable {
    public var state: TranslationState
    public var value: String
    /// Fields Xcode may add in later versions, kept as read.
    public var unknownFields: JSONObject

    /// Creates a unit.
    public init(state: TranslationState, value: String, unknownFields: JSONObject = JSONObject()) {
        self.state = state
        self.value = value
        self.unknownFields = unknownFields
    }

    /// Reads a unit from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let state = try reader.string("state")
        let value = try reader.string("value")
        self.init(
            state: state.map(TranslationState.init(rawValue:)) ?? .new, value: value ?? "",
            unknownFields: reader.unknownFields)
        if state == nil { rawStateMissing = true }
    }

    /// Whether the file had no `state` field (written back without one).
    public var rawStateMissing = false

    /// The unit as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        if !rawStateMissing { writer.set("state", state.rawValue) }
        writer.set("value", value)
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: StringUnit, rhs: StringUnit) -> Bool {
        lhs.state == rhs.state && lhs.value.hasSameBytes(as: rhs.value)
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }
}

/// A list of strings for one language (App Shortcut phrases): `"stringSet" : { "state" : …, "values" : [ … ] }`.
public struct StringSet: Equatable, Sendable {
    public var state: TranslationState
    public var values: [String]
    public var unknownFields: JSONObject

    /// Creates a string set.
    public init(state: TranslationState, values: [String], unknownFields: JSONObject = JSONObject()) {
        self.state = state
        self.values = values
        self.unknownFields = unknownFields
    }

    /// Reads a string set from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let state = try reader.string("state")
        let values = try reader.stringArray("values")
        self.init(state: TranslationState(rawValue: state ?? "new"), values: values ?? [], unknownFields: reader.unknownFields)
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
        lhs.state == rhs.state && lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy { $0.hasSameBytes(as: $1) }
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }
}
