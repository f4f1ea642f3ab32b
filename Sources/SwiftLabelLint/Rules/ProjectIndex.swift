/// Facts gathered across all linted files and catalogs before the rules run.
struct ProjectIndex: Equatable, Sendable {
    /// Names of types that some file declares (or extends) with a view-like conformance.
    var viewTypeNames: Set<String>
    /// Names of types that an extension somewhere makes view-like (`extension Row: View`).
    var viewExtensionNames: Set<String> = []
    /// Source-language values and extracted keys of the project's catalogs: words a person sees.
    var catalogWords: Set<String>

    /// What callers pass, by `Callee|label` (`Callee|#2` for the third unlabeled argument): how many arguments
    /// were word literals and how many were anything else. Calls in previews do not count.
    var arguments: [String: ArgumentEvidence]
    /// The same evidence by `path|Type|Callee|label` (see `localKey`): the calls written without a receiver inside
    /// one type, which decide for that type's own (private, or same-named elsewhere) methods.
    var fileArguments: [String: ArgumentEvidence] = [:]
    /// The String-backed enums declared in the project, by name: what their raw values look like.
    var rawValueEnums: [String: RawValueEnum] = [:]

    /// Names that appear in the shown argument of `Text`, `Label`, `.navigationTitle` and the like anywhere in the
    /// project (`Text(item.displayName)`, `Text("\(status.statusText)")`): members whose result a person reads.
    var shownMembers: Set<String> = []
    /// For members a shown argument reads, the types of the values they are read from, as far as the reading file's
    /// declarations tell (`Tab` for `Text(tab.label)` inside `ForEach(Tab.allCases) { tab in … }`, the enclosing type
    /// for a bare `Text(label)`). A read whose value's type the file does not tell puts the member in
    /// `shownMembersOfUnknownType` instead. See `isShown(_:on:)`.
    var shownMemberTypes: [String: Set<String>] = [:]
    /// Members some shown argument reads from a value of a type the lint cannot tell (`$0.title`, `item.title` with
    /// `item` a closure's parameter), or that reach a shown position through a call, an interpolation or a component.
    var shownMembersOfUnknownType: Set<String> = []
    /// Each type's superclass and conformances as the project writes them, its extensions' included, by simple name:
    /// a read from a value of a related type counts for a member (`isShown(_:on:)`).
    var typeInheritance: [String: Set<String>] = [:]
    /// Protocols and typealiases the project declares: a value written with one of these types may hold any type, so a
    /// read from it counts for every owner (`isShown(_:on:)`).
    var openTypeNames: Set<String> = []
    /// For each member shown through a receiver (`Text(menu.title())`, `.navigationTitle(tab.label)`), the names of
    /// those receivers (`menu`, `tab`): which value a shown member belongs to, as far as names tell.
    var shownReceivers: [String: Set<String>] = [:]
    /// For a computed `String` member or a `String` function, the functions whose result it returns as it is
    /// (`var reasonText: String? { … return ReasonMapper.friendlyReason(for: reason) }`): a shown member's words
    /// may come from one call away. See `includeReturnedCalls`.
    var returnedCalls: [String: Set<String>] = [:]
    /// For a computed `String` member or a `String` function, the members its returned literals interpolate, each
    /// with the receivers it is read from (`"5.6 \(level.title)"` gives `title` read from `level`): when the member
    /// or function is shown, so are they. See `includeReturnedCalls`.
    var returnedInterpolations: [String: [String: Set<String>]] = [:]
    /// For an argument key (`ToggleCard|description`), the members callers pass there as they are, each with the
    /// receivers they are read from (`description` read from `style` in `ToggleCard(description: style.description)`).
    var passedMembers: [String: [String: Set<String>]] = [:]
    /// The argument keys of views' own stored properties that the view shows (`ToggleCard|description` when
    /// `ToggleCard` shows `Text(description)`): a member passed there is shown too. See `includeReturnedCalls`.
    var shownPropertyKeys: Set<String> = []
    /// Members a shown argument reads through a reference (`Label(provider.lastUpdatedText, …)`,
    /// `Text("City: \(viewModel.cityName)")`, `Text(me[keyPath: \.bio])`, or a local bound from one, `if let error =
    /// provider.errorMessage { Label(error, …) }`): what a view shows of a model it holds. See `StringIntoTextRule.modelTextSetToWords`.
    var membersShownThroughReference: Set<String> = []
    /// Members a shown argument reads on their own type's name, as `Type.member` (`LocationFormatter.directionName`
    /// in `Text(LocationFormatter.directionName(d))`, also inside an interpolation or passed to a view's shown
    /// property): the receiver names the declaring type, so the member's result is shown, whatever its file imports.
    var qualifiedShown: Set<String> = []
    /// For an argument key (`MetricTile|value`), the `Type.member` calls passed there (`LocationFormatter.accuracy(…)`):
    /// shown when the key is one of `shownPropertyKeys`. See `includeReturnedCalls`.
    var passedQualified: [String: Set<String>] = [:]
    /// `static let` constants holding one prose literal, as `Type.member` (`Search.title` for `enum UIStrings { enum
    /// Search { static let title = "Search Breeds" } }`): shown through their type from another file, they are
    /// `String`s shown verbatim. See `StringIntoTextRule.proseConstantArgument`.
    var proseConstants: Set<String> = []
    /// The `private` / `fileprivate` top-level prose constants, as `path|name`: only their own file sees them.
    var filePrivateProseConstants: Set<String> = []
    /// Members bound to a control through a reference somewhere (`$viewModel.query`): they hold what the user typed.
    var projectedMembers: Set<String> = []
    /// For an argument key (`CallbackMenuItem|#0`), the keys of the enclosing functions' parameters passed there as
    /// they are (`addCallbackItem|#0` for `CallbackMenuItem(title, …)` inside `addCallbackItem(_ title:)`): a helper's
    /// words may come from its callers' callers. See `forwardedEvidence(to:)`.
    var forwards: [String: Set<String>] = [:]
    /// Types the project declares (not only extends): calls to an initializer added to a framework type in an
    /// extension (`extension Link { init(_ title: String, systemImage: …) }`) cannot be told from the framework's own.
    /// Collected once, by `reachability`, which reads every file the index does.
    var declaredTypes: Set<String> { reachability.declaredTypes }
    /// Types that conform to `CustomStringConvertible` somewhere (their `description` is a protocol requirement).
    var describedTypes: Set<String> = []
    /// Types that conform to `LocalizedError` somewhere (their `errorDescription` is shown by alerts).
    var localizedErrorTypes: Set<String> = []
    /// Which declarations code that runs reaches (`Reachability`); resolved by `includeReturnedCalls`.
    var reachability = Reachability()

    /// The types the project's properties are declared with, by property name (`terminal` → `TerminalOptions` for
    /// `@Published var terminal: TerminalOptions`), whatever their owner: what a member passed to a generic view holds.
    var memberTypes: [String: Set<String>] = [:]

