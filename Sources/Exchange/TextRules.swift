import CatalogCheck
import StringCatalog

/// The checks on a translation's text against its source: format specifiers, protected terms, length, and white
/// space at the ends. Pure; each returns the messages of what is wrong (empty when the text passes).
public struct TextRules: Sendable {
    public var configuration: ImportConfiguration

    /// Creates the rules.
    public init(configuration: ImportConfiguration) {
        self.configuration = configuration
    }

    /// Every problem of `target` against `source`, with its rule.
    /// `rules` are the language's CLDR plural rules (nil when CLDR does not know it).
    public func problems(
        source: String, target: String, language: String, rules: PluralRuleSet?, address: UnitAddress,
        sourceLocalization: Localization?
    ) -> [(ImportRule, String)] {
        var problems: [(ImportRule, String)] = []
        for message in formatProblems(source: source, target: target, rules: rules, address: address,
                                      sourceLocalization: sourceLocalization) {
            problems.append((.formatSpecifiers, message))
        }
        for term in missingProtectedTerms(source: source, target: target) {
            problems.append((.protectedTerms, "'\(term)' must appear unchanged in the translation, as in the source"))
        }
        if let message = lengthProblem(source: source, target: target, language: language) {
            problems.append((.length, message))
        }
        if let message = whitespaceProblem(source: source, target: target) {
            problems.append((.whitespace, message))
        }
        return problems
    }

    /// Check's placeholder comparison: the same arguments with compatible types, reordered only positionally.
    public func formatProblems(
        source: String, target: String, rules: PluralRuleSet?, address: UnitAddress, sourceLocalization: Localization?
    ) -> [String] {
        // Every specifier starts with `%`: texts without one have the same (empty) arguments, and most texts have none.
        let percent = [UInt8(ascii: "%")]
        if Self.firstASCII(percent, in: source[...]) == nil, Self.firstASCII(percent, in: target[...]) == nil { return [] }
        let inSubstitution = address.substitution != nil
        let substitutions = sourceLocalization?.substitutions
        let resolver: (String) -> ArgumentSignature.SubstitutionInfo? = { name in
            guard let substitution = substitutions?[name] else { return nil }
            return (substitution.argNum, substitution.formatSpecifier.flatMap(Self.kind(ofFormatSpecifier:)))
        }
        let expected = ArgumentSignature(parsing: source, allowsSubstitutionArgument: inSubstitution, substitution: resolver)
        let found = ArgumentSignature(parsing: target, allowsSubstitutionArgument: inSubstitution, substitution: resolver)
        let oneForm = rules.map { $0.categories.filter(\.isEveryday).count <= 1 } ?? false
        return PlaceholderComparison.problems(
            source: expected, translation: found,
            mayOmitIntegers: Self.mayOmitCount(category: address.pluralCategory, rules: rules),
            mayOmitReferences: oneForm
        ).map(\.message)
    }

    /// A plural form may leave out the number when it holds a single one: `zero`, or a category that one integer
    /// alone reaches in the language (English `one`; not Russian `one`, which is 1, 21, 31…).
    static func mayOmitCount(category: String?, rules: PluralRuleSet?) -> Bool {
        guard let category else { return false }
        if category == "zero" { return true }
        guard let named = PluralCategory(rawValue: category) else { return false }
        guard let rules else { return named == .one }
        return rules.rule(for: named)?.reach == .single
    }

    static func kind(ofFormatSpecifier specifier: String) -> ArgumentKind? {
        let format = FormatString(specifier.hasPrefix("%") ? specifier : "%" + specifier)
        guard format.specifiers.count == 1, case .argument(let kind) = format.specifiers[0].role else { return nil }
        return kind
    }

    /// Glossary terms, URLs and backticked code of the source that the target does not hold unchanged.
    public func missingProtectedTerms(source: String, target: String) -> [String] {
        var terms: [String] = []
        for term in configuration.glossary where source.contains(term) && !terms.contains(term) { terms.append(term) }
        for term in Self.urls(in: source) + Self.backticked(in: source) where !terms.contains(term) { terms.append(term) }
        return terms.filter { !target.contains($0) }
    }

