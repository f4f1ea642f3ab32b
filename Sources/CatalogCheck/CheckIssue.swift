import Diagnostics
import StringCatalog

/// A finding before it has a file position: the check, how bad, where in the catalog, and what is wrong.
///
/// Checks work on the typed catalog and name places by key path; `CatalogChecker` turns the key path into the
/// line and column of that member in the file.
struct CheckIssue: Equatable {
    var check: CheckID
    var severity: Severity
    var keyPath: CatalogKeyPath
    /// Lower case, names quoted, no final period; the key path is prefixed when rendered.
    var text: String

    /// The finding message: the key path, then what is wrong.
    var message: String { keyPath.described(note: text) }
}
