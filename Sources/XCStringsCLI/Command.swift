import Diagnostics

/// A subcommand of `git xcstrings`: a name, a one-line summary, its arguments, and what it does.
public protocol Command {
    /// The word after `git xcstrings`, e.g. `format`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// A paragraph or two for `--help`, after the usage line.
    static var discussion: String { get }
    /// What the command accepts.
    static var spec: ArgumentSpec { get }
    /// Runs the command. Throws `UsageError` for bad arguments (exit 2) or any error with a user-facing
    /// description for bad input (exit 2); returns `.findings` when it found something to report.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}

extension Command {
    public static var discussion: String { "" }
}
