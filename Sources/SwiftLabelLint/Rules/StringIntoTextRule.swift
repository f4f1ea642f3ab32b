import Diagnostics

/// `string-into-text`: a `String` property or parameter of the same type is passed as the text of `Text(…)`,
/// `Label(…)`, `Button(…)`, `.navigationTitle(…)` and the like. The `String` overload shows it verbatim, so
/// it is never looked up in the catalog.
///
/// ```swift
/// struct Banner: View {
///     let greeting = "Welcome back"
///     var body: some View { Text(↓greeting) }   // reported: Text(verbatim:) if data, LocalizedStringKey if a label
/// }
/// ```
/// Not reported: `Text(verbatim:)` (the explicit escape), names that say they hold data (`name`, `email`, `url`,
/// `query`, …), values already localized, what the user typed (`@State`), and label-named properties that
/// `string-typed-label` already reports at their declaration.
struct StringIntoTextRule: LintRule {
    let id = "string-into-text"
    let severity = Severity.warning
    let summary = "A String property or parameter passed as the text of Text, Label, Button or a title modifier is shown untranslated."

    /// Last camel-case words of names that hold data rather than a label.
    static let dataWords: Set<String> = [
        "name", "id", "identifier", "url", "path", "email", "username", "query", "code", "value", "number",
        "version", "symbol", "emoji", "initials", "filename", "text", "string", "content", "body", "address",
        "phone", "handle", "input", "search", "result", "output", "markdown", "html", "json", "token", "key",
        "amount", "price", "date", "time", "count", "author", "nickname",
    ]

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for call in context.model.calls where call.name == "ForEach" && !call.isMember {
            if let literal = shownArrayLiteral(call, context) {
                findings.append(finding(context, at: literal,
                    "'ForEach' shows the words of this array as 'String's, so they are never extracted for translation; "
                        + "make it an array of 'LocalizedStringResource' (or 'LocalizedStringKey')"))
            }
        }
        // The calls that show an array's elements, found once for the two rules of shown arrays.
        let elementUses = Self.elementsShown(context)
        for (property, literal) in shownArrayProperties(context, elementUses) {
            findings.append(finding(context, at: literal,
                "'\(property)' holds words that are shown one by one as 'String's, so they are never extracted for "
                    + "translation; make it an array of 'LocalizedStringResource' (or 'LocalizedStringKey')"))
        }
        for (property, index) in shownFilledArrayProperties(context, elementUses) {
            findings.append(finding(context, at: index,
                "'\(property)' is shown one element at a time as a 'String', and callers fill it with words that are "
                    + "never extracted for translation; make it an array of 'LocalizedStringResource'"))
        }
        var assignedLiterals: Set<Int> = []
        for (property, literal) in labelsSetToWords(context) {
            let written = context.model.tokens[literal].text
            assignedLiterals.insert(literal)
            findings.append(finding(context, at: literal,
                "'\(property.name)' is text a view shows, set here to a 'String' literal that is never extracted for "
                    + "translation; assign String(localized: \(written)) (a 'LocalizedStringResource' is extracted)"))
        }
        for (property, view, literal) in statesShownThroughBinding(context) where !assignedLiterals.contains(literal) {
            let written = context.model.tokens[literal].text
            assignedLiterals.insert(literal)
            findings.append(finding(context, at: literal,
                "'\(property.name)' is shown as text by '\(view)', which it is bound to, and is set here to a 'String' literal "
                    + "that is never extracted for translation; assign String(localized: \(written)) (a "
                    + "'LocalizedStringResource' is extracted)"))
        }
        for (property, literal) in storedSentencesShownThroughReference(context) where !assignedLiterals.contains(literal) {
            let written = context.model.tokens[literal].text
            let owner = context.model.types[property.owner].simpleName
            assignedLiterals.insert(literal)
            findings.append(finding(context, at: literal,
                "'\(owner).\(property.name)' holds a sentence that views show through a reference, as a 'String' that is "
                    + "never extracted for translation; make it a 'LocalizedStringResource' (String(localized: \(written)))"))
        }
        for (field, literal) in sentencesPassedToShownFields(context) {
            let written = context.model.tokens[literal].text
            findings.append(finding(context, at: literal,
                "'\(field)' is shown by views through a reference, and this sentence passed to it is never extracted for "
                    + "translation; type it 'LocalizedStringResource' and pass String(localized: \(written))"))
        }
        for (property, literal) in modelTextSetToWords(context) where !assignedLiterals.contains(literal) {
            let written = context.model.tokens[literal].text
            let owner = context.model.types[property.owner].simpleName
            findings.append(finding(context, at: literal,
                "'\(owner).\(property.name)' is text views show through a reference to the model, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \(written)) (a "
                    + "'LocalizedStringResource' is extracted)"))
        }
        for (literal, target) in FrameworkText.literals(context) {
            let written = context.model.tokens[literal].text
            findings.append(finding(context, at: literal,
                "'\(target)' takes a 'String', so \(written) is shown as written and never extracted for translation; "
                    + "pass String(localized: \(written)) (a 'LocalizedStringResource' is extracted)"))
        }
        for (value, target, parameter) in FrameworkText.parameters(context) {
            findings.append(finding(context, at: value,
                "'\(target)' takes a 'String', and callers fill '\(parameter)' with words, which are never extracted for "
                    + "translation; type '\(parameter)' 'LocalizedStringResource' and assign String(localized: \(parameter))"))
        }
        for call in context.model.calls {
            if let argument = context.displayedArgument(call), let index = staticConstant(argument.tokens, context) {
                let name = context.model.text(of: argument.tokens)
                findings.append(finding(context, at: index, message(Self.shownCall(call, argument, name), name)))
                continue
            }
            if let argument = context.displayedArgument(call), proseConstantArgument(argument.tokens, context) {
                let name = context.model.text(of: argument.tokens)
                findings.append(finding(context, at: argument.tokens.lowerBound, message(Self.shownCall(call, argument, name), name)))
                continue
            }
            if let argument = context.displayedArgument(call), wordReturningCall(argument.tokens, context) {
                let shown = context.model.text(of: argument.tokens)
                findings.append(finding(context, at: argument.tokens.lowerBound,
                    "'\(Self.shownCall(call, argument, shown))' shows a 'String' verbatim, so the words it returns are never translated; "
                        + "return a 'LocalizedStringResource' (or 'LocalizedStringKey') instead"))
                continue
            }
            if let argument = context.displayedArgument(call), let literal = builtLiteral(argument.tokens, context) {
                let shown = context.model.sourceText(of: argument.tokens)
                let token = context.model.tokens[literal]
                let words = argument.tokens.count == 1 ? Self.interpolatedWords(token) ?? "" : LiteralText.visibleText(of: token)
                findings.append(finding(context, at: literal,
                    "'\(Self.shownCall(call, argument, shown))' builds a 'String' around '\(words)', which is never extracted for "
                        + "translation; localize that literal (String(localized: \"\(words)\")), or pass a 'LocalizedStringKey'"))
                continue
            }
            guard let argument = context.displayedArgument(call),
                  let (name, index, memberOnly) = context.nameArgument(argument.tokens)
                    ?? Self.interpolatedName(argument.tokens, context) else { continue }
            // A data-like name (`text`, `name`, `value`) stays silent unless a caller passes it a word literal.
            let dataNamed = Self.isDataName(name)
            let written = context.model.text(of: argument.tokens)
            let shown = Self.shownCall(call, argument, written)
            switch context.resolve(name, at: index, scope: call.scope, memberOnly: memberOnly) {
            case .member(let property):
                // A computed property returns its own prose (`lastSyncString` giving "Never"), whatever its name.
                let returnsProse = property.isComputed && property.accessors.map {
                    !context.isLocalized($0) && !context.returnedProseLiterals($0).isEmpty
                } == true
                // Text the view sets itself (`status = "Syncing"`, `selectedVolumeName = "Startup Disk"`).
                if isStateSetToWords(property, context) {
                    findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
                    continue
                }
                // A component's text that nothing fills: `label-without-callers` notes it apart.
                if Self.isUnfilledComponentText(property, context) { continue }
                let evidence = context.evidence(for: property)
                if dataNamed, !returnsProse, !Self.isPhrase(property.initializer, context),
                   (Self.isProperNounName(name) ? evidence?.phrases : evidence?.literals) ?? 0 == 0 { continue }
                // A type that fills the property itself decides: no word among its values, no finding.
                let assigned = context.assignedValues(of: property)
                if !assigned.isEmpty, !assigned.contains(where: { !context.isLocalized($0) && !context.wordLiterals($0).isEmpty }) {
                    continue
                }
                guard isString(property.typeText, property.initializer, context),
                      property.initializer.map({ !context.wordLiterals($0).isEmpty }) ?? true,
                      !context.holdsUserInput(property), !StringTypedLabelRule.isReported(property, context),
                      !isLocalizedValue(property.initializer, context),
                      !(property.accessors.map { context.isLocalized($0) } ?? false),
                      !property.isComputed || property.accessors.map({ returnsWordsNotCodes($0, context) }) == true,
                      !context.onlyDataPassed(to: property) else { continue }
                findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
            case .parameter(let parameter, let function):
                // No caller seen: no evidence either way (`label-without-callers` covers a view's labels).
                guard let evidence = context.evidence(for: parameter, of: function) else { continue }
                if dataNamed, (Self.isProperNounName(name) ? evidence.phrases : evidence.literals) == 0 { continue }
                guard LintContext.isStringType(parameter.typeText),
                      !function.attributes.contains("@_disfavoredOverload"),
                      !(context.isLabelName(name) && function.owner.map(context.isViewLike) == true),
                      !context.onlyDataPassed(to: parameter, of: function) else { continue }
                findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
            case .local(let binding):
                // A name of a tuple pattern: its value is the same element of each tuple it is bound from.
                if binding.initializer == nil, TupleBinding.proseLiteral(boundAt: binding.index, context) != nil {
                    findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
                    continue
                }
                guard !dataNamed || Self.isPhrase(binding.initializer, context), isString(binding.typeText, binding.initializer, context),
                      !isLocalizedValue(binding.initializer, context),
                      binding.initializer.map({ !context.wordLiterals($0).isEmpty }) ?? false else { continue }
                findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
            case .unknown:
                // A top-level constant of the project holding one prose literal (`let welcomeMessage = "Welcome back"`);
                // a `private` one only in its own file.
                guard !memberOnly, context.project.proseConstants.contains(name)
                        || context.project.filePrivateProseConstants.contains(context.path + "|" + name) else { continue }
                findings.append(finding(context, at: argument.tokens.lowerBound, message(shown, name)))
            }
        }
        return findings
    }

    /// `ForEach(["Mon", "Tue"], id: \.self) { Text($0) }`: an array literal of prose whose elements the closure
    /// shows; returns the first prose literal.
    private func shownArrayLiteral(_ call: CallSite, _ context: LintContext) -> Int? {
        let tokens = context.model.tokens
        guard let first = call.arguments.first, first.label == nil, first.tokens.count > 2,
              tokens[first.tokens.lowerBound].isSymbol("["),
              let literal = Self.proseElement(first.tokens, tokens) else { return nil }
        return Self.showsElements(call, context) ? literal : nil
    }

    /// The first prose literal of an array literal of string literals (`["Active", "Not Supported"]`), if any.
    private static func proseElement(_ range: Range<Int>, _ tokens: [Token]) -> Int? {
        guard range.count > 2, tokens[range.lowerBound].isSymbol("["), tokens[range.upperBound - 1].isSymbol("]") else { return nil }
        let elements = (range.lowerBound + 1)..<(range.upperBound - 1)
        guard elements.allSatisfy({ tokens[$0].kind == .string || tokens[$0].isSymbol(",") }) else { return nil }
        let literals = elements.filter { tokens[$0].kind == .string }
        guard !LiteralText.isNameList(literals.lazy.map { LiteralText.visibleText(of: tokens[$0]) }) else { return nil }
        return literals.first { LiteralText.isProse(LiteralText.visibleText(of: tokens[$0])) }
    }

    /// A view's array property of word literals (`private let modes = ["Active", "Searching"]`) whose elements the
    /// same type shows: through `ForEach(modes, …) { Text($0) }` or a subscript (`Text(self.modes[$0])`). Each with
    /// the first prose literal of its value, once per property. `uses` are `elementsShown(context)`.
    private func shownArrayProperties(_ context: LintContext, _ uses: [(name: String, index: Int, scope: Int?)]) -> [(String, Int)] {
        let tokens = context.model.tokens
        var results: [(String, Int)] = []
        var reported: Set<Int> = []
        func report(_ name: String, at index: Int, scope: Int?) {
            guard case .member(let property) = context.resolve(name, at: index, scope: scope, memberOnly: true),
                  property.typeText == nil || property.typeText == "[String]",
                  let value = property.isComputed ? Self.builtArray(property, tokens) : property.initializer,
                  !context.isLocalized(property.accessors ?? value),
                  let literal = Self.proseElement(value, tokens), reported.insert(literal).inserted else { return }
            results.append((property.name, literal))
        }
        for use in uses { report(use.name, at: use.index, scope: use.scope) }
        return results
    }

    /// The one array literal of string literals a computed `[String]` builds its result from (`var base = ["All
    /// Accounts", "Cash"]; …; return base`, or `return ["Mon", "Tue"]`), nil when it holds none or several.
    /// Evidence: tune-9's spendAnalyzer (`bankFilters`).
    private static func builtArray(_ property: PropertyDeclaration, _ tokens: [Token]) -> Range<Int>? {
        guard property.typeText == "[String]", let accessors = property.accessors else { return nil }
        var found: Range<Int>?
        for open in accessors where tokens[open].isSymbol("[") && open > accessors.lowerBound {
            let previous = tokens[open - 1]
            guard previous.isSymbol("=") || previous.isWord("return") || previous.isSymbol("{") else { continue }
            guard let close = accessors[(open + 1)...].first(where: { !(tokens[$0].kind == .string || tokens[$0].isSymbol(",")) }),
                  tokens[close].isSymbol("]"), close > open + 1 else { continue }
            guard found == nil else { return nil }
            found = open..<(close + 1)
        }
        return found
    }

    /// A view's stored `[String]` with no value of its own that the same type shows one element at a time
    /// (`Text(self.pickerOptions[index])`, or `ForEach(pickerOptions, …) { Text($0) }`) and that a caller fills
    /// with an array of prose literals (`PickerRow(…, pickerOptions: ["Normal", "High", "Very high"])`): each with
    /// the token of its first shown use, once per property. Evidence: tune-6b's BioViewer `PickerRow`. `uses` are
    /// `elementsShown(context)`.
    private func shownFilledArrayProperties(_ context: LintContext, _ uses: [(name: String, index: Int, scope: Int?)]) -> [(String, Int)] {
        var results: [(String, Int)] = []
        var reported: Set<String> = []
        func report(_ name: String, at index: Int, scope: Int?) {
            guard case .member(let property) = context.resolve(name, at: index, scope: scope, memberOnly: true),
                  !property.isComputed, property.initializer == nil, property.typeText == "[String]",
                  context.isViewLike(property.owner), let evidence = context.evidence(for: property),
                  evidence.literals > 0, reported.insert(property.name).inserted else { return }
            results.append((property.name, index))
        }
        for use in uses { report(use.name, at: use.index, scope: use.scope) }
        return results
    }

    /// The names whose elements a call shows one at a time: `ForEach(modes, …) { Text($0) }` or a subscript as the
    /// shown argument (`Text(self.modes[$0])`), each with its token and the call's scope. With `interpolated`, an
    /// element interpolated into the shown literal counts too (`{ mood in Text("Feeling \(mood)") }`).
    static func elementsShown(_ context: LintContext, interpolated: Bool = false) -> [(name: String, index: Int, scope: Int?)] {
        let tokens = context.model.tokens
        var uses: [(name: String, index: Int, scope: Int?)] = []
        for call in context.model.calls {
            if call.name == "ForEach", !call.isMember, let first = call.arguments.first, first.label == nil,
               let (name, index, _) = context.nameArgument(first.tokens), showsElements(call, context, interpolated: interpolated) {
                uses.append((name, index, call.scope))
            } else if let argument = context.displayedArgument(call) {
                if let (name, index) = Self.subscripted(argument.tokens, tokens) {
                    uses.append((name, index, call.scope))
                } else if argument.tokens.count == 1, tokens[argument.tokens.lowerBound].isInterpolated {
                    for name in Self.interpolatedSubscripts(tokens[argument.tokens.lowerBound]) {
                        uses.append((name, argument.tokens.lowerBound, call.scope))
                    }
                }
            }
        }
        return uses
    }

    /// The names an interpolation is wholly a subscript of (`monthNames` in `"\(monthNames[m - 1]) \(year)"`, also
    /// after `self.`): an element interpolated into shown text is as verbatim as one shown whole, since the key holds
    /// only `%@`. Read with the lexer, as `subscripted` reads an argument: `"\(steps[i].count) parts"` shows a
    /// number, not the element.
    static func interpolatedSubscripts(_ token: Token) -> [String] {
        // Most shown literals subscript nothing: look for a `[` in the bytes before reading the interpolations.
        guard token.text.utf8.contains(UInt8(ascii: "[")) else { return [] }
        return Interpolation(token).segments.compactMap { segment in
            let inner = Lexer.tokenize(segment).tokens.filter { $0.kind != .comment }
            return subscripted(inner.indices, inner)?.0
        }
    }

    /// `modes[i]` or `self.modes[i]`: the name subscripted, and its token.
    private static func subscripted(_ range: Range<Int>, _ tokens: [Token]) -> (String, Int)? {
        var start = range.lowerBound
        if range.count > 2, tokens[start].text == "self", tokens[start + 1].isSymbol(".") { start += 2 }
        guard start + 2 < range.upperBound, tokens[start].kind == .identifier, tokens[start + 1].isSymbol("["),
              tokens[range.upperBound - 1].isSymbol("]") else { return nil }
        return (tokens[start].name, start)
    }

    /// Whether the trailing closure of a `ForEach` shows its element: `{ Text($0) }` or `{ day in Text(day) }`; with
    /// `interpolated`, also inside the shown literal (`{ day in Text("On \(day)") }`).
    static func showsElements(_ call: CallSite, _ context: LintContext, interpolated: Bool = false) -> Bool {
        let tokens = context.model.tokens
        guard let last = call.arguments.last else { return false }
        var open = last.tokens.upperBound
        while open < tokens.count, !tokens[open].isSymbol("{") {
            guard tokens[open].isSymbol(")") else { return false }
            open += 1
        }
        guard open < tokens.count else { return false }
        var element = "$0"
        if open + 2 < tokens.count, tokens[open + 1].kind == .identifier, tokens[open + 2].isWord("in") {
            element = tokens[open + 1].name
        }
        var depth = 0
        var close = open
        while close < tokens.count {
            if tokens[close].isSymbol("{") { depth += 1 } else if tokens[close].isSymbol("}") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        return context.model.calls.contains { inner in
            guard inner.nameIndex > open, inner.nameIndex < close, let argument = context.displayedArgument(inner) else {
                return false
            }
            guard argument.tokens.count == 1 else { return Self.isRewrittenElement(argument.tokens, element, tokens) }
            let shown = tokens[argument.tokens.lowerBound]
            return shown.text == element
                || (interpolated && shown.kind == .string && ProjectIndex.interpolatedNames(shown.text).contains(element))
        }
    }

    /// String methods that only change how a text is written (`icon.replacing("-", with: " ")`, `mode.capitalized`):
    /// the element is still what is shown.
    static let rewritingMembers: Set<String> = [
        "capitalized", "localizedCapitalized", "uppercased", "lowercased", "replacing", "replacingOccurrences",
        "trimmingCharacters",
    ]

    /// Whether a shown argument is the element rewritten by one string method: `icon.replacing("-", with: " ")`,
    /// `$0.capitalized`, `day.uppercased()`.
    private static func isRewrittenElement(_ range: Range<Int>, _ element: String, _ tokens: [Token]) -> Bool {
        let start = range.lowerBound
        guard range.count >= 3, tokens[start].text == element, tokens[start + 1].isSymbol("."),
              rewritingMembers.contains(tokens[start + 2].text) else { return false }
        if range.count == 3 { return true }
        return tokens[start + 3].isSymbol("(") && DeclarationReader.matching(start + 3, in: tokens) == range.upperBound - 1
    }

    /// `"\(title)"`: a literal that is nothing but one interpolated name. Its key is `%@`, so the catalog can only
    /// translate the placeholder, never the words inside `title`; it is the `String` shown verbatim, disguised.
    static func interpolatedName(_ range: Range<Int>, _ context: LintContext) -> (name: String, index: Int, memberOnly: Bool)? {
        guard range.count == 1 else { return nil }
        let token = context.model.tokens[range.lowerBound]
        guard token.kind == .string, token.isInterpolated, token.text.hasPrefix("\"\\("), token.text.hasSuffix(")\"") else {
            return nil
        }
        var inner = Substring(token.text.dropFirst(3).dropLast(2))
        var memberOnly = false
        if inner.hasPrefix("self.") {
            inner = inner.dropFirst(5)
            memberOnly = true
        }
        guard let first = inner.first, first.isLetter || first == "_",
              inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(inner), range.lowerBound, memberOnly)
    }

    /// `Constants.settingsTitle`: a static `String` constant of a type in this file initialized from a word literal.
    private func staticConstant(_ range: Range<Int>, _ context: LintContext) -> Int? {
        let tokens = context.model.tokens
        guard range.count == 3, tokens[range.lowerBound].kind == .identifier,
              tokens[range.lowerBound].text.first?.isUppercase == true, tokens[range.lowerBound + 1].isSymbol("."),
              tokens[range.lowerBound + 2].kind == .identifier else { return nil }
        let typeName = tokens[range.lowerBound].text
        let member = tokens[range.lowerBound + 2].name
        let constant = context.model.properties.first { property in
            property.name == member && property.modifiers.contains("static")
                && context.model.types[property.owner].simpleName == typeName
        }
        guard let constant, let initializer = constant.initializer, constant.accessors == nil,
              isString(constant.typeText, initializer, context), !context.isLocalized(initializer),
              !context.wordLiterals(initializer).isEmpty, !Self.isDataName(member),
              !StringTypedLabelRule.isReported(constant, context) else { return nil }
        return range.lowerBound
    }

    /// `UIStrings.Search.title`: a chain of type names ending in a `static let` constant of another file that holds
    /// one prose literal (`ProjectIndex.proseConstants`), shown as it is. A constant of this file is
    /// `staticConstant`'s. Evidence: tune-12's CatApp (`.navigationTitle(UIStrings.Search.title)`).
    private func proseConstantArgument(_ range: Range<Int>, _ context: LintContext) -> Bool {
        let tokens = context.model.tokens
        guard range.count >= 5, range.count % 2 == 1, !context.isLocalized(range) else { return false }
        for (offset, index) in range.enumerated() {
            let expected = offset % 2 == 0 ? tokens[index].kind == .identifier : tokens[index].isSymbol(".")
            guard expected else { return false }
            if offset % 2 == 0, index < range.upperBound - 1, tokens[index].name.first?.isUppercase != true { return false }
        }
        let typeName = tokens[range.upperBound - 3].name, member = tokens[range.upperBound - 1].name
        let declaredHere = context.model.types.contains { $0.simpleName == typeName }
        return !declaredHere && context.project.proseConstants.contains("\(typeName).\(member)")
    }

    /// A view's own stored `String` with no value of its own that no call in the project fills (`let help: String`
    /// of a button nothing uses yet, or used from code the lint was not given): no evidence either way, so it is not
    /// a finding of this rule; `label-without-callers` notes it.
    static func isUnfilledComponentText(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        guard context.isViewLike(property.owner), !property.isComputed, LintContext.isStringType(property.typeText),
              property.initializer.map({ StringTypedLabelRule.isEmptyDefault($0, context) }) ?? true,
              context.assignedValues(of: property).isEmpty, !context.holdsUserInput(property) else { return false }
        return context.evidence(for: property) == nil
    }

    private func message(_ shown: String, _ name: String) -> String {
        "'\(shown)' shows a 'String' verbatim, so it is never translated; make '\(name)' a 'LocalizedStringKey' "
            + "or 'LocalizedStringResource', or write 'Text(verbatim: \(name))' if it is data"
    }

    /// Names that hold proper nouns (`name`, `author`): a lone capitalized literal passed to them (`"GitHub"`,
    /// `"Nuke"`) is a brand or a person, so only a phrase counts as evidence of a label.
    static func isProperNounName(_ name: String) -> Bool {
        ["name", "author", "nickname", "username", "handle"].contains(LintContext.lastWord(of: name).lowercased())
    }

    /// A shown call as the message writes it: `.navigationTitle(title)`, `Text(name)`, `.searchable(prompt: hint)`.
    static func shownCall(_ call: CallSite, _ argument: Argument, _ written: String) -> String {
        (call.isMember ? "." : "") + "\(call.name)(\(labelPrefix(argument))\(written))"
    }

    /// `prompt: ` for a shown argument with a label (`.searchable(prompt:)`), nothing for the usual first one.
    static func labelPrefix(_ argument: Argument) -> String {
        argument.label.map { "\($0): " } ?? ""
    }

    static func isDataName(_ name: String) -> Bool {
        dataWords.contains(LintContext.lastWord(of: name).lowercased())
    }

    /// Whether a declaration's own value is a phrase: one literal of several words that reads as prose
    /// (`let cssHelpText = "This lets you modify the website with CSS."`). A data-like name (`…Text`, `…Name`) says
    /// nothing against a value the declaration itself gives; a single word (`"home"`, `"String"`) still may be data.
    static func isPhrase(_ initializer: Range<Int>?, _ context: LintContext) -> Bool {
        guard let initializer, initializer.count == 1 else { return false }
        let index = initializer.lowerBound
        let token = context.model.tokens[index]
        return !token.isInterpolated && LiteralText.visibleText(of: token).contains(" ") && context.isProseWordLiteral(index)
    }

    /// Whether a declaration is a `String`: written so, or inferred from a string literal or a choice between
    /// literals (`isPro ? "Pro" : "Free"`).
    private func isString(_ typeText: String?, _ initializer: Range<Int>?, _ context: LintContext) -> Bool {
        if typeText != nil { return LintContext.isStringType(typeText) }
        guard let initializer, let first = initializer.first else { return false }
        let tokens = context.model.tokens
        if initializer.count == 1 { return tokens[first].kind == .string }
        let choiceSymbols: Set<String> = ["?", ":", "!", "==", "!=", "&&", "||", "<", ">", "<=", ">=", "."]
        let isChoice = initializer.allSatisfy { index in
            let token = tokens[index]
            switch token.kind {
            case .string, .identifier, .number: return true
            case .keyword: return ["true", "false", "self", "nil"].contains(token.text)
            case .operator, .punctuation: return choiceSymbols.contains(token.text)
            default: return false
            }
        }
        return isChoice && initializer.contains { tokens[$0].isSymbol("?") }
            && initializer.contains { tokens[$0].kind == .string }
    }

    /// `@State private var status = "Idle"` or one assigned a word literal in code (`status = "Syncing"`), never
    /// bound to a control with `$status`: text the view sets itself, so it is a label, not user input.
    private func isStateSetToWords(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        guard property.attributes.isEmpty || property.attributes == ["@State"] || property.attributes == ["@Published"],
              !context.isProjected(property), !context.localizedNames.contains(property.name),
              property.typeText == nil || LintContext.isStringType(property.typeText) else { return false }
        // A data-named property (`selectedVolumeName`) counts only for what code assigns it, not its default.
        if property.attributes == ["@State"], !Self.isDataName(property.name), let initializer = property.initializer,
           isString(nil, initializer, context), !context.wordLiterals(initializer).isEmpty {
            return true
        }
        let tokens = context.model.tokens
        for index in context.assignments[property.name] ?? [] {
            let value = tokens[index + 2]
            let endsStatement = index + 3 >= tokens.count || tokens[index + 3].line != value.line
                || tokens[index + 3].isSymbol("}") || tokens[index + 3].isSymbol(";")
            if value.kind == .string, endsStatement, LiteralText.isProse(LiteralText.visibleText(of: value)),
               !context.wordLiterals((index + 2)..<(index + 3)).isEmpty {
                return true
            }
        }
        return false
    }

    /// A label-named `String` a view (or a view model's `@Published` property) sets to prose in code and shows
    /// through a path the file does not spell as one shown argument (`if let error = errorMessage { errorView(error) }`):
    /// `errorMessage = "No instances configured"`, `errorMessage = message ?? "Invalid channel URL."`. Never bound
    /// to a control (`$errorMessage`); names resolve inside the declaring type. Properties that a shown argument
    /// names directly are left to `isStateSetToWords`, which reports at the shown argument.
    /// A `String` shown only through a fallback (`Text(errorMessage ?? "")`, tune-10's RigidBoxQuoter alerts) is
    /// shown text whatever its name: each prose literal code assigns it is reported there too.
    private func labelsSetToWords(_ context: LintContext) -> [(PropertyDeclaration, Int)] {
        let tokens = context.model.tokens
        var results: [(PropertyDeclaration, Int)] = []
        let fallbackShown = Self.namesShownWithFallback(context)
        for property in context.model.properties where !property.isComputed {
            let throughFallback = fallbackShown.contains(property.name)
            guard throughFallback || (context.isLabelName(property.name) && !context.shownNames.contains(property.name)) else { continue }
            let owner = context.model.types[property.owner]
            let isViewText = context.isViewLike(property.owner) && (property.attributes.isEmpty || property.attributes == ["@State"])
            let isModelText = property.attributes == ["@Published"] && context.importsUserInterface
            guard isViewText || isModelText, !property.isLet,
                  property.typeText.map(LintContext.isStringType) ?? true,
                  !context.isProjected(property), !context.localizedNames.contains(property.name),
                  let scope = owner.bodyScope else { continue }
            let body = context.model.scopes[scope].start...context.model.scopes[scope].end
            var found: [(PropertyDeclaration, Int)] = []
            for index in context.assignments[property.name] ?? [] where body.contains(index) {
                guard let end = Self.assignedLiteral(at: index, tokens), context.isProseWordLiteral(end) else { continue }
                found.append((property, end))
            }
            // A view's own state named like a label but never read in its file (asked last: it reads the file's
            // tokens) is written and never shown. A model's field is read by views in other files, so it is not asked.
            if !found.isEmpty, throughFallback || !isViewText || context.isRead(property) { results += found }
        }
        return results
    }

    /// A view's `@State` `String` passed as a binding (`$adoptionError`) to a view of the project that shows that
    /// property (`CaskAdoptionContentView`, whose `@Binding var adoptionError` it shows by `if let error =
    /// adoptionError { Text(error) }`: `ProjectIndex.shownPropertyKeys`), with the prose literals the view assigns it
    /// (`adoptionError = "Failed to adopt: …"`) and the name of the view that shows it. Evidence: tune-16's
    /// Pearcleaner, whose two adoption screens share one content view. Not a data-named state (`presetName`): the
    /// tune half's yattee sets one to `preset?.name ?? "Default"`, the built-in preset's name.
    private func statesShownThroughBinding(_ context: LintContext) -> [(PropertyDeclaration, String, Int)] {
        let tokens = context.model.tokens
        // The projected names passed to a shown property of another view, by the type passing them.
        var passed: [Int: [String: String]] = [:]
        for call in context.model.calls where !call.isMember {
            guard let first = call.name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            var position = 0
            for argument in call.arguments {
                if argument.label == nil { position += 1 }
                // The first byte first: a projected argument is rare, and building the key costs more than the rest.
                guard argument.tokens.count == 1, tokens[argument.tokens.lowerBound].text.utf8.first == UInt8(ascii: "$"),
                      context.project.shownPropertyKeys.contains(
                        ProjectIndex.argumentKey(callee: call.name, label: argument.label, position: position - 1)),
                      let type = context.model.enclosingType(of: call.scope) else { continue }
                passed[type, default: [:]][String(tokens[argument.tokens.lowerBound].text.dropFirst())] = call.name
            }
        }
        guard !passed.isEmpty else { return [] }
        var results: [(PropertyDeclaration, String, Int)] = []
        for property in context.model.properties where property.attributes == ["@State"] && !property.isComputed {
            // A data-named state (`trackedPresetName = preset?.name ?? "Default"`) holds a value, its fallback too.
            guard let view = passed[property.owner]?[property.name], !Self.isDataName(property.name),
                  property.typeText.map(LintContext.isStringType) ?? true,
                  !context.localizedNames.contains(property.name),
                  let scope = context.model.types[property.owner].bodyScope else { continue }
            let body = context.model.scopes[scope].start...context.model.scopes[scope].end
            for index in context.assignments[property.name] ?? [] where body.contains(index) {
                guard let end = Self.assignedLiteral(at: index, tokens), context.isProseWordLiteral(end) else { continue }
                results.append((property, view, end))
            }
        }
        return results
    }

    /// A stored `String` of an observable model (`ObservableObject`, `@Observable`) that views show through a
    /// reference (`Label(provider.lastUpdatedText, …)`, `if let error = provider.errorMessage { Label(error, …) }`,
    /// `Text("City: \(viewModel.cityName)")`: `ProjectIndex.membersShownThroughReference`), set to prose by the model:
    /// its value (`@Published var lastUpdatedText = "尚未更新"`) and each prose literal it assigns
    /// (`errorMessage = "…"`, `self.cityName = "Unknown"`, `x ?? "…"`). Not a property bound to a control anywhere
    /// (`$viewModel.query`), a private one, nor one the file localizes. The model's extensions in the same file count
    /// as its body (a delegate's callbacks set the message). Evidence: tune-11's AltitudeIndicator and
    /// AirQualityApp.
    private func modelTextSetToWords(_ context: LintContext) -> [(PropertyDeclaration, Int)] {
        let tokens = context.model.tokens
        var results: [(PropertyDeclaration, Int)] = []
        for property in context.model.properties where !property.isComputed && !property.isLet {
            let owner = context.model.types[property.owner]
            guard context.project.membersShownThroughReference.contains(property.name),
                  !context.project.projectedMembers.contains(property.name),
                  Self.isObservableModel(owner, tokens),
                  property.typeText.map(LintContext.isStringType) ?? true,
                  !property.modifiers.contains("private"), !property.modifiers.contains("fileprivate"),
                  !context.isProjected(property), !context.localizedNames.contains(property.name) else { continue }
            // The class's body and those of its extensions in the file (`extension LocationProvider: CLLocationManagerDelegate`).
            let bodies = context.model.types.compactMap { type -> ClosedRange<Int>? in
                guard type.simpleName == owner.simpleName, let scope = type.bodyScope else { return nil }
                return context.model.scopes[scope].start...context.model.scopes[scope].end
            }
            if let initializer = property.initializer, initializer.count == 1, context.isProseWordLiteral(initializer.lowerBound) {
                results.append((property, initializer.lowerBound))
            }
            for index in context.assignments[property.name] ?? []
            where index != property.nameIndex && bodies.contains(where: { $0.contains(index) }) {
                guard let end = Self.assignedLiteral(at: index, tokens), context.isProseWordLiteral(end) else { continue }
                results.append((property, end))
            }
        }
        return results
    }

    /// A stored `String` of a model type (a struct or class, not a view nor an enum) whose own value is a sentence
    /// and that views show through a reference (`let bio = "大家好，我叫…"` shown by `Text(me.bio)`:
    /// `ProjectIndex.membersShownThroughReference`): prose kept in a model. Only a sentence (`isStoredSentence`)
    /// counts, so names (`"juhn chen"`), places and asset names stay silent without a word list. Evidence: tune-11's
    /// My_app (`Resume`).
    private func storedSentencesShownThroughReference(_ context: LintContext) -> [(PropertyDeclaration, Int)] {
        let tokens = context.model.tokens
        var results: [(PropertyDeclaration, Int)] = []
        // The project's set first: few members are shown through a reference, and `isViewLike` reads the type.
        for property in context.model.properties where !property.isComputed
            && context.project.membersShownThroughReference.contains(property.name) {
            let owner = context.model.types[property.owner]
            // An observable model's text is `modelTextSetToWords`' finding.
            guard owner.kind == .struct || owner.kind == .class, !context.isViewLike(property.owner),
                  !Self.isObservableModel(owner, tokens),
                  !context.project.projectedMembers.contains(property.name),
                  property.typeText.map(LintContext.isStringType) ?? true,
                  let initializer = property.initializer, initializer.count == 1,
                  !context.localizedNames.contains(property.name), context.isProseWordLiteral(initializer.lowerBound),
                  Self.isStoredSentence(LiteralText.visibleText(of: tokens[initializer.lowerBound])) else { continue }
            results.append((property, initializer.lowerBound))
        }
        return results
    }

    /// A sentence passed to a model type's initializer for a field that views show through a reference
    /// (`MaterialDescoberto(nome: …, descricao: "A estrutura base do nosso projeto.")` shown by
    /// `Text(focado.descricao)`), as `Type.label` with the literal. Only a sentence that ends as one (`.`, `!`, `?`, `…`)
    /// or has a clause mark in a script without case counts (a model's names — `"Rolo de Papelão"`, `"Bank of
    /// America"` — do not); not in previews, sample members (`static var preview`), samples or developer code, nor
    /// for a view's initializer (its own rules judge those). Evidence: tune-11's Gambiarra; yattee's `Video.preview`
    /// (tune half) gave the sample-member twin.
    private func sentencesPassedToShownFields(_ context: LintContext) -> [(String, Int)] {
        let tokens = context.model.tokens
        var results: [(String, Int)] = []
        // Asked only of calls that pass a sentence, which few do: the path's words are read once, at the first one.
        lazy var isDeveloperFile = DeveloperCode.isDeveloperPath(context.path) || DeveloperCode.isSampleDataPath(context.path)
        for call in context.model.calls where !call.isMember && call.name.first?.isUppercase == true {
            for argument in call.arguments where argument.tokens.count == 1 && argument.label != nil {
                let index = argument.tokens.lowerBound
                // A label-named field (`description`, `title`) is `string-typed-label`'s, at its declaration.
                guard tokens[index].kind == .string, !tokens[index].isInterpolated, let label = argument.label,
                      context.project.membersShownThroughReference.contains(label), !context.project.projectedMembers.contains(label),
                      context.project.declaredTypes.contains(call.name), !context.project.viewTypeNames.contains(call.name),
                      !context.isLabelName(label), context.isProseLiteral(index) else { continue }
                let text = LiteralText.visibleText(of: tokens[index])
                let caseless = text.unicodeScalars.contains(where: LiteralText.isCaselessLetter)
                guard Self.isStoredSentence(text), caseless || text.last.map({ ".!?…".contains($0) }) == true,
                      !isDeveloperFile, !context.regions.previews.contains(where: { $0.contains(call.nameIndex) }),
                      !Self.isInSampleMember(call.nameIndex, context) else { continue }
                results.append(("\(call.name).\(label)", index))
            }
        }
        return results
    }

    /// Whether token `index` lies in a member that builds sample values (`static var preview: Video { Video(…) }`,
    /// `func makeSample()`): a name saying preview, sample, mock, stub or example.
    static func isInSampleMember(_ index: Int, _ context: LintContext) -> Bool {
        let model = context.model
        if model.properties.contains(where: { property in
            DeveloperCode.isSampleMemberName(property.name) && (property.accessors ?? property.initializer).map { $0.contains(index) } == true
        }) { return true }
        return model.functions.contains { function in
            guard DeveloperCode.isSampleMemberName(function.name), let scope = function.bodyScope else { return false }
            return (model.scopes[scope].start...model.scopes[scope].end).contains(index)
        }
    }

    /// Whether a model's stored text reads as a sentence rather than a name: in a script without case, a clause
    /// mark or a line break (`"來自：屏東"`, `"大家好，我叫…"`); otherwise three words or more, capitalized, one after the
    /// first in lower case (`"Remember to check the forecast"`), which no person's or place's name is.
    static func isStoredSentence(_ text: String) -> Bool {
        if text.unicodeScalars.contains(where: LiteralText.isCaselessLetter) {
            return text.contains { "，。：！？、；,.:!?;".contains($0) } || text.contains("\\n")
        }
        let words = text.split { !$0.isLetter }
        return words.count >= 3 && text.first?.isUppercase == true && FrameworkText.isSentence(text)
    }

    /// The literal an assignment at token `index` (`name = …`) ends its statement with: a lone literal
    /// (`errorMessage = "…"`) or a fallback (`errorMessage = message ?? "…"`); nil for anything else.
    static func assignedLiteral(at index: Int, _ tokens: [Token]) -> Int? {
        guard index + 2 < tokens.count else { return nil }
        var end = index + 2
        while end + 1 < tokens.count, tokens[end + 1].line == tokens[index + 2].line,
              !tokens[end + 1].isSymbol("}"), !tokens[end + 1].isSymbol(";") { end += 1 }
        guard tokens[end].kind == .string,
              end == index + 2 || (tokens[end - 1].kind == .operator && tokens[end - 1].text == "??") else { return nil }
        return end
    }

    /// Whether a type is an observable model: a class conforming to `ObservableObject`, or marked `@Observable`.
    static func isObservableModel(_ type: TypeDeclaration, _ tokens: [Token]) -> Bool {
        guard type.kind == .class else { return false }
        if type.inheritance.contains("ObservableObject") { return true }
        var index = type.nameIndex - 2
        while index >= 0, index >= type.nameIndex - 6 {
            if tokens[index].text == "@Observable" { return true }
            guard tokens[index].kind == .keyword || tokens[index].kind == .identifier || tokens[index].text.hasPrefix("@") else { return false }
            index -= 1
        }
        return false
    }

    /// The names a shown argument gives with a literal fallback and nothing else (`Text(errorMessage ?? "")`,
    /// `Text(self.status ?? "")`), when no shown argument names them alone (`Text(errorMessage)` is reported there).
    static func namesShownWithFallback(_ context: LintContext) -> Set<String> {
        let tokens = context.model.tokens
        var fallback: Set<String> = []
        var bare: Set<String> = []
        for call in context.model.calls {
            guard let argument = context.displayedArgument(call) else { continue }
            if let (name, _, _) = context.nameArgument(argument.tokens) {
                bare.insert(name)
                continue
            }
            let range = argument.tokens
            guard range.count >= 3, tokens[range.upperBound - 1].kind == .string,
                  tokens[range.upperBound - 2].kind == .operator, tokens[range.upperBound - 2].text == "??",
                  let (name, _, _) = context.nameArgument(range.lowerBound..<(range.upperBound - 2)) else { continue }
            fallback.insert(name)
        }
        return fallback.subtracting(bare)
    }

    /// A prose literal the shown argument builds a `String` with: `name ?? "Unknown"`, `"Low: " + label`,
    /// `String(format: "%.0f%% full", p)`, `"new".capitalized`. A lone literal is a key (extracted), so only a
    /// literal combined into a `String` counts; nothing that localizes.
    private func builtLiteral(_ range: Range<Int>, _ context: LintContext) -> Int? {
        let tokens = context.model.tokens
        guard !context.isLocalized(range) else { return nil }
        // `"\(name ?? "Unknown")"`: a fallback inside an interpolation.
        // `"\(ok ? "" : "Not") Ready"`: words chosen inside an interpolation.
        if range.count == 1, tokens[range.lowerBound].kind == .string, tokens[range.lowerBound].isInterpolated,
           let words = Self.interpolatedWords(tokens[range.lowerBound]), LiteralText.isProse(words) {
            return range.lowerBound
        }
        guard range.count > 1 else { return nil }
        if let branch = Self.ternaryLiteral(range, tokens) { return branch }
        let isFormat = range.count > 4 && tokens[range.lowerBound].text == "String" && tokens[range.lowerBound + 1].isSymbol("(")
            && tokens[range.lowerBound + 2].text == "format"
        for index in range where tokens[index].kind == .string {
            guard LiteralText.isProse(LiteralText.visibleText(of: tokens[index])) else { continue }
            if isFormat, index == range.lowerBound + 4 { return index }
            let before = index > range.lowerBound ? tokens[index - 1] : nil
            let after = index + 1 < range.upperBound ? tokens[index + 1] : nil
            if let before, before.kind == .operator, before.text == "??" || before.text == "+" { return index }
            if let after, after.kind == .operator, after.text == "+" { return index }
            if let after, after.isSymbol("."), index + 2 < range.upperBound,
               ["capitalized", "uppercased", "lowercased", "localizedCapitalized"].contains(tokens[index + 2].text) {
                return index
            }
        }
        return nil
    }

    /// `title.isEmpty ? "New Note" : title`: a choice between a prose literal and a `String` is a `String`, so the
    /// literal is never extracted (a choice between two literals can still be a `LocalizedStringKey`). Choices nest:
    /// in `running ? (hovered ? "Stop" : timeLeft) : "Start"` one `String` branch makes every literal a `String`.
    static func ternaryLiteral(_ range: Range<Int>, _ tokens: [Token]) -> Int? {
        guard topLevelChoice(range, tokens) != nil, let branches = choiceBranches(range, tokens), branches.hasString else {
            return nil
        }
        return branches.literals.first { LiteralText.isProse(LiteralText.visibleText(of: tokens[$0])) }
    }

    /// The `?` and `:` of a choice written at the top level of `range`, if it is one.
    private static func topLevelChoice(_ range: Range<Int>, _ tokens: [Token]) -> (question: Int, colon: Int)? {
        var depth = 0
        var question: Int?
        var colon: Int?
        var nested = 0
        for index in range {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            guard depth == 0 else { continue }
            if token.text == "?", index > range.lowerBound, tokens[index - 1].line == token.line,
               !(tokens[index - 1].kind == .identifier && tokens[index - 1].column + tokens[index - 1].text.count == token.column) {
                if question == nil { question = index } else { nested += 1 }
            } else if token.isSymbol(":"), question != nil, colon == nil {
                if nested > 0 { nested -= 1 } else { colon = index }
            }
        }
        guard let question, let colon, question + 1 < colon, colon + 1 < range.upperBound else { return nil }
        return (question, colon)
    }

    /// The literal branches of a choice (through parentheses and nested choices), and whether some branch is a
    /// `String` value; nil when a branch is text, a key, a localized call or an expression holding a literal.
    private static func choiceBranches(_ range: Range<Int>, _ tokens: [Token]) -> (literals: [Int], hasString: Bool)? {
        var range = range
        while range.count > 2, tokens[range.lowerBound].isSymbol("("), tokens[range.upperBound - 1].isSymbol(")"),
              DeclarationReader.closing(range.lowerBound, in: tokens) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        guard !range.isEmpty else { return nil }
        if range.count == 1, tokens[range.lowerBound].kind == .string { return ([range.lowerBound], false) }
        if let (question, colon) = topLevelChoice(range, tokens) {
            guard let first = choiceBranches((question + 1)..<colon, tokens),
                  let second = choiceBranches((colon + 1)..<range.upperBound, tokens) else { return nil }
            return (first.literals + second.literals, first.hasString || second.hasString)
        }
        // A value: a `String` unless it is a `Text`, a key, a localized call, or builds on a literal.
        guard !range.contains(where: { tokens[$0].kind == .string }),
              !["Text", "LocalizedStringKey", "LocalizedStringResource"].contains(tokens[range.lowerBound].text) else { return nil }
        return ([], true)
    }

    /// The words a literal's interpolation adds as a `String`: a fallback (`\(name ?? "Unknown")`) or a branch of
    /// a choice between literals (`\(ok ? "" : "Not")`, not a plural ending, which `plural-by-ternary` reports).
    static func interpolatedWords(_ token: Token) -> String? {
        if let fallback = interpolatedFallback(token.text) { return fallback }
        for segment in Interpolation(token).segments where segment.contains("?") && segment.contains(":") {
            let inner = Lexer.tokenize(segment).tokens.filter { $0.kind != .comment }
            // `condition ? "a" : "b"`, the two literals closing the interpolation.
            let colon = inner.count - 2
            let question = inner.count - 4
            guard question > 0, inner[question].isSymbol("?"), inner[colon].isSymbol(":"),
                  inner[question + 1].kind == .string, inner[colon + 1].kind == .string,
                  !inner[question + 1].isInterpolated, !inner[colon + 1].isInterpolated else { continue }
            let branches = [inner[question + 1], inner[colon + 1]].map { LiteralText.value(of: $0) ?? "" }
            let words = branches.map { $0.lowercased().split { !$0.isLetter } }
            if PluralByTernaryRule.isPluralPair(words[0], words[1]) { continue }
            if let prose = branches.first(where: LiteralText.isProse) { return prose }
        }
        return nil
    }

    /// The literal after `?? "` inside an interpolation, if any.
    static func interpolatedFallback(_ text: String) -> String? {
        guard let marker = text.range(of: "?? \"") else { return nil }
        let rest = text[marker.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// `describe(code)`: a call to a function of this file that returns `String` built from word literals, or
    /// whose result passes on, as it is or interpolated, a call of another such function
    /// (`return "\(commit.message)\n\n\(coAuthDetail())"`, where `coAuthDetail()` returns "Co-authored by: …").
    private func wordReturningCall(_ range: Range<Int>, _ context: LintContext) -> Bool {
        let tokens = context.model.tokens
        guard range.count >= 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isSymbol("("),
              tokens[range.upperBound - 1].isSymbol(")"), !context.isLocalized(range) else { return false }
        var seen: Set<String> = []
        return returnsWords(tokens[range.lowerBound].name, context, seen: &seen)
    }

    /// Whether a `String` function of this file named `name` returns word literals, itself or down the chain of
    /// calls its results pass on.
    private func returnsWords(_ name: String, _ context: LintContext, seen: inout Set<String>) -> Bool {
        guard seen.insert(name).inserted else { return false }
        for function in context.model.functions where function.kind == .func && function.name == name {
            guard LintContext.isStringType(function.returnType), let scope = function.bodyScope else { continue }
            let body = (context.model.scopes[scope].start + 1)..<context.model.scopes[scope].end
            guard !context.isLocalized(body) else { continue }
            if !context.returnedProseLiterals(body).isEmpty { return true }
            for callee in Self.passedOnCalls(body, context.model.tokens).sorted() where returnsWords(callee, context, seen: &seen) {
                return true
            }
        }
        return false
    }

    /// The calls whose result a body returns: as it is (`return describe(code)`) or interpolated into a returned
    /// literal (`return "\(title): \(detail())"`).
    static func passedOnCalls(_ body: Range<Int>, _ tokens: [Token]) -> Set<String> {
        var names = ProjectIndex.returnedCallNames(body, tokens)
        for index in body where tokens[index].kind == .string && tokens[index].isInterpolated && index > body.lowerBound {
            let previous = tokens[index - 1]
            guard (previous.kind == .keyword && previous.text == "return") || previous.isSymbol("{") else { continue }
            let text = tokens[index].text
            names.formUnion(ProjectIndex.interpolatedNames(text).filter { text.contains($0 + "(") })
        }
        return names
    }

    /// Whether a body returns a word literal that is not a code in capitals (`return "BTC"` alone is a code).
    private func returnsWordsNotCodes(_ body: Range<Int>, _ context: LintContext) -> Bool {
        context.returnedWordLiterals(body).contains { !LiteralText.isCapitalCode(LiteralText.visibleText(of: context.model.tokens[$0])) }
    }

    private func isLocalizedValue(_ initializer: Range<Int>?, _ context: LintContext) -> Bool {
        initializer.map { context.isLocalized($0) } ?? false
    }
}
