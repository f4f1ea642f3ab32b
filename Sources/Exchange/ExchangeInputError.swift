import Diagnostics
import StringCatalog
import XML

/// A batch or configuration that cannot be read at all: nothing is imported, exit 2.
public enum ExchangeInputError: Error, Equatable, CustomStringConvertible, LocatedError {
    /// Not well-formed, or not the format expected, at a place in the file.
    case malformed(path: String, position: TextPosition, message: String)
    /// A problem with the whole file.
    case unusable(path: String, message: String)

    /// Wraps an XML reader error, which names no file, with the file's path.
    public static func xml(_ error: XMLError, path: String) -> ExchangeInputError {
        guard let position = error.position else { return .unusable(path: path, message: error.message) }
        return .malformed(path: path, position: position, message: error.message)
    }

    /// The file the error is about (never nil; optional as `LocatedError` has it).
    public var path: String? {
        switch self {
        case .malformed(let path, _, _), .unusable(let path, _): return path
        }
    }

    /// Where in the file, for a batch that is not well-formed.
    public var position: TextPosition? {
        switch self {
        case .malformed(_, let position, _): return position
        case .unusable: return nil
        }
    }

    /// What is wrong, without the path.
    public var message: String {
        switch self {
        case .malformed(_, _, let message), .unusable(_, let message): return message
        }
    }
}
