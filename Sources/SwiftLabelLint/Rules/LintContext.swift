import Foundation

/// One file as the rules see it: its path, tokens and declarations, the configuration and the project facts,
/// with the shared questions rules ask (is this type a view, is this name a label, what does this name refer to).
struct LintContext: Sendable {
    var path: String
    var model: SourceModel
    var configuration: LintConfiguration
    var project: ProjectIndex
    /// The file's previews and developer-only code.
    let regions: FileRegions
    /// Names used as `$name` somewhere in the file: bound to a control, so they hold what the user typed.
    let projectedNames: Set<String>
    /// Names passed somewhere in the file into a localizing call (`LocalizedStringKey(title)`,
    /// `NSLocalizedString(title, …)`): the author localizes them on purpose, at run time.
    let localizedNames: Set<String>
    /// Names that reach something a person sees in this file: inside the shown argument of `Text`, `Label`,
    /// `.navigationTitle` and the like (also interpolated), an argument of another type's initializer
    /// (`Detail(title: title)`), or a label-named argument (`prompt: prompt`).
    let shownNames: Set<String>
    /// Names passed as an image, color or URL name somewhere in the file.
    let resourceNames: Set<String>
    /// For each name assigned in the file (`name = …`, `self.name = …`, not `let name =` nor `other.name =`), the
    /// token indices of the names: read once, so rules do not scan the file per property.
    let assignments: [String: [Int]]
    /// Whether the file imports a UI framework (SwiftUI, UIKit, AppKit, WidgetKit).
    let importsUserInterface: Bool

