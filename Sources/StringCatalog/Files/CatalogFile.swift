import Foundation

/// A catalog file read from disk: the lossless document (for writing back and for positions) and its typed model.
public struct CatalogFile: Sendable {
    /// The document exactly as read.
    public var document: JSONDocument
    /// The typed catalog.
    public var catalog: Catalog

    /// Reads and checks a catalog from `bytes`; `path` names it in errors.
    public init(bytes: [UInt8], path: String) throws {
        document = try JSONDocument(bytes: bytes, path: path)
        do {
            catalog = try Catalog(json: document.root)
        } catch let error as CatalogModelError {
            let place = document.location(of: error.keyPath) ?? TextPosition(line: 1, column: 1)
            throw CatalogFileError.invalidCatalog(path: path, position: place, error: error)
        }
    }

    /// Reads a catalog file; `displayPath` (default: the path as given) names it in errors.
    public static func read(_ url: URL, displayPath: String? = nil) throws -> CatalogFile {
        let name = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogFileError.unreadable(path: name, reason: unreadableReason(url, error: error))
        }
        return try CatalogFile(bytes: [UInt8](data), path: name)
    }

    /// Why `url` could not be read, in words a user acts on: a missing file and a folder get their own
    /// message instead of Foundation's generic "The operation could not be completed".
    public static func unreadableReason(_ url: URL, error: Error) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return "no such file; check the path"
        }
        if isFolder.boolValue { return "it is a folder; name the .xcstrings files in it" }
        return error.localizedDescription
    }
}

/// Why a catalog file could not be used (besides JSON syntax, which is a `JSONReadError`).
public enum CatalogFileError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The JSON is fine but is not a String Catalog; `position` is where the model found the problem.
    case invalidCatalog(path: String, position: TextPosition, error: CatalogModelError)

    /// The one-line `path[:line:col]: error: …` message.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): error: cannot read the file: \(reason)"
        case .invalidCatalog(let path, let position, let error):
            return "\(path):\(position.line):\(position.column): error: not a valid String Catalog: \(error)"
        }
    }
}
