/// Renders `JSONValue`s to UTF-8 bytes: unchanged values as their source bytes, everything else in a `JSONStyle`.
///
/// With `preservingSource` false it ignores all source bytes and writes the canonical form of the style, which
/// for `JSONStyle.xcode` (with objects sorted) is byte-for-byte what Xcode writes.
public struct JSONWriter: Sendable {
    public var style: JSONStyle
    public var preservingSource: Bool
    /// When set, every object is written with its members in this order (the value itself is not changed, so
    /// nothing is copied); nil writes members in their order.
    public var sortOrder: KeyOrder?

    private let separator: [UInt8]
    private let indentUnit: [UInt8]
    private let newline: [UInt8]

    /// Creates a writer.
    public init(style: JSONStyle, preservingSource: Bool = true, sortOrder: KeyOrder? = nil) {
        self.style = style
        self.preservingSource = preservingSource
        self.sortOrder = sortOrder
        separator = Array(style.separator.utf8)
        indentUnit = Array(style.indent.utf8)
        newline = Array(style.newline.utf8)
    }

    /// The bytes of `value` written at nesting `depth` (0 for a root value).
    public func bytes(for value: JSONValue, depth: Int = 0) -> [UInt8] {
        var out: [UInt8] = []
        write(value, depth: depth, into: &out)
        return out
    }

    /// Appends the bytes of `value` at nesting `depth`.
    public func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
        if preservingSource, let source = value.source {
            out.append(contentsOf: source)
            return
        }
        switch value.kind {
        case .object(let object): writeObject(object, depth: depth, into: &out)
        case .array(let items): writeArray(items, depth: depth, into: &out)
        case .string(let text): Self.writeQuoted(text, into: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    private func writeIndent(_ depth: Int, into out: inout [UInt8]) {
        for _ in 0..<max(depth, 0) { out.append(contentsOf: indentUnit) }
    }

    private func writeObject(_ object: JSONObject, depth: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        if object.members.isEmpty {
            if preservingSource, let inner = object.closingTrivia {
                out.append(contentsOf: inner)
            } else if style.xcodeEmptyObjects {
                out.append(contentsOf: newline)
                out.append(contentsOf: newline)
                writeIndent(depth, into: &out)
            }
            out.append(UInt8(ascii: "}"))
            return
        }
        let members = object.members
        let last = members.count - 1
        func writeMember(_ member: JSONObject.Member, isLast: Bool) {
            let original = preservingSource ? object.sourceBytes(of: member) : nil
            if let original {
                original.head.write(into: &out)
            } else if preservingSource, member.borrowedKey != nil {
                // A member taken from another file: its key line as that file wrote it (not in the canonical form).
                if let indentation = member.borrowedIndentation {
                    out.append(contentsOf: indentation)
                } else {
                    out.append(contentsOf: newline)
                    writeIndent(depth + 1, into: &out)
                }
                if let key = member.borrowedKey { out.append(contentsOf: key) }
                out.append(contentsOf: member.borrowedSeparator ?? separator[...])
            } else {
                out.append(contentsOf: newline)
                writeIndent(depth + 1, into: &out)
                Self.writeQuoted(member.key, into: &out)
                out.append(contentsOf: separator)
            }
            write(member.value, depth: depth + 1, into: &out)
            if !isLast {
                if let original { out.append(contentsOf: original.tail) }
                out.append(UInt8(ascii: ","))
            }
        }
        var lastWritten = last
        if let sortOrder, !sortOrder.isSorted(members.lazy.map(\.key)) {
            // The permutation `JSONObject.sort(by:deep:)` makes: the same comparisons on the same positions.
            let order = members.indices.sorted { sortOrder.areInIncreasingOrder(members[$0].key, members[$1].key) }
            for (position, index) in order.enumerated() { writeMember(members[index], isLast: position == last) }
            lastWritten = order[last]
        } else {
            for index in members.indices { writeMember(members[index], isLast: index == last) }
        }
        if preservingSource, let closing = object.closingTrivia, object.sourceBytes(of: members[lastWritten]) != nil {
            out.append(contentsOf: closing)
        } else {
            out.append(contentsOf: newline)
            writeIndent(depth, into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private func writeArray(_ items: [JSONValue], depth: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        if items.isEmpty {
            out.append(contentsOf: newline)
            out.append(contentsOf: newline)
            writeIndent(depth, into: &out)
            out.append(UInt8(ascii: "]"))
            return
        }
        for (index, item) in items.enumerated() {
            out.append(contentsOf: newline)
            writeIndent(depth + 1, into: &out)
            write(item, depth: depth + 1, into: &out)
            if index != items.count - 1 { out.append(UInt8(ascii: ",")) }
        }
        out.append(contentsOf: newline)
        writeIndent(depth, into: &out)
        out.append(UInt8(ascii: "]"))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string the way Xcode escapes it: `"` and `\` escaped, control characters as
    /// `\n \t \r \b \f` or `\u00xx` (lowercase hex), `/` and everything else raw UTF-8.
    /// The JSON string escaper for every module that imports StringCatalog (Diagnostics does not: JSONText.quoted).
    public static func writeQuoted(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Runs without anything to escape are copied whole.
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(of: byte, into: &out)
                runStart = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends the escape of `byte`, a `"`, `\\` or control character.
    private static func appendEscape(of byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\\"))
        case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
        case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
        case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
        case 0x08: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "f"))
        default:
            out.append(contentsOf: Array("\\u00".utf8))
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
