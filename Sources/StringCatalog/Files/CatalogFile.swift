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
            throw CatalogFileError.unreadable(path: name, reason: error.localizedDescription)
        }
        return try CatalogFile(bytes: [UInt8](data), path: name)
    }
}

/// Why a catalog file could not be used (besides JSON syntax, which is a `JSONReadError`).
public enum CatalogFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalidCatalog(path: String, position: TextPosition, error: CatalogModelError)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): error: cannot read the file: \(reason)"
        case .invalidCatalog(let path, let position, let error):
            return "\(path):\(position.line):\(position.column): error: not a valid String Catalog: \(error)"
        }
    }
}
