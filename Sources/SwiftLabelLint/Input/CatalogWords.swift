import Foundation
import StringCatalog

/// What a string catalog says about its words. `shown`: its extracted keys and its source-language values (plural,
/// device and substitution variations included); manually added keys are identifiers, not text, so only their values
/// count; keys marked `shouldTranslate: false` are not translated, so comparing with them is fine. `untranslated`:
/// the keys the team decided are not translated — marked `shouldTranslate: false`, or translated into at least one
/// language other than the source with every translation finished and equal to the key (`"Homebrew"` → de
/// `"Homebrew"`, fr `"Homebrew"`): names, which the lint treats exactly like `allowedWords`.
struct CatalogWords: Sendable, Equatable {
    /// Words a person sees: extracted keys and source-language values.
    var shown: Set<String> = []
    /// Keys the catalog does not translate.
    var untranslated: Set<String> = []

    /// Adds the words of another catalog.
    mutating func formUnion(_ other: CatalogWords) {
        shown.formUnion(other.shown)
        untranslated.formUnion(other.untranslated)
    }

    /// The words of the catalog `data` read from `path`, through the project's catalog reader. Throws the
    /// reader's error (`JSONReadError`, `CatalogFileError`: a `LocatedError` naming the file) when it is not a
    /// readable String Catalog.
    static func read(_ data: Data, path: String) throws -> CatalogWords {
        let file = try CatalogFile(bytes: [UInt8](data), path: path)
        let catalog = file.catalog
        var words = CatalogWords()
        for (key, entry) in catalog.strings.entries {
            if entry.extractionState != .manual, entry.shouldTranslate != false { words.shown.insert(key) }
            if isUntranslated(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage) { words.untranslated.insert(key) }
            guard let source = entry.localizations?[catalog.sourceLanguage] else { continue }
            for (_, unit) in source.allUnits(at: CatalogKeyPath([])) { words.shown.insert(unit.value) }
        }
        words.shown.remove("")
        words.untranslated.remove("")
        return words
    }

    /// Whether the entry of `key` is marked not to be translated, or has at least one language other than the
    /// source, each with at least one value and every value a finished (`translated`) unit equal to the key.
    private static func isUntranslated(key: String, entry: CatalogEntry, sourceLanguage: String) -> Bool {
        if entry.shouldTranslate == false { return true }
        let others = (entry.localizations?.entries ?? []).filter { $0.key != sourceLanguage }
        return !others.isEmpty && others.allSatisfy { language in
            let units = language.value.allUnits(at: CatalogKeyPath([]))
            // A unit still `new` or `needs_review` holding the key is a placeholder nobody has translated yet, not a
            // decision to keep the word: only finished translations count.
            return !units.isEmpty && units.allSatisfy { $0.unit.value == key && $0.unit.state == .translated }
        }
    }
}
