/// A legacy file already read, with the language it belongs to.
public struct ParsedLegacyFile: Sendable {
    /// What the file held.
    public enum Content: Sendable {
        case strings(StringsFile)
        case stringsdict(StringsdictFile)
    }

    /// The language code (`Base` stays `Base`; the migrator reads it as the source language).
    public var language: String
    /// The parsed content.
    public var content: Content

    /// Creates a parsed file.
    public init(language: String, content: Content) {
        self.language = language
        self.content = content
    }

    var path: String {
        switch content {
        case let .strings(file): return file.path
        case let .stringsdict(file): return file.path
        }
    }
}
