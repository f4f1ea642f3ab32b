/// A String Catalog (`.xcstrings`) as typed values: the source language, the format version, and every key.
///
/// Read it from a `JSONDocument` (see `CatalogFile`), or build one (the migrator does) and write it with
/// `xcodeBytes()`, which gives exactly what Xcode writes.
public struct Catalog: Equatable, Sendable {
    public var sourceLanguage: String
    /// `1.0` to `1.3` exist; kept as text.
    public var version: String
    /// Key → entry.
    public var strings: OrderedMap<CatalogEntry>
    public var unknownFields: JSONObject

    /// Creates a catalog.
    public init(sourceLanguage: String, version: String = "1.0", strings: OrderedMap<CatalogEntry> = OrderedMap(), unknownFields: JSONObject = JSONObject()) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.unknownFields = unknownFields
    }

    /// Reads a catalog from the root of a document.
    public init(json: JSONValue) throws {
        let path = CatalogKeyPath([])
        var reader = try FieldReader(json, path: path)
        sourceLanguage = try reader.string("sourceLanguage") ?? "en"
        version = try reader.string("version") ?? "1.0"
        strings = try reader.map("strings") { try CatalogEntry(json: $0, path: []) } ?? OrderedMap()
        unknownFields = reader.unknownFields
    }

    /// The catalog as a JSON tree (objects in Xcode's order).
    public var json: JSONValue {
        var writer = FieldWriter()
        writer.set("sourceLanguage", sourceLanguage)
        writer.set("strings", strings) { $0.json }
        writer.set("version", version)
        return writer.finish(adding: unknownFields)
    }

    /// Exactly the bytes Xcode writes for this catalog: sorted keys, `" : "`, two spaces, no final newline.
    public func xcodeBytes() -> [UInt8] {
        JSONDocument(root: json).canonicalBytes()
    }

    /// Equal by content: strings compared by their exact bytes, unknown fields structurally, order ignored.
    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.sourceLanguage == rhs.sourceLanguage && lhs.version == rhs.version && lhs.strings == rhs.strings
            && lhs.unknownFields.isStructurallyEqual(to: rhs.unknownFields)
    }

    /// The languages that appear anywhere in the catalog, source language first, then sorted.
    public var languages: [String] {
        var seen = Set<String>([sourceLanguage])
        var others: [String] = []
        // By index, so no entry or localization is copied on the way to its key.
        let entries = strings.entries
        for index in entries.indices {
            guard let localizations = entries[index].value.localizations?.entries else { continue }
            for position in localizations.indices where seen.insert(localizations[position].key).inserted {
                others.append(localizations[position].key)
            }
        }
        return [sourceLanguage] + others.sorted()
    }
}
