import Foundation

/// A String Catalog (`.xcstrings`) as typed values: the source language, the format version, and every key.
///
/// Read it from a `JSONDocument` (see `CatalogFile`), or build one (the migrator does) and write it with
/// `xcodeBytes()`, which gives exactly what Xcode writes.
public struct Catalog: Equatable, Sendable {
    public var sourceLanguage: String {
        didSet { languagesFound = LanguagesFound() }
    }
    /// `1.0` to `1.3` exist; kept as text.
    public var version: String
    /// Key → entry.
    public var strings: OrderedMap<CatalogEntry> {
        didSet { languagesFound = LanguagesFound() }
    }
    public var unknownFields: JSONObject
    /// `languages`, found the first time they are asked for, shared by the copies of this catalog, and forgotten
    /// when it changes.
    private var languagesFound = LanguagesFound()

    /// Creates a catalog.
    public init(sourceLanguage: String, version: String = "1.0", strings: OrderedMap<CatalogEntry> = OrderedMap(), unknownFields: JSONObject = JSONObject()) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.unknownFields = unknownFields
    }

    /// Reads a catalog from the root of a document.
    public init(json: JSONValue) throws {
        try self.init(reading: json)
    }

    /// Reads a catalog from the root of a tape, without building the document's tree.
    public init(tape: JSONTape) throws {
        self = try TapeValue.reading(tape) { try Catalog(reading: $0) }
    }

    private init<Source: FieldSource>(reading source: Source) throws {
        var reader = try FieldReader(source, path: CatalogKeyPath([]))
        sourceLanguage = try reader.string("sourceLanguage") ?? "en"
        version = try reader.string("version") ?? "1.0"
        strings = try reader.map("strings") { try CatalogEntry(reading: $0, path: []) } ?? OrderedMap()
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

    /// The languages that appear anywhere in the catalog, source language first, then sorted. Found the first time
    /// they are asked for (a walk of every entry, which many commands never need); a catalog changed since is
    /// walked again.
    public var languages: [String] {
        languagesFound.value { Self.languages(source: sourceLanguage, strings: strings) }
    }

    private static func languages(source: String, strings: OrderedMap<CatalogEntry>) -> [String] {
        var seen = Set<String>([source])
        var others: [String] = []
        // By index, so no entry or localization is copied on the way to its key. Most entries list the languages
        // of the one before in the same order: a key equal to the one at its place there was seen, unhashed.
        let entries = strings.entries
        var previous: [(key: String, value: Localization)] = []
        for index in entries.indices {
            guard let localizations = entries[index].value.localizations?.entries else { continue }
            for position in localizations.indices {
                let key = localizations[position].key
                if position < previous.count, previous[position].key.hasSameBytes(as: key) { continue }
                if seen.insert(key).inserted { others.append(key) }
            }
            previous = localizations
        }
        return [source] + others.sorted()
    }
}

/// A catalog's `languages` once found: a box its copies share (a copy is a retain), replaced when the catalog
/// changes. The lock makes the first finding safe when copies are read on several threads (the merge's).
private final class LanguagesFound: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String]?

    /// The languages, found by `find` the first time.
    func value(_ find: () -> [String]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let languages = find()
        found = languages
        return languages
    }
}
