import GitIntegration

/// The validators `git xcstrings pre-commit` runs on staged files: THE place where the other capabilities plug in.
///
/// Each entry reads staged bytes (never the work tree). To add one, append a `StagedFileValidator` (or a
/// `ClosureValidator` wrapping a library call) to `standard`.
enum PreCommitValidators {
    /// The validators in the order they run.
    static var standard: [StagedFileValidator] {
        [
            // Staged catalogs must read as catalogs: conflict markers, JSON syntax, catalog shape.
            CatalogSyntaxValidator(),
            // Seam: the string-typed-label lint on staged .swift files (SwiftLabelLint) goes here.
            // Seam: the catalog check on staged .xcstrings files (CatalogCheck) goes here.
        ]
    }
}
