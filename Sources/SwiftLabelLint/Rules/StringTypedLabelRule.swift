import Diagnostics
import Foundation

/// `string-typed-label`: in a view, a property or parameter whose name says a person reads it is typed `String`,
/// so Xcode never extracts it into the catalog and it stays in the source language everywhere.
///
/// ```swift
/// struct EmptyState: View {
///     let title: String                 // ↓ reported: use LocalizedStringKey
///     var body: some View { Text(title) }
/// }
/// EmptyState(title: "No Items")        // "No Items" is never translated
/// ```
/// Not reported: properties holding what the user typed or picked (`@State`, `@Binding`, `@AppStorage`, …, or
/// bound with `$title`), values already localized (`String(localized:)`, `NSLocalizedString`, configured wrappers),
/// computed properties that only forward data, model types (not view-like), and `@_disfavoredOverload`
/// `String` overloads beside a localized one (the library pattern SwiftUI itself uses).
struct StringTypedLabelRule: LintRule {
    let id = "string-typed-label"
    let severity = Severity.warning
    let summary = "A view's label property or parameter typed String is never extracted for translation."

    /// Creates the rule.
    init() {}

    /// The findings of this rule in one file.
    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for property in context.model.properties where Self.isEnumDisplayText(property, context) {
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' returns words typed 'String', so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"))
        }
        let displayed = Self.displayedNamesByType(context)
        for property in context.model.properties where Self.isShownViewText(property, displayed, context) {
            findings.append(finding(context, at: property.nameIndex, Self.returnsShownWords(property.name)))
        }
        for property in context.model.properties where Self.isShownModelText(property, context) {
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' of '\(context.model.types[property.owner].simpleName)' is shown as text and callers "
                    + "fill it with words, which are never extracted for translation; type it 'LocalizedStringResource'"))
        }
        for property in context.model.properties where Self.verdict(property, context) == .reported {
            // A computed label has no callers to change: its own literals are the fix.
            if property.isComputed, property.initializer == nil {
                findings.append(finding(context, at: property.nameIndex, Self.returnsShownWords(property.name)))
                continue
            }
            let advice = isPassedOn(property.name, context)
                ? "type it 'LocalizedStringResource', which keeps its translation when passed on"
                : "type it 'LocalizedStringKey' so callers' literals are extracted"
            findings.append(finding(context, at: property.nameIndex,
                "'\(property.name)' is a label typed 'String', so it is never extracted for translation; \(advice)"))
        }
        for function in context.model.functions
        where Self.isShownTextFunction(function, context) || Self.isInterpolatedViewFunction(function, displayed, context) {
            findings.append(finding(context, at: function.nameIndex, Self.returnsShownWords(function.name)))
        }
        // Overloads share their callers' evidence (it is keyed by name and label), so a label parameter is reported
        // once per family of same-named functions of a type, at its first overload.
        var reportedFamilies: Set<String> = []
        for function in context.model.functions {
            for (parameter, verdict) in Self.parameterVerdicts(function, context) where verdict == .reported {
                let family = Self.overloads(of: function, taking: parameter, context)
                let owner = function.owner.map { context.model.types[$0].simpleName } ?? ""
                guard reportedFamilies.insert("\(owner)|\(function.name)|\(parameter.label)|\(parameter.name)").inserted else { continue }
                let overloads = family > 1 ? " (in \(family) overloads of '\(function.name)')" : ""
                findings.append(finding(context, at: parameter.nameIndex,
                    "parameter '\(parameter.name)'\(overloads) is a label typed 'String', so callers' text is never extracted "
                        + "for translation; type it 'LocalizedStringResource' (or 'LocalizedStringKey')"))
            }
        }
        return findings
    }

    /// The message for a member whose own body returns the words that are shown.
    static func returnsShownWords(_ name: String) -> String {
        "'\(name)' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
            + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"
    }

    /// What the lint says about a property: nothing, a finding, or (no caller anywhere, no value of its own) a
    /// `label-without-callers` note.
    enum Verdict { case silent, reported, noCallers }

    /// Whether `property` is a label-named `String` property of a view-like type that this rule (or
    /// `label-without-callers`) reports.
    static func isReported(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        verdict(property, context) != .silent
    }

    /// The verdict on a property: a label-named `String` property of a view-like type is reported when it holds
    /// words itself (a default, an assignment in its type, a computed body), or when some caller passes it a word
    /// literal; with no caller and no value of its own there is no evidence either way (`noCallers`).
    static func verdict(_ property: PropertyDeclaration, _ context: LintContext) -> Verdict {
        guard context.isViewLike(property.owner), context.isLabelName(property.name),
              context.shownNames.contains(property.name), !isProtocolValueName(property.name),
              !context.holdsUserInput(property), !context.isConformanceRequirement(property) else { return .silent }
        if let initializer = property.initializer, !isEmptyDefault(initializer, context) {
            if context.isLocalized(initializer) { return .silent }
            let words = context.wordLiterals(initializer)
            guard !words.isEmpty else { return .silent }
            return LintContext.isStringType(property.typeText)
                || (property.typeText == nil && initializer.count == 1 && context.model.tokens[initializer.lowerBound].kind == .string)
                ? .reported : .silent
        }
        guard LintContext.isStringType(property.typeText) else { return .silent }
        if let accessors = property.accessors, property.isComputed {
            return !context.isLocalized(accessors) && !context.returnedProseLiterals(accessors).isEmpty ? .reported : .silent
        }
        let assigned = context.assignedValues(of: property)
        if !assigned.isEmpty {
            // The type fills it itself: its own values decide (`saveLabel = String(localized: …)` is localized).
            let words = assigned.contains { !context.isLocalized($0) && !context.wordLiterals($0).isEmpty }
            return words ? .reported : .silent
        }
        guard let evidence = context.evidence(for: property) else { return .noCallers }
        return evidence.literals > 0 ? .reported : .silent
    }

    /// Label-shaped names that hold protocol values (`authHeader`, `httpHeader`, `requestHeader`).
    static func isProtocolValueName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["auth", "http", "request", "response", "api", "cookie"].contains { lower.hasPrefix($0) }
    }

    /// `= nil` or `= ""`: a default that callers replace, so the property is judged like one without a value.
    static func isEmptyDefault(_ initializer: Range<Int>, _ context: LintContext) -> Bool {
        guard initializer.count == 1 else { return false }
        let token = context.model.tokens[initializer.lowerBound]
        return token.text == "nil" || token.text == "\"\""
    }

    /// An enum's label-named computed `String` that returns prose literals (`case .home: return "Home"`): the
    /// display name of each case, shown wherever the enum is. Enum cases are not decoded data, so this holds
    /// outside views too — but only in an app (the project has views) and in a file that imports a UI framework,
    /// so a command-line tool's messages are left alone. Literals that look like identifiers (`"star.fill"`,
    /// `"home"`) do not count.
    ///
    /// Beyond enums' label-named members: any computed `String` of a type that is not a view (`displayName`,
    /// `name`, `statusText`, a `description` without `CustomStringConvertible`) whose name some shown argument in the
    /// project uses (`Text(source.displayName)`) — it returns text a person reads, whatever it is called.
    static func isEnumDisplayText(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        guard !context.project.viewTypeNames.isEmpty, !context.isViewLike(property.owner),
              LintContext.isStringType(property.typeText), property.isComputed, let accessors = property.accessors,
              context.importsUserInterface
                || StringIntoTextRule.isObservableModel(context.model.types[property.owner], context.model.tokens)
                || isShownEnumMember(property.name, owner: property.owner, context, sentences: {
                    returnsSentences(accessors, context)
                })
                || returnsOnlyFallbackPhrases(accessors, context),
              !context.isConformanceRequirement(property), !context.isLocalized(accessors),
              !property.name.hasPrefix("debug"), !isUnreadPrivateMember(property, context) else { return false }
        let shown = context.project.isShown(property.name, on: context.model.types[property.owner].simpleName)
            && !(property.name == "description" && context.project.describedTypes.contains(context.model.types[property.owner].simpleName))
        guard shown || (context.isLabelName(property.name) && isEnum(property.owner, context)) else { return false }
        return !context.returnedProseLiterals(accessors).isEmpty
    }

    /// A computed `String` of a view whose name says nothing (`locationText`, `warning`, `selectedSummary`) but
    /// whose result the same type shows (`Text(warning!)`, `Text("Coordinates: \(locationText)")`) and whose body
    /// returns prose literals (`return "not set"`): a label in all but name. An interpolated `String` is not
    /// translated with the key around it. Label-named properties are judged by `verdict`.
    static func isShownViewText(_ property: PropertyDeclaration, _ displayed: [Int: Set<String>], _ context: LintContext) -> Bool {
        guard context.isViewLike(property.owner), !context.isLabelName(property.name), property.isComputed,
              LintContext.isStringType(property.typeText), let accessors = property.accessors,
              displayed[property.owner]?.contains(property.name) == true, !property.name.hasPrefix("debug"),
              !context.isConformanceRequirement(property), !context.resourceNames.contains(property.name),
              !context.isLocalized(accessors) else { return false }
        return !context.returnedProseLiterals(accessors).isEmpty
    }

    /// For each type of the file, the names its own shown arguments use (`Text(warning!)`, `.alert(title)`,
    /// `Text("… \(self.summary)")`): a name resolves inside the type that declares it. A name also shown whole
    /// (`Text(lastSyncString)`, `Text("\(status)")`) is left out: `string-into-text` reports that use, and one
    /// problem gets one finding.
    static func displayedNamesByType(_ context: LintContext) -> [Int: Set<String>] {
        var names: [Int: Set<String>] = [:]
        var whole: [Int: Set<String>] = [:]
        for call in context.model.calls {
            guard let argument = context.displayedArgument(call),
                  let type = context.model.enclosingType(of: call.scope) else { continue }
            names[type, default: []].formUnion(LintContext.names(in: argument.tokens, context.model))
            if let (name, _, _) = context.nameArgument(argument.tokens) ?? StringIntoTextRule.interpolatedName(argument.tokens, context) {
                whole[type, default: []].insert(name)
            }
        }
        return names.mapValues { $0 }.merging(whole) { shown, wholeNames in shown.subtracting(wholeNames) }
    }

    /// A stored label-named `String` of a model type (not a view) that the project shows (`Text(page.title)`) and
    /// that code builds with word literals (`OnboardingPage(title: "Track your habits")`): UI text kept in a model.
    static func isShownModelText(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        guard !context.project.viewTypeNames.isEmpty, !property.isComputed, property.initializer == nil,
              LintContext.isStringType(property.typeText), !context.isViewLike(property.owner),
              context.isLabelName(property.name),
              context.project.isShown(property.name, on: context.model.types[property.owner].simpleName),
              !context.isConformanceRequirement(property), context.model.types[property.owner].kind != .enum,
              !context.model.types[property.owner].inheritance.contains(where: { ["Codable", "Decodable", "Model"].contains($0) }),
              let evidence = context.evidence(for: property) else { return false }
        // Only built from words, in a UI file: a model some code fills with data (or a sample title) is data. A phrase
        // tells it, or two distinct word literals or more (`AppIconOption(label: "Default")`, `(label: "Dark")`): a
        // label-named field every caller fills with words is a label, one word or several; one word written at two
        // call sites (`Tag(title: "Work")` twice) is still one word.
        return context.importsUserInterface && context.model.types[property.owner].kind == .struct
            && (evidence.phrases > 0 || evidence.words.count >= 2) && evidence.others == 0
    }

    /// A `String`-returning function of a type that is not a view (or a free function) whose result some shown
    /// argument in the project uses (`Text(displayName(for: kind))`) and whose body returns prose literals. In a file
    /// without a UI framework, a function called on its own type's name where it is shown
    /// (`Text(LocationFormatter.directionName(d))`: `ProjectIndex.qualifiedShown`) counts too.
    static func isShownTextFunction(_ function: FunctionDeclaration, _ context: LintContext) -> Bool {
        // Asked only in a file without a UI framework: it builds a string.
        func shownOnItsType() -> Bool {
            guard let owner = function.owner else { return false }
            return context.project.qualifiedShown.contains("\(context.model.types[owner].simpleName).\(function.name)")
        }
        guard function.kind == .func, !context.project.viewTypeNames.isEmpty,
              context.importsUserInterface || shownOnItsType()
                || function.owner.map({ isShownEnumMember(function.name, owner: $0, context) }) == true,
              LintContext.isStringType(function.returnType),
              function.owner.map({ context.project.isShown(function.name, on: context.model.types[$0].simpleName) })
                ?? context.project.shownMembers.contains(function.name),
              function.owner.map({ !context.isViewLike($0) }) ?? true, !function.name.hasPrefix("debug") else { return false }
        return returnsUnlocalizedProse(function, context)
    }

    /// Whether `function` has a body, localizes nothing in it, and returns prose literals (`return "Aquarius"`).
    private static func returnsUnlocalizedProse(_ function: FunctionDeclaration, _ context: LintContext) -> Bool {
        guard let scope = function.bodyScope, context.model.scopes[scope].end > context.model.scopes[scope].start else {
            return false
        }
        let body = (context.model.scopes[scope].start + 1)..<context.model.scopes[scope].end
        return !context.isLocalized(body) && !context.returnedProseLiterals(body).isEmpty
    }

    /// A view's own `String` function whose result the same view shows inside a key's interpolation
    /// (`Text("Zodiac Sign: \(getZodiacSign())")`) and whose body returns prose literals (`return "Aquarius"`): the
    /// interpolated `String` is not translated with the key around it. A call shown whole (`Text(sign())`) is
    /// `string-into-text`'s finding. Evidence: tune-11's projectBirth.
    static func isInterpolatedViewFunction(_ function: FunctionDeclaration, _ displayed: [Int: Set<String>],
                                           _ context: LintContext) -> Bool {
        guard function.kind == .func, let owner = function.owner, context.isViewLike(owner),
              LintContext.isStringType(function.returnType), displayed[owner]?.contains(function.name) == true,
              !function.name.hasPrefix("debug"), returnsUnlocalizedProse(function, context) else { return false }
        let tokens = context.model.tokens
        // Asked last: it reads every call of the file.
        let shownWhole = context.model.calls.contains { call in
            guard let argument = context.displayedArgument(call), argument.tokens.count >= 3 else { return false }
            return tokens[argument.tokens.lowerBound].kind == .identifier && tokens[argument.tokens.lowerBound].name == function.name
                && tokens[argument.tokens.lowerBound + 1].isSymbol("(")
        }
        return !shownWhole
    }

    /// A label-named member of an enum shown through a value named like the enum
    /// (`.navigationBarTitle(menu.title())` for `enum MoviesMenu`): the display text of each case, even in a file
    /// that imports only Foundation. Enum cases are not decoded data, and a command-line target's files are never
    /// linted as an app's (`DeveloperCode`). A member named otherwise (`displayName`) still needs a UI file — by name
    /// alone, shown somewhere is weak evidence, and such enums in model files often hold product names
    /// (`"Apple TV"`) — unless every prose literal it returns is a sentence (`detail` giving `"Quick answers and
    /// lookups."`), which no product name is. For the same reason the member's name alone is not enough here either: some shown receiver
    /// must share a word with the enum's name (`menu` and `MoviesMenu`; not `toast.message` for `enum SyncError`),
    /// and a file of sample data (a path naming mocks, samples, fixtures or stubs) is not the app's text.
    /// A member whose name is not a label's (`detail`) counts when every prose literal it returns is a sentence
    /// (`sentences`, asked last): product names are not sentences.
    private static func isShownEnumMember(_ name: String, owner: Int, _ context: LintContext,
                                          sentences: () -> Bool = { false }) -> Bool {
        guard isEnum(owner, context), !DeveloperCode.isSampleDataPath(context.path),
              let receivers = context.project.shownReceivers[name] else { return false }
        let typeWords = Set(DeveloperCode.camelWords(Substring(context.model.types[owner].simpleName)).map { $0.lowercased() })
        let named = receivers.contains { receiver in
            DeveloperCode.camelWords(Substring(receiver)).contains { typeWords.contains($0.lowercased()) }
        }
        return named && (context.isLabelName(name) || sentences())
    }

    /// Whether `property` belongs to a `private` or `fileprivate` type (or one nested in such a type) and its file
    /// never reads it (`LintContext.isRead`). Every use of such a type is in its file, so an unread member is dead code, never shown
    /// (`private enum StatsPeriod` with a `title` nothing asks for). An implicit member such as `.font(.title)` is
    /// not a read.
    static func isUnreadPrivateMember(_ property: PropertyDeclaration, _ context: LintContext) -> Bool {
        isFilePrivate(property.owner, context) && !context.isRead(property)
    }

    /// Whether a type, or a type it is nested in, is declared `private` or `fileprivate`.
    private static func isFilePrivate(_ type: Int, _ context: LintContext) -> Bool {
        var current: Int? = type
        while let index = current {
            let declaration = context.model.types[index]
            // The modifiers written before the declaring keyword (`private enum`, `fileprivate final class`).
            var token = declaration.nameIndex - 2
            while token >= 0, context.model.tokens[token].kind == .keyword || context.model.tokens[token].kind == .attribute {
                let text = context.model.tokens[token].text
                if text == "private" || text == "fileprivate" { return true }
                guard ["public", "internal", "open", "final", "indirect"].contains(text)
                        || context.model.tokens[token].kind == .attribute else { break }
                token -= 1
            }
            current = declaration.parent
        }
        return false
    }

    /// Whether the prose literals a body returns are all sentences (`"Quick answers and lookups."`), and there is one.
    static func returnsSentences(_ body: Range<Int>, _ context: LintContext) -> Bool {
        let literals = context.returnedProseLiterals(body)
        return !literals.isEmpty && literals.allSatisfy {
            FrameworkText.isSentence(LiteralText.visibleText(of: context.model.tokens[$0]))
        }
    }

    /// Whether every prose literal a body returns is a fallback after `??` (`username ?? "Unknown User"`), and there is
    /// one. A placeholder shown when a value is missing is a phrase the app writes, not a product name, so it needs no
    /// UI framework in its file (a Core Data class's `wrappedBio` giving `bio ?? "No Bio"`); a one-word
    /// placeholder is not returned prose at all (`returnedWordLiterals`).
    static func returnsOnlyFallbackPhrases(_ body: Range<Int>, _ context: LintContext) -> Bool {
        let literals = context.returnedProseLiterals(body)
        return !literals.isEmpty && literals.allSatisfy { $0 > 0 && context.model.tokens[$0 - 1].isSymbol("??") }
    }

    /// Whether a type is an enum: declared so, or an extension of an enum declared in this file.
    private static func isEnum(_ index: Int, _ context: LintContext) -> Bool {
        let type = context.model.types[index]
        if type.kind == .enum { return true }
        guard type.kind == .extension else { return false }
        return context.model.types.contains { $0.kind == .enum && $0.simpleName == type.simpleName }
    }

    /// The label-named `String` parameters of a view's function that shows something, with their verdicts.
    static func parameterVerdicts(_ function: FunctionDeclaration, _ context: LintContext) -> [(Parameter, Verdict)] {
        guard let owner = function.owner, context.isViewLike(owner),
              !function.attributes.contains("@_disfavoredOverload") else { return [] }
        let showsSomething = function.kind == .`init`
            || (function.returnType.map { $0.contains("View") || $0.contains("Text") } ?? false)
        guard showsSomething else { return [] }
        let members = Set(context.model.members(of: owner).map(\.name))
        return function.parameters.compactMap { parameter in
            guard context.isLabelName(parameter.name), LintContext.isStringType(parameter.typeText),
                  context.shownNames.contains(parameter.name) else { return nil }
            if function.kind == .`init`, members.contains(parameter.name) { return nil }
            guard !hasLocalizedOverload(of: function, parameter: parameter, context) else { return nil }
            guard let evidence = context.evidence(for: parameter, of: function) else { return (parameter, .noCallers) }
            return evidence.literals > 0 ? (parameter, .reported) : nil
        }
    }

    /// Whether the file passes `name` on to something other than a view that shows text (another view's
    /// initializer, a function), where a `LocalizedStringResource` travels better than a key.
    private func isPassedOn(_ name: String, _ context: LintContext) -> Bool {
        context.model.calls.contains { call in
            let displayed = context.displayedArgument(call)
            guard displayed == nil || call.arguments.count > 1 else { return false }
            return call.arguments.contains { argument in
                if argument == displayed { return false }
                guard let (argumentName, _, _) = context.nameArgument(argument.tokens) else { return false }
                return argumentName == name
            }
        }
    }

    /// How many functions of the same type and name take a `String` parameter of this label and name.
    private static func overloads(of function: FunctionDeclaration, taking parameter: Parameter, _ context: LintContext) -> Int {
        context.model.functions.filter { other in
            other.name == function.name && other.owner.map({ context.model.types[$0].simpleName }) == function.owner.map({ context.model.types[$0].simpleName })
                && other.parameters.contains { $0.label == parameter.label && $0.name == parameter.name && LintContext.isStringType($0.typeText) }
        }.count
    }

    /// Whether a sibling declaration with the same name takes this parameter as `LocalizedStringKey` or
    /// `LocalizedStringResource`. A `Text` sibling does not count: a literal cannot become a `Text`, so callers'
    /// literals still pick the `String` overload.
    private static func hasLocalizedOverload(of function: FunctionDeclaration, parameter: Parameter, _ context: LintContext) -> Bool {
        context.model.functions.contains { other in
            other.name == function.name && other.nameIndex != function.nameIndex
                && other.parameters.contains { $0.name == parameter.name && $0.typeText.contains("Localized") }
        }
    }
}
