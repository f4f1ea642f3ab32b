import Diagnostics

/// Why the lint could not read its input. Each names the file (and position when known) and what to do; a git
/// failure names no file, and prints after `git-xcstrings lint:`.
public enum LintInputError: LocatedError, Equatable {
    case noSuchPath(String)
    /// A catalog named with `--catalog` that does not exist.
    case noSuchCatalog(String)
    case unsupportedFile(path: String, expected: [String])
    case unreadableFile(path: String, reason: String)
    /// A configuration file that cannot be used: where (when one place is wrong) and what.
    case invalidConfiguration(path: String, position: SourceLocation?, message: String)
    case git(String)
    case invalidBaseline(path: String)
    case noBaseline(path: String)

    /// The file, as the user named it; nil for a git failure.
    public var path: String? {
        switch self {
        case .noSuchPath(let path), .noSuchCatalog(let path), .unsupportedFile(let path, _), .unreadableFile(let path, _),
             .invalidConfiguration(let path, _, _), .invalidBaseline(let path), .noBaseline(let path):
            return path
        case .git:
            return nil
        }
    }

    /// Where in the file, for a configuration file that is wrong at one place.
    public var position: SourceLocation? {
        if case .invalidConfiguration(_, let position, _) = self { return position }
        return nil
    }

    /// What is wrong.
    public var message: String {
        switch self {
        case .noSuchPath: return "no such file or folder"
        case .noSuchCatalog: return "no such catalog"
        case .unsupportedFile(_, let expected): return "not a \(expected.joined(separator: " or ")) file"
        case .unreadableFile(_, let reason): return "cannot read file: \(reason)"
        case .invalidConfiguration(_, _, let message): return message
        case .git(let message): return "git: \(message)"
        case .invalidBaseline: return "not a lint baseline (a JSON list written by '--write-baseline')"
        case .noBaseline: return "no such baseline"
        }
    }

    /// What to do about it.
    public var hint: String? {
        switch self {
        case .noSuchPath, .unsupportedFile: return "name Swift files or folders to lint"
        case .noSuchCatalog: return "check the file named with '--catalog'"
        case .invalidConfiguration: return "fix the file or remove it to use the defaults"
        case .invalidBaseline: return "record it again"
        case .noBaseline(let path): return "record today's findings first with '--write-baseline \(path)'"
        case .unreadableFile, .git: return nil
        }
    }
}
