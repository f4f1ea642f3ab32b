/// The one shape of every error a user sees: the file, the place in it when known, and a plain message.
///
/// Its description is a complete diagnostic line, `path:line:col: error: message` (or `path: error: message`
/// without a place), in the form Xcode and editors read. The CLI prints such errors as they are instead of
/// prefixing the command name.
public protocol LocatedError: Error, CustomStringConvertible {
    /// The file the error is about, as the user named it.
    var path: String { get }
    /// Where in the file, when the error is about one place.
    var position: TextPosition? { get }
    /// What is wrong and what to do, without the path (one line, lower case).
    var message: String { get }
}

extension LocatedError {
    /// `path:line:col: error: message`, or `path: error: message` without a position.
    public var description: String {
        let place = position.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(place): error: \(message)"
    }
}

extension JSONReadError: LocatedError {
    /// The line and column of the problem.
    public var position: TextPosition? { TextPosition(line: line, column: column) }
}

extension CatalogFileError: LocatedError {}
