import Foundation
import StringCatalog

/// What a string catalog says about its words. `shown`: its extracted keys and its source-language values (plural,
/// device and substitution variations included); manually added keys are identifiers, not text, so only their values
/// count; keys marked `shouldTranslate: false` are not translated, so comparing with them is fine. `untranslated`:
/// the keys the team marked `shouldTranslate: false` — names, which the lint treats exactly like `allowedWords`.
/// Only the explicit mark counts: a translation equal to the key is as often a copy nobody has translated yet (a key
/// "translated" into one language of ten as itself) as a decision to keep the word.
struct CatalogWords: Sendable, Equatable {
    /// Words a person sees: extracted keys and source-language values.
    var shown: Set<String> = []
    /// Keys marked `shouldTranslate: false`.
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
            if entry.shouldTranslate == false { words.untranslated.insert(key) }
            guard let source = entry.localizations?[catalog.sourceLanguage] else { continue }
            for (_, unit) in source.allUnits(at: CatalogKeyPath([])) { words.shown.insert(unit.value) }
        }
        words.shown.remove("")
        words.untranslated.remove("")
        return words
    }
}
