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
    /// The shallow read the entries came from (incremental only), held so that whoever keeps this side keeps it.
    private let entries: EarlierEntries?

    /// The version read in full.
    init(full catalog: Catalog) {
        self.catalog = catalog
        languages = catalog.languages
        unchanged = []
        keys = nil
        laterChanged = nil
        entries = nil
    }

    /// The version in `bytes` read incrementally against `later`; nil when that is not possible (it does not read,
    /// it differs beyond its entries, its languages differ), and the caller reads it in full.
    init?(reading bytes: [UInt8], path: String, comparedWith later: CatalogFile) {
        guard let earlier = EarlierEntries(bytes: bytes, path: path, comparedWith: later)
        else { return nil }
        var read = OrderedMap<CatalogEntry>()
        for member in earlier.read {
            guard let entry = try? CatalogEntry(json: member.value, path: CatalogKeyPath.entry(member.key)) else {
                return nil
            }
            read[member.key] = entry
        }
        var laterChanged = OrderedMap<CatalogEntry>()
        for (key, entry) in later.catalog.strings.entries where !earlier.unchanged.contains(ExactKey(key)) {
            laterChanged[key] = entry
        }
        let source = later.catalog.sourceLanguage
        catalog = Catalog(sourceLanguage: source, version: later.catalog.version, strings: read)
        languages = [source] + earlier.languages.filter { $0 != source }.sorted()
        unchanged = earlier.unchanged
        keys = earlier.keys
        entries = earlier
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
