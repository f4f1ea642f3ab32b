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
                     "\(languages.count) \(languages.count == 1 ? "language" : "languages")"
                     + (languages.isEmpty ? "" : " (\(languages.joined(separator: ", ")))")]
        if plurals > 0 { parts.append("\(plurals) \(plurals == 1 ? "plural" : "plurals")") }
        if substitutions > 0 { parts.append("\(substitutions) \(substitutions == 1 ? "substitution" : "substitutions")") }
        if deviceVariations > 0 { parts.append("\(deviceVariations) device-specific") }
        return parts.joined(separator: ", ")
    }
}
