/// Minimal JSON text building for the reporters: string escaping and pretty printing of small trees.
///
/// The reporters build a tiny tree of `JSONText` values and render it with sorted-free, insertion-ordered keys,
/// so the output is stable for golden-file tests without relying on Foundation's encoder key order.
indirect enum JSONText {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// Pretty-prints with two-space indentation and a final newline.
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += offset == items.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += pad + Self.quoted(key) + ": "
                value.write(into: &out, indent: indent + 1)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "}"
        }
    }

    /// A JSON string literal for `text`.
    /// Not StringCatalog's JSONWriter.writeQuoted: Diagnostics imports nothing of ours, so it keeps this small copy.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
