import Foundation

/// When two catalog keys are the same string renamed: the one definition the merge driver's rename detection and
/// `git xcstrings diff`'s rename matching share (docs/merge.md, "Renames"), so the two never disagree.
public enum RenameCriteria {
    /// The share of translated languages that must be identical for a content match ("nearly the same").
    public static let nearlyIdentical = 0.8

    /// The key as compared for a spelling match: lower case, without whitespace, punctuation and symbols.
    public static func spelling(_ key: String) -> String {
        String(String.UnicodeScalarView(key.lowercased().unicodeScalars.filter {
            !CharacterSet.whitespacesAndNewlines.contains($0) && !CharacterSet.punctuationCharacters.contains($0)
                && !CharacterSet.symbols.contains($0)
        }))
    }

    /// Whether two entries' translations (language → content, the source language left out) are nearly the same:
    /// at least one language identical, and at least `nearlyIdentical` of the larger set.
    public static func nearlyEqual<Content: Equatable>(_ a: [String: Content], _ b: [String: Content]) -> Bool {
        let same = a.filter { b[$0.key] == $0.value }.count
        return same > 0 && Double(same) >= nearlyIdentical * Double(max(a.count, b.count))
    }
}
