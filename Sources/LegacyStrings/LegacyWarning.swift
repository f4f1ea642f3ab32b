/// A problem worth telling about that did not stop the migration or export (a duplicate key, an empty file, …).
public struct LegacyWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file the warning is about.
    public var path: String
    /// The 1-based line, when known.
    public var line: Int?
    /// What happened and what was done about it.
    public var message: String

    /// Creates a warning.
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line:1: warning: message`, or `path: warning: message` without a line.
    public var description: String {
        if let line { return "\(path):\(line):1: warning: \(message)" }
        return "\(path): warning: \(message)"
    }
}
