import Diagnostics
import StringCatalog

/// Coverage: every key that should be translated has a finished translation in every target language.
///
/// Keys marked `shouldTranslate: false` and keys the build no longer finds (`extractionState: stale`) are skipped.
/// A missing language, an empty value (unless the source text is empty too) or state `new` is an error; `needs_review` and a `stale` unit are warnings
/// (errors with `--require reviewed`). In the pre-commit mode every coverage finding is a warning.
struct CoverageCheck {
    let context: CheckContext

    /// What one walk of the catalog finds: the issues, and per target language (in `targetLanguages` order) how
    /// many of the keys that expect a translation hold one and how many of those have a form in `needs_review`.
    /// The coverage table is tallied from these, not from a walk of its own.
    struct Tally {
        var issues: [CheckIssue] = []
        /// Keys that expect a translation (`expectsTranslation`).
        var expected = 0
        var held: [Int]
        var needsReview: [Int]
    }

    /// What the walk has found so far.
    private(set) var tally: Tally

    init(context: CheckContext) {
        self.context = context
        tally = Tally(held: Array(repeating: 0, count: context.targetLanguages.count),
                      needsReview: Array(repeating: 0, count: context.targetLanguages.count))
    }

    /// The tally of the whole catalog, by a walk of its own (for the coverage table alone; `CheckWalk` feeds the
    /// check entry by entry when every check runs).
    func tallied() -> Tally {
        var check = self
        CheckedEntry.forEach(in: context.catalog) { check.visit($0) }
        return check.tally
    }

    /// Tallies `entry` in every target language.
    mutating func visit(_ checked: CheckedEntry) {
        let entry = checked.entry
        guard Self.expectsTranslation(entry) else { return }
        let key = checked.key
        tally.expected += 1
        // Made when a language is first found missing (most keys have every language).
        var entryPath: CatalogKeyPath?
        let sourceIsEmpty = checked.sourceText?.text.isEmpty == true
        let localizations = entry.localizations
        var hint = 0
        for (row, language) in context.targetLanguages.enumerated() {
            guard let localizations, let position = localizations.position(of: language, hint: &hint) else {
                let path = entryPath ?? CatalogKeyPath.entry(key)
                entryPath = path
                tally.issues.append(issue(.error, path, "no '\(language)' translation"))
                continue
            }
            tally(localizations.entries[position].value, row: row, language: language, of: checked, sourceIsEmpty: sourceIsEmpty)
        }
    }

    /// Tallies `localization`, the target language of table row `row`, and reports what is not finished in it.
    private mutating func tally(_ localization: Localization, row: Int, language: String, of checked: CheckedEntry,
                                sourceIsEmpty: Bool) {
        tally.held[row] += 1
        // Most localizations are one finished unit: decided before a path or forms are made.
        let unit = LocalizationForms.soleUnit(of: localization)
        if unit.map({ $0.state == .needsReview }) ?? LocalizationForms.containsState(.needsReview, in: localization) {
            tally.needsReview[row] += 1
        }
        if let unit {
            // A sole unit is the localization's only form: its finding goes straight to its path, without a walk of
            // the forms.
            guard let found = problem(empty: unit.value.isEmpty && !sourceIsEmpty, state: unit.state) else { return }
            let path = checked.path(of: language).appending("stringUnit")
            tally.issues.append(issue(found.severity, path, found.text))
            return
        }
        let path = checked.path(of: language)
        let forms = LocalizationForms.forms(of: localization, at: path)
        if forms.isEmpty {
            tally.issues.append(issue(.error, path, "holds no translation"))
        }
        for form in forms {
            tally.issues += problems(of: form, sourceIsEmpty: sourceIsEmpty)
        }
    }

    /// Whether `entry` should be translated: not marked `shouldTranslate: false`, and still found by the build
    /// (`extractionState` not `stale`).
    static func expectsTranslation(_ entry: CatalogEntry) -> Bool {
        entry.shouldTranslate != false && entry.extractionState != .stale
    }

    private func problems(of form: LocalizationForm, sourceIsEmpty: Bool) -> [CheckIssue] {
        let found: (severity: Severity, text: String)?
        if let unit = form.unit {
            found = problem(empty: unit.value.isEmpty && !sourceIsEmpty, state: unit.state)
        } else if let set = form.stringSet {
            found = problem(empty: set.values.isEmpty || set.values.allSatisfy(\.isEmpty), state: set.state)
        } else {
            found = nil
        }
        return found.map { [issue($0.severity, form.path, $0.text)] } ?? []
    }

    /// What is wrong with a text that is `empty` (where the source is not) or in `state`; nil for a finished
    /// translation (translated, or an unknown state, which the structure check reports).
    private func problem(empty: Bool, state: TranslationState) -> (severity: Severity, text: String)? {
        if empty { return (.error, "empty translation") }
        // Most texts are translated: settled in one comparison (the switch compares with the three others first).
        if state == .translated { return nil }
        let reviewedRequired = context.options.requirement == .reviewed
        switch state {
        case .new:
            return (.error, "not translated yet (state 'new')")
        case .needsReview:
            return (reviewedRequired ? .error : .warning, "needs review (state 'needs_review')")
        case .stale:
            return (reviewedRequired ? .error : .warning, "is stale (state 'stale'); translate it again or remove it")
        default:
            return nil
        }
    }

    private func issue(_ severity: Severity, _ path: CatalogKeyPath, _ text: String) -> CheckIssue {
        let adjusted = context.options.mode == .preCommit ? .warning : severity
        return CheckIssue(check: .coverage, severity: adjusted, keyPath: path, text: text)
    }
}
