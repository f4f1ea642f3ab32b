import Diagnostics

/// An element: its name, attributes in source order, content, and where it starts.
public struct XElement: Hashable, Sendable {
    /// The qualified name, e.g. `trans-unit` or `xliff:file`.
    public var name: String
    /// The attributes in the order they were written.
    public var attributes: [XAttribute]
    /// The content in document order.
    public var children: [XNode]
    /// Where the element's `<` is.
    public var position: XMLPosition
    /// Whether white space is significant here: `xml:space="preserve"` on this element or the nearest ancestor
    /// that sets it.
    public var preservesSpace: Bool

    /// Creates an element.
    public init(
        name: String, attributes: [XAttribute] = [], children: [XNode] = [],
        position: XMLPosition = XMLPosition(line: 1, column: 1), preservesSpace: Bool = false
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
        self.preservesSpace = preservesSpace
    }

    /// The name without its namespace prefix: `file` for `xliff:file`.
    public var localName: Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }

    /// The value of the attribute named `name` (qualified, exactly as written), if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var elements: [XElement] {
        children.compactMap(\.element)
    }

    /// The child elements whose local name is `localName`, in order.
    public func elements(named localName: String) -> [XElement] {
        children.compactMap { node in
            guard let element = node.element, element.localName == localName else { return nil }
            return element
        }
    }

    /// The first child element whose local name is `localName`.
    public func firstElement(named localName: String) -> XElement? {
        for case .element(let element) in children where element.localName == localName {
            return element
        }
        return nil
    }

    /// All character data inside the element, descendants included, in document order (comments and processing
    /// instructions left out).
    public var textContent: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    /// Whether the element holds child elements (markup inside text, e.g. XLIFF's `<g>` or `<x/>`).
    public var hasElementChildren: Bool {
        children.contains { $0.element != nil }
    }

    private func appendText(to text: inout String) {
        for child in children {
            switch child {
            case .text(let string), .cdata(let string): text += string
            case .element(let element): element.appendText(to: &text)
            case .comment, .processingInstruction: continue
            }
        }
    }
}
