import Foundation
import StringCatalog

/// Turns a String Catalog back into `.strings`/`.stringsdict` tables, as Xcode's build does, but as readable text
/// with the comments.
///
/// Source-language keys without a source localization export as `"key" = "key";` (what the build does); entries
/// with `shouldTranslate: false` export only in the source language; plural variations become a `%#@count@`
/// format with one variable; substitutions keep their format (with `argNum` written back as `%N$#@name@`) and
/// get their own variables, `%arg` becoming the variable's specifier; device variations become
/// `NSStringDeviceSpecificRuleType`. A `stringSet` has no legacy form: it is left out with a warning.
public enum CatalogExporter {
    /// Exports the catalog `root` (read from `path`) as table `tableName`.
    public static func export(root: JSONValue, tableName: String, path: String, options: ExportOptions) -> CatalogExport {
        var context = ExportContext(path: path, options: options)
        let sourceLanguage = root.object?["sourceLanguage"]?.stringValue ?? "en"
        let strings = root.object?["strings"]?.object ?? JSONObject()
        var byLanguage: [String: ExportedLanguage] = [:]
        var statistics = TableStatistics()
        let wanted: (String) -> Bool = { language in options.languages.map { $0.contains(language) } ?? true }
        for member in strings.members {
            let key = member.key
            let entry = member.value.object ?? JSONObject()
            let comment = entry["comment"]?.stringValue
            let translatable = entry["shouldTranslate"]?.boolValue ?? true
            let localizations = entry["localizations"]?.object ?? JSONObject()
            var exported = false, plural = false, substitution = false, device = false
            var languages = localizations.keys
            if !languages.contains(sourceLanguage) { languages.append(sourceLanguage) }
            for language in languages where wanted(language) && (translatable || language == sourceLanguage) {
                let keyPath = "strings.\(key).localizations.\(language)"
                var table = byLanguage[language] ?? ExportedLanguage(language: language, strings: [], stringsdict: [])
                guard let localization = localizations[language]?.object else {
                    // The build's behaviour: a source-language key with no localization stands for itself.
                    table.strings.append(StringsEntry(key: key, value: key, comment: comment))
                    byLanguage[language] = table
                    exported = true
                    continue
                }
                if localization["stringSet"] != nil {
                    context.warn("\(keyPath): a stringSet has no .strings form; left out")
                    continue
                }
                let hasVariations = localization["variations"] != nil || localization["substitutions"] != nil
                if hasVariations {
                    guard let rule = context.rule(for: localization, keyPath: keyPath) else { continue }
                    table.stringsdict.append(StringsdictEntry(key: key, rule: rule))
                    // A .stringsdict holds no comments: a commented key also gets a .strings entry (the format, or
                    // the `other` form) carrying the comment; at run time the .stringsdict entry wins.
                    if let comment, let fallback = Self.fallbackValue(rule) {
                        table.strings.append(StringsEntry(key: key, value: fallback, comment: comment))
                    }
                    plural = plural || localization["variations"]?.object?["plural"] != nil || localization["substitutions"] != nil
                    substitution = substitution || localization["substitutions"] != nil
                    device = device || localization["variations"]?.object?["device"] != nil
                } else {
                    guard let value = context.exportedValue(localization["stringUnit"]) else { continue }
                    table.strings.append(StringsEntry(key: key, value: value, comment: comment))
                }
                byLanguage[language] = table
                exported = true
            }
            if exported { statistics.keys += 1 }
            if plural { statistics.plurals += 1 }
            if substitution { statistics.substitutions += 1 }
            if device { statistics.deviceVariations += 1 }
        }
        let languages = byLanguage.keys.sorted().compactMap { byLanguage[$0] }
        statistics.languages = languages.map(\.language)
        return CatalogExport(tableName: tableName, sourceLanguage: sourceLanguage, languages: languages,
                             statistics: statistics, warnings: context.warnings)
    }
}

extension CatalogExporter {
    /// The plain text standing for a rule in a `.strings` file: the format of substitutions, the `other` form of
    /// a plural, the first device's text.
    static func fallbackValue(_ rule: StringsdictRule) -> String? {
        switch rule {
        case let .text(text):
            return text
        case let .format(format, variables):
            if variables.count == 1, let variable = variables.values.first, format.hasPrefix("%#@"), format.hasSuffix("@"),
                FormatString(format).placeholders.count == 1 {
                return variable.forms["other"] ?? variable.forms.values.sorted().first
            }
            return format
        case let .device(rules), let .width(rules):
            return rules.keys.sorted().first.flatMap { rules[$0] }.flatMap(fallbackValue)
        }
    }
}

