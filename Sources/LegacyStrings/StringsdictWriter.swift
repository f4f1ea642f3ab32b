import StringCatalog

/// Writes `.stringsdict` XML property lists in the layout Xcode and `plutil` use (tabs, Apple's DOCTYPE).
///
/// Keys come in entry order; inside a variable, the spec type, the value type, then the plural categories in
/// CLDR order (`zero one two few many other`), so output is stable and diffs stay small.
public enum StringsdictWriter {
    /// The XML text of a `.stringsdict` holding `entries`.
    public static func text(_ entries: [StringsdictEntry]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            key(entry.key, depth: 1, into: &out)
            rule(entry.rule, depth: 1, into: &out)
        }
        out += "</dict>\n</plist>\n"
        return out
    }

    private static func rule(_ rule: StringsdictRule, depth: Int, into out: inout String) {
        switch rule {
        case let .text(text):
            string(text, depth: depth, into: &out)
        case let .format(format, variables):
            open(depth, into: &out)
            key("NSStringLocalizedFormatKey", depth: depth + 1, into: &out)
            string(format, depth: depth + 1, into: &out)
            for name in variableOrder(format: format, names: Array(variables.keys)) {
                guard let variable = variables[name] else { continue }
                key(name, depth: depth + 1, into: &out)
                open(depth + 1, into: &out)
                key("NSStringFormatSpecTypeKey", depth: depth + 2, into: &out)
                string("NSStringPluralRuleType", depth: depth + 2, into: &out)
                if let valueType = variable.valueType {
                    key("NSStringFormatValueTypeKey", depth: depth + 2, into: &out)
                    string(valueType, depth: depth + 2, into: &out)
                }
                for category in StringsdictFile.pluralCategories {
                    guard let form = variable.forms[category] else { continue }
                    key(category, depth: depth + 2, into: &out)
                    string(form, depth: depth + 2, into: &out)
                }
                close(depth + 1, into: &out)
            }
            close(depth, into: &out)
        case let .device(rules):
            ruleMap("NSStringDeviceSpecificRuleType", rules, depth: depth, into: &out)
        case let .width(rules):
            ruleMap("NSStringVariableWidthRuleType", rules, depth: depth, into: &out)
        }
    }

    private static func ruleMap(_ name: String, _ rules: [String: StringsdictRule], depth: Int, into out: inout String) {
        open(depth, into: &out)
        key(name, depth: depth + 1, into: &out)
        open(depth + 1, into: &out)
        for item in rules.keys.sorted() {
            key(item, depth: depth + 2, into: &out)
            rule(rules[item]!, depth: depth + 2, into: &out)
        }
        close(depth + 1, into: &out)
        close(depth, into: &out)
    }

    /// Variables in the order the format names them, then any others by name.
    static func variableOrder(format: String, names: [String]) -> [String] {
        var order: [String] = []
        for match in FormatString(format).placeholders {
            if let name = match.substitutionName, names.contains(name), !order.contains(name) { order.append(name) }
        }
        return order + names.filter { !order.contains($0) }.sorted()
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "\t", count: depth) }
    private static func open(_ depth: Int, into out: inout String) { out += indent(depth) + "<dict>\n" }
    private static func close(_ depth: Int, into out: inout String) { out += indent(depth) + "</dict>\n" }
    private static func key(_ text: String, depth: Int, into out: inout String) {
        out += indent(depth) + "<key>" + escaped(text) + "</key>\n"
    }
    private static func string(_ text: String, depth: Int, into out: inout String) {
        out += indent(depth) + "<string>" + escaped(text) + "</string>\n"
    }

    /// XML text escaping: `&`, `<`, `>`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
