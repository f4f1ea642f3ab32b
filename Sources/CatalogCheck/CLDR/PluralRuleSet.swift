/// The cardinal plural categories of one language (or of a group of languages sharing the same CLDR rules).
public struct PluralRuleSet: Equatable, Sendable {
    /// The categories in CLDR order; `other` is always last.
    public var categories: [PluralCategoryRule]

    /// Creates a rule set; the generated table calls this.
    public init(categories: [PluralCategoryRule]) {
        self.categories = categories
    }

    /// The rule for `category`, or nil when the language does not have that category.
    public func rule(for category: PluralCategory) -> PluralCategoryRule? {
        categories.first { $0.category == category }
    }

    /// The category names, in CLDR order.
    public var categoryNames: [PluralCategory] { categories.map(\.category) }
}
