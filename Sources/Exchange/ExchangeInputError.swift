import StringCatalog
import XML

/// A batch or configuration that cannot be read at all: nothing is imported, exit 2.
public enum ExchangeInputError: Error, Equatable, CustomStringConvertible, LocatedError {
    /// Not well-formed, or not the format expected, at a place in the file.
    case malformed(path: String, position: TextPosition, message: String)
    /// A problem with the whole file.
    case unusable(path: String, message: String)

    /// Wraps an XML reader error.
    public static func xml(_ error: XMLError, path: String) -> ExchangeInputError {
        .malformed(path: path, position: TextPosition(line: error.position.line, column: error.position.column),
                   message: error.message)
    }

    /// `path:line:col: error: message` or `path: error: message`.
    public var description: String {
        switch self {
        case .malformed(let path, let position, let message): return "\(path):\(position): error: \(message)"
        case .unusable(let path, let message): return "\(path): error: \(message)"
        }
    }
}