/// State shared while exporting one catalog: the options and the warnings so far.
private struct ExportContext {
    let path: String
    let options: ExportOptions
    var warnings: [LegacyWarning] = []

    mutating func warn(_ message: String) {
        warnings.append(LegacyWarning(path: path, message: message))
    }

    /// The unit's value when its state is exported.
    func exportedValue(_ unit: JSONValue?) -> String? {
        guard let unit = unit?.object, let value = unit["value"]?.stringValue else { return nil }
        // A unit without a state (or with an empty one, as some tools write) counts as translated.
        let state = unit["state"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? "translated"
        guard options.states.contains(state) else { return nil }
        if state == "new", value.isEmpty { return nil }
        return value
    }

    /// The stringsdict rule for a localization with variations or substitutions; nil when nothing is exported.
    mutating func rule(for localization: JSONObject, keyPath: String) -> StringsdictRule? {
        if let substitutions = localization["substitutions"]?.object {
            guard let format = exportedValue(localization["stringUnit"]) else { return nil }
            var variables: [String: StringsdictVariable] = [:]
            var positions: [String: Int] = [:]
            for member in substitutions.members {
                let substitution = member.value.object ?? JSONObject()
                let specifier = substitution["formatSpecifier"]?.stringValue
                if let argNum = substitution["argNum"]?.intValue { positions[member.key] = argNum }
                guard let plural = substitution["variations"]?.object?["plural"]?.object else {
                    warn("\(keyPath).substitutions.\(member.key): only plural substitutions have a .stringsdict form; left out")
                    return nil
                }
                let forms = pluralForms(plural, replacingArgWith: specifier.map { "%" + $0 })
                guard !forms.isEmpty else { return nil }
                variables[member.key] = StringsdictVariable(valueType: specifier, forms: forms)
            }
            return .format(Self.addingPositions(positions, to: format), variables: variables)
        }
        guard let variations = localization["variations"]?.object else { return nil }
        if let plural = variations["plural"]?.object {
            let forms = pluralForms(plural, replacingArgWith: nil)
            guard !forms.isEmpty else { return nil }
            let valueType = forms["other"].flatMap(Self.firstValueType) ?? forms.values.lazy.compactMap(Self.firstValueType).first
            return .format("%#@count@", variables: ["count": StringsdictVariable(valueType: valueType ?? "d", forms: forms)])
        }
        if let devices = variations["device"]?.object {
            var rules: [String: StringsdictRule] = [:]
            for member in devices.members {
                let device = member.key == "applewatch" ? "watch" : member.key
                let nested = member.value.object ?? JSONObject()
                if nested["variations"] != nil || nested["substitutions"] != nil {
                    if let rule = rule(for: nested, keyPath: keyPath + ".variations.device." + member.key) { rules[device] = rule }
                } else if let value = exportedValue(nested["stringUnit"]) {
                    rules[device] = .text(value)
                }
            }
            return rules.isEmpty ? nil : .device(rules)
        }
        warn("\(keyPath): variations other than plural and device have no .stringsdict form; left out")
        return nil
    }

    func pluralForms(_ plural: JSONObject, replacingArgWith specifier: String?) -> [String: String] {
        var forms: [String: String] = [:]
        for member in plural.members {
            guard let value = exportedValue(member.value.object?["stringUnit"]) else { continue }
            forms[member.key] = specifier.map { value.replacingOccurrences(of: "%arg", with: $0) } ?? value
        }
        return forms
    }

    /// The value type of the first specifier in `text` (`%lld` → `lld`, `%1$@` → `@`).
    static func firstValueType(_ text: String) -> String? {
        guard let match = FormatString(text).placeholders.first(where: { $0.substitutionName == nil }) else { return nil }
        var body = match.text.dropFirst()
        if let dollar = body.firstIndex(of: "$") { body = body[body.index(after: dollar)...] }
        return String(body.drop { "-+ #0'*.0123456789".contains($0) })
    }

    /// `%#@name@` written as `%N$#@name@` for substitutions with an `argNum`.
    static func addingPositions(_ positions: [String: Int], to format: String) -> String {
        guard !positions.isEmpty else { return format }
        var bytes = Array(format.utf8)
        for match in FormatString(format).placeholders.reversed() {
            guard let name = match.substitutionName, match.position == nil, let position = positions[name] else { continue }
            bytes.replaceSubrange(match.utf8Range, with: Array("%\(position)$#@\(name)@".utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
