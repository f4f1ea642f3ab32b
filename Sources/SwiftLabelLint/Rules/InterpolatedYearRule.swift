import Diagnostics

/// `interpolated-year`: a year interpolated as a number into localized text.
///
/// ```swift
/// Text("© \(year) Duet")                                  // reported: shows "© 2,026 Duet" in English
/// Text("© \(String(year)) Duet")                          // fine
/// ```
/// A number interpolated into a `LocalizedStringKey` or `String(localized:)` becomes `%lld` and is formatted with
/// the person's locale, digit grouping included: "2,026" in English, "2 026" in French, "2.026" in German. Fix:
/// interpolate `String(year)`, or format it with `.number.grouping(.never)`.
///
/// Reported for an interpolation whose last name ends in `year` (`year`, `currentYear`, `item.releaseYear`) or that
/// calls `component(.year, …)`, inside the literal of `Text`, `Label`, `Button`, `.navigationTitle` and the other
/// shown positions, `String(localized:)`, `LocalizedStringKey(…)` or `LocalizedStringResource(…)`. Not when the
/// file declares the name as `String`, or the interpolation already converts it (`String(year)`,
/// `year.description`, `format:`/`specifier:`). Plain `String` interpolation does not group digits and is not
/// reported.
struct InterpolatedYearRule: LintRule {
    let id = "interpolated-year"
    let severity = Severity.warning
    let summary = "A year interpolated as a number into localized text is shown with digit grouping (2,026)."

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        let tokens = context.model.tokens
        var structure: TokenStructure?
        var found: [(index: Int, finding: Finding)] = []
        for index in tokens.indices where tokens[index].kind == .string && tokens[index].isInterpolated {
            guard Interpolation.holds(tokens[index].text, "year", ignoringCase: true) else { continue }
            let shape = structure ?? TokenStructure(tokens)
            structure = shape
            guard Self.isLocalizedLiteral(index, shape) else { continue }
            for segment in Interpolation(tokens[index]).segments where Self.isNumericYear(segment, tokens) {
                let code = segment.trimmingCharacters(in: .whitespaces)
                found.append((index, finding(context, at: index,
                    "'\(code)' is interpolated as a number into localized text, so digit grouping shows the year as "
                        + "\"2,026\" or \"2 026\"; interpolate String(\(code)) or format it with .number.grouping(.never)")))
            }
        }
        return TokenStructure.capped(found, model: context.model)
    }

    /// Whether the literal at `index` is a localized key: the whole shown argument of a display call, or the
    /// argument of `String(localized:)`, `LocalizedStringKey(…)`, `LocalizedStringResource(…)`.
    static func isLocalizedLiteral(_ index: Int, _ structure: TokenStructure) -> Bool {
        let tokens = structure.tokens
        let open = structure.enclosing[index]
        guard open > 0, let call = structure.call(openingAt: open), index + 1 < tokens.count,
              tokens[index + 1].isSymbol(")") || tokens[index + 1].isSymbol(",") else { return false }
        let shown = NameTables.shownArgument(ofCall: call.name, isMember: call.isMember)
        if case .labelled(let label)? = shown {
            return tokens[index - 1].isSymbol(":") && structure.argumentLabel(holding: index, open: open) == label
        }
        if open + 1 == index {
            return shown == .first || call.name == "LocalizedStringKey" || call.name == "LocalizedStringResource"
        }
        return open + 3 == index && tokens[open + 1].text == "localized" && tokens[open + 2].isSymbol(":")
    }

    /// Whether an interpolation's code is a year held as a number.
    static func isNumericYear(_ segment: String, _ tokens: [Token]) -> Bool {
        let code = segment.trimmingCharacters(in: .whitespaces)
        if code.contains("component(.year") { return true }
        if code.contains("(") || code.contains(",") || code.contains("description") || code.contains(" ") { return false }
        let name = code.split(separator: ".").last.map(String.init)?.trimmingCharacters(in: ["?", "!"]) ?? ""
        guard name.lowercased().hasSuffix("year"), name.lowercased() == "year" || name.hasSuffix("Year") else { return false }
        return !declaresString(name, tokens)
    }

    /// Whether the file declares `name` as a `String` (`let year: String`, `var year = "2024"`, `= String(…)`).
    static func declaresString(_ name: String, _ tokens: [Token]) -> Bool {
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index].name == name {
            let next = tokens[index + 1]
            let value = tokens[index + 2]
            if next.isSymbol(":"), value.text == "String" || value.text == "Substring" { return true }
            if next.isSymbol("="), value.kind == .string || value.text == "String" { return true }
        }
        return false
    }
}
