/// A CLDR cardinal plural category, as String Catalogs name plural variations.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    /// CLDR's order (zero, one, two, few, many, other), used to list categories in messages.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
