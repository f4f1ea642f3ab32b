import StringCatalog

/// The one walk of a catalog that feeds every check: each entry is read once, and each of its localizations once,
/// and handed to each check in turn. The checks keep their own logic and issues; the walk only visits.
///
/// Each check used to walk the whole catalog itself (five walks over every key and language, each copying its
/// localizations out of the model). Issues come out in check order, each check's in the order it found them.
struct CheckWalk {
    /// What the walk found: every check's issues in check order, and the coverage check's tally (for the table).
    struct Result {
        var issues: [CheckIssue]
        var coverage: CoverageCheck.Tally
    }

    let context: CheckContext

    /// Walks the catalog of `context` once with every check.
    func run() -> Result {
        var structure = StructureCheck(catalog: context.catalog)
        var coverage = CoverageCheck(context: context)
        var placeholders = PlaceholderCheck(context: context)
        var plurals = PluralCheck(context: context)
        var substitutions = SubstitutionCheck(context: context)
        CheckedEntry.forEach(in: context.catalog) { entry in
            structure.begin(entry)
            coverage.visit(entry)
            placeholders.begin(entry)
            plurals.begin(entry)
            substitutions.begin(entry)
            if let localizations = entry.entry.localizations?.entries {
                for position in localizations.indices {
                    let language = localizations[position].key
                    let localization = localizations[position].value
                    structure.visit(localization, language: language, of: entry)
                    guard context.isChecked(language) else { continue }
                    let sole = SoleUnitText(localization, formats: context.formats)
                    placeholders.visit(localization, sole, language: language, of: entry)
                    plurals.visit(localization, language: language, of: entry)
                    substitutions.visit(localization, sole, language: language, of: entry)
                }
            }
            structure.end(entry)
        }
        return Result(
            issues: structure.issues + coverage.tally.issues + placeholders.issues + plurals.issues + substitutions.issues,
            coverage: coverage.tally)
    }
}
