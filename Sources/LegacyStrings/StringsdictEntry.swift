/// One key of a `.stringsdict` file: a format with plural variables, or a device- or width-specific rule.
public indirect enum StringsdictRule: Equatable, Sendable {
    /// Plain text (a device or width form that needs no variables).
    case text(String)
    /// `NSStringLocalizedFormatKey` and the variables it names (`%#@name@`), by name.
    case format(String, variables: [String: StringsdictVariable])
    /// `NSStringDeviceSpecificRuleType`: a rule per device (`iphone`, `ipad`, `mac`, `appletv`, `watch`, `other`, …).
    case device([String: StringsdictRule])
    /// `NSStringVariableWidthRuleType`: a rule per width (`"20"`, `"50"`, …), which a String Catalog cannot hold.
    case width([String: StringsdictRule])
}

/// A variable of a `.stringsdict` format: its plural forms and the format specifier of its argument.
public struct StringsdictVariable: Equatable, Sendable {
    /// `NSStringFormatValueTypeKey`, e.g. `d`, `lld`, `@`; nil when absent.
    public var valueType: String?
    /// The plural forms by category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public var forms: [String: String]

    /// Creates a variable.
    public init(valueType: String?, forms: [String: String]) {
        self.valueType = valueType
        self.forms = forms
    }
}

/// One key of a `.stringsdict` file with its rule.
public struct StringsdictEntry: Equatable, Sendable {
    /// The localization key.
    public var key: String
    /// What the key holds.
    public var rule: StringsdictRule

    /// Creates an entry.
    public init(key: String, rule: StringsdictRule) {
        self.key = key
        self.rule = rule
    }
}
