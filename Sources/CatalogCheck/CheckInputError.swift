import Diagnostics

/// Why `git xcstrings check` could not start: a path that does not exist, a folder without catalogs, a file it
/// cannot open. These are input errors (exit 2), unlike a catalog that opens but is broken (a finding).
public enum CheckInputError: LocatedError, Equatable {
    case notFound(path: String)
    case noCatalogs(folder: String)
    case unreadable(path: String, reason: String)

    /// The path or folder as the user named it.
    public var path: String? {
        switch self {
        case .notFound(let path), .noCatalogs(let path), .unreadable(let path, _): return path
        }
    }

    /// What is wrong with it.
    public var message: String {
        switch self {
        case .notFound: return "no such file or folder"
        case .noCatalogs: return "no .xcstrings files in this folder"
        case .unreadable(_, let reason): return "cannot read the file: \(reason)"
        }
    }
}