    /// The argument keys where some caller passes something other than a member read as it is (`EnumPicker(selected:
    /// $sortOrder)`, a local; a call; a literal): what those arguments hold is not known.
    var keysWithOtherArguments: Set<String> = []

    /// The String-backed enums of the project that callers of `type` pass it as a member (`EnumPicker(selected:
    /// $preferences.terminal)` passes a `TerminalOptions`, as `memberTypes` tells); empty when no caller passes one.
    /// Nil when a parameter given such an enum is also given something else (`$sortOrder`, a local `@State`), or a
    /// member whose declared types are not all such enums: then what the view shows is not known.
    func enumsPassed(to type: String) -> [RawValueEnum]? {
        let prefix = type + "|"
        var found: [RawValueEnum] = []
        for (key, members) in passedMembers where key.hasPrefix(prefix) {
            var enums: [RawValueEnum] = []
            var unresolved = keysWithOtherArguments.contains(key)
            for member in members.keys {
                let types = memberTypes[member] ?? []
                let memberEnums = types.compactMap { rawValueEnums[$0] }
                if types.isEmpty || memberEnums.count < types.count { unresolved = true }
                enums += memberEnums
            }
            guard !enums.isEmpty else { continue }
            guard !unresolved else { return nil }
            found += enums
        }
        return found
    }

    /// What an enum's raw values are: prose a person reads, or codes.
    struct RawValueEnum: Equatable, Sendable {
        /// How many cases the enum has.
        var caseCount = 0
        /// How many raw values (written, or the case name when none is) read as prose (`LiteralText.isProse`).
        var proseCount = 0
        /// How many written raw values are mixed-case names (`LiteralText.isMixedCaseName`: `"GitHub"`,
        /// `"StackOverflow"`); a case name without a raw value is an identifier and does not count.
        var nameCount = 0
        /// Whether the raw values are not shown text by construction: a `CodingKey`, or a raw type that is
        /// already localized (`LocalizedStringKey`).
        var isExempt = false

        /// Whether the raw values are codes rather than prose: exempt, or mostly names and codes — fewer than
        /// half read as prose (`"PNDM"`, `"DPM-Solver++"`; `iOS`, `macOS`, `tvOS`; `"RGB"`, `"HSL"`, `"Hex"`).
        /// An enum half prose or more (`"Small"`, `"Large"`, `"XL"`) holds words a person reads, unless its written
        /// raw values are a list of names (`LiteralText.isNameList`: `"Atom One"`, `"GitHub"`, `"StackOverflow"`,
        /// `"Tokyo"`, theme names).
        var holdsCodes: Bool {
            isExempt || proseCount * 2 < caseCount || LiteralText.isNameList(names: nameCount, of: caseCount)
        }
    }

    /// Where the app changes its language at run time (`path:line` of an `AppleLanguages` write or an
    /// `.environment(\.locale, …)` override), nil when it does not; read by `cached-formatter-language`.
    var languageChange: String?

    /// Counts of the kinds of values passed for one parameter across the project.
    struct ArgumentEvidence: Equatable, Sendable {
        var literals = 0
        var others = 0
        /// Literals that read as a phrase (words with a space): not a lone proper noun such as `"GitHub"` or
        /// `"mpv"`, which a data-named parameter (`name`) receives as data.
        var phrases = 0
        /// Arguments that are one string literal, prose or not (`"SwiftUI"`, `"Supabase Swift"`, `"MIT"`).
        var strings = 0
        /// Those of them that are one mixed-case name (`LiteralText.isMixedCaseName`: `"SwiftUI"`, `"ExerciseDB"`).
        var names = 0
        /// The distinct texts of the word literals `literals` counts: `Tag(title: "Work")` written twice is one word.
        var words: Set<String> = []
        /// Literals the project allows verbatim (`allowedWords`): neither words nor data, so they weigh neither for
        /// nor against a label; callers passing nothing else pass no words.
        var allowed = 0

        /// Adds another argument's counts.
        mutating func add(_ other: ArgumentEvidence) {
            literals += other.literals
            others += other.others
            phrases += other.phrases
            strings += other.strings
            names += other.names
            words.formUnion(other.words)
            allowed += other.allowed
        }

        /// The evidence as it counts for a parameter or property called `name`: no prose at all when the callers'
        /// literals are a list of names (an acknowledgements list: `"SwiftUI"`, `"Supabase Swift"`, `"Alamofire"`),
        /// so the capitalised words and multi-word names beside the mixed-case ones are names too. For a name-like
        /// parameter (`name`, `author`) one mixed-case name in a quarter or more of the literals tells it; for any
        /// other, a list of names as `LiteralText.isNameList` reads one. Evidence: tune-7's licence rows.
        func weighed(forName name: String) -> ArgumentEvidence {
            guard names > 0, literals > 0 else { return self }
            let isNameList = StringIntoTextRule.isProperNounName(name)
                ? names >= 1 && names * 4 >= strings
                : LiteralText.isNameList(names: names, of: strings)
            guard isNameList else { return self }
            var result = self
            result.others += result.literals
            result.literals = 0
            result.phrases = 0
            result.words = []
            return result
        }
    }

