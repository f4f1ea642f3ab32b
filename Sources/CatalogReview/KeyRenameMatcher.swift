import Foundation
import StringCatalog

/// Pairs keys a change removed with keys it added when they are the same string renamed, so a review says
/// "renamed" instead of "removed" and "added".
///
/// The criteria are those of the merge engine's rename detection (branch `merge`, `CatalogMerge/RenameDetector`),
/// written here as a pure function over the typed model so either can adopt the other later:
/// - the keys differ only in case, whitespace, punctuation or symbols (`"Author:"` → `"Author"`), or
/// - the entries hold nearly the same translations: ignoring states, at least 80% of the languages other than the
///   source (counted over the larger set) are identical, and one of them holds a non-empty text.
/// Each key pairs at most once; a spelling match is preferred; anything ambiguous is not a rename.
public enum KeyRenameMatcher {
    /// One rename.
    public struct Rename: Equatable, Sendable {
        public var from: String
        public var to: String
    }

    /// The renames among `removed` (keys of the old version) and `added` (keys of the new version).
    public static func renames(removed: [(key: String, entry: CatalogEntry)], added: [(key: String, entry: CatalogEntry)],
                               sourceLanguage: String) -> [Rename] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var bySpelling: [String: [String]] = [:]
        for item in added { bySpelling[RenameCriteria.spelling(item.key), default: []].append(item.key) }
        let addedTranslations = added.compactMap { item in translations(item.entry, sourceLanguage).map { (item.key, $0) } }
        var candidates: [String: [String]] = [:]
        for item in removed {
            if let matches = bySpelling[RenameCriteria.spelling(item.key)] {
                candidates[item.key] = matches
            } else if let old = translations(item.entry, sourceLanguage), removed.count * added.count <= 40_000 {
                let matches = addedTranslations.filter { RenameCriteria.nearlyEqual(old, $0.1) }.map(\.0)
                if !matches.isEmpty { candidates[item.key] = matches }
            }
        }
        var claims: [String: Int] = [:]
        for keys in candidates.values { for key in keys { claims[key, default: 0] += 1 } }
        return removed.compactMap { item in
            guard let keys = candidates[item.key], keys.count == 1, let key = keys.first, claims[key] == 1 else { return nil }
            return Rename(from: item.key, to: key)
        }
    }

    /// The texts of each language other than the source (states left out); nil when none holds a non-empty text.
    static func translations(_ entry: CatalogEntry, _ sourceLanguage: String) -> [String: [UnitFacts.Fact]]? {
        var result: [String: [UnitFacts.Fact]] = [:]
        var hasText = false
        for (language, localization) in entry.localizations?.entries ?? [] where language != sourceLanguage {
            let facts = UnitFacts.facts(of: localization).map { UnitFacts.Fact(path: $0.path, state: "", text: $0.text) }
            if facts.contains(where: { !$0.text.isEmpty }) { hasText = true }
            result[language] = facts
        }
        return hasText ? result : nil
    }
}
