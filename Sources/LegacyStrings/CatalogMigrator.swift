import InterfaceBuilderStrings
import StringCatalog

/// Maps legacy `.strings`/`.stringsdict` content to a String Catalog the way Xcode's "Migrate to String Catalog" does.
///
/// Each `.strings` entry becomes a `stringUnit` (state `translated`); the comment above the entry in the source
/// language's file becomes the key's comment; keys get `extractionState` `migrated`. A `.stringsdict` format that is
/// exactly `%#@v@`, whose forms use only `v`'s own specifier, collapses to `variations.plural`; any other format
/// keeps its text and gets `substitutions` (`%arg` standing for the variable's own argument in the forms).
public enum CatalogMigrator {
    /// The placeholder genstrings writes where a developer gave no comment; Xcode never stores it as a comment.
    static let placeholderComment = "No comment provided by engineer."
    /// Languages whose CLDR plural rules have a `zero` category.
    static let languagesWithZero: Set<String> = ["ar", "ars", "cy", "ksh", "kw", "lag", "lv", "prg"]

    /// Builds the catalog for one table from its files (any order); throws for rules a catalog cannot hold.
    ///
    /// For a table that localizes a storyboard or xib, `interfaceBuilder` holds its strings (read from
    /// `interfaceBuilderPath`), and each becomes what Xcode writes: a source-language unit `new` with the text, the
    /// comment `Class = …; title = …; ObjectID = …;` and `extractionState` `extracted_with_value`. A translation
    /// file that lacks the key gives it no unit (the source text shows at run time).
    public static func migrate(
        _ files: [ParsedLegacyFile], interfaceBuilder: [InterfaceBuilderString] = [], interfaceBuilderPath: String = "",
        options: MigrationOptions
    ) throws -> MigratedCatalog {
        var state = MigrationState(options: options)
        let ordered = files.sorted { lhs, rhs in
            let left = lhs.language == "Base" ? options.sourceLanguage : lhs.language
            let right = rhs.language == "Base" ? options.sourceLanguage : rhs.language
            if left != right { return left < right }
            if (lhs.language == "Base") != (rhs.language == "Base") { return lhs.language == "Base" }
            return lhs.path < rhs.path
        }
        for file in ordered {
            let language = file.language == "Base" ? options.sourceLanguage : file.language
            switch file.content {
            case let .strings(strings): state.add(strings, language: language)
            case let .stringsdict(stringsdict): try state.add(stringsdict, language: language)
            }
        }
        if !interfaceBuilder.isEmpty { state.add(interfaceBuilder, path: interfaceBuilderPath) }
        return state.result()
    }
}

/// The migration in progress: localizations by key and language, comments, warnings.
private struct MigrationState {
    let options: MigrationOptions
    var keys: [String] = []
    var localizations: [String: [String: JSONValue]] = [:]
    var fromStringsdict: Set<[String]> = []
    var sourceComments: [String: String] = [:]
    var translationComments: [String: String] = [:]
    var sourceKeys: Set<String> = []
    var hasSourceFile = false
    var firstPath: [String: String] = [:]
    var warnings: [LegacyWarning] = []
    /// The storyboard's or xib's strings by key, and the file's path, when the table localizes one.
    var interfaceBuilder: [String: InterfaceBuilderString] = [:]
    var interfaceBuilderPath: String?

    init(options: MigrationOptions) { self.options = options }

    mutating func add(_ file: StringsFile, language: String) {
        if file.entries.isEmpty { warnings.append(LegacyWarning(path: file.path, message: "empty file: nothing to migrate")) }
        if language == options.sourceLanguage { hasSourceFile = true }
        var lineOfKey: [String: Int] = [:]
        for entry in file.entries {
            if let previous = lineOfKey[entry.key] {
                warnings.append(LegacyWarning(
                    path: file.path, line: entry.line,
                    message: "duplicate key \"\(entry.key)\" (first on line \(previous)): the last value wins"))
            }
            lineOfKey[entry.key] = entry.line
            note(entry.key, language: language, path: file.path)
            if !fromStringsdict.contains([entry.key, language]) {
                localizations[entry.key, default: [:]][language] = unit(entry.value)
            }
            if let comment = entry.comment, !comment.isEmpty, comment != CatalogMigrator.placeholderComment {
                if language == options.sourceLanguage {
                    sourceComments[entry.key] = comment
                } else if translationComments[entry.key] == nil {
                    translationComments[entry.key] = comment
                }
            }
        }
    }

