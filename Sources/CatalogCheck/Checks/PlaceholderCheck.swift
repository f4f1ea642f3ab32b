import StringCatalog

/// Placeholders: every text — unit, plural form, device variant, substitution form — passes the same format
/// arguments as the source, with compatible classes, reordered only through positional specifiers.
///
/// The source text is the source language's unit (or the `other` form of its variations); without a source
/// localization it is the key, as Xcode reads it. A key without arguments may be an identifier rather than
/// text, so such entries are compared only when the source localization exists. The key's own specifiers count
/// as passed too (`"notifications %lld"` with the English "starred": a translation may still use the count).
/// `%#@name@` references take the class and `argNum` of the localization's own substitution, so a translation
/// may use a substitution where the source has a plain `%lld`, and the other way round. Forms of a plural
/// category the language does not have never show, so they are left to the plural check.
struct PlaceholderCheck {
    let context: CheckContext
    private(set) var issues: [CheckIssue] = []
    /// Whether the localizations of the entry being walked are compared with its source.
    private var compares = false
    /// The signature of the entry's source text. Kept as members rather than in one optional struct: the walk
    /// reads them for every localization, and unwrapping a struct copied it each time.
    private var reference = ArgumentSignature(FormatString(""))
    /// The signature of the entry's key (its specifiers count as passed too).
    private var keySignature = ArgumentSignature(FormatString(""))
    /// Whether the entry's source passes no argument at all.
    private var sourcePassesNone = false

    init(context: CheckContext) {
        self.context = context
    }

    /// Starts `entry`: the signatures its translations are compared with.
    mutating func begin(_ entry: CheckedEntry) {
        compares = false
        guard let source = entry.sourceText else { return }
        reference = context.formats.signature(source.text, substitution: Self.resolver(entry.source))
        if source.isKey, !reference.hasArguments { return }
        compares = true
        keySignature = context.formats.signature(entry.key)
        sourcePassesNone = reference.slots.isEmpty && !reference.usesSubstitutionArgument
    }

    /// Compares every form of `localization` (a checked language of the current entry) with the source; `sole` is
    /// its text when it is one unit.
    mutating func visit(_ localization: Localization, _ sole: SoleUnitText?, language: String, of entry: CheckedEntry) {
        guard compares, mayHaveIssues(sole) else { return }
        let path = entry.path(of: language)
        let resolve = Self.resolver(localization)
        let oneForm = context.pluralRules(for: language)?.categories.count == 1
        for form in LocalizationForms.forms(of: localization, at: path) {
            guard let unit = form.unit, !unit.value.isEmpty,
                  !context.isUnusedCategory(form.pluralCategory, language: language)
            else { continue }
            let expected: ArgumentSignature
            var alsoPassed: ArgumentSignature? = keySignature
            if let name = form.substitution {
                // Substitution forms are compared with the source's same substitution; the outer string's
                // arguments (`%2$@` inside a form) are passed too.
                guard let text = entry.source?.substitutions?[name]?.variations
                    .flatMap(LocalizationForms.referenceText(of:))
                else { continue }  // a substitution only this language has: the substitution check looks
                expected = context.formats.signature(text, allowsSubstitutionArgument: true)
                alsoPassed = reference
            } else {
                expected = reference
            }
            let found = context.formats.signature(unit.value, allowsSubstitutionArgument: form.substitution != nil,
                                                  substitution: resolve)
            let problems = PlaceholderComparison.problems(
                source: expected, translation: found,
                mayOmitIntegers: context.mayOmitCount(category: form.pluralCategory, language: language),
                mayOmitReferences: oneForm, alsoPassed: alsoPassed)
            for problem in problems {
                issues.append(CheckIssue(check: .placeholders, severity: .error, keyPath: form.path, text: problem.message))
            }
        }
    }

    /// Whether a localization whose sole unit is `sole` (nil when it holds more) may disagree with the source. A
    /// unit without `%` has no specifiers: against a source that passes none, nothing is wrong with it. A unit
    /// whose signature is the source's, with no stray `%`, has nothing wrong either (most translations of a format
    /// string); it has no substitutions of its own to describe its references.
    private func mayHaveIssues(_ sole: SoleUnitText?) -> Bool {
        guard let sole else { return true }
        if sourcePassesNone { return sole.hasPercent }
        return !PlaceholderComparison.agrees(sole.signature, with: reference)
    }

    /// Describes the references of a localization through its own substitutions.
    static func resolver(_ localization: Localization?) -> (String) -> ArgumentSignature.SubstitutionInfo? {
        let substitutions = localization?.substitutions
        return { name in
            guard let substitution = substitutions?[name] else { return nil }
            return (substitution.argNum, substitution.formatSpecifier.flatMap(SubstitutionCheck.kind(ofFormatSpecifier:)))
        }
    }
}
