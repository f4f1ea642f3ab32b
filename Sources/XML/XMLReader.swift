/// Reads XML 1.0 text into an `XDocument`, or stops at the first place the text is not well-formed.
///
/// What it reads: the XML declaration, comments, processing instructions, a `DOCTYPE` (skipped; its entities are
/// not expanded, so a document that uses them is refused), elements, attributes, character data, CDATA sections,
/// the five predefined entities and numeric character references, `xml:space`. Line ends are normalized to `\n`
/// and attribute values are normalized as XML requires. Text must be UTF-8.
///
/// Character references to C0 control characters, U+FFFE and U+FFFF are accepted (XML 1.1 allows the controls, and
/// a reference is the only way to carry such a character), so what `XMLEscaper` writes reads back unchanged.
struct XMLReader {
    private let bytes: [UInt8]
    private var index = 0
    /// Incremental line counting for element positions: everything before `checkpoint` has been counted.
    private var checkpoint = 0
    private var line = 1
    private var column = 1

    /// Elements nested deeper than this are refused, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func readDocument() throws -> XDocument {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw error("the text is UTF-16; save it as UTF-8", at: 0)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        try validateCharacters(from: index)
        var declaration: XDeclaration?
        if starts(with: "<?xml"), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
            declaration = try readDeclaration()
        }
        var prolog: [XNode] = []
        var sawDoctype = false
        var root: XElement?
        while root == nil {
            skipWhitespace()
            guard index < bytes.count else { throw error("the document has no root element", at: index) }
            if starts(with: "<!--") {
                prolog.append(try readComment())
            } else if starts(with: "<?") {
                prolog.append(try readProcessingInstruction())
            } else if starts(with: "<!DOCTYPE") {
                guard !sawDoctype else { throw error("a second DOCTYPE declaration", at: index) }
                sawDoctype = true
                try skipDoctype()
            } else if bytes[index] == UInt8(ascii: "<") {
                root = try readElement(inheritedPreserve: false, depth: 0)
            } else {
                throw error("text before the root element", at: index)
            }
        }
        var epilog: [XNode] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            if starts(with: "<!--") {
                epilog.append(try readComment())
            } else if starts(with: "<?") {
                epilog.append(try readProcessingInstruction())
            } else if bytes[index] == UInt8(ascii: "<") {
                throw error("a second root element; a document has exactly one", at: index)
            } else {
                throw error("text after the root element", at: index)
            }
        }
        guard let root else { throw error("the document has no root element", at: index) }
        return XDocument(declaration: declaration, prolog: prolog, root: root, epilog: epilog)
    }

    // MARK: - Declaration and DOCTYPE

    private mutating func readDeclaration() throws -> XDeclaration {
        let start = index
        index += 5
        var pseudo: [(String, String, Int)] = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error("the XML declaration is not closed with '?>'", at: start) }
            if starts(with: "?>") {
                index += 2
                break
            }
            guard hadSpace else { throw error("expected white space in the XML declaration", at: index) }
            let nameStart = index
            let name = try readName(what: "a name in the XML declaration")
            try readEquals(after: name)
            pseudo.append((name, try readAttributeValue(), nameStart))
        }
        var declaration = XDeclaration(version: "", encoding: nil, standalone: nil)
        for (offset, (name, value, at)) in pseudo.enumerated() {
            switch (name, offset) {
            case ("version", 0):
                guard value == "1.0" || value == "1.1" else { throw error("unsupported XML version '\(value)'", at: at) }
                declaration.version = value
            case ("encoding", 1):
                guard value.lowercased() == "utf-8" else {
                    throw error("unsupported encoding '\(value)'; save the file as UTF-8", at: at)
                }
                declaration.encoding = value
            case ("standalone", _) where offset >= 1 && declaration.standalone == nil:
                guard value == "yes" || value == "no" else {
                    throw error("standalone must be 'yes' or 'no', not '\(value)'", at: at)
                }
                declaration.standalone = value == "yes"
            default:
                throw error("unexpected '\(name)' in the XML declaration", at: at)
            }
        }
        guard !declaration.version.isEmpty else { throw error("the XML declaration has no version", at: start) }
        return declaration
    }

    private mutating func skipDoctype() throws {
        let start = index
        index += 9
        var quote: UInt8?
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return
            default: continue
            }
        }
        throw error("the DOCTYPE declaration is not closed", at: start)
    }

    // MARK: - Elements

    private mutating func readElement(inheritedPreserve: Bool, depth: Int) throws -> XElement {
        let start = index
        guard depth < Self.maximumDepth else { throw error("elements are nested too deeply", at: start) }
        let position = self.position(at: start)
        index += 1
        let name = try readName(what: "an element name after '<'")
        var attributes: [XAttribute] = []
        var selfClosing = false
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error("the start tag <\(name)> is not closed", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in <\(name)>", at: index)
                }
                index += 2
                selfClosing = true
                break
            }
            guard hadSpace else { throw error("expected white space before an attribute in <\(name)>", at: index) }
            let attributeStart = index
            let attributeName = try readName(what: "an attribute name in <\(name)>")
            try readEquals(after: attributeName)
            let value = try readAttributeValue()
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("duplicate attribute '\(attributeName)' in <\(name)>", at: attributeStart)
            }
            attributes.append(XAttribute(name: attributeName, value: value))
        }
        var preserve = inheritedPreserve
        if let space = attributes.first(where: { $0.name == "xml:space" }) {
            switch space.value {
            case "preserve": preserve = true
            case "default": preserve = false
            default: throw error("xml:space must be 'preserve' or 'default', not '\(space.value)'", at: start)
            }
        }
        var element = XElement(name: name, attributes: attributes, position: position, preservesSpace: preserve)
        if !selfClosing {
            element.children = try readContent(of: element, start: start, depth: depth)
        }
        return element
    }

    private mutating func readContent(of element: XElement, start: Int, depth: Int) throws -> [XNode] {
        var children: [XNode] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                children.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                flush()
                if starts(with: "</") {
                    try readEndTag(of: element, start: start)
                    return children
                } else if starts(with: "<!--") {
                    children.append(try readComment())
                } else if starts(with: "<![CDATA[") {
                    children.append(try readCDATA())
                } else if starts(with: "<?") {
                    children.append(try readProcessingInstruction())
                } else if starts(with: "<!") {
                    throw error("unexpected markup declaration inside <\(element.name)>", at: index)
                } else {
                    children.append(.element(try readElement(inheritedPreserve: element.preservesSpace, depth: depth + 1)))
                }
            case UInt8(ascii: "&"):
                try readReference(into: &text)
            case 0x0D:
                text.append(0x0A)
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case UInt8(ascii: "]") where starts(with: "]]>"):
                throw error("']]>' is not allowed in text; write ']]&gt;'", at: index)
            default:
                // A run of plain bytes is copied at once: most text holds no markup, reference or line end.
                let runStart = index
                index += 1
                while index < bytes.count, !Self.endsTextRun(bytes[index]) { index += 1 }
                text.append(contentsOf: bytes[runStart..<index])
            }
        }
        throw error("<\(element.name)> is not closed", at: start)
    }

    private mutating func readEndTag(of element: XElement, start: Int) throws {
        let tagStart = index
        index += 2
        let name = try readName(what: "an element name after '</'")
        guard name == element.name else {
            throw error(
                "</\(name)> does not close <\(element.name)> opened at \(element.position)", at: tagStart
            )
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("expected '>' to end </\(name)>", at: index)
        }
        index += 1
    }

    // MARK: - Other markup

    private mutating func readComment() throws -> XNode {
        let start = index
        index += 4
        let contentStart = index
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else {
                    throw error("'--' is not allowed inside a comment", at: index)
                }
                let content = normalizedString(contentStart..<index)
                index += 3
                return .comment(content)
            }
            index += 1
        }
        throw error("the comment is not closed with '-->'", at: start)
    }

    private mutating func readCDATA() throws -> XNode {
        let start = index
        index += 9
        let contentStart = index
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                let content = normalizedString(contentStart..<index)
                index += 3
                return .cdata(content)
            }
            index += 1
        }
        throw error("the CDATA section is not closed with ']]>'", at: start)
    }

    private mutating func readProcessingInstruction() throws -> XNode {
        let start = index
        index += 2
        let target = try readName(what: "a processing instruction target after '<?'")
        if target.lowercased() == "xml" {
            throw error("the XML declaration is allowed only at the very start of the text", at: start)
        }
        let hadSpace = skipWhitespace()
        let dataStart = index
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
                guard hadSpace || index == dataStart else {
                    throw error("expected white space after '<?\(target)'", at: dataStart)
                }
                let data = normalizedString(dataStart..<index)
                index += 2
                return .processingInstruction(target: target, data: data)
            }
            index += 1
        }
        throw error("the processing instruction is not closed with '?>'", at: start)
    }

    // MARK: - Attributes, names and references

    private mutating func readEquals(after name: String) throws {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw error("expected '=' after '\(name)'", at: index)
        }
        index += 1
        skipWhitespace()
    }

    private mutating func readAttributeValue() throws -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("an attribute value must be in quotes", at: index)
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"):
                throw error("'<' is not allowed in an attribute value; write '&lt;'", at: index)
            case UInt8(ascii: "&"):
                try readReference(into: &value)
            case 0x0D:
                value.append(0x20)
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                let runStart = index
                index += 1
                while index < bytes.count, !Self.endsAttributeRun(bytes[index], quote: quote) { index += 1 }
                value.append(contentsOf: bytes[runStart..<index])
            }
        }
        throw error("the attribute value is not closed", at: start)
    }

    private mutating func readName(what: String) throws -> String {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { throw error("expected \(what)", at: index) }
        index += 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readReference(into buffer: inout [UInt8]) throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("'&' must be written '&amp;'", at: start) }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < bytes.count && bytes[index] == UInt8(ascii: "x")
            if hex { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < bytes.count, let digit = Self.digitValue(bytes[index], hex: hex) {
                value = value &* (hex ? 16 : 10) &+ digit
                digits += 1
                index += 1
                if digits > 8 { break }
            }
            guard digits > 0, digits <= 8, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error("malformed character reference", at: start)
            }
            index += 1
            guard value != 0, let scalar = Unicode.Scalar(value) else {
                throw error("character reference to U+\(String(value, radix: 16, uppercase: true)) is not a character XML allows", at: start)
            }
            buffer.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        guard Self.isNameStart(bytes[index]) else { throw error("'&' must be written '&amp;'", at: start) }
        let name = try readName(what: "an entity name")
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw error("the reference '&\(name)' must end with ';'", at: start)
        }
        index += 1
        switch name {
        case "lt": buffer.append(UInt8(ascii: "<"))
        case "gt": buffer.append(UInt8(ascii: ">"))
        case "amp": buffer.append(UInt8(ascii: "&"))
        case "apos": buffer.append(UInt8(ascii: "'"))
        case "quot": buffer.append(UInt8(ascii: "\""))
        default: throw error("undefined entity '&\(name);'", at: start)
        }
    }

    // MARK: - Characters

    /// Checks the whole text once: valid UTF-8, and no character XML forbids (C0 controls other than tab and line
    /// ends, U+FFFE, U+FFFF). Later stages can then slice bytes freely.
    private func validateCharacters(from start: Int) throws {
        var offset = start
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    throw error("control character U+\(Self.hex4(UInt32(byte))) is not allowed in XML", at: offset)
                }
                offset += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
            case 0xE0: length = 3; scalar = 0; low = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: length = 3; scalar = UInt32(byte & 0x0F)
            case 0xED: length = 3; scalar = 0xD; high = 0x9F
            case 0xF0: length = 4; scalar = 0; low = 0x90
            case 0xF1...0xF3: length = 4; scalar = UInt32(byte & 0x07)
            case 0xF4: length = 4; scalar = 4; high = 0x8F
            default: throw error("invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))", at: offset)
            }
            guard offset + length <= count else { throw error("truncated UTF-8 sequence", at: offset) }
            for next in 1..<length {
                let continuation = bytes[offset + next]
                let range = next == 1 ? low...high : 0x80...0xBF
                guard range.contains(continuation) else {
                    throw error("invalid UTF-8 sequence", at: offset)
                }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                throw error("U+\(Self.hex4(scalar)) is not a character XML allows", at: offset)
            }
            offset += length
        }
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private func starts(with literal: StaticString) -> Bool {
        return literal.withUTF8Buffer { prefix in
            let count = prefix.count
            guard index + count <= bytes.count else { return false }
            var offset = 0
            while offset < count {
                if bytes[index + offset] != prefix[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The bytes in `range` as a string with `\r\n` and lone `\r` turned into `\n`.
    private func normalizedString(_ range: Range<Int>) -> String {
        let slice = bytes[range]
        guard slice.contains(0x0D) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var previousCR = false
        for byte in slice {
            if byte == 0x0A, previousCR {
                previousCR = false
                continue
            }
            previousCR = byte == 0x0D
            out.append(previousCR ? 0x0A : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Positions

    /// The position of `offset`, counted on from the last position asked for (element starts only grow).
    private mutating func position(at offset: Int) -> XMLPosition {
        if offset < checkpoint {
            checkpoint = 0
            line = 1
            column = 1
        }
        while checkpoint < offset {
            let byte = bytes[checkpoint]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            checkpoint += 1
        }
        return XMLPosition(line: line, column: column)
    }

    private func error(_ message: String, at offset: Int) -> XMLError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLError(message, at: XMLPosition(line: line, column: column))
    }

    // MARK: - Byte classes

    /// The bytes `readContent` handles one by one: markup, references, carriage returns and a possible `]]>`.
    private static func endsTextRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D || byte == UInt8(ascii: "]")
    }

    /// The bytes `readAttributeValue` handles one by one: the closing quote, `<`, references and line ends.
    private static func endsAttributeRun(_ byte: UInt8, quote: UInt8) -> Bool {
        byte == quote || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D || byte == 0x09 || byte == 0x0A
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x61...0x66 where hex: return UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where hex: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
