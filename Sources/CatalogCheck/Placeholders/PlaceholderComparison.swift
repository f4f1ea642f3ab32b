import StringCatalog

/// Compares a translation's format specifiers with the source's: same arguments, compatible classes, the same
/// substitution references, and reordering only through positional specifiers.
public enum PlaceholderComparison {
    /// Whether `translation` has the same arguments, references and flags as `source`, and no stray `%`: nothing
    /// can differ (most translations; comparing the slots one by one made sets and sorted arrays for each).
    public static func agrees(_ translation: ArgumentSignature, with source: ArgumentSignature) -> Bool {
        translation == source && translation.invalid.isEmpty
    }

    /// The problems of `translation` against `source`.
    ///
    /// - `mayOmitIntegers`: true for plural forms that hold a single number (English `one`, any `zero`):
    ///   "One file" may drop the count. Everything else must pass every argument the source passes.
    /// - `mayOmitReferences`: true for languages with one plural form (Japanese, Chinese, Korean), which may
    ///   write a plural substitution of the source as plain text.
    /// - `alsoPassed`: arguments the code is known to pass besides the source text's (the key's own specifiers,
    ///   when the source text leaves some out): a translation may use them.
    public static func problems(
        source: ArgumentSignature, translation: ArgumentSignature, mayOmitIntegers: Bool = false,
        mayOmitReferences: Bool = false, alsoPassed: ArgumentSignature? = nil
    ) -> [PlaceholderProblem] {
        if agrees(translation, with: source) { return [] }
        var translation = translation
        if !source.hasArguments, alsoPassed?.hasArguments != true {
            // Not a format string: "100 % sicher" holds "% s" only to printf; a space-flagged specifier in the
            // translation of a string without arguments is a percent sign followed by a word.
            translation.slots = translation.slots.filter { !$0.value.text.contains(" ") }
        }
        var problems: [PlaceholderProblem] = []
        if source.hasArguments || translation.hasArguments {
            problems += translation.invalid.map { .invalidSequence($0.text) }
        }
        if let reorder = reordering(source: source, translation: translation) {
            problems.append(reorder)
        } else {
            problems += slotProblems(source: source, translation: translation, mayOmitIntegers: mayOmitIntegers,
                                     mayOmitReferences: mayOmitReferences, alsoPassed: alsoPassed)
        }
        if source.usesSubstitutionArgument, !translation.usesSubstitutionArgument, !mayOmitIntegers,
           translation.slots.isEmpty {
            problems.append(.missingSubstitutionArgument)
        }
        return problems
    }

    /// Compares position by position.
    static func slotProblems(
        source: ArgumentSignature, translation: ArgumentSignature, mayOmitIntegers: Bool, mayOmitReferences: Bool,
        alsoPassed: ArgumentSignature?
    ) -> [PlaceholderProblem] {
        var problems: [PlaceholderProblem] = []
        for position in Set(source.slots.keys).union(translation.slots.keys).sorted() {
            switch (source.slots[position], translation.slots[position]) {
            case (let expected?, nil):
                if mayOmitIntegers, kind(of: expected) == .integer { continue }
                if case .reference(let name, _) = expected {
                    if !mayOmitReferences { problems.append(.missingReference(name)) }
                    continue
                }
                problems.append(.missing(position: position, source: expected.text))
            case (nil, let found?):
                if let passed = alsoPassed?.slots[position], compatible(passed, found) { continue }
                if case .reference(let name, _) = found {
                    problems.append(.extraReference(name))
                } else {
                    problems.append(.extra(position: position, translation: found.text))
                }
            case (let expected?, let found?):
                if !compatible(expected, found) {
                    problems.append(.typeMismatch(position: position, source: expected.text, translation: found.text))
                }
            case (nil, nil):
                continue
            }
        }
        return problems
    }

    /// Whether two slots take the same class of value. A reference whose class is unknown (its substitution is
    /// missing: the substitution check reports that) matches another reference, not a plain value.
    static func compatible(_ lhs: ArgumentSignature.Slot, _ rhs: ArgumentSignature.Slot) -> Bool {
        switch (kind(of: lhs), kind(of: rhs)) {
        case (let left?, let right?): return left == right
        case (nil, nil): return true
        case (nil, _?): if case .reference = rhs { return true } else { return false }
        case (_?, nil): if case .reference = lhs { return true } else { return false }
        }
    }

    static func kind(of slot: ArgumentSignature.Slot) -> ArgumentKind? {
        switch slot {
        case .value(let kind, _): return kind
        case .reference(_, let kind): return kind
        }
    }

    /// A plain translation whose classes are the source's in another order: one clear problem instead of several
    /// type mismatches.
    static func reordering(source: ArgumentSignature, translation: ArgumentSignature) -> PlaceholderProblem? {
        guard !translation.usesPositions, source.slots.count == translation.slots.count, source.slots.count > 1 else {
            return nil
        }
        let expected = source.slots.keys.sorted().compactMap { source.slots[$0] }.map(classKey)
        let found = translation.slots.keys.sorted().compactMap { translation.slots[$0] }.map(classKey)
        guard expected != found, expected.sorted() == found.sorted() else { return nil }
        return .reordered(source: source.orderedTexts, translation: translation.orderedTexts)
    }

    private static func classKey(_ slot: ArgumentSignature.Slot) -> String {
        kind(of: slot)?.rawValue ?? "reference"
    }
}
