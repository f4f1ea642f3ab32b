import StringCatalog

/// One entry of the catalog as the check walk hands it to every check: its key and value, and what several
/// checks read from its source localization, found once per entry instead of once per check.
struct CheckedEntry {
    let key: String
    let entry: CatalogEntry
    /// The source-language localization, nil when the catalog leaves it out.
    let source: Localization?
    /// The text translations are compared with, and whether it is only the key (Xcode leaves the source
    /// localization out when the value is the key); nil when the source localization holds no text.
    let sourceText: (text: String, isKey: Bool)?

    /// The entry `key` of `catalog`, with its source localization looked up.
    init(key: String, entry: CatalogEntry, sourceLanguage: String) {
        self.key = key
        self.entry = entry
        let source = entry.localizations?[sourceLanguage]
        self.source = source
        if let source {
            sourceText = LocalizationForms.referenceText(of: source).map { ($0, false) }
        } else {
            sourceText = (key, true)
        }
    }

    /// Hands each entry of `catalog` to `body`, in the catalog's order: the one loop of the check walk and of the
    /// coverage table's own tally.
    static func forEach(in catalog: Catalog, _ body: (CheckedEntry) -> Void) {
        let sourceLanguage = catalog.sourceLanguage
        let entries = catalog.strings.entries
        for index in entries.indices {
            body(CheckedEntry(key: entries[index].key, entry: entries[index].value, sourceLanguage: sourceLanguage))
        }
    }

    /// The path of the localization in `language`.
    func path(of language: String) -> CatalogKeyPath {
        CatalogKeyPath(["strings", key, "localizations", language])
    }
}
