/// The one shape of every error a user sees: the file it is about (when it is about one), the place in it when
/// known, what is wrong, and what to do about it.
///
/// Every error that can reach a user conforms, in every module; this protocol lives in Diagnostics, the bottom of
/// the graph, so every module can. `rendered(program:)` is the one way to print one:
/// - with a path: `path:line:col: error: message; hint`, or `path: error: message…` without a place, the form
///   Xcode and editors read;
/// - without a path (bad arguments, git failing, nothing found): `git-xcstrings <command>: error: message…`.
/// Whether an error is "already located" is only whether it has a path; there is no second flag for it.
public protocol LocatedError: Error, CustomStringConvertible {
    /// The file the error is about, as the user named it; nil for an error about no one file.
    var path: String? { get }
    /// Where in the file, when the error is about one place.
    var position: SourceLocation? { get }
    /// What is wrong, without the path (one line, lower case).
    var message: String { get }
    /// What to do about it, when the message does not already say (appended after a `; `).
    var hint: String? { get }
}

extension LocatedError {
    /// No place: the error is about the whole file, or about no file.
    public var position: SourceLocation? { nil }

    /// No hint: the message says what to do.
    public var hint: String? { nil }

    /// The line a user reads: `path:line:col: error: message; hint` (`path: error: …` without a position), or
    /// `program: error: message; hint` when the error has no path; `program` names the command
    /// (`git-xcstrings merge`).
    public func rendered(program: String) -> String {
        let place = path.map { path in position.map { "\(path):\($0.line):\($0.column)" } ?? path } ?? program
        return "\(place): error: \(sentence)"
    }

    /// The rendered line when the error has a path; the message and hint alone when it has none (a caller puts
    /// the program, or its own words, before it).
    public var description: String {
        path == nil ? sentence : rendered(program: "")
    }

    /// `message; hint`: the error in words without its place, for a line that names the place itself (a finding).
    public var sentence: String { message + (hint.map { "; \($0)" } ?? "") }
}
