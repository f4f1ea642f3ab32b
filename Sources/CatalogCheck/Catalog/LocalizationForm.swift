import StringCatalog

/// One translatable text inside a localization: a string unit or string set, with where it sits.
///
/// The place is kept as the localization's path and the member names below it, joined only when a check asks
/// for `path` (to report something): the checks walk every form of every localization, and a path made for each
/// was a large part of their cost.
struct LocalizationForm {
    /// The path of the localization (or variation root) the walk started from.
    var base: CatalogKeyPath
    /// The member names from `base` to the `stringUnit` or `stringSet` member.
    var steps: [String]
    var unit: StringUnit?
    var stringSet: StringSet?
    /// The innermost plural category this form belongs to, if any (`one`, `few`, …, as written).
    var pluralCategory: String?
    /// The substitution this form belongs to, if any.
    var substitution: String?

    /// The path of the `stringUnit` or `stringSet` member.
    var path: CatalogKeyPath { CatalogKeyPath(base.components + steps) }
}
