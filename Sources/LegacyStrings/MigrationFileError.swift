import Diagnostics

/// A migration problem with one file: the catalog to merge into does not read or has another source language, or
/// writing or deleting failed. Nothing is written when one is thrown while planning.
public struct MigrationFileError: LocatedError, Equatable, Sendable {
    /// The file (never nil; optional as `LocatedError` has it).
    public var path: String?
    public var position: SourceLocation?
    public var message: String
    public var hint: String?

    /// A migration problem with `path` (at `position`, when known).
    public init(path: String, position: SourceLocation? = nil, message: String, hint: String? = nil) {
        self.path = path
        self.position = position
        self.message = message
        self.hint = hint
    }

    /// An existing catalog at `path` that could not be read (`error` is the reader's), so it cannot be merged into.
    public static func existingCatalog(_ error: LocatedError, path: String) -> MigrationFileError {
        MigrationFileError(path: path, position: error.position,
                           message: "cannot merge into this catalog: \(error.message)")
    }

    /// An existing catalog in another source language than the migration's.
    public static func sourceLanguageMismatch(path: String, catalog: String, migration: String) -> MigrationFileError {
        MigrationFileError(path: path, message: "the catalog's source language is '\(catalog)' but the migration's is '\(migration)'",
                           hint: "pass --source-language \(catalog)")
    }
}
