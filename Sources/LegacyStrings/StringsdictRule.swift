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
