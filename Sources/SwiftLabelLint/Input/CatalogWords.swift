import Foundation

/// Reads the words a string catalog shows: its extracted keys and its source-language values (plural and device
/// variations included). Manually added keys are identifiers, not text, so only their values count.
public enum CatalogWords {
    /// The shown words of the catalog `data` read from `path`.
    public static func read(_ data: Data, path: String) throws -> Set<String> {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LintInputError.invalidCatalog(path: path, message: "not valid JSON")
        }
        guard let catalog = root as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw LintInputError.invalidCatalog(path: path, message: "no 'strings' object at the top level")
        }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var words: Set<String> = []
        for (key, value) in strings {
            let entry = value as? [String: Any] ?? [:]
            if entry["extractionState"] as? String != "manual", entry["shouldTranslate"] as? Bool != false {
                words.insert(key)
            }
            if let localizations = entry["localizations"] as? [String: Any],
               let localization = localizations[source] as? [String: Any] {
                collectValues(localization, into: &words)
            }
        }
        return words.filter { !$0.isEmpty }
    }

    private static func collectValues(_ localization: [String: Any], into words: inout Set<String>) {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            words.insert(value)
        }
        if let variations = localization["variations"] as? [String: Any] {
            for case let group as [String: Any] in variations.values {
                for case let nested as [String: Any] in group.values { collectValues(nested, into: &words) }
            }
        }
    }
}
