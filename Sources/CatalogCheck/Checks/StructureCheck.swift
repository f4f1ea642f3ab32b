import Diagnostics
import StringCatalog

/// Structure (of a catalog that could be read): unknown `state` and `extractionState` values, units without a
/// state, and a source-language localization that holds nothing while other languages have texts.
///
/// A source localization that is absent is normal (Xcode leaves it out when the value is the key, and
/// storyboard catalogs keep the source text in the storyboard); one that is present but empty is not.
/// The reader's own errors (invalid JSON, duplicate keys, conflict markers) are reported by `CatalogChecker`.
struct StructureCheck {
    let catalog: Catalog
    private(set) var issues: [CheckIssue] = []
    private let known = TranslationState.known.map(\.rawValue).joined(separator: ", ")
    private let knownExtraction: [ExtractionState] = [.extractedWithValue, .manual, .stale, .migrated]
    /// Whether a language other than the source has a text in the entry being walked.
    private var someLanguageHasText = false

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Starts `entry`: its `extractionState`.
    mutating func begin(_ entry: CheckedEntry) {
        someLanguageHasText = false
        if let state = entry.entry.extractionState, !knownExtraction.contains(state) {
            issues.append(issue(.warning, CatalogKeyPath.entry(entry.key).appending("extractionState"),
                                "unknown extractionState '\(state.rawValue)'"))
        }
    }

    /// The states of the forms of `localization` (every language's, checked or not).
    mutating func visit(_ localization: Localization, language: String, of entry: CheckedEntry) {
        // One unit with a known state: nothing to report, and a text.
        if let unit = LocalizationForms.soleUnit(of: localization), !unit.rawStateMissing, unit.state.isKnown {
            if language != catalog.sourceLanguage { someLanguageHasText = true }
            return
        }
        let path = entry.path(of: language)
        let forms = LocalizationForms.forms(of: localization, at: path)
        if language != catalog.sourceLanguage, !forms.isEmpty { someLanguageHasText = true }
        for form in forms {
            if let unit = form.unit {
                if unit.rawStateMissing {
                    issues.append(issue(.warning, form.path, "unit has no state; Xcode writes one of \(known)"))
                } else if !unit.state.isKnown {
                    issues.append(issue(.error, form.path.appending("state"),
                                        "unknown state '\(unit.state.rawValue)'; use one of \(known)"))
                }
            }
            if let set = form.stringSet, !set.state.isKnown {
                issues.append(issue(.error, form.path.appending("state"),
                                    "unknown state '\(set.state.rawValue)'; use one of \(known)"))
            }
        }
    }

    /// Ends `entry`: a source localization that holds nothing while other languages have texts.
    mutating func end(_ entry: CheckedEntry) {
        // A sole unit is a text: only a source that holds more is walked for its forms.
        guard someLanguageHasText, let source = entry.source, LocalizationForms.soleUnit(of: source) == nil else { return }
        let path = entry.path(of: catalog.sourceLanguage)
        if LocalizationForms.forms(of: source, at: path).isEmpty {
            issues.append(issue(.warning, path,
                                "the source language '\(catalog.sourceLanguage)' has no text here while other "
                                    + "languages do; add it or remove the empty localization"))
        }
    }

    private func issue(_ severity: Severity, _ path: CatalogKeyPath, _ text: String) -> CheckIssue {
        CheckIssue(check: .structure, severity: severity, keyPath: path, text: text)
    }
}
