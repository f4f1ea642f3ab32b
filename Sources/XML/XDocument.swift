/// A parsed XML document: the declaration, what surrounds the root, and the root element.
public struct XDocument: Hashable, Sendable {
    /// The `<?xml …?>` declaration, if the text starts with one.
    public var declaration: XDeclaration?
    /// Comments and processing instructions before the root element.
    public var prolog: [XNode]
    /// The document element.
    public var root: XElement
    /// Comments and processing instructions after the root element.
    public var epilog: [XNode]

    /// Creates a document.
    public init(declaration: XDeclaration? = nil, prolog: [XNode] = [], root: XElement, epilog: [XNode] = []) {
        self.declaration = declaration
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }

    /// Parses UTF-8 `bytes` (a leading byte order mark is allowed) into a document, or throws the first place the
    /// text is not well-formed.
    public init(bytes: [UInt8]) throws {
        var reader = XMLReader(bytes: bytes)
        self = try reader.readDocument()
    }

    /// Parses a string into a document.
    public init(string: String) throws {
        try self.init(bytes: Array(string.utf8))
    }
}

/// The `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` declaration.
public struct XDeclaration: Hashable, Sendable {
    /// The version, `1.0` or `1.1`.
    public var version: String
    /// The declared encoding, if any (the reader accepts only UTF-8).
    public var encoding: String?
    /// The declared standalone value, if any.
    public var standalone: Bool?

    /// Creates a declaration.
    public init(version: String = "1.0", encoding: String? = "UTF-8", standalone: Bool? = nil) {
        self.version = version
        self.encoding = encoding
        self.standalone = standalone
    }
}
