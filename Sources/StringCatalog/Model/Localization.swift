/// What one language (or one plural category or device inside a variation) holds: a unit, a string set,
/// variations, and substitutions.
public struct Localization: Equatable, Sendable {
    @inlinable public var stringUnit: StringUnit? { _read { yield shared.fields.stringUnit } _modify { yield &shared.fields.stringUnit } }
    @inlinable public var stringSet: StringSet? { _read { yield shared.fields.stringSet } _modify { yield &shared.fields.stringSet } }
    @inlinable public var variations: Variations? { _read { yield shared.fields.variations } _modify { yield &shared.fields.variations } }
    @inlinable public var substitutions: OrderedMap<Substitution>? { _read { yield shared.fields.substitutions } _modify { yield &shared.fields.substitutions } }
    @inlinable public var unknownFields: JSONObject { _read { yield shared.fields.unknownFields } _modify { yield &shared.fields.unknownFields } }

    /// The stored fields, shared between copies until one is written (`SharedFields`).
    @usableFromInline
    struct Fields {
        @usableFromInline var stringUnit: StringUnit?
        @usableFromInline var stringSet: StringSet?
        @usableFromInline var variations: Variations?
        @usableFromInline var substitutions: OrderedMap<Substitution>?
        @usableFromInline var unknownFields: JSONObject
    }

    @usableFromInline var shared: SharedFields<Fields>

    /// Creates a localization.
    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: OrderedMap<Substitution>? = nil, unknownFields: JSONObject = JSONObject()
    ) {
        shared = SharedFields(Fields(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations, substitutions: substitutions,
            unknownFields: unknownFields))
    }

    /// Reads a localization from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let stringUnit = try reader.nested("stringUnit") { try StringUnit(reading: $0, path: []) }
        let stringSet = try reader.nested("stringSet") { try StringSet(reading: $0, path: []) }
        let variations = try reader.nested("variations") { try Variations(reading: $0, path: []) }
        let substitutions = try reader.map("substitutions") { try Substitution(reading: $0, path: []) }
        self.init(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations, substitutions: substitutions,
            unknownFields: reader.unknownFields)
    }

    /// The localization as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        writer.set("stringSet", stringSet?.json)
        writer.set("stringUnit", stringUnit?.json)
        writer.set("substitutions", substitutions) { $0.json }
        writer.set("variations", variations?.json)
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: Localization, rhs: Localization) -> Bool {
        if lhs.shared.isIdentical(to: rhs.shared) { return true }
        return lhs.stringUnit == rhs.stringUnit && lhs.stringSet == rhs.stringSet && lhs.variations == rhs.variations
            && lhs.substitutions == rhs.substitutions && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }

    /// Every string unit inside, with its path relative to this localization (variations and substitutions included).
    public func allUnits(at path: CatalogKeyPath) -> [(path: CatalogKeyPath, unit: StringUnit)] {
        var result: [(CatalogKeyPath, StringUnit)] = []
        if let stringUnit { result.append((path.appending("stringUnit"), stringUnit)) }
        if let variations { result += variations.allUnits(at: path.appending("variations")) }
        for (name, substitution) in substitutions?.entries ?? [] {
            if let variations = substitution.variations {
                result += variations.allUnits(at: path.appending("substitutions").appending(name).appending("variations"))
            }
        }
        return result
    }
}

/// Variations of a string: by plural category (`zero`…`other`), by device (`iphone`, `mac`, …), nested in each other.
///
/// Its fields are held in one shared box, as a localization's are (`SharedFields`): the checks' walks copy a
/// localization's optional variations at every step.
public struct Variations: Equatable, Sendable {
    /// Plural category → what that form holds.
    @inlinable public var plural: OrderedMap<Localization>? {
        _read { yield shared.fields.plural } _modify { yield &shared.fields.plural }
    }
    /// Device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `ipod`, `other`) → what it holds.
    @inlinable public var device: OrderedMap<Localization>? {
        _read { yield shared.fields.device } _modify { yield &shared.fields.device }
    }
    /// Other variation kinds (for example `width`), kept as read.
    @inlinable public var unknownFields: JSONObject {
        _read { yield shared.fields.unknownFields } _modify { yield &shared.fields.unknownFields }
    }

    /// The stored fields, shared between copies until one is written (`SharedFields`).
    @usableFromInline
    struct Fields {
        @usableFromInline var plural: OrderedMap<Localization>?
        @usableFromInline var device: OrderedMap<Localization>?
        @usableFromInline var unknownFields: JSONObject
    }

    @usableFromInline var shared: SharedFields<Fields>

    /// Creates variations.
    public init(plural: OrderedMap<Localization>? = nil, device: OrderedMap<Localization>? = nil, unknownFields: JSONObject = JSONObject()) {
        shared = SharedFields(Fields(plural: plural, device: device, unknownFields: unknownFields))
    }

    /// Reads variations from their JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        let plural = try reader.map("plural") { try Localization(reading: $0, path: []) }
        let device = try reader.map("device") { try Localization(reading: $0, path: []) }
        self.init(plural: plural, device: device, unknownFields: reader.unknownFields)
    }

    /// The variations as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        writer.set("device", device) { $0.json }
        writer.set("plural", plural) { $0.json }
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: Variations, rhs: Variations) -> Bool {
        if lhs.shared.isIdentical(to: rhs.shared) { return true }
        return lhs.plural == rhs.plural && lhs.device == rhs.device && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }

    /// Every string unit inside, with paths relative to the variations object.
    public func allUnits(at path: CatalogKeyPath) -> [(path: CatalogKeyPath, unit: StringUnit)] {
        var result: [(CatalogKeyPath, StringUnit)] = []
        for (kind, map) in [("device", device), ("plural", plural)] {
            for (name, localization) in map?.entries ?? [] {
                result += localization.allUnits(at: path.appending(kind).appending(name))
            }
        }
        return result
    }
}

/// A named argument of a format string (`%#@count@`), with its own plural variations.
public struct Substitution: Equatable, Sendable {
    /// Which argument of the format string it stands for (1-based).
    public var argNum: Int?
    /// The printf specifier of the argument, e.g. `ld` or `@`.
    public var formatSpecifier: String?
    public var variations: Variations?
    public var unknownFields: JSONObject

    /// Creates a substitution.
    public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, unknownFields: JSONObject = JSONObject()) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.unknownFields = unknownFields
    }

    /// Reads a substitution from its JSON object.
    public init(json: JSONValue, path: CatalogKeyPath) throws {
        try self.init(reading: json, path: path)
    }

    /// Reads it from a tree value or a tape value (`FieldSource`).
    init<Source: FieldSource>(reading source: Source, path: CatalogKeyPath) throws {
        var reader = try FieldReader(source, path: path)
        argNum = try reader.int("argNum")
        formatSpecifier = try reader.string("formatSpecifier")
        variations = try reader.nested("variations") { try Variations(reading: $0, path: []) }
        unknownFields = reader.unknownFields
    }

    /// The substitution as JSON.
    public var json: JSONValue {
        var writer = FieldWriter()
        writer.set("argNum", argNum)
        writer.set("formatSpecifier", formatSpecifier)
        writer.set("variations", variations?.json)
        return writer.finish(adding: unknownFields)
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: Substitution, rhs: Substitution) -> Bool {
        lhs.argNum == rhs.argNum && lhs.formatSpecifier == rhs.formatSpecifier && lhs.variations == rhs.variations
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }
}
