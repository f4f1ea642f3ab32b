/// Why `git xcstrings check` could not start: a path that does not exist, a folder without catalogs, a file it
/// cannot open. These are input errors (exit 2), unlike a catalog that opens but is broken (a finding).
public enum CheckInputError: Error, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case noCatalogs(folder: String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): no such file or folder"
        case .noCatalogs(let folder):
            return "\(folder): no .xcstrings files in this folder"
        case .unreadable(let path, let reason):
            return "\(path): cannot read the file: \(reason)"
        }
    }
}
