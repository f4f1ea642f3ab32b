import Diagnostics

/// `cached-formatter-language`: a formatter kept for the life of the app (`static let`, or a global) that shows
/// text and never sets its locale, in an app that changes its language at run time.
///
/// ```swift
/// enum Formatters {
///     static let day: DateFormatter = {            // reported when the app writes AppleLanguages
///         let formatter = DateFormatter()
///         formatter.dateStyle = .medium
///         return formatter
///     }()
/// }
/// ```
/// A formatter reads the locale once, when it is created. After an in-app language change (an `AppleLanguages`
/// write, or a picker applied with `.environment(\.locale, …)`) the rest of the app speaks the new language while
/// this formatter still writes "Monday, 3 March" in the old one. Fix: set `formatter.locale` when the language
/// changes, create the formatter where it is used, or use `Date.FormatStyle` / `.formatted(…)`, which take the
/// current locale each time.
///
/// Reported for `DateFormatter`, `NumberFormatter`, `MeasurementFormatter`, `DateComponentsFormatter`,
/// `RelativeDateTimeFormatter`, `DateIntervalFormatter` and `ListFormatter` held in a `static` or top-level
/// `let`/`var`, configured for people (`dateStyle`, `timeStyle`, `numberStyle`, `unitsStyle`, a template, a pattern
/// with month names; or a formatter type that only makes shown text), with no `locale` set in its initializer
/// nor through its name in the file. Only when the project changes its language at run time; the message says
/// where. Test files are skipped.
struct CachedFormatterLanguageRule: LintRule {
    let id = "cached-formatter-language"
    let severity = Severity.warning
    let summary = "A cached formatter never sets its locale, so it keeps the old language after an in-app language change."

    /// Creates the rule.
    init() {}

    /// Formatter types with a locale; the value says whether the type makes shown text whatever it is configured.
    static let formatterTypes: [String: Bool] = [
        "DateFormatter": false, "NumberFormatter": false, "MeasurementFormatter": true, "DateComponentsFormatter": true,
        "RelativeDateTimeFormatter": true, "DateIntervalFormatter": true, "ListFormatter": true,
    ]

    /// Members that configure a formatter for people.
    static let displayConfiguration: Set<String> = [
        "dateStyle", "timeStyle", "numberStyle", "unitsStyle", "unitStyle", "setLocalizedDateFormatFromTemplate",
        "allowedUnits", "unitOptions", "dateTimeStyle",
    ]

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        guard let change = context.project.languageChange, !context.isTestFile else { return [] }
        let tokens = context.model.tokens
        var structure: TokenStructure?
        var found: [(index: Int, finding: Finding)] = []
        for index in tokens.indices where tokens[index].isWord("let") || tokens[index].isWord("var") {
            guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let shape = structure ?? TokenStructure(tokens)
            structure = shape
            let isStatic = (max(0, index - 4)..<index).contains { tokens[$0].isWord("static") }
            guard isStatic || shape.enclosing[index] == -1,
                  let (type, range) = Self.formatter(declaredAt: index + 1, shape),
                  let shows = Self.formatterTypes[type] else { continue }
            let name = tokens[index + 1].name
            guard !range.contains(where: { tokens[$0].isWord("locale") }), !Self.setsLocale(of: name, tokens),
                  shows || Self.isConfiguredForPeople(name: name, range: range, tokens) else { continue }
            found.append((index + 1, finding(context, at: index + 1,
                "'\(name)' is a cached \(type) that never sets its locale, so it keeps the language it was created in "
                    + "after the app changes its language (\(change)); set its locale when the language changes, or use "
                    + "a FormatStyle (.formatted(…)), which reads the current locale each time")))
        }
        return TokenStructure.capped(found, model: context.model)
    }

    /// The formatter type and the initializer's tokens of the declaration whose name is at `nameIndex`:
    /// `x = DateFormatter()`, `x: DateFormatter = { … }()`, `x = { let f = NumberFormatter() … }()`.
    static func formatter(declaredAt nameIndex: Int, _ structure: TokenStructure) -> (String, Range<Int>)? {
        let tokens = structure.tokens
        var index = nameIndex + 1
        var declared: String?
        if tokens[index].isSymbol(":"), index + 1 < tokens.count {
            declared = tokens[index + 1].text
            index += 2
        }
        guard index + 1 < tokens.count, tokens[index].isSymbol("=") else { return nil }
        let start = index + 1
        guard let end = structure.postfixEnd(startingAt: start) else { return nil }
        let range = start..<(end + 1)
        if let declared, formatterTypes[declared] != nil { return (declared, range) }
        if formatterTypes[tokens[start].text] != nil { return (tokens[start].text, range) }
        if tokens[start].isSymbol("{"),
           let inner = range.first(where: { formatterTypes[tokens[$0].text] != nil && $0 + 1 < tokens.count && tokens[$0 + 1].isSymbol("(") }) {
            return (tokens[inner].text, range)
        }
        return nil
    }

    /// Whether the file sets `name.locale` somewhere.
    static func setsLocale(of name: String, _ tokens: [Token]) -> Bool {
        tokens.indices.dropFirst(2).contains { tokens[$0].isWord("locale") && tokens[$0 - 1].isSymbol(".") && tokens[$0 - 2].name == name }
    }

    /// Whether the initializer, or the file through `name.…`, configures the formatter for people: a style, a
    /// template, or a pattern with month or day names.
    static func isConfiguredForPeople(name: String, range: Range<Int>, _ tokens: [Token]) -> Bool {
        for index in range {
            if displayConfiguration.contains(tokens[index].text) { return true }
            if tokens[index].isWord("dateFormat"), index + 2 < tokens.count, let pattern = LiteralText.value(of: tokens[index + 2]) {
                return DateFormatAssignment.purpose(of: pattern) == .display
            }
        }
        return tokens.indices.dropFirst(2).contains {
            displayConfiguration.contains(tokens[$0].text) && tokens[$0 - 1].isSymbol(".") && tokens[$0 - 2].name == name
        }
    }
}
