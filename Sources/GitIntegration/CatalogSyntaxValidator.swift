import Diagnostics
import Foundation
import StringCatalog

/// The pre-commit's catalog reading: a staged `.xcstrings` must be free of conflict markers and read as a String
/// Catalog through the StringCatalog reader (valid JSON, no duplicate keys, fields of the right types).
///
/// Every conflict marker is reported (not just the first), so the user sees all hunks left to resolve; otherwise
/// the reader's first error, with its line and column.
public struct CatalogSyntaxValidator: StagedFileValidator {
    /// Names the validator in messages.
    public let name = "catalog syntax"

    /// Creates the validator.
    public init() {}

    /// Accepts `.xcstrings` files.
    public func accepts(path: String) -> Bool { Self.isCatalog(path) }

    /// The findings for every staged catalog.
    public func validate(_ files: [StagedFile]) -> [Finding] {
        files.flatMap { findings(path: $0.path, contents: $0.contents) }
    }

    /// The findings for one catalog's bytes.
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
        } catch let error as JSONReadError {
            return [Finding(
                path: path, location: SourceLocation(line: error.line, column: error.column), severity: .error,
                message: error.message, ruleID: Self.ruleID(for: error.reason))]
        } catch let error as CatalogFileError {
            let position = error.position ?? TextPosition(line: 1, column: 1)
            return [Finding(
                path: path, location: SourceLocation(line: position.line, column: position.column), severity: .error,
                message: error.message, ruleID: Self.ruleID(for: error))]
        } catch {
            return [Finding(path: path, location: SourceLocation(line: 1, column: 1), severity: .error,
                            message: FileError.reason(of: error), ruleID: "not-a-catalog")]
        }
    }

    /// The rule id for a catalog error: JSON that is not a String Catalog at all is a `structure` error, as in
    /// `git xcstrings check`; a field of the wrong type is `not-a-catalog`.
    static func ruleID(for error: CatalogFileError) -> String {
        if case .notACatalog = error { return "structure" }
        return "not-a-catalog"
    }

    /// The rule id for a JSON read error: duplicate keys and conflict markers get their own.
    static func ruleID(for reason: JSONReadError.Reason) -> String {
        switch reason {
        case .duplicateKey: return "duplicate-key"
        case .conflictMarkers: return "conflict-marker"
        default: return "invalid-json"
        }
    }
}
