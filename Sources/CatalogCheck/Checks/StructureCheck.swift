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

    func issues() -> [CheckIssue] {
        var issues: [CheckIssue] = []
        let known = TranslationState.known.map(\.rawValue).joined(separator: ", ")
        let knownExtraction: [ExtractionState] = [.extractedWithValue, .manual, .stale, .migrated]
        for (key, entry) in catalog.strings.entries {
            let entryPath = CatalogKeyPath.entry(key)
            if let state = entry.extractionState, !knownExtraction.contains(state) {
                issues.append(issue(.warning, entryPath.appending("extractionState"),
                                    "unknown extractionState '\(state.rawValue)'"))
            }
            var someLanguageHasText = false
            for (language, localization) in entry.localizations?.entries ?? [] {
                // One unit with a known state: nothing to report, and a text.
                if let unit = LocalizationForms.soleUnit(of: localization), !unit.rawStateMissing, unit.state.isKnown {
                    if language != catalog.sourceLanguage { someLanguageHasText = true }
                    continue
                }
                let path = entryPath.appending("localizations").appending(language)
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
            if someLanguageHasText, let source = entry.localizations?[catalog.sourceLanguage] {
                let path = entryPath.appending("localizations").appending(catalog.sourceLanguage)
                if LocalizationForms.forms(of: source, at: path).isEmpty {
                    issues.append(issue(.warning, path,
                                        "the source language '\(catalog.sourceLanguage)' has no text here while other "
                                            + "languages do; add it or remove the empty localization"))
                }
            }
        }
        return issues
    }

    private func issue(_ severity: Severity, _ path: CatalogKeyPath, _ text: String) -> CheckIssue {
        CheckIssue(check: .structure, severity: severity, keyPath: path, text: text)
    }
}
