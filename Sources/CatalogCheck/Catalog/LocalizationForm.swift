import StringCatalog

/// One translatable text inside a localization: a string unit or string set, with where it sits.
struct LocalizationForm {
    /// The path of the `stringUnit` or `stringSet` member.
    var path: CatalogKeyPath
    var unit: StringUnit?
    var stringSet: StringSet?
    /// The innermost plural category this form belongs to, if any (`one`, `few`, …, as written).
    var pluralCategory: String?
    /// The substitution this form belongs to, if any.
    var substitution: String?
}
