import Foundation

/// Everything `migrate` will do, computed before anything is written (what `--dry-run` prints).
public struct MigrationPlan: Sendable {
    /// The source language and why it was chosen.
    public var sourceLanguage: String
    /// `--source-language`, the project file's `developmentRegion`, or `en.lproj present`.
    public var sourceLanguageOrigin: String
    /// The catalogs, sorted by path.
    public var catalogs: [PlannedCatalog]

    /// Every legacy file the catalogs replace.
    public var legacyFiles: [URL] { catalogs.flatMap { $0.table.files.map(\.url) } }
}
