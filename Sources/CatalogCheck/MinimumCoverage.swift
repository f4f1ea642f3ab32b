import Foundation

/// The share of keys each language must have translated for `check --min-coverage`: one figure for every
/// language (`95`), figures per language (`de=100,fr=90`), or both (`95,de=100`: German 100, the others 95).
public struct MinimumCoverage: Equatable, Sendable {
    /// The figure for languages not named, if any.
    public var everyLanguage: Double?
    /// Figures per language code.
    public var perLanguage: [String: Double]

    /// A text that is not a list of `PERCENT` or `LANG=PERCENT` items.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Parses `95`, `de=100,fr=90` or `95,de=100` (`*=95` is the same as `95`); percentages 0…100.
    public init(parsing text: String) throws {
        var every: Double?
        var table: [String: Double] = [:]
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            let figure = parts.last.flatMap { Double($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
            guard let figure, (0...100).contains(figure), parts.count <= 2, !(parts.count == 2 && parts[0].isEmpty) else {
                throw ParseError(description: "'\(item)' is not a percentage or LANG=PERCENT (e.g. 95 or de=100,fr=90)")
            }
            if parts.count == 1 || parts[0] == "*" { every = figure } else { table[parts[0]] = figure }
        }
        guard every != nil || !table.isEmpty else {
            throw ParseError(description: "no percentage given (e.g. 95 or de=100,fr=90)")
        }
        everyLanguage = every
        perLanguage = table
    }

    /// The figure `language` must reach, if any.
    public func minimum(for language: String) -> Double? {
        perLanguage[language] ?? everyLanguage
    }
}
