import Foundation
import StringCatalog

/// Finds keys one side renamed while the other side changed the old key (issue 12 §1), so the other side's
/// changes can be applied to the new key instead of being lost with the old one.
///
/// A rename on side S: the base has key `old`, S no longer has it and has a new key `new` the base lacked; the
/// other side still has `old`, changed it, and has no `new`. The two are the same string when
/// - the keys differ only in case, whitespace or punctuation (`"Author:"` → `"Author"`, `"MacOS…"` → `"macOS…"`), or
/// - the new entry holds the old entry's translations, "nearly": ignoring unit `state`s, at least 80% of the
///   languages other than the source language (counted over the larger of the two sets) have identical content,
///   and there is at least one such language with a value that is not empty.
/// Each old key pairs with at most one new key and the reverse (a key-spelling match is preferred to a content
/// match); anything ambiguous is not a rename.
struct RenameDetector {
    /// One detected rename.
    struct Rename: Equatable {
        var old: String
        var new: String
        /// Whether ours renamed (else theirs).
        var byOurs: Bool
    }

    /// Above this many (deleted × added) pairs, only exact content matches are looked for (a hash lookup).
    private static let pairwiseLimit = 40_000

    var sourceLanguage: String?

    /// The renames in `strings` objects of the three sides.
    func renames(base: JSONObject, ours: JSONObject, theirs: JSONObject) -> [Rename] {
        let baseLookup = MemberLookup(base)
        let oursLookup = MemberLookup(ours)
        let theirsLookup = MemberLookup(theirs)
        return renames(by: ours, other: theirsLookup, selfLookup: oursLookup, base: base, baseLookup: baseLookup, byOurs: true)
            + renames(by: theirs, other: oursLookup, selfLookup: theirsLookup, base: base, baseLookup: baseLookup, byOurs: false)
    }

    /// Keys both sides renamed alike (new key → old key): the base has `old`, neither side has it, both have `new`
    /// (the base does not) with different content, and `new` is `old` by spelling or by content as above. The new
    /// key is then merged against the old key's base entry, so a change one side made after renaming (a
    /// translation) is a change, not a conflict between two additions (merge-gen: both sides fixed a key's case,
    /// one also translated it; git merges the lines cleanly).
    func sharedRenames(base: JSONObject, ours: JSONObject, theirs: JSONObject) -> [String: String] {
        let baseLookup = MemberLookup(base)
        let oursLookup = MemberLookup(ours)
        let theirsLookup = MemberLookup(theirs)
        let olds = base.members.filter { !oursLookup.contains($0.key) && !theirsLookup.contains($0.key) }
        guard !olds.isEmpty else { return [:] }
        let news = ours.members.filter { member in
            !baseLookup.contains(member.key) && theirsLookup[member.key].map { $0 != member.value } ?? false
        }
        guard !news.isEmpty, olds.count * news.count <= Self.pairwiseLimit else { return [:] }
        var candidates: [String: [String]] = [:]  // new key → old keys
        for new in news {
            let spelling = RenameCriteria.spelling(new.key)
            var matches = olds.filter { RenameCriteria.spelling($0.key) == spelling }.map(\.key)
            if matches.isEmpty, let newTranslations = translations(new.value) {
                matches = olds.filter { old in
                    translations(old.value).map { RenameCriteria.nearlyEqual($0.languages, newTranslations.languages) } ?? false
                }.map(\.key)
            }
            if !matches.isEmpty { candidates[new.key] = matches }
        }
        var claims: [String: Int] = [:]
        for olds in candidates.values { for key in olds { claims[key, default: 0] += 1 } }
        var result: [String: String] = [:]
        for (new, olds) in candidates where olds.count == 1 && claims[olds[0]] == 1 { result[new] = olds[0] }
        return result
    }

    private func renames(
        by side: JSONObject, other: MemberLookup, selfLookup: MemberLookup, base: JSONObject, baseLookup: MemberLookup,
        byOurs: Bool
    ) -> [Rename] {
        // Old keys: gone on this side, changed on the other.
        var olds: [(key: String, value: JSONValue)] = []
        for member in base.members where !selfLookup.contains(member.key) {
            guard let otherValue = other[member.key], otherValue != member.value else { continue }
            olds.append((member.key, member.value))
        }
        guard !olds.isEmpty else { return [] }
        let news = side.members.filter { !baseLookup.contains($0.key) && !other.contains($0.key) }
        guard !news.isEmpty else { return [] }

        var candidates: [String: [String]] = [:]  // old key → new keys
        var spellingMatched = Set<String>()
        var bySpelling: [String: [String]] = [:]
        for member in news { bySpelling[RenameCriteria.spelling(member.key), default: []].append(member.key) }
        for old in olds {
            if let matches = bySpelling[RenameCriteria.spelling(old.key)], !matches.isEmpty {
                candidates[old.key] = matches
                spellingMatched.insert(old.key)
            }
        }
        let pairwise = olds.count * news.count <= Self.pairwiseLimit
        let newTranslations = news.compactMap { member in translations(member.value).map { (member.key, $0) } }
        var byContent: [String: [String]] = [:]
        for (key, signature) in newTranslations { byContent[signature.key, default: []].append(key) }
        for old in olds where !spellingMatched.contains(old.key) {
            guard let oldTranslations = translations(old.value) else { continue }
            if pairwise {
                let matches = newTranslations.filter { RenameCriteria.nearlyEqual(oldTranslations.languages, $0.1.languages) }
                if !matches.isEmpty { candidates[old.key] = matches.map(\.0) }
            } else if let matches = byContent[oldTranslations.key] {
                candidates[old.key] = matches
            }
        }
        // One to one only.
        var claims: [String: Int] = [:]
        for news in candidates.values { for key in news { claims[key, default: 0] += 1 } }
        var result: [Rename] = []
        for old in olds {
            guard let news = candidates[old.key], news.count == 1, let new = news.first, claims[new] == 1 else { continue }
            result.append(Rename(old: old.key, new: new, byOurs: byOurs))
        }
        return result
    }

    /// An entry's translations (languages other than the source), each without its unit states, as compact JSON;
    /// nil when none holds a non-empty value. `key` is the whole set, for an exact lookup.
    private func translations(_ entry: JSONValue) -> (languages: [String: String], key: String)? {
        guard let localizations = entry.object?["localizations"]?.object else { return nil }
        var languages: [String: String] = [:]
        var hasValue = false
        for member in localizations.members where sourceLanguage.map({ !member.key.hasSameBytes(as: $0) }) ?? true {
            let content = CatalogRules.withoutStates(member.value)
            let text = RepairSummary.compact(content)
            if text.contains("\"value\":\"") && !text.contains("\"value\":\"\"") { hasValue = true }
            languages[member.key] = text
        }
        guard hasValue else { return nil }
        let key = languages.keys.sorted().map { "\($0)=\(languages[$0] ?? "")" }.joined(separator: "\n")
        return (languages, key)
    }
}
