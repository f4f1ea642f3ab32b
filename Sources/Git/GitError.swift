import Diagnostics
import Foundation

/// What can go wrong when the tool talks to git or edits git's files; every message names the thing and the fix.
/// Only `fileAccess` is about one file (it prints as `path: error: …`); the others print after the command's name.
public enum GitError: LocatedError, Equatable {
    /// git could not be started at all (not installed, not on PATH).
    case gitNotFound(searched: String)
    /// git ran and failed; `arguments` is the command line after `git`.
    case commandFailed(arguments: [String], status: Int32, stderr: String)
    /// The folder is not inside a git work tree.
    case notARepository(path: String)
    /// git printed something the tool cannot read (an unexpected `cat-file` or `ls-files` line).
    case unexpectedOutput(command: String, detail: String)
    /// A file the installer must read or write could not be accessed.
    case fileAccess(path: String, reason: String)
    /// A revision the user named (`check --since REV`, `diff REV..REV`) is not one git knows.
    case unknownRevision(String)

    /// The file, for `fileAccess`; nil for the others, which are about git rather than one file.
    public var path: String? {
        if case .fileAccess(let path, _) = self { return path }
        return nil
    }

    /// What went wrong, and what to do about it.
    public var message: String {
        switch self {
        case .gitNotFound(let searched):
            return "git not found (looked in \(searched)); install git or add it to PATH"
        case .commandFailed(let arguments, let status, let stderr):
            let detail = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return "'git \(arguments.joined(separator: " "))' failed with exit \(status)"
                + (detail.isEmpty ? "" : ": \(detail)")
        case .notARepository(let path):
            return "'\(path)' is not inside a git repository; run the command in your clone (or pass --global)"
        case .unexpectedOutput(let command, let detail):
            return "unexpected output from 'git \(command)': \(detail)"
        case .fileAccess(_, let reason):
            return reason
        case .unknownRevision(let name):
            return "unknown revision '\(name)'; name a branch, tag or commit (fetch it first if it is remote)"
        }
    }
}
