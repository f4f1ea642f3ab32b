import Diagnostics
import Foundation
import StringCatalog

/// The pre-commit's catalog reading: a staged `.xcstrings` must be free of conflict markers and read as a String
/// Catalog through the StringCatalog reader (valid JSON, no duplicate keys, fields of the right types).
///
/// Every conflict marker is reported (not just the first), so the user sees all hunks left to resolve; otherwise
/// the reader's first error, with its line and column, as `CatalogChecker.unreadable` words it for `check`.
public struct CatalogSyntaxValidator: Sendable {
    /// Creates the validator.
    public init() {}

    /// Accepts `.xcstrings` files.
    public func accepts(path: String) -> Bool { path.hasSuffix(".xcstrings") }

    /// The findings for one catalog's bytes: none when it reads.
    public func findings(path: String, contents: Data) -> [Finding] {
        let bytes = [UInt8](contents)
        let markers = ConflictMarkerScanner().markers(in: bytes)
        if !markers.isEmpty {
            return markers.map {
                Finding(
                    path: path, location: SourceLocation(line: $0.line, column: 1), severity: .error,
                    message: "unresolved conflict marker '\($0.marker)'; resolve the merge and stage the file again",
                    ruleID: "conflict-marker")
            }
        }
        do {
            _ = try CatalogFile(bytes: bytes, path: path)
            return []
        } catch {
            return [CatalogChecker.unreadable(path: path, error: error)]
        }
    }
}
