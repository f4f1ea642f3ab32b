import Diagnostics

/// `raw-value-label`: an enum's `rawValue` (or `String(describing:)`) is shown as text or returned from a
/// label-like property. Raw values are identifiers for storage and never pass through the catalog.
///
/// ```swift
/// enum Plan: String { case monthly, yearly
///     var title: String { ↓rawValue.capitalized }      // reported: switch over cases returning LocalizedStringResource
/// }
/// Text(plan.↓rawValue)                                  // reported
/// ```
struct RawValueLabelRule: LintRule {
    let id = "raw-value-label"
    let severity = Severity.warning
    let summary = "A rawValue or String(describing:) is shown as text and is never translated."

    /// Creates the rule.
    init() {}

    /// Last words of names whose raw values are codes shown verbatim (ISO codes, units, file formats).
    private static let codeWords: Set<String> = [
        "currency", "unit", "flag", "format", "extension", "language", "locale", "country", "code", "symbol", "emoji",
        "id", "identifier",
    ]

    private static let cosmetic: Set<String> = [
        "capitalized", "localizedCapitalized", "uppercased", "lowercased", "localizedUppercase", "localizedLowercase",
    ]

    /// Case changes whose result is all capitals: an acronym or code (`"PNG"`), which `LiteralText.isProse` never
    /// calls prose either.
    private static let toCapitals: Set<String> = ["uppercased", "localizedUppercase"]

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for call in context.model.calls {
            guard let argument = context.displayedArgument(call),
                  let index = rawValueIndex(argument.tokens, context, scope: call.scope) else {
                continue
            }
            let shown = (call.isMember ? "." : "") + call.name + "(" + context.model.sourceText(of: argument.tokens) + ")"
            findings.append(finding(context, at: index,
                "'\(shown)' shows \(describe(index, context)) as text, which is never translated; "
                    + "map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"))
        }
        // `Text("Place \(side.rawValue.capitalized) Order")`: the key is translated, the interpolated word never.
        for call in context.model.calls {
            guard let argument = context.displayedArgument(call), argument.tokens.count == 1,
                  let receiver = interpolatedRawValue(argument.tokens.lowerBound, context) else { continue }
            let shown = (call.isMember ? "." : "") + call.name + "(" + context.model.sourceText(of: argument.tokens) + ")"
            findings.append(finding(context, at: argument.tokens.lowerBound,
                "'\(shown)' interpolates the raw value of '\(receiver)', a word the catalog never translates (only the "
                    + "key around it is); interpolate a 'LocalizedStringResource' for each case instead (e.g. a 'title' "
                    + "property with a switch)"))
        }
        // `var moods: [String] { Mood.allCases.map { $0.rawValue } }` shown element by element.
        var mapped: Set<Int> = []
        for use in StringIntoTextRule.elementsShown(context, interpolated: true) {
            guard case .member(let property) = context.resolve(use.name, at: use.index, scope: use.scope, memberOnly: true),
                  let value = property.initializer ?? (property.isComputed ? property.accessors : nil),
                  let (raw, enumName) = Self.mappedRawValues(value, context), mapped.insert(raw).inserted else { continue }
            findings.append(finding(context, at: raw,
                "'\(property.name)' holds the raw values of '\(enumName)', shown one by one as text, which are never "
                    + "translated; map each case to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"))
        }
        // A label property outside views counts only in an app's UI files (see `string-typed-label` on enums).
        let inApp = !context.project.viewTypeNames.isEmpty && context.importsUserInterface
        for property in context.model.properties where context.isLabelName(property.name) && !context.isConformanceRequirement(property) {
            guard inApp || context.isViewLike(property.owner) else { continue }
            guard property.typeText == nil || LintContext.isStringType(property.typeText),
                  let accessors = property.accessors, property.isComputed,
                  !context.isLocalized(accessors), context.wordLiterals(accessors).isEmpty,
                  let index = returnedRawValue(accessors, context, owner: property.owner) else { continue }
            findings.append(finding(context, at: index,
                "'\(property.name)' returns \(describe(index, context)), which is never translated; "
                    + "return a 'LocalizedStringResource' for each case instead"))
        }
        return findings
    }

    private func describe(_ index: Int, _ context: LintContext) -> String {
        context.model.tokens[index].text == "String" ? "'String(describing:)'" : "a 'rawValue'"
    }

    /// The token of `rawValue` (or `String`) when the expression is `….rawValue` with at most a cosmetic
    /// case change after it, or `String(describing: …)`.
    private func rawValueIndex(_ range: Range<Int>, _ context: LintContext, owner: Int? = nil, scope: Int? = nil) -> Int? {
        let tokens = context.model.tokens
        guard !range.isEmpty, !context.isLocalized(range) else { return nil }
        // `value?.rawValue ?? "?"`: the raw value is what is shown; the fallback is judged by `string-into-text`.
        if let coalescing = Self.topLevelCoalescing(in: range, tokens), coalescing > range.lowerBound {
            return rawValueIndex(range.lowerBound..<coalescing, context, owner: owner, scope: scope)
        }
        if tokens[range.lowerBound].text == "String", range.count >= 6, tokens[range.lowerBound + 1].isSymbol("("),
           tokens[range.lowerBound + 2].text == "describing", tokens[range.lowerBound + 3].isSymbol(":"),
           tokens[range.upperBound - 1].isSymbol(")") {
            // Only a name or member chain (an enum value), not a number-like name or a call such as `type(of:)`.
            let described = (range.lowerBound + 4)..<(range.upperBound - 1)
            let isChain = described.allSatisfy { tokens[$0].kind == .identifier || tokens[$0].text == "self" || tokens[$0].isSymbol(".") }
            guard isChain, let last = described.last, !StringIntoTextRule.isDataName(tokens[last].name) else { return nil }
            return range.lowerBound
        }
        guard let raw = range.last(where: { tokens[$0].text == "rawValue" }) else { return nil }
        // A code-like value (`currency.rawValue`, `symbol.rawValue`) is shown as is on purpose — unless the
        // project's enums named like it hold prose (`unit` over `enum TimeUnit { case minutes = "Minutes" }`).
        if raw >= range.lowerBound + 2, tokens[raw - 2].kind == .identifier,
           Self.codeWords.contains(LintContext.lastWord(of: tokens[raw - 2].name).lowercased()),
           !Self.holdsProse(enumsNamedLike: tokens[raw - 2].name, context) {
            return nil
        }
        if raw >= range.lowerBound + 2, tokens[raw - 2].kind == .identifier,
           Self.holdsCodes(enumsNamedLike: tokens[raw - 2].name, context) {
            return nil
        }
        // `choice.rawValue` where `choice` is declared with the enum's type (`let choice: Scheduler?`).
        let isOptionalStep = raw == range.lowerBound + 3 && tokens[range.lowerBound + 1].isSymbol("?")
        if raw == range.lowerBound + 2 || isOptionalStep, tokens[range.lowerBound].kind == .identifier,
           tokens[raw - 1].isSymbol("."),
           let type = Self.declaredType(of: range.lowerBound, scope: scope, context),
           context.project.rawValueEnums[type]?.holdsCodes == true {
            return nil
        }
        // `ForEach(Format.allCases) { Text($0.rawValue) }` (or `{ option in Text(option.rawValue) }`): the closure goes
        // over the cases of `Format`.
        if raw == range.lowerBound + 2, tokens[raw - 1].isSymbol("."), tokens[range.lowerBound].kind == .identifier,
           let type = Self.casesType(of: tokens[range.lowerBound].name, scope: scope, context),
           context.project.rawValueEnums[type]?.holdsCodes == true {
            return nil
        }
        // `Text($0.rawValue)` in a generic view (`EnumPicker<T: CaseIterable, …>`): the enums are those its callers
        // pass (`EnumPicker(selected: $preferences.terminal)`).
        if raw == range.lowerBound + 2, tokens[range.lowerBound].text == "$0", Self.passedEnumsHoldCodes(scope: scope, context) {
            return nil
        }
        if raw == range.lowerBound, let owner, Self.holdsCodes(enumsNamedLike: context.model.types[owner].simpleName, context) {
            return nil
        }
        if raw > range.lowerBound, !tokens[raw - 1].isSymbol("."), raw != range.lowerBound { return nil }
        // Only a member chain before it, only a cosmetic change after it.
        for index in range.lowerBound..<raw {
            let token = tokens[index]
            guard token.kind == .identifier || token.isSymbol(".") || token.text == "self" || token.isSymbol("?") else {
                return nil
            }
        }
        var index = raw + 1
        var lastChange: String?
        while index < range.upperBound {
            if tokens[index].isSymbol("."), index + 1 < range.upperBound, Self.cosmetic.contains(tokens[index + 1].text) {
                lastChange = tokens[index + 1].text
                index += 2
                if index + 1 < range.upperBound, tokens[index].isSymbol("("), tokens[index + 1].isSymbol(")") { index += 2 }
            } else {
                return nil
            }
        }
        if let lastChange, Self.toCapitals.contains(lastChange) { return nil }
        return raw
    }

    /// In `range`, the raw values of every case of a project enum of words, mapped to an array:
    /// `Mood.allCases.map { $0.rawValue }` or `.map(\.rawValue)`, possibly filtered between. The `rawValue` token and
    /// the enum's name; nil for an enum of codes (`holdsCodes`).
    private static func mappedRawValues(_ range: Range<Int>, _ context: LintContext) -> (Int, String)? {
        let tokens = context.model.tokens
        guard let cases = range.first(where: { index in
            tokens[index].text == "allCases" && index >= range.lowerBound + 2 && tokens[index - 1].isSymbol(".")
                && tokens[index - 2].kind == .identifier
        }), let enumeration = context.project.rawValueEnums[tokens[cases - 2].name], !enumeration.holdsCodes,
              let raw = (cases..<range.upperBound).first(where: { index in
                  tokens[index].text == "rawValue" && tokens[index - 1].isSymbol(".")
                      && (tokens[index - 2].text == "$0" || tokens[index - 2].text == "\\")
              }) else { return nil }
        return (raw, tokens[cases - 2].name)
    }

    /// The first `??` outside brackets in `range`.
    private static func topLevelCoalescing(in range: Range<Int>, _ tokens: [Token]) -> Int? {
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth -= 1
            } else if depth == 0, token.kind == .operator, token.text == "??" {
                return index
            }
        }
        return nil
    }

    /// The name whose raw value a shown literal interpolates (`side` in `"Place \(viewModel.side.rawValue.capitalized)
    /// Order"`), when the literal is a key (words outside its interpolations) and the project's enums named like it
    /// hold words (`enum OrderSide: String { case buy = "Buy" }`). Evidence: tune-10's GeminiAxiomApp.
    private func interpolatedRawValue(_ index: Int, _ context: LintContext) -> String? {
        let token = context.model.tokens[index]
        guard token.kind == .string, token.isInterpolated, !context.isLocalized(index..<(index + 1)) else { return nil }
        let interpolation = Interpolation(token)
        guard LiteralText.isProse(interpolation.skeleton.filter { $0 != Interpolation.placeholder }) else { return nil }
        for segment in interpolation.segments where segment.contains("rawValue") {
            let inner = Lexer.tokenize(segment).tokens
            guard let raw = inner.firstIndex(where: { $0.text == "rawValue" }), raw >= 2, inner[raw - 1].isSymbol("."),
                  inner[raw - 2].kind == .identifier,
                  inner[..<raw].allSatisfy({ $0.kind == .identifier || $0.isSymbol(".") || $0.isSymbol("?") || $0.text == "self" }) else { continue }
            var next = raw + 1
            var capitals = false
            while next + 1 < inner.count, inner[next].isSymbol("."), Self.cosmetic.contains(inner[next + 1].text) {
                capitals = Self.toCapitals.contains(inner[next + 1].text)
                next += 2
            }
            let name = inner[raw - 2].name
            guard next == inner.count, !capitals, Self.holdsProse(enumsNamedLike: name, context) else { continue }
            return name
        }
        return nil
    }

    /// Whether the project's String-backed enums that `name` names (`scheduler` → `Scheduler`, `category` →
    /// `LogCategory`) all hold codes rather than prose (`ProjectIndex.RawValueEnum.holdsCodes`): raw values
    /// mostly names or codes such as `"PNDM"`, `"DPM-Solver++"`, mixed-case case names (`iOS`), coding keys, or a
    /// raw type that is already localized (`LocalizedStringKey`).
    static func holdsCodes(enumsNamedLike name: String, _ context: LintContext) -> Bool {
        let candidates = enums(namedLike: name, context)
        return !candidates.isEmpty && candidates.allSatisfy(\.holdsCodes)
    }

    /// The project's String-backed enums that `name` names: `scheduler` → `Scheduler`, `unit` → `TimeUnit`; none
    /// for a one-letter name.
    private static func enums(namedLike name: String, _ context: LintContext) -> [ProjectIndex.RawValueEnum] {
        let lower = name.lowercased()
        guard lower.count > 1 else { return [] }
        return context.project.rawValueEnums.filter { $0.key.lowercased() == lower || $0.key.lowercased().hasSuffix(lower) }.map(\.value)
    }

    /// Whether the project has String-backed enums that `name` names (as `holdsCodes(enumsNamedLike:)` finds them)
    /// and none of them holds codes: their raw values are words, whatever the name suggests.
    static func holdsProse(enumsNamedLike name: String, _ context: LintContext) -> Bool {
        let candidates = enums(namedLike: name, context)
        return !candidates.isEmpty && !candidates.contains(where: \.holdsCodes)
    }

    /// The enum whose cases a closure around `scope` goes over (`ForEach(Format.allCases, id: \\.self) {`), when `name`
    /// is that closure's parameter: `$0` of the innermost closure (`SourceModel.opensClosure`; in
    /// `ForEach(Codec.allCases) { codec in ForEach(codec.warnings) { Text($0.rawValue) } }` it is a warning, not a
    /// `Codec`), or a parameter named without a type (`{ option in`) of the innermost scope binding it. Nil when that
    /// closure goes over no type's cases, when a scope on the way binds `name` otherwise, or at the enclosing function,
    /// property or type.
    private static func casesType(of name: String, scope: Int?, _ context: LintContext) -> String? {
        var current = scope
        while let index = current {
            let scope = context.model.scopes[index]
            guard case .block = scope.kind else { return nil }
            if let binding = scope.bindings.first(where: { $0.name == name }) {
                guard binding.typeText == nil, binding.initializer == nil else { return nil }
                return ProjectIndex.allCasesType(before: scope.start, context.model.tokens)
            }
            if name == "$0", context.model.opensClosure(index) {
                return ProjectIndex.allCasesType(before: scope.start, context.model.tokens)
            }
            current = scope.parent
        }
        return nil
    }

    /// Whether the view around `scope` is generic (its file declares generic parameters) and every String-backed
    /// enum its callers pass it as a member holds codes (`ProjectIndex.enumsPassed(to:)`); false when they pass none,
    /// or when a caller passes that parameter something not resolved to such an enum (`EnumPicker(selected:
    /// $sortOrder)`).
    private static func passedEnumsHoldCodes(scope: Int?, _ context: LintContext) -> Bool {
        guard let owner = context.model.enclosingType(of: scope), !ProjectIndex.genericParameters(context.model).isEmpty,
              let passed = context.project.enumsPassed(to: context.model.types[owner].simpleName) else {
            return false
        }
        return !passed.isEmpty && passed.allSatisfy(\.holdsCodes)
    }

    /// The type a name at `index` is declared with (a property, parameter or local with a written type), without
    /// optionality or module prefix: `let config: AppShared.AppConfiguration?` → `AppConfiguration`.
    private static func declaredType(of index: Int, scope: Int?, _ context: LintContext) -> String? {
        let typeText: String?
        switch context.resolve(context.model.tokens[index].name, at: index, scope: scope) {
        case .member(let property): typeText = property.typeText
        case .parameter(let parameter, _): typeText = parameter.typeText
        case .local(let binding): typeText = binding.typeText
        case .unknown: typeText = nil
        }
        guard var text = typeText?.trimmingCharacters(in: .whitespaces) else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text.split(separator: ".").last.map(String.init)
    }

    /// The `rawValue` token a getter returns: its body is one expression (optionally after `return`).
    private func returnedRawValue(_ accessors: Range<Int>, _ context: LintContext, owner: Int) -> Int? {
        var range = accessors
        let tokens = context.model.tokens
        if let first = range.first, tokens[first].text == "get", range.count > 2, tokens[first + 1].isSymbol("{") {
            range = (first + 2)..<max(first + 2, range.upperBound - 1)
            if let last = range.last, tokens[last].isSymbol("}") { range = range.lowerBound..<last }
        }
        if let first = range.first, tokens[first].text == "return" { range = (first + 1)..<range.upperBound }
        return rawValueIndex(range, context, owner: owner)
    }
}
