import StringCatalog

/// Each text of a catalog parsed as a format string once per check run, shared by the checks that read its
/// specifiers (placeholders, plurals, substitutions): they used to parse every text again each.
///
/// A text without `%#@name@` references also keeps its `ArgumentSignature`, which then does not depend on the
/// localization's substitutions: the placeholder check asks for the same texts' signatures in every language.
///
/// A reference type held by one `CheckContext`, so the checks of one run share it and nothing outlives the run.
final class FormatCache {
    private struct Key: Hashable {
        var text: ExactKey
        var allowsSubstitutionArgument: Bool
    }

    /// A parsed text, with its signature when it holds no reference.
    private struct Parsed {
        var format: FormatString
        var signature: ArgumentSignature?
    }

    private var parsed: [Key: Parsed] = [:]
    /// The parse of every text without `%` (no specifiers, nothing invalid), and its signature.
    private let plain = FormatString("")
    private let none = ArgumentSignature(FormatString(""))

    /// `FormatString(text, allowsSubstitutionArgument:)`, parsed the first time it is asked for.
    func format(_ text: String, allowsSubstitutionArgument: Bool = false) -> FormatString {
        // A text without `%` has nothing to parse: no need to hash it, nor to scan it again.
        guard FormatString.containsPercent(text) else { return plain }
        return entry(text, allowsSubstitutionArgument: allowsSubstitutionArgument).format
    }

    /// `ArgumentSignature(parsing:allowsSubstitutionArgument:substitution:)`, from the cached parse (and the cached
    /// signature when the text has no reference, so `substitution` has nothing to describe).
    func signature(
        _ text: String, allowsSubstitutionArgument: Bool = false,
        substitution: (String) -> ArgumentSignature.SubstitutionInfo? = { _ in nil }
    ) -> ArgumentSignature {
        guard FormatString.containsPercent(text) else { return none }
        let parsed = entry(text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        return parsed.signature ?? ArgumentSignature(parsed.format, substitution: substitution)
    }

    /// `format(text)` and `signature(text)` in one lookup; `hasPercent` is `FormatString.containsPercent(text)`,
    /// found by the caller.
    func parsed(_ text: String, hasPercent: Bool) -> (format: FormatString, signature: ArgumentSignature) {
        guard hasPercent else { return (plain, none) }
        let parsed = entry(text, allowsSubstitutionArgument: false)
        return (parsed.format, parsed.signature ?? ArgumentSignature(parsed.format))
    }

    /// The cached parse of `text`, made in place when missing: the text is hashed once either way (a lookup and
    /// then an insertion hashed a new text twice).
    private func entry(_ text: String, allowsSubstitutionArgument: Bool) -> Parsed {
        let key = Key(text: ExactKey(text), allowsSubstitutionArgument: allowsSubstitutionArgument)
        return parsed.value(
            forKey: key, insertingIfMissing: Self.parse(text, allowsSubstitutionArgument: allowsSubstitutionArgument))
    }

    private static func parse(_ text: String, allowsSubstitutionArgument: Bool) -> Parsed {
        let format = FormatString(text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        return Parsed(format: format, signature: format.referencesSubstitution ? nil : ArgumentSignature(format))
    }
}
