import CatalogCheck

/// Evaluates a CLDR cardinal rule (as `PluralRules` holds them: `i in 0 or n in 1`, `n mod 10 in 2..4 and n mod
/// 100 not in 12..14`) for a whole number, whose operands are `n = i = |count|` and `v = w = f = t = e = 0`.
///
/// The rule text is CLDR's normalized form: relations `operand [mod N] [not] in ranges`, joined by `and`, which binds
/// tighter than `or`.
enum IntegerPluralRule {
    /// The category `count` falls into under `rules`: the first whose rule holds, else `other`.
    static func category(for count: Int, in rules: PluralRuleSet) -> PluralCategory {
        let value = count.magnitude
        for rule in rules.categories where rule.category != .other && !rule.rule.isEmpty {
            if holds(rule.rule, for: value) { return rule.category }
        }
        return .other
    }

    /// Whether `rule` holds for the whole number `value`; a rule it cannot read does not hold.
    static func holds(_ rule: String, for value: UInt) -> Bool {
        rule.components(separatedBy: " or ").contains { conjunction in
            conjunction.components(separatedBy: " and ").allSatisfy { relation($0, for: value) }
        }
    }

    private static func relation(_ text: String, for value: UInt) -> Bool {
        var words = text.split(separator: " ").map(String.init)
        guard let operand = words.first else { return false }
        words.removeFirst()
        var number: UInt = ["n", "i"].contains(operand) ? value : 0
        if words.first == "mod", words.count > 1, let modulus = UInt(words[1]), modulus > 0 {
            number %= modulus
            words.removeFirst(2)
        }
        let negated = words.first == "not"
        if negated { words.removeFirst() }
        guard words.first == "in", words.count == 2 else { return false }
        let matches = words[1].split(separator: ",").contains { range in
            let bounds = range.components(separatedBy: "..").compactMap { UInt($0) }
            guard let low = bounds.first, let high = bounds.last else { return false }
            return (low...max(low, high)).contains(number)
        }
        return matches != negated
    }
}