    /// `http://` and `https://` URLs, up to white space (a final `.`, `,`, `)` or `!` is punctuation, not URL).
    static func urls(in text: String) -> [String] {
        // Most texts hold no URL: one pass over the bytes decides, before any word is split off.
        guard firstASCII(Array("http".utf8), in: text[...]) != nil else { return [] }
        var found: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            guard let start = firstASCII(Array("http://".utf8), in: word) ?? firstASCII(Array("https://".utf8), in: word) else {
                continue
            }
            var url = word[start...]
            while let last = url.last, ".,;:!?)\"'".contains(last) { url = url.dropLast() }
            if url.count > 8 { found.append(String(url)) }
        }
        return found
    }

    /// Where `needle` (ASCII bytes) first occurs in `text`, compared byte by byte: the generic `firstRange(of:)`
    /// and Foundation's `range(of:)` cost more than the whole rest of a unit's checks.
    static func firstASCII(_ needle: [UInt8], in text: Substring) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == needle[0] {
                var probe = index
                var matched = 0
                while matched < needle.count, probe != bytes.endIndex, bytes[probe] == needle[matched] {
                    probe = bytes.index(after: probe)
                    matched += 1
                }
                if matched == needle.count { return index }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The `backticked` spans of a text, backticks included.
    static func backticked(in text: String) -> [String] {
        guard firstASCII([UInt8(ascii: "`")], in: text[...]) != nil else { return [] }
        var found: [String] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "`" {
                if let open = start {
                    if text.index(after: open) < index { found.append(String(text[open...index])) }
                    start = nil
                } else {
                    start = index
                }
            }
            index = text.index(after: index)
        }
        return found
    }

    /// Sources shorter than this are measured as this long, so "OK" may become "Einverstanden".
    public static let minimumMeasuredLength = 10

    /// "Expanded past the space it has": longer than the ratio of its source, in characters.
    public func lengthProblem(source: String, target: String, language: String) -> String? {
        let ratio = configuration.lengthRatio(for: language)
        // A text has no more characters than UTF-8 bytes: a short one passes without counting characters.
        if target.utf8.count <= Int((Double(Self.minimumMeasuredLength) * ratio).rounded(.down)) { return nil }
        let allowed = Int((Double(max(source.count, Self.minimumMeasuredLength)) * ratio).rounded(.down))
        guard target.count > allowed else { return nil }
        return "the translation has \(target.count) characters, more than \(Self.format(ratio))× the source's "
            + "\(source.count) allows (\(allowed)); shorten it or raise maxLengthRatio for \(language)"
    }

    private static func format(_ ratio: Double) -> String {
        ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
    }

    /// White space and line breaks at the start and end must be the source's.
    public func whitespaceProblem(source: String, target: String) -> String? {
        if !Self.hasSpaceAtAnEnd(source), !Self.hasSpaceAtAnEnd(target) { return nil }
        let sourceEnds = (Self.leading(source), Self.trailing(source))
        let targetEnds = (Self.leading(target), Self.trailing(target))
        if sourceEnds.0 != targetEnds.0 {
            return "starts with \(Self.describe(targetEnds.0)) where the source starts with \(Self.describe(sourceEnds.0))"
        }
        if sourceEnds.1 != targetEnds.1 {
            return "ends with \(Self.describe(targetEnds.1)) where the source ends with \(Self.describe(sourceEnds.1))"
        }
        return nil
    }

    private static func hasSpaceAtAnEnd(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace
    }

    private static func leading(_ text: String) -> String {
        String(text.unicodeScalars.prefix { $0.properties.isWhitespace })
    }

    private static func trailing(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.reversed().prefix { $0.properties.isWhitespace }.reversed()))
    }

    private static func describe(_ space: String) -> String {
        guard !space.isEmpty else { return "no white space" }
        let shown = space.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case " ": return "␠"
            default: return "U+" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return "'" + shown.joined() + "'"
    }
}
