/// The one shape of every error a user sees about a file: the file, the place in it when known, what is wrong, and
/// what to do about it.
///
/// Its description is a complete diagnostic line, `path:line:col: error: message; hint` (or `path: error: …`
/// without a place), in the form Xcode and editors read. Conforming is how an error says "I am already located":
/// the CLI prints such errors as they are instead of prefixing the command name. An error about no one file (bad
/// arguments, nothing found) does not conform, and the CLI names the command instead. Every module's file errors
/// conform; this protocol lives in Diagnostics, the bottom of the graph, so every module can.
public protocol LocatedError: Error, CustomStringConvertible {
    /// The file the error is about, as the user named it.
    var path: String { get }
    /// Where in the file, when the error is about one place.
    var position: SourceLocation? { get }
    /// What is wrong, without the path (one line, lower case).
    var message: String { get }
    /// What to do about it, when the message does not already say (appended after a `; `).
    var hint: String? { get }
}

extension LocatedError {
    /// No hint: the message says what to do.
    public var hint: String? { nil }

    /// `path:line:col: error: message; hint`, or `path: error: message…` without a position.
    public var description: String {
        let place = position.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(place): error: \(message)" + (hint.map { "; \($0)" } ?? "")
    }
}
