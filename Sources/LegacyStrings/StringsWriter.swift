/// Writes `.strings` text: each entry as `"key" = "value";` with its comment above, entries a blank line apart.
///
/// Escapes exactly what Foundation's reader needs (`\\`, `\"`, and control characters) so that reading the output
/// gives back the same keys and values; `*/` inside a comment is broken up so the comment cannot end early.
public enum StringsWriter {
    /// The text encodings `export` offers.
    public enum OutputEncoding: String, Sendable {
        /// UTF-8 without a byte order mark (what Xcode writes for new files).
        case utf8
        /// UTF-16 little-endian with a byte order mark (what older Xcode versions wrote).
        case utf16
    }

    /// The text of a `.strings` file holding `entries` in order.
    public static func text(_ entries: [StringsEntry]) -> String {
        var out = ""
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "\n" }
            if let comment = entry.comment, !comment.isEmpty {
                out += "/* " + comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
            }
            out += quoted(entry.key) + " = " + quoted(entry.value) + ";\n"
        }
        return out
    }

    /// The bytes of the file in `encoding`.
    public static func bytes(_ entries: [StringsEntry], encoding: OutputEncoding) -> [UInt8] {
        let content = text(entries)
        switch encoding {
        case .utf8:
            return Array(content.utf8)
        case .utf16:
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in content.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return bytes
        }
    }

    /// `text` in double quotes with Foundation's escapes.
    /// The one escaper for .strings text (old-style plist: `\U` escapes, DEL escaped); JSON has JSONWriter.writeQuoted.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
