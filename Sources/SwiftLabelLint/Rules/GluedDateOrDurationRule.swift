import Diagnostics

/// `glued-date-or-duration`: a date, a time or a duration assembled by hand for people to read.
///
/// ```swift
/// Text("\(minutes)m \(seconds)s")                         // reported: units, spacing and order differ by language
/// Text("\(hours):\(minutes)")                             // reported
/// return String(format: "%d:%02d", minutes, seconds)      // reported when shown or returned
/// formatter.dateFormat = "MMM d"                          // reported: day-month order and case differ
/// ```
/// French writes "5 min 3 s", German "5 Min. 3 Sek.", Arabic uses its own digits and right-to-left order; a
/// Japanese date puts the month first with 月, a German one the day first with a period; a 12- or 24-hour clock is
/// the person's choice. Fix: `Duration.UnitsFormatStyle` / `Duration.TimeFormatStyle` or `DateComponentsFormatter`
/// for durations, `Date.FormatStyle` or `setLocalizedDateFormatFromTemplate("MMMd")` for dates.
///
/// Reported:
/// - an interpolated literal that glues a time unit to a time quantity (`"\(seconds)s"`, `"\(mins) min"`,
///   `"\(h)h \(m)m"`) or puts a colon between two time quantities (`"\(minutes):\(seconds)"`), and
///   `String(format:)` with a clock pattern (`"%d:%02d"`), when the literal is shown (`Text`, `Label`, `Button`,
///   `.navigationTitle`, …) or returned from a function or property;
/// - `dateFormat = "…"` with month or day names or an AM/PM marker (`"MMM d"`, `"EEEE"`, `"h:mm a"`) unless the
///   formatter has a fixed locale (then it parses a protocol's dates), and any fixed pattern whose formatter reaches
///   a view in the file (`Text(formatter.string(from: date))`).
///
/// Not in log calls, identifiers (`"\(source.id):\(path)"` has no time quantity) or test files.
struct GluedDateOrDurationRule: LintRule {
    let id = "glued-date-or-duration"
    let severity = Severity.warning
    let summary = "A date or duration is assembled by hand for display instead of with a locale-aware format style."

    /// Opt-in (`enabledRules`): below 90% precision on the held-out apps (see docs/lint.md).
    var isOptIn: Bool { true }

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        var structureCache: TokenStructure?
        func structure() -> TokenStructure {
            if let structureCache { return structureCache }
            let built = TokenStructure(tokens)
            structureCache = built
            return built
        }
        var found: [(index: Int, finding: Finding)] = []
        for assignment in DateFormatAssignment.all(in: tokens) {
            let structure = structure()
            let display = DateFormatAssignment.purpose(of: assignment.pattern) == .display
            let locale = assignment.localeSetting(structure)
            guard display ? locale != .fixed : assignment.isShown(context, structure) else { continue }
            found.append((assignment.literal, finding(context, at: assignment.literal,
                "'\(assignment.pattern)' is a fixed date format shown to people, but the order of day and month, the case of "
                    + "names and the clock differ by language; use setLocalizedDateFormatFromTemplate or Date.FormatStyle")))
        }
        for index in tokens.indices where tokens[index].kind == .string {
            guard let kind = Self.gluedKind(index, tokens) else { continue }
            let structure = structure()
            guard !structure.isLogged(index), structure.isShown(index) || Self.isReturned(index, structure) else { continue }
            found.append((index, finding(context, at: index,
                "this \(kind) is assembled by hand: units, spacing, digits and order differ by language; use "
                    + "Duration.UnitsFormatStyle, Duration.TimeFormatStyle or DateComponentsFormatter")))
        }
        return TokenStructure.capped(found, model: context.model)
    }

    /// Units written after a time quantity.
    private static let units: Set<String> = ["s", "sec", "secs", "m", "min", "mins", "h", "hr", "hrs", "d", "ms"]

    /// Words in a name that say it holds a time quantity.
    private static let timeWords: Set<String> = [
        "hour", "hours", "minute", "minutes", "second", "seconds", "sec", "secs", "min", "mins", "hr", "hrs", "h", "m",
        "s", "hh", "mm", "ss", "ms", "duration", "elapsed", "remaining", "countdown", "interval", "millis",
        "milliseconds", "days",
    ]

    /// What the literal at `index` glues by hand (`"duration"`, `"time"`), or nil.
    static func gluedKind(_ index: Int, _ tokens: [Token]) -> String? {
        let token = tokens[index]
        if !token.isInterpolated {
            // `String(format: "%d:%02d", m, s)`
            guard index >= 3, tokens[index - 1].isSymbol(":"), tokens[index - 2].text == "format",
                  tokens[index - 3].isSymbol("("), let value = LiteralText.value(of: token),
                  value.range(of: #"%0?\d*l*d:%0?\d*l*d"#, options: .regularExpression) != nil else { return nil }
            return "time"
        }
        guard Interpolation.mayGlueUnit(token.text) else { return nil }
        let parsed = Interpolation(token)
        let parts = parsed.skeleton.split(separator: Interpolation.placeholder, omittingEmptySubsequences: false)
        var glued = false
        for (position, segment) in parsed.segments.enumerated() where isTimeQuantity(segment) {
            let after = parts[position + 1]
            let rest = after.drop { $0 == " " }
            let unit = rest.prefix { $0.isLetter }
            if units.contains(String(unit)), rest.dropFirst(unit.count).first.map({ !$0.isLetter }) ?? true { glued = true }
            // `"\(minutes):\(seconds)"`, also `:0\(seconds)`
            if position + 1 < parsed.segments.count, after == ":" || after == ":0",
               isTimeQuantity(parsed.segments[position + 1]) {
                return "time"
            }
        }
        return glued ? "duration" : nil
    }

    /// Whether an interpolation's code names a time quantity (`minutes`, `elapsedSeconds`, `Int(seekSeconds)`).
    static func isTimeQuantity(_ code: String) -> Bool {
        var words: [String] = []
        var current = ""
        for character in code {
            if character.isLetter, !(character.isUppercase && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = character.isLetter ? String(character) : ""
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words.contains { timeWords.contains($0) }
    }

    /// Whether the literal at `index` is the result of a function or property: after `return`, or the single
    /// expression of a body (possibly in a ternary or a `String(format:)` call).
    static func isReturned(_ index: Int, _ structure: TokenStructure) -> Bool {
        let tokens = structure.tokens
        var start = index
        // Climb out of a `String(format: …)` call holding the literal.
        let open = structure.enclosing[index]
        if open > 0, tokens[open].isSymbol("("), tokens[open - 1].text == "String" { start = open - 1 }
        guard start > 0 else { return false }
        let previous = tokens[start - 1]
        if previous.isWord("return") { return true }
        if previous.isSymbol("{"), structure.partner[start - 1] >= 0 {
            let close = structure.partner[start - 1]
            let end = structure.postfixEnd(startingAt: start) ?? start
            return end + 1 == close
        }
        return false
    }
}
