import Diagnostics

/// A usage error: the command line does not match the command's spec. Exit code 2. About no one file, so it
/// prints as `git-xcstrings <command>: error: message`, followed by where to find the usage.
public struct UsageError: LocatedError, Equatable {
    /// What is wrong with the command line (lower case, names quoted).
    public var message: String

    /// Creates a usage error with a message in the tool's style (lower case, names quoted).
    public init(_ message: String) { self.message = message }

    /// Always nil: bad arguments are about no one file.
    public var path: String? { nil }
}
