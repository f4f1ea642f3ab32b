/// An earlier version of a catalog, compared with a later one entry by entry by their bytes, without reading the
/// entries that did not change.
///
/// The earlier version is read shallow (`JSONDocument(shallowBytes:)`); an entry whose bytes are those of the later
/// version's entry under the same key is never read, and only the others are. Used wherever a change is judged
/// against what was there before on a large catalog: the pre-commit ratchet (`CatalogChangeCheck`) and
/// `git xcstrings diff` (`EarlierSide`). Reading both versions in full made each of them several times slower.
public struct EarlierEntries {
    /// The earlier version, read shallow: its `strings` entries are kept as their bytes.
    public let document: JSONDocument
    /// The keys whose entries have the same bytes in both versions.
    public let unchanged: Set<ExactKey>
    /// Every key of the earlier version.
    public let keys: Set<ExactKey>
    /// The earlier version's entries that are not in `unchanged`, read as JSON, in file order.
    public let read: [JSONObject.Member]
    /// Every language of the earlier version; the same set as the later version's (otherwise there is no value).
    public let languages: Set<String>

    /// Compares `bytes` (the earlier version) with `later`; nil when that is not possible: the earlier version
    /// does not read, is not a catalog, differs beyond its entries (other top-level members, other languages),
    /// or an entry that differs does not read as JSON. The caller then reads the earlier version in full.
    public init?(bytes: [UInt8], path: String, comparedWith later: CatalogFile) {
        let tape = later.tape
        // Entries with the bytes of the later version's (which read) are taken as checked, not walked again.
        guard let document = try? JSONDocument(shallowBytes: bytes, path: path, reference: tape, readingDifferences: false),
              CatalogShape.problem(root: document.root) == nil,
              let root = document.root.object, let strings = root["strings"]?.object,
              let laterStrings = tape.member("strings", of: tape.root), tape.kind(laterStrings) == .object
        else { return nil }
        // Members other than `strings` (source language, version) the same: only entries differ.
        let top = root.members.filter { $0.key != "strings" }
        var builder = JSONTreeBuilder(tape)
        let laterTop = Array(tape.members(of: tape.root).filter { !tape.equals($0.key, "strings") })
        guard top.count == laterTop.count,
              zip(top, laterTop).allSatisfy({ $0.key.hasSameBytes(as: tape.string($1.key)) && $0.value == builder.value(at: $1.value.index) })
        else { return nil }
        var entryBytes: [ExactKey: ArraySlice<UInt8>] = [:]
        entryBytes.reserveCapacity(strings.count)
        for member in strings.members {
            guard let source = member.value.source else { return nil }
            entryBytes[ExactKey(member.key)] = source
        }
        var unchanged = Set<ExactKey>()
        // The languages of the earlier version: those of its unchanged entries are the later entries' own.
        var languages = Set<String>([later.catalog.sourceLanguage])
        for member in tape.members(of: laterStrings) {
            let name = tape.string(member.key)
            let key = ExactKey(name)
            guard let before = entryBytes[key], before.hasSameBytes(as: tape.source(member.value)) else { continue }
            unchanged.insert(key)
            for language in later.catalog.strings[name]?.localizations?.keys ?? [] { languages.insert(language) }
        }
        var read: [JSONObject.Member] = []
        for member in strings.members where !unchanged.contains(ExactKey(member.key)) {
            guard let source = member.value.source,
                  let entry = try? JSONDocument(bytes: Array(source), path: path) else { return nil }
            for language in entry.root.object?["localizations"]?.object?.keys ?? [] { languages.insert(language) }
            read.append(JSONObject.Member(key: member.key, value: entry.root))
        }
        guard languages == Set(later.catalog.languages) else { return nil }
        self.document = document
        self.unchanged = unchanged
        self.keys = Set(entryBytes.keys)
        self.read = read
        self.languages = languages
    }
}
