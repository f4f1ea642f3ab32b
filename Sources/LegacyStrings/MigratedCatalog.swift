import StringCatalog

/// The catalog made from one legacy table, with what the report needs.
public struct MigratedCatalog: Sendable {
    /// The catalog's root object (`sourceLanguage`, `strings`, `version`).
    public var root: JSONValue
    /// Everything worth telling that did not stop the migration.
    public var warnings: [LegacyWarning]
    /// Counts for the report.
    public var statistics: TableStatistics

    /// The catalog exactly as Xcode writes a new one.
    public var xcodeBytes: [UInt8] {
        JSONDocument(root: root).canonicalBytes(style: .xcode)
    }
}
