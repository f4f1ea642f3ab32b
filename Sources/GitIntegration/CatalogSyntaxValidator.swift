import Diagnostics
import Foundation

/// The pre-commit's built-in catalog reading: a staged `.xcstrings` must be free of conflict markers, be valid JSON,
/// and have a catalog's shape (an object with `sourceLanguage` and `strings`).
///
/// This is the fallback reader behind the `StagedFileValidator` seam; the CLI replaces it with the StringCatalog
/// reader (which also reports duplicate keys with their line and column) where that is available.
public struct CatalogSyntaxValidator: StagedFileValidator {
    public let name = "catalog syntax"

    /// Creates the validator.
    public init() {}

    public func accepts(path: String) -> Bool { Self.isCatalog(path) }

    public func validate(_ files: [StagedFile]) -> [Finding] {
        files.flatMap { findings(path: $0.path, contents: $0.contents) }
    }

    /// The findings for one catalog's bytes: conflict markers first (they explain the JSON error), else the JSON
    /// error with its position, else missing catalog fields.
    public func findings(path: String, contents: Data) -> [Finding] {
        let markers = ConflictMarkerScanner().markers(in: [UInt8](contents))
        if !markers.isEmpty {
            return markers.map {
                Finding(
                    path: path, location: SourceLocation(line: $0.line, column: 1), severity: .error,
                    message: "unresolved conflict marker '\($0.marker)'; resolve the merge and stage the file again",
                    ruleID: "conflict-marker")
            }
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: contents, options: [.fragmentsAllowed])
        } catch {
            let position = Self.position(of: error, in: contents)
            return [Finding(
                path: path, location: position, severity: .error,
                message: "not valid JSON (\(Self.reason(of: error))); fix the file and stage it again",
                ruleID: "invalid-json")]
        }
        let shape = Self.shapeProblem(root)
        return shape.map {
            [Finding(path: path, location: SourceLocation(line: 1, column: 1), severity: .error, message: $0,
                     ruleID: "not-a-catalog")]
        } ?? []
    }

    /// Why a parsed JSON value is not a catalog, or nil when it has a catalog's shape.
    static func shapeProblem(_ root: Any) -> String? {
        guard let object = root as? [String: Any] else { return "not a string catalog: the top level is not an object" }
        guard object["sourceLanguage"] is String else { return "not a string catalog: 'sourceLanguage' is missing" }
        guard object["strings"] is [String: Any] else { return "not a string catalog: 'strings' is missing" }
        return nil
    }

    /// Foundation's error text without the position part, lower-cased and without a final period.
    static func reason(of error: Error) -> String {
        let nsError = error as NSError
        var text = (nsError.userInfo["NSDebugDescription"] as? String) ?? nsError.localizedDescription
        if let range = text.range(of: " around line") ?? text.range(of: " around character") {
            text = String(text[..<range.lowerBound])
        }
        while text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The error's position: Foundation reports "line L, column C" (Darwin, 1-based line) or "character N"
    /// (a 0-based byte offset, converted here); an "end of file" error points after the last byte; else 1:1.
    static func position(of error: Error, in contents: Data) -> SourceLocation {
        let nsError = error as NSError
        let text = (nsError.userInfo["NSDebugDescription"] as? String) ?? ""
        if let line = number(after: "line ", in: text), let column = number(after: "column ", in: text) {
            return SourceLocation(line: max(line, 1), column: max(column, 0) + 1)
        }
        let offset = (nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int) ?? number(after: "character ", in: text)
        if offset == nil, text.lowercased().contains("end of file") { return location(ofOffset: contents.count, in: [UInt8](contents)) }
        guard let offset else { return SourceLocation(line: 1, column: 1) }
        return location(ofOffset: offset, in: [UInt8](contents))
    }

    /// The 1-based line and column of byte `offset`.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, min(offset, bytes.count))) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    private static func number(after label: String, in text: String) -> Int? {
        guard let range = text.range(of: label) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
}
