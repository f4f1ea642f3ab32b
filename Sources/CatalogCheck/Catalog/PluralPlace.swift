import StringCatalog

/// A plural variation: the category → form map of one place (a localization, a device variant, a substitution).
struct PluralPlace {
    /// The path of the `plural` member.
    var path: CatalogKeyPath
    var forms: OrderedMap<Localization>
    /// The substitution this plural belongs to, if any.
    var substitution: String?
}
