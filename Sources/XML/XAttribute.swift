/// One attribute of an element, as written: its qualified name and its normalized value.
public struct XAttribute: Hashable, Sendable {
    /// The qualified name, e.g. `xml:space` or `state`.
    public var name: String
    /// The value with references resolved and white space normalized as XML requires (tab and line ends → space).
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
