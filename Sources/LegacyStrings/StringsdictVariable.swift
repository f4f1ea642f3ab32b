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