    /// Every name written inside the interpolations of a literal's text (`"\(item.displayName) – \(count)"`).
    static func interpolatedNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.range(of: "\\(") {
            rest = rest[open.upperBound...]
            var current = ""
            for character in rest {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else {
                    if !current.isEmpty, current.first?.isNumber == false { names.insert(current) }
                    current = ""
                    if character == ")" || character == "\"" { break }
                }
            }
        }
        return names
    }

    /// What an interpolation reads, at any depth, each segment lexed once: the members after a `.` (`timeAgo` in
    /// `"\(Date(timeIntervalSince1970: t).timeAgo())"`, which `interpolatedNames` stops short of: tune-10's
    /// GeminiAxiomApp trades list), and the `Type.member` pairs (`qualifiedPair`).
    static func interpolatedReferences(_ token: Token) -> (members: Set<String>, qualified: Set<String>) {
        var members: Set<String> = []
        var qualified: Set<String> = []
        for segment in Interpolation(token).segments where segment.utf8.contains(UInt8(ascii: ".")) {
            let inner = Lexer.tokenize(segment).tokens
            for index in inner.indices where inner[index].kind == .identifier {
                if index > 0, inner[index - 1].isSymbol(".") { members.insert(inner[index].name) }
                if let pair = qualifiedPair(at: index, before: inner.count, inner) { qualified.insert(pair) }
            }
        }
        return (members, qualified)
    }

    /// Whether member `name` of type `type` may be shown: some shown argument reads it (`shownMembers`), from a value
    /// of that type or of a type the reading file does not tell. A member every shown read of which is from values of
    /// other types (`Text(tab.label)` with `tab` from `Tab.allCases`, for `Shortcut.label`) is not shown: the name
    /// alone is not evidence.
    /// A read from a related type counts: a value of the same type, of a protocol or typealias of the project (any
    /// type), or of a type that inherits from or conforms to the owner or the other way round, directly or not — a
    /// superclass's value may hold the subclass, a conforming type's member may come from its protocol's extension.
    func isShown(_ name: String, on type: String) -> Bool {
        guard shownMembers.contains(name) else { return false }
        guard let types = shownMemberTypes[name], !shownMembersOfUnknownType.contains(name) else { return true }
        // Relatedness to every read type at once, as set operations: a name read from thousands of types (each view's
        // own `title`) is asked of each owner without a walk per read type.
        return types.contains(type) || !types.isDisjoint(with: openTypeNames)
            || !types.isDisjoint(with: supertypes(of: type)) || !types.isDisjoint(with: subtypes[type] ?? [])
    }

    /// Every type that inherits from or conforms to a type, transitively (the converse of `supertypes(of:)`); filled
    /// once by `includeReturnedCalls`, after every file is added.
    private(set) var subtypes: [String: Set<String>] = [:]

    /// Every type `type` inherits from or conforms to, as the project writes them, transitively.
    private func supertypes(of type: String) -> Set<String> {
        var found: Set<String> = []
        var pending = Array(typeInheritance[type] ?? [])
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += typeInheritance[next] ?? []
        }
        return found
    }

    /// The type a file's declarations give `name`, nil when they give none or several: properties and parameters by
    /// their written type (`var mode: SwipeAction`, `for action: SwipeAction`), locals by their written type or an
    /// initializer call (`let tip = SyncTip()`), and the parameter of a closure over a type's cases
    /// (`ForEach(Tab.allCases) { tab in`; a `for tab in Tab.allCases` loop's variable is not typed). Only a named
    /// type counts: an optional's is its wrapped type's, an array, a generic or a function type gives none, nor does a
    /// generic parameter of the file's types and functions (`generics`: `Item` of `SummaryRow<Item: Summarized>`).
    /// Asked once per receiver name and file.
    static func declaredType(of name: String, _ model: SourceModel, generics: Set<String> = []) -> String? {
        let tokens = model.tokens
        var found: String?
        // One more declaration of the name: its type must be the one already found.
        func add(_ type: String?) -> Bool {
            guard let type, !generics.contains(type), found == nil || found == type else { return false }
            found = type
            return true
        }
        for property in model.properties where property.name == name {
            guard add(namedType(property.typeText) ?? initializedType(property.initializer, tokens)) else { return nil }
        }
        for function in model.functions {
            for parameter in function.parameters where parameter.name == name {
                guard add(namedType(parameter.typeText)) else { return nil }
            }
        }
        for scope in model.scopes {
            for binding in scope.bindings where binding.name == name {
                let type = namedType(binding.typeText) ?? initializedType(binding.initializer, tokens)
                    ?? (binding.initializer == nil && binding.typeText == nil ? allCasesType(before: scope.start, tokens) : nil)
                guard add(type) else { return nil }
            }
        }
        return found
    }

    /// The named type a written type gives (`SwipeAction`, `Tab?`, `Outer.Kind`), nil for an array, a dictionary, a
    /// generic, a tuple, a function or a composition.
    private static func namedType(_ text: String?) -> String? {
        guard var bytes = text?.utf8[...], let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
            return nil
        }
        while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { bytes = bytes.dropLast() }
        var start = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") { start = bytes.index(after: index); continue }
            guard (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") else { return nil }
        }
        guard start < bytes.endIndex, let head = bytes[start...].first, head >= UInt8(ascii: "A"), head <= UInt8(ascii: "Z") else {
            return nil
        }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// The generic parameters the file's types and functions declare (`Item` of `struct SummaryRow<Item: Summarized>`,
    /// `T` of `func load<T>(…)`).
    static func genericParameters(_ model: SourceModel) -> Set<String> {
        let tokens = model.tokens
        var names: Set<String> = []
        // A generic clause follows the declared name: `SummaryRow<`, `load<`, `init<`.
        let declaredNames = model.types.lazy.filter { $0.kind != .extension }.map(\.nameIndex) + model.functions.map(\.nameIndex)
        for index in declaredNames.map({ $0 + 1 }) where index < tokens.count && tokens[index].isSymbol("<") {
            var depth = 0
            var cursor = index
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.isSymbol("<") {
                    depth += 1
                } else if token.kind == .operator || token.kind == .punctuation,
                          token.text.utf8.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth -= token.text.utf8.count
                    if depth <= 0 { break }
                } else if depth == 1, token.kind == .identifier,
                          tokens[cursor - 1].isSymbol("<") || tokens[cursor - 1].isSymbol(",") {
                    names.insert(token.name)
                }
                cursor += 1
            }
        }
        return names
    }

    /// The type an initial value is built as (`SyncTip()` gives `SyncTip`), nil for anything else.
    private static func initializedType(_ range: Range<Int>?, _ tokens: [Token]) -> String? {
        guard let range, range.count >= 2, tokens[range.lowerBound].kind == .identifier,
              tokens[range.lowerBound + 1].isSymbol("(") else { return nil }
        return namedType(tokens[range.lowerBound].name)
    }

    /// `(Tab.allCases …)` or `in Tab.allCases` just before the brace at `open`: the type whose cases a closure or a
    /// loop goes over.
    static func allCasesType(before open: Int, _ tokens: [Token]) -> String? {
        var end = open - 1
        if end >= 0, tokens[end].isSymbol(")") {
            var depth = 0
            while end >= 0 {
                if tokens[end].isSymbol(")") { depth += 1 } else if tokens[end].isSymbol("(") { depth -= 1; if depth == 0 { break } }
                end -= 1
            }
            // `(Tab.allCases)` or `(Tab.allCases, id: …)`; not `(Tab.allCases.indices)` nor `.enumerated()`.
            guard end >= 0, end + 4 < open, tokens[end + 3].text == "allCases", tokens[end + 2].isSymbol("."),
                  tokens[end + 4].isSymbol(")") || tokens[end + 4].isSymbol(",") else { return nil }
            return namedType(tokens[end + 1].name)
        }
        guard end >= 2, tokens[end].text == "allCases", tokens[end - 1].isSymbol("."), tokens[end - 2].kind == .identifier else {
            return nil
        }
        return namedType(tokens[end - 2].name)
    }

    /// What one argument is: a prose literal (also one branch of a choice between literals,
    /// `count == 1 ? "1 source" : "\(count) sources"`, or one element of an array of literals,
    /// `["Normal", "High", "Very high"]`, which only a `[String]` parameter takes), or anything else — a literal with
    /// no word outside its interpolations (`"\(battery)%"`, `"-"`) is data. A literal the project lists as shown
    /// verbatim on purpose (`allowed`: `allowedWords` in `.xcstrings-lint.json`, brand names such as `"App Store"`,
    /// `"Homebrew"`) is neutral (`allowed`): neither a word nor data, so one brand name among callers' phrases
    /// neither tells nor hides a label.
    static func evidence(of tokens: [Token], allowed: Set<String> = []) -> ArgumentEvidence {
        var result = ArgumentEvidence()
        if tokens.count == 1, tokens[0].kind == .string {
            // One literal, read once: prose or not, and whether it is a mixed-case name.
            let visible = LiteralText.visibleText(of: tokens[0])
            guard !allowed.contains(visible) else {
                result.allowed = 1
                return result
            }
            result.strings = 1
            if LiteralText.isMixedCaseName(visible) { result.names = 1 }
            guard LiteralText.isProse(visible) else {
                result.others = 1
                return result
            }
            result.literals = 1
            result.words = [visible]
            if visible.contains(" ") { result.phrases = 1 }
            return result
        }
        // `learnedPlural + " Learned"`: words joined onto a `String` are a label's words, never extracted.
        if let joined = joinedWords(tokens) {
            result.literals = 1
            result.words = [joined]
            if joined.contains(" ") { result.phrases = 1 }
            return result
        }
        let isChoice = tokens.count > 3 && tokens.contains { $0.isSymbol("?") }
        let isArray = tokens.count > 2 && tokens[0].isSymbol("[") && tokens[tokens.count - 1].isSymbol("]")
            && tokens.dropFirst().dropLast().allSatisfy { $0.kind == .string || $0.isSymbol(",") }
        let candidates = tokens.indices.filter { index in
            guard tokens[index].kind == .string else { return false }
            if isArray { return true }
            guard isChoice, index > 0 else { return false }
            return tokens[index - 1].isSymbol("?") || tokens[index - 1].isSymbol(":")
        }
        let texts = candidates.map { LiteralText.visibleText(of: tokens[$0]) }
        guard let prose = texts.first(where: { LiteralText.isProse($0) && !allowed.contains($0) }) else {
            // Only allowed words among the choices: neutral.
            if !texts.isEmpty, texts.allSatisfy(allowed.contains) {
                result.allowed = 1
                return result
            }
            result.others = 1
            return result
        }
        result.literals = 1
        result.words = [prose]
        if prose.contains(" ") { result.phrases = 1 }
        return result
    }

    /// The words of a capitalized prose literal joined by `+` onto a value (`count + " Learned"`,
    /// `"Total: " + amount`), trimmed; nil when the argument joins nothing or only separators (`a + ", " + b`).
    static func joinedWords(_ tokens: [Token]) -> String? {
        guard tokens.count > 2, tokens.contains(where: { $0.kind == .operator && $0.text == "+" }) else { return nil }
        for index in tokens.indices where tokens[index].kind == .string {
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            guard before.map({ $0.kind == .operator && $0.text == "+" }) == true
                    || after.map({ $0.kind == .operator && $0.text == "+" }) == true else { continue }
            let words = LiteralText.visibleText(of: tokens[index]).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
            if words.first?.isUppercase == true, words.contains(where: \.isLowercase), LiteralText.isProse(words) { return words }
        }
        return nil
    }

    /// Creates an index.
    init(viewTypeNames: Set<String> = [], catalogWords: Set<String> = [], arguments: [String: ArgumentEvidence] = [:]) {
        self.viewTypeNames = viewTypeNames
        self.catalogWords = catalogWords
        self.arguments = arguments
    }

    /// The key in `fileArguments` of what calls written without a receiver inside `type` (of file `path`) pass:
    /// they call that type's own methods.
    static func localKey(path: String, type: String, key: String) -> String {
        path + "|" + type + "|" + key
    }

    /// The key of a parameter in `arguments`: by label, or by position when it has none.
    static func argumentKey(callee: String, label: String?, position: Int) -> String {
        if let label, label != "_" { return callee + "|" + label }
        return callee + "|#\(position)"
    }

    /// SwiftUI protocols whose conformers show text (any protocol ending in `Style` counts too).
    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ToolbarContent", "CustomizableToolbarContent", "Commands", "Scene", "App",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "TableColumnContent", "TableRowContent", "Widget", "ChartContent", "AccessoryWidgetGroup",
    ]

    /// Whether an inheritance list makes a type view-like.
    static func isViewLike(_ inheritance: [String], configuration: LintConfiguration) -> Bool {
        inheritance.contains { name in
            viewProtocols.contains(name) || configuration.viewTypes.contains(name)
                || (name.hasSuffix("Style") && name.count > 5 && name.first?.isUppercase == true)
        }
    }

    /// Adds the view-like types declared in `model`.
    /// `isDeveloperCode` marks a file of a command-line target (`DeveloperCode`): its calls are no evidence.
    /// `regions` are the file's previews and developer-only code, found once by the linter.
    mutating func add(
        _ model: SourceModel, regions: FileRegions, configuration: LintConfiguration, path: String = "",
        isDeveloperCode: Bool = false
    ) {
        // `#if DEBUG` code shows nothing to the people the app is translated for: neither shown nor evidence.
        let debugLines = regions.debugLines
        func isDebug(_ index: Int) -> Bool {
            !debugLines.isEmpty && debugLines.contains { $0.contains(model.tokens[index].line) }
        }
        for type in model.types where Self.isViewLike(type.inheritance, configuration: configuration) {
            viewTypeNames.insert(type.simpleName)
            if type.kind == .extension { viewExtensionNames.insert(type.simpleName) }
        }
        addRawValueEnums(model, allowed: configuration.allowedWords)
        addReturnedCalls(model)
        let previews = regions.previews
        reachability.add(model, path: path, previews: previews)
        for property in model.properties {
            if let type = Self.namedType(property.typeText) { memberTypes[property.name, default: []].insert(type) }
        }
        for type in model.types {
            if !type.inheritance.isEmpty { typeInheritance[type.simpleName, default: []].formUnion(type.inheritance) }
            if type.kind == .protocol { openTypeNames.insert(type.simpleName) }
            if type.inheritance.contains("CustomStringConvertible") { describedTypes.insert(type.simpleName) }
            if type.inheritance.contains("LocalizedError") { localizedErrorTypes.insert(type.simpleName) }
        }
        let constants = Self.proseConstants(model)
        proseConstants.formUnion(constants.shared)
        filePrivateProseConstants.formUnion(constants.filePrivate.map { path + "|" + $0 })
        openTypeNames.formUnion(Self.typealiasNames(model.tokens))
        let boundMembers = Self.localsBoundFromMembers(model)
        // The file's generic parameters, read once when some shown read has a receiver.
        var generics: Set<String>?
        // The member names of each enclosing type with a bare shown name, read once per type.
        var memberNames: [Int: Set<String>] = [:]
        // The file's parameter and local names, read once when some shown argument has a bare name in a type.
        var locals: Set<String>?
        // Locals bound from a bare name, read once when a view's shown argument names something not its own.
        var boundNames: [String: String]?
        projectedMembers.formUnion(Self.membersAfterProjection(model))
        // Each view type's own stored properties, read once per type.
        var storedNames: [Int: Set<String>] = [:]
        // What the file's declarations say a receiver holds, asked once per receiver name.
        var receiverTypes: [String: String?] = [:]
        for call in model.calls where !isDebug(call.nameIndex) {
            guard let argument = LintContext.displayedArgumentOf(call, model) else { continue }
            let enclosing = model.enclosingType(of: call.scope)
            let viewType = enclosing.flatMap { type in
                Self.isViewLike(model.types[type].inheritance, configuration: configuration) ? type : nil
            }
            var ownProperties: Set<String> = []
            if let viewType {
                if storedNames[viewType] == nil {
                    storedNames[viewType] = Set(model.members(of: viewType).filter { !$0.isComputed }.map(\.name))
                }
                ownProperties = storedNames[viewType] ?? []
            }
            for index in argument.tokens {
                let token = model.tokens[index]
                if token.kind == .identifier {
                    if let pair = Self.qualifiedPair(at: index, before: argument.tokens.upperBound, model.tokens) {
                        qualifiedShown.insert(pair)
                    }
                    let receiver = Self.receiver(of: index, in: argument.tokens, model.tokens)
                    if let viewType, receiver == nil {
                        // The property itself (`Text(title)`), or a local bound from it (`if let error = adoptionError
                        // { Text(error) }`).
                        var property: String? = token.name
                        if !ownProperties.contains(token.name), !ownProperties.isEmpty {
                            if boundNames == nil { boundNames = Self.localsBoundFromNames(model) }
                            property = boundNames?[token.name]
                        }
                        if let property, ownProperties.contains(property) {
                            shownPropertyKeys.insert(Self.argumentKey(callee: model.types[viewType].simpleName, label: property, position: -1))
                        }
                    }
                    shownMembers.insert(token.name)
                    // The type the member is read from: the receiver's, as the file declares it; the enclosing
                    // type's for `self.name` and for a bare name the type declares (and the file binds to nothing
                    // else); the receiver's for a local bound from the member (`let summary = plan.summary`); unknown
                    // otherwise (`$0.title`, `(item).title`, a parameter, any other local).
                    func typeOf(_ receiver: String) -> String? {
                        if let known = receiverTypes[receiver] { return known }
                        if generics == nil { generics = Self.genericParameters(model) }
                        let type = Self.declaredType(of: receiver, model, generics: generics ?? [])
                        receiverTypes[receiver] = .some(type)
                        return type
                    }
                    var readType: String?
                    if let receiver, receiver != "self" {
                        readType = typeOf(receiver)
                    } else if receiver == "self" {
                        readType = enclosing.map { model.types[$0].simpleName }
                    } else if index == argument.tokens.lowerBound || !model.tokens[index - 1].isSymbol(".") {
                        if let bound = boundMembers[token.name] {
                            readType = bound.member == token.name ? typeOf(bound.receiver) : nil
                        } else if let enclosing {
                            if memberNames[enclosing] == nil { memberNames[enclosing] = Self.memberNames(of: enclosing, model) }
                            if locals == nil { locals = Self.localNames(model) }
                            if memberNames[enclosing]?.contains(token.name) == true, locals?.contains(token.name) == false {
                                readType = model.types[enclosing].simpleName
                            }
                        }
                    }
                    if let readType { shownMemberTypes[token.name, default: []].insert(readType) } else { shownMembersOfUnknownType.insert(token.name) }
                    if let receiver {
                        shownReceivers[token.name, default: []].insert(receiver)
                        if receiver != "self" { membersShownThroughReference.insert(token.name) }
                    } else if let bound = boundMembers[token.name] {
                        membersShownThroughReference.insert(bound.member)
                    } else if index >= argument.tokens.lowerBound + 2, model.tokens[index - 1].isSymbol("."),
                              model.tokens[index - 2].text == "\\" {
                        // A key path read on a reference: `Text(me[keyPath: \.bio])`.
                        membersShownThroughReference.insert(token.name)
                    }
                } else if token.kind == .string, token.isInterpolated {
                    let names = Self.interpolatedNames(token.text)
                    shownMembers.formUnion(names)
                    shownMembersOfUnknownType.formUnion(names)
                    let references = Self.interpolatedReferences(token)
                    shownMembers.formUnion(references.members)
                    shownMembersOfUnknownType.formUnion(references.members)
                    membersShownThroughReference.formUnion(references.members)
                    qualifiedShown.formUnion(references.qualified)
                }
            }
        }
        // Tests, previews and mocks pass sample words to data fields: not evidence of what the app shows.
        guard !isDeveloperCode, !DeveloperCode.isDeveloperPath(path), !DeveloperCode.isSampleDataPath(path) else { return }
        for call in model.calls where !previews.contains(where: { $0.contains(call.nameIndex) }) && !isDebug(call.nameIndex) {
            var position = 0
            for argument in call.arguments {
                let key = Self.argumentKey(callee: call.name, label: argument.label, position: position)
                if argument.label == nil { position += 1 }
                let tokens = argument.tokens.map { model.tokens[$0] }
                if tokens.count == 1, tokens[0].kind == .keyword, tokens[0].text == "nil" { continue }
                // A closure is never a `String`: that call reaches another overload.
                if tokens.first?.isSymbol("{") == true { continue }
                let evidence = Self.evidence(of: tokens, allowed: configuration.allowedWords)
                arguments[key, default: ArgumentEvidence()].add(evidence)
                // A call forwarding the enclosing function's own parameter (`alert2(Text(title), …)` inside another
                // `alert2`) says nothing about what the type's methods are given.
                if !call.isMember, !Self.forwardsParameter(argument.tokens, call, model) {
                    let type = model.enclosingType(of: call.scope).map { model.types[$0].simpleName } ?? ""
                    fileArguments[Self.localKey(path: path, type: type, key: key), default: ArgumentEvidence()].add(evidence)
                }
                if let forwarded = Self.forwardedKey(argument.tokens, call, model) { forwards[key, default: []].insert(forwarded) }
                if let qualified = Self.qualifiedCall(argument.tokens, model.tokens) { passedQualified[key, default: []].insert(qualified) }
                if let member = Self.passedMember(argument.tokens, model.tokens) {
                    passedMembers[key, default: [:]][member.name, default: []].formUnion(member.receiver.map { [$0] } ?? [])
                } else {
                    keysWithOtherArguments.insert(key)
                }
            }
        }
    }

    /// The names of the properties and methods of the type `type` and its same-named extensions in the file: a bare
    /// `Text(name)` there reads the type's own member, unless a parameter or local has the name (`localNames`).
    static func memberNames(of type: Int, _ model: SourceModel) -> Set<String> {
        let name = model.types[type].simpleName
        let family = Set(model.types.indices.filter { model.types[$0].simpleName == name })
        var names = Set(model.properties.lazy.filter { family.contains($0.owner) }.map(\.name))
        for function in model.functions where function.owner.map(family.contains) == true { names.insert(function.name) }
        return names
    }

    /// The names of the file's parameters and locals (closure parameters, loop variables, `let`/`var` in a body).
    static func localNames(_ model: SourceModel) -> Set<String> {
        var names = Set(model.scopes.flatMap { $0.bindings.map(\.name) })
        for function in model.functions { names.formUnion(function.parameters.map(\.name)) }
        return names
    }

    /// The typealiases a file declares (`typealias Offer = Plan`).
    static func typealiasNames(_ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for index in tokens.indices.dropLast() where tokens[index].kind == .keyword && tokens[index].text == "typealias"
            && tokens[index + 1].kind == .identifier {
            names.insert(tokens[index + 1].name)
        }
        return names
    }

    /// Locals bound from a member read through a reference, by the local's name, with that member and the receiver:
    /// `error` → (`errorMessage`, `provider`) for `if let error = provider.errorMessage` or `let error =
    /// provider?.errorMessage`.
    static func localsBoundFromMembers(_ model: SourceModel) -> [String: (member: String, receiver: String)] {
        let tokens = model.tokens
        var bound: [String: (member: String, receiver: String)] = [:]
        for index in tokens.indices.dropLast(5) where isLocalBoundFromName(at: index, tokens) {
            var dot = index + 4
            if tokens[dot].text == "?" || tokens[dot].text == "!" { dot += 1 }
            guard dot + 1 < tokens.count, tokens[dot].isSymbol("."), tokens[dot + 1].kind == .identifier else { continue }
            let after = dot + 2 < tokens.count ? tokens[dot + 2] : nil
            if let after, after.isSymbol(".") || after.isSymbol("(") || after.isSymbol("[") { continue }
            bound[tokens[index + 1].name] = (tokens[dot + 1].name, tokens[index + 3].name)
        }
        return bound
    }

    /// Locals bound from a bare name, by the local's name: `error` → `adoptionError` for `if let error =
    /// adoptionError {` or `guard let error = adoptionError else`; not from a call, a member or a subscript.
    static func localsBoundFromNames(_ model: SourceModel) -> [String: String] {
        let tokens = model.tokens
        var bound: [String: String] = [:]
        for index in tokens.indices.dropLast(4) where isLocalBoundFromName(at: index, tokens) {
            let after = tokens[index + 4]
            guard after.isSymbol("{") || after.isSymbol(",") || after.isWord("else") || after.line != tokens[index + 3].line else {
                continue
            }
            bound[tokens[index + 1].name] = tokens[index + 3].name
        }
        return bound
    }

    /// Whether `let` or `var` at `index` binds a local to a name other than `self` (`let x = y…`): the head that
    /// `localsBoundFromMembers` and `localsBoundFromNames` share; `index + 3` is that name. `index + 3` must be valid.
    private static func isLocalBoundFromName(at index: Int, _ tokens: [Token]) -> Bool {
        tokens[index].kind == .keyword && (tokens[index].text == "let" || tokens[index].text == "var")
            && tokens[index + 1].kind == .identifier && tokens[index + 2].isSymbol("=")
            && tokens[index + 3].kind == .identifier && tokens[index + 3].text != "self"
    }

    /// The `Type.member` pair starting at identifier `index` (a capitalized name, a dot, a lower-case member) when it
    /// ends before `end`; nil otherwise.
    static func qualifiedPair(at index: Int, before end: Int, _ tokens: [Token]) -> String? {
        guard index + 2 < end, tokens[index].kind == .identifier, tokens[index].name.first?.isUppercase == true,
              tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .identifier,
              tokens[index + 2].name.first?.isLowercase == true else { return nil }
        return "\(tokens[index].name).\(tokens[index + 2].name)"
    }

    /// An argument that is one call on a type's name (`LocationFormatter.accuracy(value, unit: unit)`), as
    /// `Type.member`; nil for anything else.
    static func qualifiedCall(_ range: Range<Int>, _ tokens: [Token]) -> String? {
        guard range.count >= 5, tokens[range.lowerBound].kind == .identifier,
              tokens[range.lowerBound].name.first?.isUppercase == true, tokens[range.lowerBound + 1].isSymbol("."),
              tokens[range.lowerBound + 2].kind == .identifier, tokens[range.lowerBound + 3].isSymbol("("),
              tokens[range.upperBound - 1].isSymbol(")") else { return nil }
        var depth = 0
        for index in (range.lowerBound + 3)..<range.upperBound {
            if tokens[index].isSymbol("(") { depth += 1 }
            if tokens[index].isSymbol(")") { depth -= 1; if depth == 0 && index != range.upperBound - 1 { return nil } }
        }
        return "\(tokens[range.lowerBound].name).\(tokens[range.lowerBound + 2].name)"
    }

    /// The `static let` constants of `model` whose value is one prose literal (words with a space, or a capitalized
    /// word with lower case), as `Type.member`, and the top-level ones by name; names that say they hold data
    /// (`iconName`) are left out. A `private` or `fileprivate` top-level constant is apart (`filePrivate`).
    static func proseConstants(_ model: SourceModel) -> (shared: Set<String>, filePrivate: Set<String>) {
        var constants: Set<String> = []
        var filePrivate: Set<String> = []
        for property in model.properties where property.isLet && property.modifiers.contains("static") && !property.isComputed {
            guard isProseConstant(property.name, property.typeText, property.initializer, model) else { continue }
            constants.insert("\(model.types[property.owner].simpleName).\(property.name)")
        }
        // A top-level constant is named alone (`welcomeMessage`), which no `Type.member` key is.
        for global in model.globals where isProseConstant(global.name, global.typeText, global.initializer, model) {
            if global.isFilePrivate { filePrivate.insert(global.name) } else { constants.insert(global.name) }
        }
        return (constants, filePrivate)
    }

    /// Whether a constant's value is one prose literal, not interpolated, and its name not a data name.
    private static func isProseConstant(_ name: String, _ typeText: String?, _ initializer: Range<Int>?, _ model: SourceModel) -> Bool {
        guard let initializer, initializer.count == 1, LintContext.isStringType(typeText ?? "String"),
              !StringIntoTextRule.isDataName(name) else { return false }
        let token = model.tokens[initializer.lowerBound]
        guard token.kind == .string, !token.isInterpolated else { return false }
        let text = LiteralText.visibleText(of: token)
        let wordy = text.contains(" ") || (text.first?.isUppercase == true && text.contains { $0.isLowercase })
            || text.unicodeScalars.contains(where: LiteralText.isCaselessLetter)
        return wordy && text.contains(where: \.isLetter) && LiteralText.isProse(text)
    }

    /// Members read after a projected reference (`query` in `$viewModel.query`).
    static func membersAfterProjection(_ model: SourceModel) -> Set<String> {
        let tokens = model.tokens
        var members: Set<String> = []
        // The first byte first: a `$` name is rare, and `hasPrefix` on every token cost more than the rest of the scan.
        for index in tokens.indices.dropLast(2) where tokens[index].text.utf8.first == UInt8(ascii: "$") && tokens[index].text.utf8.count > 1 {
            if tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .identifier { members.insert(tokens[index + 2].name) }
        }
        return members
    }

    /// Whether an argument is a parameter of the function enclosing the call, bare or wrapped (`title`,
    /// `Text(title)`): an overload forwarding to another, not a use. `channel.description` is a use.
    static func forwardsParameter(_ range: Range<Int>, _ call: CallSite, _ model: SourceModel) -> Bool {
        let tokens = model.tokens
        let name: Int
        if range.count == 1 {
            name = range.lowerBound
        } else if range.count == 4, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isSymbol("("),
                  tokens[range.lowerBound + 3].isSymbol(")") {
            name = range.lowerBound + 2
        } else {
            return false
        }
        guard tokens[name].kind == .identifier, let function = model.enclosingFunction(of: call.scope) else { return false }
        return model.functions[function].parameters.contains { $0.name == tokens[name].name }
    }

    /// Token ranges of `#Preview { … }` blocks and `PreviewProvider` bodies.
    static func previewRanges(_ model: SourceModel) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for type in model.types where type.inheritance.contains("PreviewProvider") {
            if let scope = type.bodyScope { ranges.append(model.scopes[scope].start...model.scopes[scope].end) }
        }
        for scope in model.scopes {
            var index = scope.start - 1
            if index >= 0, model.tokens[index].isSymbol(")") {
                var depth = 0
                while index >= 0 {
                    if model.tokens[index].isSymbol(")") { depth += 1 }
                    if model.tokens[index].isSymbol("(") { depth -= 1; if depth == 0 { break } }
                    index -= 1
                }
                index -= 1
            }
            if index >= 0, model.tokens[index].kind == .poundKeyword, model.tokens[index].text == "#Preview" {
                ranges.append(scope.start...scope.end)
            }
        }
        return ranges
    }

    /// The argument key of the enclosing function's parameter that `range` passes on as it is (`title` inside
    /// `func addCallbackItem(_ title: String, …)` gives `addCallbackItem|#0`; inside an initializer, the type's name).
    static func forwardedKey(_ range: Range<Int>, _ call: CallSite, _ model: SourceModel) -> String? {
        guard range.count == 1, model.tokens[range.lowerBound].kind == .identifier,
              let index = model.enclosingFunction(of: call.scope) else { return nil }
        let function = model.functions[index]
        let name = model.tokens[range.lowerBound].name
        guard let parameter = function.parameters.first(where: { $0.name == name }) else { return nil }
        return parameterKey(parameter, of: function, model)
    }

    /// The argument key of `parameter` of `function` (`argumentKey`): by its label, or by its position among the
    /// unlabeled parameters; the callee is the function's name, or an initializer's type name (nil without one).
    static func parameterKey(_ parameter: Parameter, of function: FunctionDeclaration, _ model: SourceModel) -> String? {
        let callee: String
        if function.kind == .`init` {
            guard let owner = function.owner else { return nil }
            callee = model.types[owner].simpleName
        } else {
            callee = function.name
        }
        let position = function.parameters.filter { $0.label == "_" }.firstIndex { $0.nameIndex == parameter.nameIndex } ?? -1
        return argumentKey(callee: callee, label: parameter.label, position: position)
    }

    /// What the callers of the functions that pass their own parameter on to `key` pass, and so on up the chain
    /// (`menu.addCallbackItem("Reload")` for `CallbackMenuItem|#0`); `key`'s own callers are not counted.
    func forwardedEvidence(to key: String) -> ArgumentEvidence {
        var result = ArgumentEvidence()
        var seen: Set<String> = [key]
        var pending = Array(forwards[key] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let evidence = arguments[next] { result.add(evidence) }
            pending.append(contentsOf: forwards[next] ?? [])
        }
        return result
    }

    /// The name a member at token `index` is read from, inside `range`: `level` in `level.title`, `level?.title`
    /// and `level!.title`; nil for `(…)?.title` or a bare name.
    static func receiver(of index: Int, in range: Range<Int>, _ tokens: [Token]) -> String? {
        guard index >= range.lowerBound + 2, tokens[index - 1].isSymbol(".") else { return nil }
        var before = index - 2
        if tokens[before].text == "?" || tokens[before].text == "!", before > range.lowerBound { before -= 1 }
        return tokens[before].kind == .identifier ? tokens[before].name : nil
    }

    /// The member an argument reads as it is: `style.description`, `item?.title`, `self.subtitle` (no receiver
    /// kept for `self`); nil for anything else (a call, a literal, an expression).
    static func passedMember(_ range: Range<Int>, _ tokens: [Token]) -> (name: String, receiver: String?)? {
        guard range.count >= 3, range.count <= 4, tokens[range.upperBound - 1].kind == .identifier,
              tokens[range.upperBound - 2].isSymbol(".") else { return nil }
        let receiver = Self.receiver(of: range.upperBound - 1, in: range, tokens)
        guard let receiver, (range.count == 3 || ["?", "!"].contains(tokens[range.lowerBound + 1].text)) else { return nil }
        return (tokens[range.upperBound - 1].name, receiver == "self" ? nil : receiver)
    }

    /// Adds to `shownMembers` the functions a shown member returns the result of (`friendlyReason` when
    /// `reasonText` is shown and returns `ReasonMapper.friendlyReason(for: reason)`), and the members its returned
    /// literals interpolate (`title`, read from `level`, when `ModelLabel.text` returns `"5.6 \(level.title)"`),
    /// and so on down the chain; and the members passed as they are to a view's property that the view shows.
    /// Called once, after every file is added.
    mutating func includeReturnedCalls() {
        reachability.resolve()
        for type in typeInheritance.keys {
            for supertype in supertypes(of: type) { subtypes[supertype, default: []].insert(type) }
        }
        // A member passed as it is to a view's property that the view shows (`ToggleCard(description:
        // style.description)`, `ToggleCard` showing `Text(description)`) is shown too.
        for key in shownPropertyKeys {
            qualifiedShown.formUnion(passedQualified[key] ?? [])
            for (member, receivers) in passedMembers[key] ?? [:] {
                shownMembers.insert(member)
                shownMembersOfUnknownType.insert(member)
                shownReceivers[member, default: []].formUnion(receivers)
            }
        }
        var pending = Array(shownMembers)
        while let name = pending.popLast() {
            for callee in returnedCalls[name] ?? [] {
                shownMembersOfUnknownType.insert(callee)
                if shownMembers.insert(callee).inserted { pending.append(callee) }
            }
            for (member, receivers) in returnedInterpolations[name] ?? [:] {
                shownReceivers[member, default: []].formUnion(receivers)
                shownMembersOfUnknownType.insert(member)
                if shownMembers.insert(member).inserted { pending.append(member) }
            }
        }
    }

    /// Records, for each computed `String` member and `String` function of `model`, the calls it returns.
    private mutating func addReturnedCalls(_ model: SourceModel) {
        for property in model.properties where property.isComputed && LintContext.isStringType(property.typeText) {
            guard let accessors = property.accessors else { continue }
            let callees = Self.returnedCallNames(accessors, model.tokens)
            if !callees.isEmpty { returnedCalls[property.name, default: []].formUnion(callees) }
            addReturnedInterpolations(of: property.name, accessors, model.tokens)
        }
        for function in model.functions where function.kind == .func && LintContext.isStringType(function.returnType) {
            // A body cut short by the end of the file has no end past its brace.
            guard let scope = function.bodyScope, model.scopes[scope].end > model.scopes[scope].start else { continue }
            let body = (model.scopes[scope].start + 1)..<model.scopes[scope].end
            let callees = Self.returnedCallNames(body, model.tokens)
            if !callees.isEmpty { returnedCalls[function.name, default: []].formUnion(callees) }
            addReturnedInterpolations(of: function.name, body, model.tokens)
            addReturnedMember(of: function.name, body, model.tokens)
        }
    }

    /// Records the member a body returns as it is before a fallback (`reading?.source.title ?? "等待数据"`, as a
    /// single expression or after `return`), with its receiver (`source`): when the function is shown, so is it.
    private mutating func addReturnedMember(of name: String, _ range: Range<Int>, _ tokens: [Token]) {
        for index in range where tokens[index].kind == .operator && tokens[index].text == "??" && index - 3 >= range.lowerBound {
            let member = index - 1
            guard tokens[member].kind == .identifier, tokens[member - 1].isSymbol("."),
                  let receiver = Self.receiver(of: member, in: range, tokens) else { continue }
            var start = member
            while start > range.lowerBound, tokens[start - 1].isSymbol(".") || ["?", "!"].contains(tokens[start - 1].text)
                    || tokens[start - 1].kind == .identifier { start -= 1 }
            let previous = start == range.lowerBound ? nil : tokens[start - 1]
            guard previous.map({ $0.isSymbol("{") || ($0.kind == .keyword && $0.text == "return") }) ?? true else { continue }
            returnedInterpolations[name, default: [:]][tokens[member].name, default: []].insert(receiver)
        }
    }

    /// Records the members that the literals `name` returns interpolate (`return "5.6 \(level.title)"`, or a
    /// `case …:` / single-expression body giving such a literal), with their receivers.
    private mutating func addReturnedInterpolations(of name: String, _ range: Range<Int>, _ tokens: [Token]) {
        // An unterminated literal (a file cut short) has no segments to read.
        for index in range where tokens[index].kind == .string && tokens[index].isInterpolated
            && tokens[index].text.count > 1 && tokens[index].text.hasSuffix("\"") {
            let previous = index == range.lowerBound ? nil : tokens[index - 1]
            guard previous.map({ $0.isSymbol("{") || $0.isSymbol(":") || ($0.kind == .keyword && $0.text == "return") }) ?? true else { continue }
            for segment in Interpolation(tokens[index]).segments {
                let inner = Lexer.tokenize(segment).tokens
                for position in inner.indices where inner[position].kind == .identifier {
                    let receivers = Self.receiver(of: position, in: inner.indices, inner).map { [$0] } ?? []
                    returnedInterpolations[name, default: [:]][inner[position].name, default: []].formUnion(receivers)
                }
            }
        }
    }

    /// The functions whose call a body returns as its result: `return friendlyReason(for: code)`,
    /// `return ReasonMapper.friendlyReason(for: code)`, or a single-expression body `Mapper.friendlyName(for: id)`.
    /// Only calls without a receiver or on a type name (capitalized) count: a call on a value
    /// (`formatter.string(from: date)`, `name.capitalized(with: nil)`) names another type's method.
    static func returnedCallNames(_ range: Range<Int>, _ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for index in range where tokens[index].kind == .identifier && index + 1 < range.upperBound
            && tokens[index + 1].isSymbol("(") && tokens[index].name.first?.isLowercase == true {
            var start = index
            while start - 2 >= range.lowerBound, tokens[start - 1].isSymbol("."), tokens[start - 2].kind == .identifier {
                start -= 2
                guard tokens[start].name.first?.isUppercase == true else { break }
            }
            guard start == index || tokens[start].name.first?.isUppercase == true else { continue }
            let returned = start == range.lowerBound || tokens[start - 1].isSymbol("{")
                || (tokens[start - 1].kind == .keyword && tokens[start - 1].text == "return")
            if returned { names.insert(tokens[index].name) }
        }
        return names
    }

    /// Records the enums of `model` backed by `String` (or `LocalizedStringKey`) and what their raw values are. A raw
    /// value the project lists as shown verbatim on purpose (`allowed`: brand names) counts as a name.
    private mutating func addRawValueEnums(_ model: SourceModel, allowed: Set<String>) {
        let tokens = model.tokens
        for type in model.types where type.kind == .enum {
            let rawType = type.inheritance.first ?? ""
            guard ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(rawType) || type.inheritance.contains("CodingKey"),
                  let scope = type.bodyScope else { continue }
            var entry = rawValueEnums[type.simpleName] ?? RawValueEnum()
            if rawType != "String" || type.inheritance.contains("CodingKey") || type.simpleName == "CodingKeys" {
                entry.isExempt = true
            }
            var index = model.scopes[scope].start + 1
            let end = model.scopes[scope].end
            var depth = 0
            while index < end {
                let token = tokens[index]
                if token.isSymbol("{") { depth += 1 } else if token.isSymbol("}") { depth -= 1 }
                if depth == 0, token.isWord("case") {
                    var scan = index + 1
                    while scan < end, tokens[scan].kind == .identifier {
                        var raw = tokens[scan].name
                        if scan + 2 < end, tokens[scan + 1].isSymbol("="), tokens[scan + 2].kind == .string {
                            raw = LiteralText.visibleText(of: tokens[scan + 2])
                            // A raw value spelling its case name in words glued together (`case remoteControl =
                            // "RemoteControl"`) is the identifier written out, not a name the author typed (`case
                            // github = "GitHub"`); a brand spelled as its case name (`case gitHub = "GitHub"`, `case
                            // openAI = "OpenAI"`) keeps its brand-like capitals (`LiteralText.hasBrandCapitals`).
                            let spellsCase = raw == tokens[scan].name.prefix(1).uppercased() + tokens[scan].name.dropFirst()
                                && !LiteralText.hasBrandCapitals(raw)
                            if (LiteralText.isMixedCaseName(raw) && !spellsCase) || allowed.contains(raw) { entry.nameCount += 1 }
                            scan += 2
                        }
                        entry.caseCount += 1
                        if LiteralText.isProse(raw) { entry.proseCount += 1 }
                        guard scan + 2 < end, tokens[scan + 1].isSymbol(",") else { break }
                        scan += 2
                    }
                    index = scan
                }
                index += 1
            }
            rawValueEnums[type.simpleName] = entry
        }
    }
}
