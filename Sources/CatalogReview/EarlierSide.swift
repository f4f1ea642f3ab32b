import CatalogCheck
import StringCatalog

/// The version before a change, as `CatalogChangeSummary` compares it with the version after.
///
/// Read in full, or — the usual case, a change that touches a few entries of a large catalog — incrementally: the
/// file is read shallow, an entry whose bytes are those of the later version's entry is never read (it did not
/// change), and only the other entries are built. Coverage before the change is then the coverage after it, minus
/// what the later version's changed entries count, plus what the earlier version's count: coverage is a sum over
/// entries once the target languages are the same. Two full reads and two full coverage tallies made `git
/// xcstrings diff` on a large catalog take several times longer than reading it once.
struct EarlierSide {
    /// The entries read: every entry of the version, or only those whose bytes differ from the later version's.
    let catalog: Catalog
    /// Every language of the version, source first, then sorted (`Catalog.languages` of the whole file).
    let languages: [String]
    /// The keys whose entries have the same bytes in both versions (incremental reading only).
    let unchanged: Set<ExactKey>
    /// Every key of the version, when `catalog` holds only some of them.
    private let keys: Set<ExactKey>?
    /// The later version's entries that are not in `unchanged`, for the coverage difference (incremental only).
    private let laterChanged: Catalog?

    /// The version read in full.
    init(full catalog: Catalog) {
        self.catalog = catalog
        languages = catalog.languages
        unchanged = []
        keys = nil
        laterChanged = nil
    }

    /// The version in `bytes` read incrementally against `later`; nil when that is not possible (it does not read,
    /// it differs beyond its entries, its languages differ), and the caller reads it in full.
    init?(reading bytes: [UInt8], path: String, comparedWith later: CatalogFile) {
        guard let document = try? JSONDocument(shallowBytes: bytes, path: path),
              CatalogShape.problem(root: document.root) == nil,
              let root = document.root.object, let laterRoot = later.document.root.object,
              let strings = root["strings"]?.object, let laterStrings = laterRoot["strings"]?.object
        else { return nil }
        // Members other than `strings` (source language, version) the same: only entries differ.
        let top = root.members.filter { $0.key != "strings" }
        let laterTop = laterRoot.members.filter { $0.key != "strings" }
        guard top.count == laterTop.count, zip(top, laterTop).allSatisfy({ $0.key == $1.key && $0.value == $1.value })
        else { return nil }
        var entryBytes: [ExactKey: ArraySlice<UInt8>] = [:]
        entryBytes.reserveCapacity(strings.count)
        for member in strings.members {
            guard let source = member.value.source else { return nil }
            entryBytes[ExactKey(member.key)] = source
        }
        let source = later.catalog.sourceLanguage
        var unchanged = Set<ExactKey>()
        var languages = Set<String>([source])
        var laterChanged = OrderedMap<CatalogEntry>()
        for member in laterStrings.members {
            let key = ExactKey(member.key)
            let entry = later.catalog.strings[member.key]
            if let before = entryBytes[key], let after = member.value.source, before.hasSameBytes(as: after) {
                unchanged.insert(key)
                for language in entry?.localizations?.keys ?? [] { languages.insert(language) }
            } else if let entry {
                laterChanged[member.key] = entry
            }
        }
        var read = OrderedMap<CatalogEntry>()
        for member in strings.members where !unchanged.contains(ExactKey(member.key)) {
            guard let source = member.value.source,
                  let entryDocument = try? JSONDocument(bytes: Array(source), path: path),
                  let entry = try? CatalogEntry(json: entryDocument.root, path: CatalogKeyPath.entry(member.key))
            else { return nil }
            for language in entry.localizations?.keys ?? [] { languages.insert(language) }
            read[member.key] = entry
        }
        let ordered = [source] + languages.filter { $0 != source }.sorted()
        guard Set(ordered) == Set(later.catalog.languages) else { return nil }
        catalog = Catalog(sourceLanguage: source, version: later.catalog.version, strings: read)
        self.languages = ordered
        self.unchanged = unchanged
        keys = Set(entryBytes.keys)
        self.laterChanged = Catalog(sourceLanguage: source, version: later.catalog.version, strings: laterChanged)
    }

    /// Whether the version has `key`.
    func hasKey(_ key: String) -> Bool {
        if let keys { return keys.contains(ExactKey(key)) }
        return catalog.strings[key] != nil
    }

    /// The coverage table of the version; `after` is the later version's (`CatalogChecker().coverage(of:)`).
    func coverage(after: [CatalogCheckReport.Row]) -> [CatalogCheckReport.Row] {
        guard let laterChanged else { return CatalogChecker().coverage(of: catalog) }
        // Both versions have the same languages, so the same targets in the same order: rows add up entry by entry.
        let checker = CatalogChecker(options: CheckOptions(languages: languages))
        let minus = checker.coverage(of: laterChanged)
        let plus = checker.coverage(of: catalog)
        return after.indices.map { index in
            var row = after[index]
            row.translated += plus[index].translated - minus[index].translated
            row.total += plus[index].total - minus[index].total
            row.needsReview += plus[index].needsReview - minus[index].needsReview
            row.errors += plus[index].errors - minus[index].errors
            row.warnings += plus[index].warnings - minus[index].warnings
            return row
        }
    }
}