    /// Creates the context of one file.
    init(path: String, model: SourceModel, regions: FileRegions, configuration: LintConfiguration, project: ProjectIndex) {
        self.path = path
        self.model = model
        self.regions = regions
        self.configuration = configuration
        self.project = project
        projectedNames = Set(model.tokens.compactMap { $0.text.hasPrefix("$") ? String($0.text.dropFirst()) : nil })
        var localized: Set<String> = []
        let localizing: Set<String> = [
            "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "LocalizationValue", "localizedString",
        ]
        for call in model.calls {
            let isLocalizing = localizing.contains(call.name) || configuration.localizingFunctions.contains(call.name)
                || (call.arguments.first?.label == "localized")
            guard isLocalizing else { continue }
            for argument in call.arguments {
                for index in argument.tokens where model.tokens[index].kind == .identifier {
                    localized.insert(model.tokens[index].name)
                }
            }
        }
        // Names used as resource names or addresses (`Image(placeholder)`, `Image(systemName: icon)`,
        // `URL(string: link)`): they hold identifiers, not text, whatever they are called.
        let resourceCalls: Set<String> = ["Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor", "URL", "Font"]
        var resources: Set<String> = []
        for call in model.calls where resourceCalls.contains(call.name) {
            for argument in call.arguments where argument.label == nil || ["systemName", "named", "string"].contains(argument.label ?? "") {
                if argument.tokens.count == 1, model.tokens[argument.tokens.lowerBound].kind == .identifier {
                    resources.insert(model.tokens[argument.tokens.lowerBound].name)
                }
            }
        }
        resourceNames = resources
        var assigned: [String: [Int]] = [:]
        let tokens = model.tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index + 1].isSymbol("=") {
            if index > 0, tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var") { continue }
            if index > 0, tokens[index - 1].isSymbol("."), !(index > 1 && tokens[index - 2].text == "self") { continue }
            assigned[tokens[index].name, default: []].append(index)
        }
        assignments = assigned
        let frameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WidgetKit"]
        importsUserInterface = tokens.indices.dropLast().contains {
            tokens[$0].isWord("import") && frameworks.contains(tokens[$0 + 1].text)
        }
        var shown: Set<String> = []
        for call in model.calls {
            let displayed = Self.displayedArgumentOf(call, model)
            let passesOn = call.name.first?.isUppercase == true && !call.isMember
            for argument in call.arguments
                where argument == displayed || passesOn || argument.label.map({ Self.isLabelWord($0, configuration) }) == true {
                shown.formUnion(Self.names(in: argument.tokens, model))
            }
        }
        shownNames = shown
        // `title.localized`, `title.localized()`, `title.localizedString`: localized through a member.
        for index in model.tokens.indices.dropFirst().dropLast() where model.tokens[index].isSymbol(".") {
            let member = model.tokens[index + 1]
            let base = model.tokens[index - 1]
            guard base.kind == .identifier, member.kind == .identifier,
                  Self.isLocalizingMember(member.text) || configuration.localizingFunctions.contains(member.text) else { continue }
            localized.insert(base.name)
        }
        localizedNames = localized
    }

    // MARK: - Types and names

    /// Whether type `index` builds UI: a view-like conformance here, or a view-like type declared elsewhere.
    func isViewLike(_ index: Int) -> Bool {
        let type = model.types[index]
        if type.kind == .protocol { return false }
        if ProjectIndex.isViewLike(type.inheritance, configuration: configuration) { return true }
        // A declaration is view-like through its own list or an extension adding the conformance; an extension
        // borrows it from the extended type's declaration (or another extension) anywhere in the project.
        guard type.kind == .extension else { return project.viewExtensionNames.contains(type.simpleName) }
        return ProjectIndex.viewProtocols.contains(type.simpleName) || project.viewTypeNames.contains(type.simpleName)
    }

    /// Whether `name` says a person reads it: a label word, or a name whose last camel-case word is one.
    /// A trailing `Text` or `String` is looked through: `titleText`, `buttonText`, `messageString`.
    func isLabelName(_ name: String) -> Bool {
        if name.hasPrefix("debug") { return false }
        let lower = name.lowercased()
        if configuration.labelWords.contains(lower) { return true }
        guard let lastUpper = name.lastIndex(where: { $0.isUppercase }), lastUpper != name.startIndex else { return false }
        let lastWord = name[lastUpper...].lowercased()
        if lastWord == "text" || lastWord == "string" {
            let stem = String(name[..<lastUpper])
            return isLabelName(stem) || NameTables.controlWords.contains(Self.lastWord(of: stem).lowercased())
        }
        return configuration.labelWords.contains(lastWord)
    }

    /// The last camel-case word of a name (the whole name when it has no inner capital).
    static func lastWord(of name: String) -> Substring {
        guard let lastUpper = name.lastIndex(where: { $0.isUppercase }), lastUpper != name.startIndex else {
            return Substring(name)
        }
        return name[lastUpper...]
    }

    /// Whether a property is a standard protocol's requirement, typed by the protocol rather than chosen as a
    /// label: `description` (`CustomStringConvertible`, declared here or in an extension elsewhere) and the
    /// `LocalizedError` texts of a view-like type that conforms in its own list.
    func isConformanceRequirement(_ property: PropertyDeclaration) -> Bool {
        let inheritance = model.types[property.owner].inheritance
        switch property.name {
        case "description":
            // Without `CustomStringConvertible` anywhere in the project, `description` is a member like any other.
            return inheritance.contains("CustomStringConvertible") || inheritance.contains("LosslessStringConvertible")
                || project.describedTypes.contains(model.types[property.owner].simpleName)
        case "debugDescription", "localizedDescription":
            return !isViewLike(property.owner) || inheritance.contains("CustomStringConvertible")
        case "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor":
            return inheritance.contains("LocalizedError")
        default:
            return false
        }
    }

    /// Whether a written type is `String`, optional or not.
    static func isStringType(_ text: String?) -> Bool {
        guard var text else { return false }
        if text.hasPrefix("Swift.") { text.removeFirst(6) }
        return text == "String" || text == "String?" || text == "String!"
    }

    /// Whether a property holds what the user typed or picked: a property wrapper (`@State`, `@Binding`, …) other
    /// than an `@State` parameter (`isStateInput`), a `Binding` type, or a `$name` use that binds it to a control.
    func holdsUserInput(_ property: PropertyDeclaration) -> Bool {
        let harmless: Set<String> = ["@MainActor", "@ViewBuilder", "@Sendable", "@TaskLocal"]
        if property.attributes.contains(where: { $0.dropFirst().first?.isUppercase == true && !harmless.contains($0) }),
           !isStateInput(property) {
            return true
        }
        if property.typeText?.hasPrefix("Binding") == true { return true }
        return isProjected(property) || localizedNames.contains(property.name)
            || resourceNames.contains(property.name)
    }

    /// Whether the type declaring `property` (its declaration and same-file extensions) binds it with `$name`:
    /// another view's `$title` in the same file says nothing about this one.
    func isProjected(_ property: PropertyDeclaration) -> Bool {
        guard projectedNames.contains(property.name) else { return false }
        let projected = "$" + property.name
        let name = model.types[property.owner].simpleName
        return model.types.contains { type in
            guard type.simpleName == name, let scope = type.bodyScope else { return false }
            return model.tokens[model.scopes[scope].start...model.scopes[scope].end].contains { $0.text == projected }
        }
    }

    /// Names given localized text in this file: a property or local initialized from, or assigned, a localizing
    /// expression (`let title = String(localized: "Monthly")`, `label = NSLocalizedString(…)`).
    var localizedValueNames: Set<String> {
        var names: Set<String> = []
        for property in model.properties {
            if let initializer = property.initializer, isLocalized(initializer) { names.insert(property.name) }
        }
        for scope in model.scopes {
            for binding in scope.bindings {
                if let initializer = binding.initializer, isLocalized(initializer) { names.insert(binding.name) }
            }
        }
        let tokens = model.tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index + 1].isSymbol("=") {
            var end = index + 2
            while end < tokens.count, tokens[end].line == tokens[index + 2].line { end += 1 }
            if isLocalized((index + 2)..<end) { names.insert(tokens[index].name) }
        }
        return names
    }

    /// `@State var title: String` that the view never sets nor binds (no `title = …`, no `$title`), without a
    /// value or with `""`, and not private: seen in real apps as a parameter filled by the memberwise initializer
    /// (`GroupBoxHeadline(title: "Version")`), so it holds what the caller passes, not what the user typed.
    func isStateInput(_ property: PropertyDeclaration) -> Bool {
        guard property.attributes == ["@State"], !property.modifiers.contains("private"),
              !property.modifiers.contains("fileprivate"), Self.isStringType(property.typeText),
              property.initializer.map({ StringTypedLabelRule.isEmptyDefault($0, self) }) ?? true,
              !isProjected(property) else { return false }
        let tokens = model.tokens
        for index in tokens.indices where index != property.nameIndex && tokens[index].kind == .identifier
            && tokens[index].name == property.name {
            if index > 0, tokens[index - 1].isSymbol("."), !(index > 1 && tokens[index - 2].text == "self") { continue }
            if index + 1 < tokens.count, tokens[index + 1].isSymbol("=") || tokens[index + 1].isSymbol("+=") { return false }
            if index + 2 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].text == "append" { return false }
        }
        return true
    }

    /// What callers pass for a stored property, through the initializer parameter of the same name or the
    /// memberwise label; nil for a computed property, one with a real default, or when no caller is seen.
    func evidence(for property: PropertyDeclaration) -> ProjectIndex.ArgumentEvidence? {
        guard property.initializer.map({ StringTypedLabelRule.isEmptyDefault($0, self) }) ?? true,
              property.accessors == nil || !property.isComputed else { return nil }
        let typeName = model.types[property.owner].simpleName
        for function in model.functions where function.kind == .`init` {
            guard let owner = function.owner, model.types[owner].simpleName == typeName,
                  let parameter = function.parameters.first(where: { $0.name == property.name }) else { continue }
            return evidence(for: parameter, of: function)
        }
        return project.arguments[ProjectIndex.argumentKey(callee: typeName, label: property.name, position: -1)]?
            .weighed(forName: property.name)
    }

    /// What callers pass for a parameter of `function` (by label, or by position when unlabeled).
    func evidence(for parameter: Parameter, of function: FunctionDeclaration) -> ProjectIndex.ArgumentEvidence? {
        if function.kind == .`init`,
           !(function.owner.map { project.declaredTypes.contains(model.types[$0].simpleName) } ?? false) {
            return nil
        }
        guard let key = ProjectIndex.parameterKey(parameter, of: function, model) else { return nil }
        // Calls inside the declaring type decide for its own methods: another type's `sectionHeader("Video")` says
        // nothing about this one's `sectionHeader(_:)`. A private method is only called from its type (and file).
        let owner = function.owner.map { model.types[$0].simpleName } ?? ""
        let local = project.fileArguments[ProjectIndex.localKey(path: path, type: owner, key: key)]
        let isPrivate = function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
        if function.kind != .`init`, local != nil || isPrivate { return local?.weighed(forName: parameter.name) }
        return project.arguments[key]?.weighed(forName: parameter.name)
    }

    /// What callers pass for a parameter of `function`, together with what reaches it through helpers that pass
    /// their own parameter on (`NSAlert.showModal(title: "…")` calling `NSAlert(title: title, …)`), up the chain.
    func shownEvidence(for parameter: Parameter, of function: FunctionDeclaration) -> ProjectIndex.ArgumentEvidence {
        var result = evidence(for: parameter, of: function) ?? ProjectIndex.ArgumentEvidence()
        guard let key = ProjectIndex.parameterKey(parameter, of: function, model) else { return result }
        result.add(project.forwardedEvidence(to: key))
        return result
    }

    /// The values the type declaring `property` assigns to it (`title = …`, `self.title = …`), each as the tokens
    /// up to the end of its line; empty when the type never assigns it.
    func assignedValues(of property: PropertyDeclaration) -> [Range<Int>] {
        guard let scope = model.types[property.owner].bodyScope else { return [] }
        let tokens = model.tokens
        let body = model.scopes[scope]
        var values: [Range<Int>] = []
        for index in assignments[property.name] ?? [] where index > body.start && index + 2 < body.end && index != property.nameIndex {
            var end = index + 2
            while end < body.end, tokens[end].line == tokens[index + 2].line, !tokens[end].isSymbol("}"), !tokens[end].isSymbol(";") {
                end += 1
            }
            // `self.title = title` forwards the initializer's parameter: its callers decide.
            if end == index + 3, tokens[index + 2].kind == .identifier, tokens[index + 2].name == property.name { continue }
            values.append((index + 2)..<end)
        }
        return values
    }

    /// Whether every caller seen passes data (not a word literal) for a stored property: then it carries data. A
    /// word the project allows verbatim is no word here.
    func onlyDataPassed(to property: PropertyDeclaration) -> Bool {
        evidence(for: property).map { $0.literals == 0 && $0.others + $0.allowed > 0 } ?? false
    }

    /// Whether every caller seen passes data for a parameter of `function`.
    func onlyDataPassed(to parameter: Parameter, of function: FunctionDeclaration) -> Bool {
        evidence(for: parameter, of: function).map { $0.literals == 0 && $0.others + $0.allowed > 0 } ?? false
    }

    // MARK: - Expressions

    /// Whether the tokens of `range` call something that localizes (`String(localized:)`, `NSLocalizedString`,
    /// `LocalizedStringKey`, `.localized`, SwiftGen's `L10n`, R.swift's `R.string`, or a configured wrapper).
    func isLocalized(_ range: Range<Int>) -> Bool {
        let tokens = model.tokens
        for index in range {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            let text = token.text
            if ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "L10n", "localizedString",
                "Strings", "Localizable", "LocalizedString"].contains(text) || Self.isLocalizingMember(text)
                || configuration.localizingFunctions.contains(text) {
                return true
            }
            if text == "R", index + 2 < range.upperBound, tokens[index + 2].text == "string" { return true }
            if text == "String" || text == "AttributedString" || text == "Text",
               index + 2 < range.upperBound, tokens[index + 1].isSymbol("("), tokens[index + 2].text == "localized" {
                return true
            }
        }
        return false
    }

    /// Whether a member name returns localized text: `localized`, `localizedDescription`, `localizedString(…)`,
    /// and the projects' own wrappers seen in real apps — `localize()`, British `localised`/`localisedString`,
    /// `translated`, `i18n`; not the case and comparison helpers (`localizedCapitalized`,
    /// `localizedStandardCompare`).
    static func isLocalizingMember(_ name: String) -> Bool {
        if name == "translated" || name == "i18n" { return true }
        guard name.hasPrefix("localize") || name.hasPrefix("localise") else { return false }
        return !["Capitalized", "Uppercase", "Lowercase", "Compare", "Contains", "Range"].contains { name.contains($0) }
    }

    /// The string literals in `range` that hold a letter (a word a person could read), excluding allowed words.
    func wordLiterals(_ range: Range<Int>) -> [Int] {
        range.filter { index in
            let token = model.tokens[index]
            guard token.kind == .string else { return false }
            let value = LiteralText.visibleText(of: token)
            if configuration.allowedWords.contains(value) || configuration.allowedWords.contains(LiteralText.value(of: token) ?? "") {
                return false
            }
            return value.contains { $0.isLetter }
        }
    }

    /// The word literals in a body that are results, not arguments: after `return`, `{`, `in`, `=`, a ternary's
    /// `?`/`:`, a `case …:`, or `+`, and a phrase after `??`. A literal after an argument label (`separator: ", and "`) is not a result, nor
    /// one assigned to a member of another value (`formatter.dateFormat = "MMM dd"`), which configures that value.
    func returnedWordLiterals(_ range: Range<Int>) -> [Int] {
        let tokens = model.tokens
        var joined: Set<String>?
        return wordLiterals(range).filter { index in
            guard index > 0 else { return true }
            let previous = tokens[index - 1]
            // `parts.append("priority \(p)")` where the body joins `parts` (`parts.joined(separator: ", ")`): a part of
            // the text it builds, as returned as a literal after `return`.
            if previous.isSymbol("("), index >= 4, index + 1 < tokens.count, tokens[index + 1].isSymbol(")"),
               tokens[index - 2].text == "append", tokens[index - 3].isSymbol("."), tokens[index - 4].kind == .identifier {
                let names = joined ?? Self.joinedNames(range, tokens)
                joined = names
                return names.contains(tokens[index - 4].name)
            }
            if previous.kind == .keyword { return previous.text == "return" || previous.text == "in" || previous.text == "else" }
            if previous.isSymbol("="), index >= 4, tokens[index - 2].kind == .identifier, tokens[index - 3].isSymbol("."),
               tokens[index - 4].kind == .identifier {
                return false
            }
            if previous.isSymbol("{") || previous.isSymbol("?") || previous.isSymbol("+") || previous.isSymbol("=") {
                return true
            }
            // `?? "No Goal Set"`: a phrase is the result when the value is missing; a one-word placeholder
            // (`?? "Unknown"` after a bundle's version) stands for data that is always there.
            // A word in a script without case (`?? "等待数据"`) is no version string nor identifier: a phrase too.
            if previous.kind == .operator, previous.text == "??" {
                let visible = LiteralText.visibleText(of: tokens[index])
                return visible.contains(" ") || visible.unicodeScalars.contains(where: LiteralText.isCaselessLetter)
            }
            if previous.isSymbol(":"), index >= 3 {
                let labelled = tokens[index - 2].kind == .identifier
                    && (tokens[index - 3].isSymbol("(") || tokens[index - 3].isSymbol(","))
                return !labelled
            }
            return false
        }
    }

    /// The names a body joins into one string: `parts` in `parts.joined(separator: ", ")`.
    private static func joinedNames(_ range: Range<Int>, _ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for index in range.dropFirst().dropLast(2) where tokens[index].isSymbol(".") && tokens[index + 1].text == "joined" {
            if tokens[index - 1].kind == .identifier, tokens[index + 2].isSymbol("(") { names.insert(tokens[index - 1].name) }
        }
        return names
    }

    /// The returned word literals that read as prose rather than identifiers: words with a space (`"Not yet"`) or
    /// a capitalized word (`"Never"`), not `"star.fill"`, `"home"` or `"https://…"`. None when the returned literals
    /// are a list of names (`LiteralText.isNameList`: `"OpenAI"`, `"xAI"`, `"Anthropic"`, …).
    func returnedProseLiterals(_ range: Range<Int>) -> [Int] {
        let literals = returnedWordLiterals(range)
        guard !LiteralText.isNameList(literals.lazy.map { LiteralText.visibleText(of: self.model.tokens[$0]) }) else {
            return []
        }
        return literals.filter(isProseLiteral)
    }

    /// Whether token `index` is a string literal with words that reads as prose (`wordLiterals` and
    /// `isProseLiteral` of that one token): the test every rule asks of a literal a person would read.
    func isProseWordLiteral(_ index: Int) -> Bool {
        model.tokens[index].kind == .string && !wordLiterals(index..<(index + 1)).isEmpty && isProseLiteral(index)
    }

    /// Whether the literal at `index` reads as prose rather than an identifier: words (outside its
    /// interpolations) with a space (`"Not yet"`), a capitalized word (`"Never"`), or a word in a script without
    /// case (`"小时"`, `"设置"`), which no identifier is written in.
    func isProseLiteral(_ index: Int) -> Bool {
        let body = LiteralText.visibleText(of: model.tokens[index]).trimmingCharacters(in: ["\"", "#"])
        let startsUpper = body.first?.isUppercase == true && body.contains { $0.isLowercase }
        let caseless = body.unicodeScalars.contains(where: LiteralText.isCaselessLetter)
        return ((body.contains(" ") && body.contains { $0.isLetter }) || startsUpper || caseless) && LiteralText.isProse(body)
    }

    /// What a name used at token `index` inside `scope` refers to.
    enum Resolution {
        case member(PropertyDeclaration)
        case parameter(Parameter, FunctionDeclaration)
        case local(Binding)
        case unknown
    }

    /// Resolves `name` at token `index`: locals and closure parameters first, then the enclosing function's
    /// parameters, then members of the enclosing type. A shadowing local always wins, so ambiguity stays silent.
    func resolve(_ name: String, at index: Int, scope: Int?, memberOnly: Bool = false) -> Resolution {
        for scopeIndex in model.scopeChain(from: scope) {
            let current = model.scopes[scopeIndex]
            switch current.kind {
            case .type(let type):
                if let property = model.members(of: type).first(where: { $0.name == name }) { return .member(property) }
                return .unknown
            case .function(let function):
                if !memberOnly, let binding = current.bindings.last(where: { $0.name == name && $0.index < index }) {
                    return .local(binding)
                }
                if !memberOnly, let parameter = model.functions[function].parameters.first(where: { $0.name == name }) {
                    return .parameter(parameter, model.functions[function])
                }
            default:
                if !memberOnly, let binding = current.bindings.last(where: { $0.name == name && $0.index < index }) {
                    return .local(binding)
                }
            }
        }
        return .unknown
    }

    /// The single name an argument is: `title` or `self.title` (with `memberOnly` true for the latter).
    func nameArgument(_ range: Range<Int>) -> (name: String, index: Int, memberOnly: Bool)? {
        let tokens = model.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .identifier, !tokens[range.lowerBound].text.hasPrefix("$") {
            return (tokens[range.lowerBound].name, range.lowerBound, false)
        }
        if range.count == 3, tokens[range.lowerBound].text == "self", tokens[range.lowerBound + 1].isSymbol("."),
           tokens[range.lowerBound + 2].kind == .identifier {
            return (tokens[range.lowerBound + 2].name, range.lowerBound + 2, true)
        }
        return nil
    }

    /// Whether the file is a test (compared strings there are expectations, not logic).
    var isTestFile: Bool {
        DeveloperCode.isTestPath(path)
    }

    /// The first unlabeled argument of a call that shows text, if `call` is one.
    func displayedArgument(_ call: CallSite) -> Argument? {
        Self.displayedArgumentOf(call, model)
    }

    static func displayedArgumentOf(_ call: CallSite, _ model: SourceModel) -> Argument? {
        switch NameTables.shownArgument(ofCall: call.name, isMember: call.isMember) {
        case .labelled(let label)?: return call.arguments.first { $0.label == label && !$0.tokens.isEmpty }
        case nil: return nil
        case .first?: break
        }
        if call.isMember == false, call.nameIndex > 0, model.tokens[call.nameIndex - 1].isSymbol(".") { return nil }
        guard let first = call.arguments.first, first.label == nil, !first.tokens.isEmpty else { return nil }
        // `Text(value, format: .number)` formats a value (`Text(_:format:)`): nothing is shown verbatim.
        if call.name == "Text", call.arguments.contains(where: { $0.label == "format" || $0.label == "formatter" }) { return nil }
        return first
    }

    /// The names an expression uses directly (`title`, `self.title`, `title ?? ""`, `"\(title)!"`), not members
    /// of other values (`item.title`).
    static func names(in range: Range<Int>, _ model: SourceModel) -> Set<String> {
        var names: Set<String> = []
        for index in range {
            let token = model.tokens[index]
            if token.kind == .identifier {
                let afterDot = index > 0 && model.tokens[index - 1].isSymbol(".")
                // `self.title`, and static members `Self.title` / `Banner.title`.
                let receiver = index > 1 ? model.tokens[index - 2] : nil
                let afterSelf = receiver.map { $0.text == "self" || $0.text == "Self" || ($0.kind == .identifier && $0.text.first?.isUppercase == true) } ?? false
                if !afterDot || afterSelf { names.insert(token.name) }
            } else if token.kind == .string, token.isInterpolated {
                var rest = Substring(token.text)
                while let open = rest.range(of: "\\(") ?? rest.range(of: "\\#(") {
                    rest = rest[open.upperBound...]
                    var name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    if name.hasPrefix("self.") { name = name.dropFirst(5) }
                    let first = name.prefix { $0 != "." }
                    if !first.isEmpty { names.insert(String(first)) }
                }
            }
        }
        return names
    }

    private static func isLabelWord(_ label: String, _ configuration: LintConfiguration) -> Bool {
        configuration.labelWords.contains(label.lowercased())
            || configuration.labelWords.contains(lastWord(of: label).lowercased())
    }

    /// Whether the file reads `property`: a use of its name (`value.title`, `$0.title`, `\.title`, a bare `title`,
    /// also inside an interpolation, `"Error: \(alertMessage)"`) other than its declaration, an assignment to it
    /// (`alertMessage = "…"`, `self.alertMessage = …`), an argument label (`Alert(message: …)`) or an implicit member
    /// (`.font(.title)`). A view's state that is only written is shown by nothing (tune-11's AirQualityApp: the
    /// `Alert` showing `alertMessage` sits in a `/* … */` block); so is an unread member of a private type (tune-9's
    /// mycost: `private enum StatsPeriod` with a `title` nothing asks for).
    func isRead(_ property: PropertyDeclaration) -> Bool {
        let tokens = model.tokens
        let writes = Set(assignments[property.name] ?? [])
        return tokens.indices.contains { index in
            if tokens[index].kind == .string, tokens[index].isInterpolated {
                return ProjectIndex.interpolatedNames(tokens[index].text).contains(property.name)
            }
            guard index != property.nameIndex, tokens[index].kind == .identifier, tokens[index].name == property.name,
                  !writes.contains(index) else { return false }
            if index >= 1, index + 1 < tokens.count, tokens[index + 1].isSymbol(":"),
               tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(",") { return false }
            guard index >= 2, tokens[index - 1].isSymbol(".") else { return true }
            let receiver = tokens[index - 2]
            return receiver.kind == .identifier || receiver.kind == .keyword || receiver.kind == .string
                || [")", "]", "?", "!", "\\"].contains(receiver.text)
        }
    }
}