    mutating func add(_ file: StringsdictFile, language: String) throws {
        if file.entries.isEmpty { warnings.append(LegacyWarning(path: file.path, message: "empty file: nothing to migrate")) }
        if language == options.sourceLanguage { hasSourceFile = true }
        for entry in file.entries {
            note(entry.key, language: language, path: file.path)
            localizations[entry.key, default: [:]][language] =
                try localization(for: entry.rule, language: language, path: file.path, keyPath: [entry.key])
            fromStringsdict.insert([entry.key, language])
        }
    }

    mutating func note(_ key: String, language: String, path: String) {
        if localizations[key] == nil, firstPath[key] == nil {
            keys.append(key)
            firstPath[key] = path
        }
        if language == options.sourceLanguage { sourceKeys.insert(key) }
    }

    /// The storyboard's or xib's strings: the source text as a `new` unit, unless a source-language file has the key.
    mutating func add(_ strings: [InterfaceBuilderString], path: String) {
        hasSourceFile = true
        interfaceBuilderPath = path
        for string in strings where interfaceBuilder[string.key] == nil {
            interfaceBuilder[string.key] = string
            note(string.key, language: options.sourceLanguage, path: path)
            if localizations[string.key]?[options.sourceLanguage] == nil {
                localizations[string.key, default: [:]][options.sourceLanguage] = unit(string.value, state: "new")
            }
            // A translation file without the key gets no unit, so the app falls back to the source text. (Xcode
            // 15's migrations of 2023 wrote an empty `translated` unit there, which blanks the text at run time;
            // the 2024 migration in the corpus writes none.)
        }
    }

    func unit(_ value: String, state: String = "translated") -> JSONValue {
        .object(JSONObject(pairs: [("stringUnit", .object(JSONObject(pairs: [
            ("state", .string(state)), ("value", .string(value)),
        ])))]))
    }

    mutating func localization(
        for rule: StringsdictRule, language: String, path: String, keyPath: [String]
    ) throws -> JSONValue {
        switch rule {
        case let .text(text):
            return unit(text)
        case let .device(rules):
            var devices: [(String, JSONValue)] = []
            for device in rules.keys.sorted() {
                let name = device == "watch" ? "applewatch" : device
                devices.append((name, try localization(for: rules[device]!, language: language, path: path,
                                                        keyPath: keyPath + ["NSStringDeviceSpecificRuleType", device])))
            }
            return .object(JSONObject(pairs: [("variations", .object(JSONObject(pairs: [
                ("device", .object(JSONObject(pairs: devices))),
            ])))]))
        case let .width(rules):
            let widthPath = (keyPath + ["NSStringVariableWidthRuleType"]).joined(separator: ".")
            guard options.keepWidthRules else {
                throw LegacyReadError.unsupportedRule(path: path, keyPath: widthPath, rule: "a width rule (NSStringVariableWidthRuleType)")
            }
            let widest = rules.keys.max { (Int($0) ?? 0) < (Int($1) ?? 0) }
            guard let widest, let rule = rules[widest] else {
                throw LegacyReadError.invalidStructure(path: path, keyPath: widthPath, message: "a width rule without any width")
            }
            warnings.append(LegacyWarning(path: path, message: "\(widthPath): width rule reduced to its widest form (\(widest))"))
            return try localization(for: rule, language: language, path: path, keyPath: keyPath + ["NSStringVariableWidthRuleType", widest])
        case let .format(format, variables):
            for (name, variable) in variables where variable.forms["zero"] != nil
                && !CatalogMigrator.languagesWithZero.contains(language.split(separator: "-").first.map(String.init) ?? language) {
                warnings.append(LegacyWarning(path: path, message:
                    "\((keyPath + [name]).joined(separator: ".")): 'zero' form kept for '\(language)', whose plural rules have no zero category"))
            }
            if let name = Self.singleVariable(format), let variable = variables[name], variables.count == 1,
                Self.collapses(variable) {
                return .object(JSONObject(pairs: [("variations", .object(JSONObject(pairs: [
                    ("plural", plural(variable.forms, replacing: nil)),
                ])))]))
            }
            // Positions (`%2$#@b@ %1$#@a@`) move to each substitution's argNum and leave the format; the forms keep
            // their specifiers. Without positions the variable's own specifier in the forms becomes `%arg`.
            let matches = FormatString(format).placeholders
            let positions = Dictionary(
                matches.compactMap { match in match.substitutionName.map { ($0, match.position) } },
                uniquingKeysWith: { first, _ in first })
            let positional = matches.contains { $0.substitutionName != nil && $0.position != nil }
            var substitutions: [(String, JSONValue)] = []
            for name in variables.keys.sorted() {
                let variable = variables[name]!
                var members: [(String, JSONValue)] = []
                if let position = positions[name] ?? nil { members.append(("argNum", .int(position))) }
                if let valueType = variable.valueType { members.append(("formatSpecifier", .string(valueType))) }
                let own = positional ? nil : variable.valueType.map { "%" + $0 }
                members.append(("variations", .object(JSONObject(pairs: [("plural", plural(variable.forms, replacing: own))]))))
                substitutions.append((name, .object(JSONObject(pairs: members))))
            }
            let value = positional ? Self.removingVariablePositions(format, matches) : format
            return .object(JSONObject(pairs: [
                ("stringUnit", .object(JSONObject(pairs: [("state", .string("translated")), ("value", .string(value))]))),
                ("substitutions", .object(JSONObject(pairs: substitutions))),
            ]))
        }
    }

