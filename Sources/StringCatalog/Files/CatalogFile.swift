import Foundation

/// A catalog file read from disk: the parser's tape (the bytes and where each value lies in them) and the typed
/// model read from it. The lossless document (for writing back) is built from the tape when asked for.
public struct CatalogFile: Sendable {
    /// The file as the parser read it.
    public let tape: JSONTape
    /// The file name used in errors and findings.
    public let path: String
    /// The typed catalog.
    public var catalog: Catalog

    /// Reads and checks a catalog from `bytes`; `path` names it in errors. Throws `JSONReadError` for bytes that
    /// are not JSON, `CatalogFileError.notACatalog` for JSON that is not a String Catalog (`CatalogShape`), and
    /// `CatalogFileError.invalidCatalog` for a catalog with a field of the wrong type.
    public init(bytes: [UInt8], path: String) throws {
        tape = try JSONTape(bytes: bytes, path: path)
        self.path = path
        try Self.requireCatalogShape(tape, path: path)
        do {
            catalog = try Catalog(tape: tape)
        } catch let error as CatalogModelError {
            let place = JSONDocument(tape: tape, path: path).location(of: error.keyPath) ?? TextPosition(line: 1, column: 1)
            throw CatalogFileError.invalidCatalog(path: path, position: place, error: error)
        }
    }

    /// The bytes the file was read from.
    public var bytes: [UInt8] { tape.bytes }

    /// The document exactly as read, for writing back: its tree is built on each call, so read it once.
    public func document() -> JSONDocument {
        JSONDocument(tape: tape, path: path)
    }

    /// Throws `CatalogFileError.notACatalog` when `document` is JSON but not a String Catalog (`CatalogShape`), for
    /// code that reads a document without the typed model (the merge, the migration's existing catalog).
    public static func requireCatalogShape(_ document: JSONDocument) throws {
        guard let problem = CatalogShape.problem(root: document.root) else { return }
        let position = problem.member.flatMap { document.location(of: CatalogKeyPath([$0])) }
        throw CatalogFileError.notACatalog(path: document.path, position: position, reason: problem.message)
    }

    /// `requireCatalogShape(_:)` for a tape: checked on the tape, and only when it fails is the document built, to
    /// place the error at the member of the wrong type.
    private static func requireCatalogShape(_ tape: JSONTape, path: String) throws {
        guard CatalogShape.problem(tape: tape) != nil else { return }
        try requireCatalogShape(JSONDocument(tape: tape, path: path))
    }

    /// Reads a catalog file; `displayPath` (default: the path as given) names it in errors.
    public static func read(_ url: URL, displayPath: String? = nil) throws -> CatalogFile {
        let name = displayPath ?? url.path
        return try CatalogFile(bytes: contents(of: url, name: name), path: name)
    }

    /// Reads a catalog file onto a tape, without the tree or the typed model, for code that only looks at its bytes
    /// (`format`): throws what `read` throws except `invalidCatalog` (the shape, `CatalogShape`, is all it checks).
    public static func readTape(_ url: URL, displayPath: String? = nil) throws -> JSONTape {
        let name = displayPath ?? url.path
        let tape = try JSONTape(bytes: contents(of: url, name: name), path: name)
        try requireCatalogShape(tape, path: name)
        return tape
    }

    /// The bytes of `url`, or `CatalogFileError.unreadable` naming the file `name`.
    private static func contents(of url: URL, name: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw CatalogFileError.unreadable(path: name, reason: unreadableReason(url, error: error))
        }
    }

    /// Why `url` could not be read, in words a user acts on: a missing file and a folder get their own
    /// message instead of Foundation's generic "The operation could not be completed".
    public static func unreadableReason(_ url: URL, error: Error) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return "no such file; check the path"
        }
        if isFolder.boolValue { return "it is a folder; name the .xcstrings files in it" }
        return FileError.reason(of: error)
    }
}

/// Why a catalog file could not be used (besides JSON syntax, which is a `JSONReadError`).
public enum CatalogFileError: Error, Equatable {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The file is JSON but not a String Catalog (`CatalogShape`): `reason` says what is missing; `position` is the
    /// member of the wrong type, when that is the problem.
    case notACatalog(path: String, position: TextPosition?, reason: String)
    /// A catalog with a field of the wrong type; `position` is where the model found the problem.
    case invalidCatalog(path: String, position: TextPosition, error: CatalogModelError)

    /// The file (never nil; optional as `LocatedError` has it).
    public var path: String? {
        switch self {
        case .unreadable(let path, _), .notACatalog(let path, _, _), .invalidCatalog(let path, _, _): return path
        }
    }

    /// Where in the file, when the error is about one place.
    public var position: TextPosition? {
        switch self {
        case .unreadable: return nil
        case .notACatalog(_, let position, _): return position
        case .invalidCatalog(_, let position, _): return position
        }
    }

    /// The same error about the file named `path` (a caller that knows the name the user typed).
    public func naming(_ path: String) -> CatalogFileError {
        switch self {
        case .unreadable(_, let reason): return .unreadable(path: path, reason: reason)
        case .notACatalog(_, let position, let reason): return .notACatalog(path: path, position: position, reason: reason)
        case .invalidCatalog(_, let position, let error): return .invalidCatalog(path: path, position: position, error: error)
        }
    }

    /// The message without the path.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): return "cannot read the file: \(reason)"
        case .notACatalog(_, _, let reason): return "not a String Catalog: \(reason)"
        case .invalidCatalog(_, _, let error): return "not a valid String Catalog: \(error)"
        }
    }
}
