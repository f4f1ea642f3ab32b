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

/// Counts for the report printed after a migration or export.
public struct TableStatistics: Equatable, Sendable {
    /// Distinct keys.
    public var keys = 0
    /// Languages with at least one value.
    public var languages: [String] = []
    /// Keys with plural variations (in any language).
    public var plurals = 0
    /// Keys with substitutions (in any language).
    public var substitutions = 0
    /// Keys with device variations (in any language).
    public var deviceVariations = 0

    /// Creates empty counts.
    public init() {}

    /// `12 keys, 3 languages (de, en, fr), 2 plurals, 1 substitution`.
    public var summary: String {
        var parts = ["\(keys) \(keys == 1 ? "key" : "keys")",
                     "\(languages.count) \(languages.count == 1 ? "language" : "languages") (\(languages.joined(separator: ", ")))"]
        if plurals > 0 { parts.append("\(plurals) \(plurals == 1 ? "plural" : "plurals")") }
        if substitutions > 0 { parts.append("\(substitutions) \(substitutions == 1 ? "substitution" : "substitutions")") }
        if deviceVariations > 0 { parts.append("\(deviceVariations) device-specific") }
        return parts.joined(separator: ", ")
    }
}
