import StringCatalog

/// Each text of a catalog parsed as a format string once per check run, shared by the checks that read its
/// specifiers (placeholders, plurals, substitutions): they used to parse every text again each.
///
/// A reference type held by one `CheckContext`, so the checks of one run share it and nothing outlives the run.
final class FormatCache {
    private struct Key: Hashable {
        var text: ExactKey
        var allowsSubstitutionArgument: Bool
    }

    private var parsed: [Key: FormatString] = [:]

    /// `FormatString(text, allowsSubstitutionArgument:)`, parsed the first time it is asked for.
    func format(_ text: String, allowsSubstitutionArgument: Bool = false) -> FormatString {
        // A text without `%` has nothing to parse, and the parser says so with one byte scan: no need to hash it.
        guard FormatString.containsPercent(text) else { return FormatString(text, allowsSubstitutionArgument: allowsSubstitutionArgument) }
        let key = Key(text: ExactKey(text), allowsSubstitutionArgument: allowsSubstitutionArgument)
        if let known = parsed[key] { return known }
        let format = FormatString(text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        parsed[key] = format
        return format
    }

    /// `ArgumentSignature(parsing:allowsSubstitutionArgument:substitution:)`, from the cached parse.
    func signature(
        _ text: String, allowsSubstitutionArgument: Bool = false,
        substitution: (String) -> ArgumentSignature.SubstitutionInfo? = { _ in nil }
    ) -> ArgumentSignature {
        ArgumentSignature(format(text, allowsSubstitutionArgument: allowsSubstitutionArgument), substitution: substitution)
    }
}
