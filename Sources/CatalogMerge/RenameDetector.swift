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
    /// (the base does not) with different content, and `new` is `old` by spelling or by content as above, the
    /// content of either side's new entry (one side may have changed most translations after renaming, so the
    /// decision does not depend on which side is ours). The new key is then merged against the old key's base
    /// entry, so a change one side made after renaming (a translation) is a change, not a conflict between two
    /// additions (merge-gen: both sides fixed a key's case, one also translated it; git merges the lines cleanly).
    func sharedRenames(base: JSONObject, ours: JSONObject, theirs: JSONObject) -> [ExactKey: String] {
        let baseLookup = MemberLookup(base)
        let oursLookup = MemberLookup(ours)
        let theirsLookup = MemberLookup(theirs)
        let olds = base.members.filter { !oursLookup.contains($0.key) && !theirsLookup.contains($0.key) }
        guard !olds.isEmpty else { return [:] }
        var news: [(key: String, values: [JSONValue])] = []
        for member in ours.members where !baseLookup.contains(member.key) {
            guard let theirsValue = theirsLookup[member.key], theirsValue != member.value else { continue }
            news.append((member.key, [member.value, theirsValue]))
        }
        var result: [ExactKey: String] = [:]
        for match in oneToOneMatches(olds: olds.map { ($0.key, $0.value) }, news: news) { result[ExactKey(match.new)] = match.old }
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
        let news = side.members.filter { !baseLookup.contains($0.key) && !other.contains($0.key) }.map { (key: $0.key, values: [$0.value]) }
        return oneToOneMatches(olds: olds, news: news).map { Rename(old: $0.old, new: $0.new, byOurs: byOurs) }
    }

    /// Old keys paired with new keys, in `olds`' order: an old key matches the new keys spelled alike or, when none
    /// is, the new keys one of whose entries (`values`) nearly holds its translations (above `pairwiseLimit` pairs,
    /// exactly holds them: a hash lookup). A pair is kept only when each key is the other's one match.
    private func oneToOneMatches(
        olds: [(key: String, value: JSONValue)], news: [(key: String, values: [JSONValue])]
    ) -> [(old: String, new: String)] {
        guard !olds.isEmpty, !news.isEmpty else { return [] }
        var bySpelling: [String: [String]] = [:]
        for new in news { bySpelling[RenameCriteria.spelling(new.key), default: []].append(new.key) }
        let pairwise = olds.count * news.count <= Self.pairwiseLimit
        let newTranslations = news.flatMap { new in
            new.values.compactMap { value in translations(value).map { (key: new.key, signature: $0) } }
        }
        var byContent: [String: [String]] = [:]
        for new in newTranslations { byContent[new.signature.key, default: []].append(new.key) }

        var candidates: [ExactKey: [String]] = [:]  // old key → new keys
        for old in olds {
            if let matches = bySpelling[RenameCriteria.spelling(old.key)], !matches.isEmpty {
                candidates[ExactKey(old.key)] = matches
                continue
            }
            guard let oldTranslations = translations(old.value) else { continue }
            let matches = pairwise
                ? newTranslations.filter { RenameCriteria.nearlyEqual(oldTranslations.languages, $0.signature.languages) }.map(\.key)
                : byContent[oldTranslations.key] ?? []
            // A new key both of whose entries match is one match.
            var seen = Set<ExactKey>()
            let distinct = matches.filter { seen.insert(ExactKey($0)).inserted }
            if !distinct.isEmpty { candidates[ExactKey(old.key)] = distinct }
        }
        var claims: [ExactKey: Int] = [:]
        for news in candidates.values { for key in news { claims[ExactKey(key), default: 0] += 1 } }
        return olds.compactMap { old in
            guard let news = candidates[ExactKey(old.key)], news.count == 1, let new = news.first, claims[ExactKey(new)] == 1
            else { return nil }
            return (old.key, new)
        }
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
