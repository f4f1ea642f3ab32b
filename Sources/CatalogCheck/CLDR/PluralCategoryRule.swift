/// One category of a language's CLDR cardinal rules: which numbers fall into it, and an example number.
///
/// The check needs more than the category names: a missing category that everyday counts reach is an error, one
/// that only fractions or millions reach is a warning, and a form that drops the number is fine only where the
/// category holds a single number (English `one` is 1 alone; Russian `one` is also 21, 31, …).
public struct PluralCategoryRule: Equatable, Sendable {
    /// How far integers reach a category (below 1,000,000, the counts an app shows every day).
    public enum Reach: String, Equatable, Sendable {
        /// Exactly one integer falls into it (English `one`: 1; Arabic `zero`: 0).
        case single
        /// Several integers fall into it (Russian `many`: 0, 5–20, 25–30, …).
        case integers
        /// No integer below 1,000,000 does: only fractions or large numbers (French `many`: 1000000).
        case rare
    }

    public var category: PluralCategory
    public var reach: Reach
    /// A number that falls into the category, as CLDR writes it ("5", "1.5", "1000000").
    public var example: String
    /// The CLDR rule text (empty for `other`, which takes every number no other rule takes).
    public var rule: String

    /// Creates a category rule; the generated table calls this.
    public init(_ category: PluralCategory, reach: Reach, example: String, rule: String) {
        self.category = category
        self.reach = reach
        self.example = example
        self.rule = rule
    }

    /// Whether some integer below 1,000,000 falls into the category, so a missing form shows in everyday use.
    public var isEveryday: Bool { reach != .rare }

    /// Whether any integer falls into the category (below 1,000,000, or a large one like 1000000). The generator
    /// tries large integers before fractions, so a rare category with a fraction example has no integer: an
    /// integer count (`%lld`) never reaches it (Czech `many`, Russian `other`).
    public var isReachedByIntegers: Bool { reach != .rare || !example.contains(".") }
}
