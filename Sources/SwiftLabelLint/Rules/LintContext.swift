/// One file as the rules see it: its path, tokens and declarations, the configuration and the project facts,
/// with the shared questions rules ask (is this type a view, is this name a label, what does this name refer to).
public struct LintContext: Sendable {
    public var path: String
    public var model: SourceModel
    public var configuration: LintConfiguration
    public var project: ProjectIndex
    /// Names used as `$name` somewhere in the file: bound to a control, so they hold what the user typed.
    let projectedNames: Set<String>
    /// Names passed somewhere in the file into a localizing call (`LocalizedStringKey(title)`,
    /// `NSLocalizedString(title, …)`): the author localizes them on purpose, at run time.
    let localizedNames: Set<String>

    /// Creates the context of one file.
    public init(path: String, model: SourceModel, configuration: LintConfiguration, project: ProjectIndex) {
        self.path = path
        self.model = model
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
        if type.kind == "protocol" { return false }
        if type.kind == "extension", ProjectIndex.viewProtocols.contains(type.simpleName) { return true }
        return ProjectIndex.isViewLike(type.inheritance, configuration: configuration)
            || project.viewTypeNames.contains(type.simpleName)
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
            return isLabelName(stem) || Self.controlWords.contains(Self.lastWord(of: stem).lowercased())
        }
        return configuration.labelWords.contains(lastWord)
    }

    /// Words naming a control whose text is a label: `buttonText`, `linkText`.
    static let controlWords: Set<String> = ["button", "link", "action", "banner", "badge", "alert", "toast", "tab", "menu", "cta"]

    /// The last camel-case word of a name (the whole name when it has no inner capital).
    static func lastWord(of name: String) -> Substring {
        guard let lastUpper = name.lastIndex(where: { $0.isUppercase }), lastUpper != name.startIndex else {
            return Substring(name)
        }
        return name[lastUpper...]
    }

    /// Whether a written type is `String`, optional or not.
    static func isStringType(_ text: String?) -> Bool {
        guard var text else { return false }
        if text.hasPrefix("Swift.") { text.removeFirst(6) }
        return text == "String" || text == "String?" || text == "String!"
    }

    /// Whether a property holds what the user typed or picked: a property wrapper (`@State`, `@Binding`, …),
    /// a `Binding` type, or a `$name` use that binds it to a control.
    func holdsUserInput(_ property: PropertyDeclaration) -> Bool {
        let harmless: Set<String> = ["@MainActor", "@ViewBuilder", "@Sendable", "@TaskLocal"]
        if property.attributes.contains(where: { $0.dropFirst().first?.isUppercase == true && !harmless.contains($0) }) {
            return true
        }
        if property.typeText?.hasPrefix("Binding") == true { return true }
        return projectedNames.contains(property.name) || localizedNames.contains(property.name)
    }

    /// Whether every caller seen passes data (not a word literal) for a stored property of a view, through the
    /// memberwise initializer or an initializer parameter of the same name.
    func onlyDataPassed(to property: PropertyDeclaration) -> Bool {
        guard property.initializer == nil, property.accessors == nil || !property.isComputed else { return false }
        let typeName = model.types[property.owner].simpleName
        for function in model.functions where function.kind == "init" {
            guard let owner = function.owner, model.types[owner].simpleName == typeName,
                  let parameter = function.parameters.first(where: { $0.name == property.name }) else { continue }
            return onlyDataPassed(to: parameter, of: function)
        }
        return project.onlyDataPassed(callee: typeName, label: property.name, position: -1)
    }

    /// Whether every caller seen passes data for a parameter of `function`.
    func onlyDataPassed(to parameter: Parameter, of function: FunctionDeclaration) -> Bool {
        let callee: String
        if function.kind == "init" {
            guard let owner = function.owner else { return false }
            callee = model.types[owner].simpleName
        } else {
            callee = function.name
        }
        let position = function.parameters.filter { $0.label == "_" }.firstIndex { $0.nameIndex == parameter.nameIndex } ?? -1
        return project.onlyDataPassed(callee: callee, label: parameter.label, position: position)
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

    /// Whether a member name returns localized text: `localized`, `localizedDescription`, `localizedString(…)`;
    /// not the case and comparison helpers (`localizedCapitalized`, `localizedStandardCompare`).
    static func isLocalizingMember(_ name: String) -> Bool {
        guard name.hasPrefix("localized") else { return false }
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
    /// `?`/`:`, a `case …:`, or `+`. A literal after an argument label (`separator: ", and "`) is not a result.
    func returnedWordLiterals(_ range: Range<Int>) -> [Int] {
        let tokens = model.tokens
        return wordLiterals(range).filter { index in
            guard index > 0 else { return true }
            let previous = tokens[index - 1]
            if previous.kind == .keyword { return previous.text == "return" || previous.text == "in" || previous.text == "else" }
            if previous.isSymbol("{") || previous.isSymbol("?") || previous.isSymbol("+") || previous.isSymbol("=") {
                return true
            }
            if previous.isSymbol(":"), index >= 3 {
                let labelled = tokens[index - 2].kind == .identifier
                    && (tokens[index - 3].isSymbol("(") || tokens[index - 3].isSymbol(","))
                return !labelled
            }
            return false
        }
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
        path.contains("Tests/") || path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift")
    }

    /// Calls whose first unlabeled argument is text shown to a person.
    static let displayCalls: Set<String> = [
        "Text", "Label", "Button", "Toggle", "TextField", "SecureField", "Section", "Picker", "Link", "Menu",
        "NavigationLink", "LabeledContent", "DatePicker", "Stepper", "ProgressView", "GroupBox", "DisclosureGroup",
        "ColorPicker", "ControlGroup", "ContentUnavailableView", "MenuBarExtra", "WindowGroup", "Window", "Gauge",
    ]

    /// Modifiers whose first unlabeled argument is text shown (or spoken) to a person.
    static let displayModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "accessibilityLabel", "accessibilityHint",
        "help", "alert", "confirmationDialog", "badge", "accessibilityValue",
    ]

    /// The first unlabeled argument of a call that shows text, if `call` is one.
    func displayedArgument(_ call: CallSite) -> Argument? {
        let names = call.isMember ? Self.displayModifiers : Self.displayCalls
        guard names.contains(call.name) else { return nil }
        if call.isMember == false, call.nameIndex > 0, model.tokens[call.nameIndex - 1].isSymbol(".") { return nil }
        guard let first = call.arguments.first, first.label == nil, !first.tokens.isEmpty else { return nil }
        return first
    }
}
