/// Why the lint could not read its input. Each message names the file (and position when known) and what to do.
public enum LintInputError: Error, Equatable, CustomStringConvertible {
    case noSuchPath(String)
    /// A catalog named with `--catalog` that does not exist.
    case noSuchCatalog(String)
    case unsupportedFile(path: String, expected: [String])
    case unreadableFile(path: String, reason: String)
    case invalidConfiguration(path: String, message: String)
    case git(String)
    case invalidBaseline(path: String)
    case noBaseline(path: String)

    public var description: String {
        switch self {
        case .noSuchPath(let path):
            return "\(path): no such file or folder; name Swift files or folders to lint"
        case .noSuchCatalog(let path):
            return "\(path): no such catalog; check the file named with '--catalog'"
        case .unsupportedFile(let path, let expected):
            return "\(path): not a \(expected.joined(separator: " or ")) file; name Swift files or folders to lint"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read file: \(reason)"
        case .invalidConfiguration(let path, let message):
            return "\(path): \(message); fix the file or remove it to use the defaults"
        case .git(let message):
            return "git: \(message)"
        case .invalidBaseline(let path):
            return "\(path): not a lint baseline (a JSON list written by '--write-baseline'); record it again"
        case .noBaseline(let path):
            return "\(path): no such baseline; record today's findings first with '--write-baseline \(path)'"
        }
    }
}
