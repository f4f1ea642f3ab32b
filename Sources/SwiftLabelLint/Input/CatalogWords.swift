import Foundation
import StringCatalog

/// Reads the words a string catalog shows: its extracted keys and its source-language values (plural, device and
/// substitution variations included). Manually added keys are identifiers, not text, so only their values count;
/// keys marked `shouldTranslate: false` are not translated, so comparing with them is fine.
enum CatalogWords {
    /// The shown words of the catalog `data` read from `path`, through the project's catalog reader. Throws the
    /// reader's error (`JSONReadError`, `CatalogFileError`: a `LocatedError` naming the file) when it is not a
    /// readable String Catalog.
    static func read(_ data: Data, path: String) throws -> Set<String> {
        let file = try CatalogFile(bytes: [UInt8](data), path: path)
        let catalog = file.catalog
        var words: Set<String> = []
        for (key, entry) in catalog.strings.entries {
            if entry.extractionState != .manual, entry.shouldTranslate != false { words.insert(key) }
            guard let source = entry.localizations?[catalog.sourceLanguage] else { continue }
            for (_, unit) in source.allUnits(at: CatalogKeyPath([])) { words.insert(unit.value) }
        }
        return words.filter { !$0.isEmpty }
    }
}