    func plural(_ forms: [String: String], replacing specifier: String?) -> JSONValue {
        let pairs = StringsdictFile.pluralCategories.compactMap { category -> (String, JSONValue)? in
            guard let form = forms[category] else { return nil }
            let value = specifier.map { FormatString.replacing($0, with: "%arg", in: form) } ?? form
            return (category, unit(value))
        }
        return .object(JSONObject(pairs: pairs))
    }

    /// `format` with `%N$#@name@` written as `%#@name@` (the position lives in the substitution's argNum).
    static func removingVariablePositions(_ format: String, _ matches: [FormatSpecifier]) -> String {
        var bytes = Array(format.utf8)
        for match in matches.reversed() {
            guard let name = match.substitutionName, match.position != nil else { continue }
            bytes.replaceSubrange(match.utf8Range, with: Array("%#@\(name)@".utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The variable name when `format` is exactly `%#@name@`.
    static func singleVariable(_ format: String) -> String? {
        let matches = FormatString(format).placeholders
        guard matches.count == 1, let match = matches.first, match.position == nil, let name = match.substitutionName,
            match.text == format
        else { return nil }
        return name
    }

    /// Whether the forms use the variable's own specifier (`%` + value type) and no other: then the plural
    /// can select on the string's own argument, as `variations.plural` does.
    static func collapses(_ variable: StringsdictVariable) -> Bool {
        guard let valueType = variable.valueType else { return false }
        let own = "%" + valueType
        let found = variable.forms.values.flatMap { FormatString($0).placeholders }
        return !found.isEmpty && found.allSatisfy { $0.text == own }
    }

    mutating func result() -> MigratedCatalog {
        var statistics = TableStatistics()
        var languages: Set<String> = []
        var strings: [(String, JSONValue)] = []
        for key in keys {
            guard let byLanguage = localizations[key] else { continue }
            if hasSourceFile, !sourceKeys.contains(key) {
                let present = byLanguage.keys.sorted().joined(separator: ", ")
                let source = interfaceBuilderPath.map { "\($0.split(separator: "/").last.map(String.init) ?? $0); kept" } ?? "the \(options.sourceLanguage) file"
                warnings.append(LegacyWarning(path: firstPath[key] ?? "", message:
                    "key \"\(key)\" is only in translations (\(present)), not in \(source)"))
            }
            var members: [(String, JSONValue)] = []
            let fromInterfaceBuilder = interfaceBuilder[key]
            if let comment = fromInterfaceBuilder?.comment ?? sourceComments[key] ?? translationComments[key] {
                members.append(("comment", .string(comment)))
            }
            members.append(("extractionState", .string(fromInterfaceBuilder == nil ? options.extractionState : "extracted_with_value")))
            var localizationPairs: [(String, JSONValue)] = []
            var hasPlural = false, hasSubstitution = false, hasDevice = false
            for language in byLanguage.keys.sorted() {
                let value = byLanguage[language]!
                languages.insert(language)
                localizationPairs.append((language, value))
                let object = value.object
                if object?["variations"]?.object?["plural"] != nil { hasPlural = true }
                if object?["variations"]?.object?["device"] != nil { hasDevice = true }
                if object?["substitutions"] != nil { hasSubstitution = true; hasPlural = true }
            }
            members.append(("localizations", .object(JSONObject(pairs: localizationPairs))))
            strings.append((key, .object(JSONObject(pairs: members))))
            statistics.keys += 1
            if hasPlural { statistics.plurals += 1 }
            if hasSubstitution { statistics.substitutions += 1 }
            if hasDevice { statistics.deviceVariations += 1 }
        }
        statistics.languages = languages.sorted()
        let root = JSONValue.object(JSONObject(pairs: [
            ("sourceLanguage", .string(options.sourceLanguage)),
            ("strings", .object(JSONObject(pairs: strings))),
            ("version", .string("1.0")),
        ]))
        return MigratedCatalog(root: root, warnings: warnings, statistics: statistics)
    }
}
