/// Which conflict hunks `resolve --languages/--keys` touches: a hunk is picked when every conflict in it is in
/// one of the languages and its key matches the pattern (each filter that is given).
///
/// A hunk around a whole string entry (deleted on one side) is in no language, so `--languages` leaves it for a
/// person; a hunk whose conflicts cannot be named (its sides do not read as JSON) is never picked by a filter.
public struct HunkFilter: Sendable, Equatable {
    /// Languages (exact codes); nil: any.
    public var languages: Set<String>?
    /// A key pattern: `*` any run of characters, `?` one character, anything else itself; nil: any key.
    public var keyPattern: String?

    /// Creates a filter; with neither, every hunk is picked.
    public init(languages: Set<String>? = nil, keyPattern: String? = nil) {
        self.languages = languages
        self.keyPattern = keyPattern
    }

    /// Whether no filter is given.
    public var picksEverything: Bool { languages == nil && keyPattern == nil }

    /// Whether a hunk holding these conflicts is picked.
    public func picks(_ conflicts: [ConflictReport]) -> Bool {
        if picksEverything { return true }
        guard !conflicts.isEmpty else { return false }
        return conflicts.allSatisfy { report in
            if let languages, !(report.language.map(languages.contains) ?? false) { return false }
            if let keyPattern, !(report.key.map { Self.matches($0, pattern: keyPattern) } ?? false) { return false }
            return true
        }
    }

    /// Glob matching of a whole key: `*` and `?` as in a shell, compared by Unicode characters.
    static func matches(_ text: String, pattern: String) -> Bool {
        let text = Array(text), pattern = Array(pattern)
        var t = 0, p = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
