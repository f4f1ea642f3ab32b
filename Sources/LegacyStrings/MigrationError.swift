/// Why a migration could not be planned or carried out; nothing is written when one of these is thrown.
public enum MigrationError: Error, CustomStringConvertible {
    /// No `*.lproj/*.strings|stringsdict` under the paths.
    case noLegacyFiles(paths: [String])
    /// The source language could not be decided.
    case sourceLanguageUnknown(languages: [String])
    /// Legacy files that could not be read (every one of them, so all can be fixed at once).
    case unreadable([Error])
    /// An existing catalog that could not be read, so it cannot be merged into.
    case existingCatalog(path: String, reason: String)
    /// An existing catalog in another source language.
    case sourceLanguageMismatch(path: String, catalog: String, migration: String)
    /// Writing or deleting failed.
    case writeFailed(path: String, reason: String)

    /// Whether the description is already complete `path…: error: …` lines (no command prefix needed).
    public var isLocated: Bool {
        switch self {
        case .noLegacyFiles, .sourceLanguageUnknown: return false
        case .unreadable, .existingCatalog, .sourceLanguageMismatch, .writeFailed: return true
        }
    }

    public var description: String {
        switch self {
        case let .noLegacyFiles(paths):
            return "no .strings or .stringsdict files in *.lproj folders under \(paths.joined(separator: ", "))"
        case let .sourceLanguageUnknown(languages):
            return "cannot tell the source language (no Xcode project with a developmentRegion, no en.lproj); "
                + "found \(languages.joined(separator: ", ")); pass --source-language LANG"
        case let .unreadable(errors):
            return errors.map { "\($0)" }.joined(separator: "\n") + "\nnothing was written; fix the files above and run again"
        case let .existingCatalog(path, reason):
            return "\(path): error: cannot merge into this catalog: \(reason)"
        case let .sourceLanguageMismatch(path, catalog, migration):
            return "\(path): error: the catalog's source language is '\(catalog)' but the migration's is '\(migration)'; "
                + "pass --source-language \(catalog)"
        case let .writeFailed(path, reason):
            return "\(path): error: \(reason)"
        }
    }
}
