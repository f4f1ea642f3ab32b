/// One piece of XML content, in document order.
public enum XNode: Hashable, Sendable {
    /// A child element.
    case element(XElement)
    /// Character data with references resolved and line ends normalized to `\n`.
    case text(String)
    /// The contents of a `<![CDATA[…]]>` section, verbatim (line ends normalized).
    case cdata(String)
    /// The text of a `<!--…-->` comment.
    case comment(String)
    /// A `<?target data?>` processing instruction.
    case processingInstruction(target: String, data: String)

    /// The element, when this node is one.
    public var element: XElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
