/// Compares a translation's format specifiers with the source's: same arguments, compatible classes, the same
/// substitution references, and reordering only through positional specifiers.
public enum PlaceholderComparison {
    /// The problems of `translation` against `source`.
    ///
    /// `mayOmitIntegers` is true for plural forms that hold a single number (English `one`, any `zero`): "One file"
    /// may drop the count. Everything else must pass every argument the source passes.
    public static func problems(
        source: ArgumentSignature, translation: ArgumentSignature, mayOmitIntegers: Bool = false
    ) -> [PlaceholderProblem] {
        var translation = translation
        if !source.hasArguments {
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
            problems += slotProblems(source: source, translation: translation, mayOmitIntegers: mayOmitIntegers)
        }
        problems += referenceProblems(source: source.substitutionNames, translation: translation.substitutionNames)
        if source.usesSubstitutionArgument, !translation.usesSubstitutionArgument, !mayOmitIntegers,
           translation.slots.isEmpty {
            problems.append(.missingSubstitutionArgument)
        }
        return problems
    }

    /// Compares position by position.
    static func slotProblems(
        source: ArgumentSignature, translation: ArgumentSignature, mayOmitIntegers: Bool
    ) -> [PlaceholderProblem] {
        var problems: [PlaceholderProblem] = []
        for position in Set(source.slots.keys).union(translation.slots.keys).sorted() {
            switch (source.slots[position], translation.slots[position]) {
            case (let expected?, nil):
                if mayOmitIntegers, case .value(.integer, _) = expected { continue }
                if case .reference = expected { continue }  // reported by name
                problems.append(.missing(position: position, source: expected.text))
            case (nil, let found?):
                if case .reference = found { continue }
                problems.append(.extra(position: position, translation: found.text))
            case (.value(let expectedKind, let expectedText)?, .value(let foundKind, let foundText)?):
                if expectedKind != foundKind {
                    problems.append(.typeMismatch(position: position, source: expectedText, translation: foundText))
                }
            case (let expected?, let found?):
                if case .reference = expected, case .reference = found { continue }
                problems.append(.typeMismatch(position: position, source: expected.text, translation: found.text))
            case (nil, nil):
                continue
            }
        }
        return problems
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
        switch slot {
        case .value(let kind, _): return kind.rawValue
        case .reference: return "reference"
        }
    }

    /// Names the source references and the translation drops, and the other way round (as multisets).
    static func referenceProblems(source: [String], translation: [String]) -> [PlaceholderProblem] {
        var remaining = translation
        var problems: [PlaceholderProblem] = []
        for name in source {
            if let index = remaining.firstIndex(of: name) {
                remaining.remove(at: index)
            } else if !problems.contains(.missingReference(name)) {
                problems.append(.missingReference(name))
            }
        }
        for name in remaining where !source.contains(name) && !problems.contains(.extraReference(name)) {
            problems.append(.extraReference(name))
        }
        return problems
    }
}
