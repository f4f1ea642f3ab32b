/// One language's legacy table made from a catalog.
public struct ExportedLanguage: Equatable, Sendable {
    /// The language code (the lproj folder name).
    public var language: String
    /// Plain entries, for `<Table>.strings`.
    public var strings: [StringsEntry]
    /// Plural, device and substitution entries, for `<Table>.stringsdict`.
    public var stringsdict: [StringsdictEntry]
}
