/// Escapes text for writing XML, the one escaper every XML writer here uses.
///
/// - `&`, `<` and `>` always become `&amp;`, `&lt;`, `&gt;`.
/// - In attribute values (always written in double quotes) `"` becomes `&quot;`, and tab and line ends become
///   character references so a reader's attribute normalization does not turn them into spaces.
/// - In text, `\r` becomes `&#xD;` (a reader would otherwise fold it into `\n`); tab and `\n` stay as they are.
/// - Other C0 control characters become `&#x…;` references (XML 1.0 cannot carry them literally), and so do U+FFFE
///   and U+FFFF. `XDocument` reads these references back.
/// - Everything else, characters outside the Basic Multilingual Plane included, is written as UTF-8: one 4-byte
///   sequence per scalar, never a surrogate pair.
public enum XMLEscaper {
    /// Escapes `text` for element content.
    public static func escapeText(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendText(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Escapes `value` for a double-quoted attribute value.
    public static func escapeAttribute(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendAttribute(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped for element content, to `bytes` (UTF-8).
    public static func appendText(_ text: String, to bytes: inout [UInt8]) {
        append(text, to: &bytes, attribute: false)
    }

    /// Appends `value`, escaped for a double-quoted attribute value, to `bytes` (UTF-8).
    public static func appendAttribute(_ value: String, to bytes: inout [UInt8]) {
        append(value, to: &bytes, attribute: true)
    }

    private static func append(_ string: String, to bytes: inout [UInt8], attribute: Bool) {
        let utf8 = Array(string.utf8)
        var index = 0
        let count = utf8.count
        bytes.reserveCapacity(bytes.count + count)
        while index < count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where attribute: bytes.append(contentsOf: "&quot;".utf8)
            case 0x09, 0x0A:
                if attribute { appendReference(UInt32(byte), to: &bytes) } else { bytes.append(byte) }
            case 0x00..<0x20: appendReference(UInt32(byte), to: &bytes)
            case 0xEF where index + 2 < count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                appendReference(utf8[index + 2] == 0xBE ? 0xFFFE : 0xFFFF, to: &bytes)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
    }

    private static func appendReference(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "&#x".utf8)
        bytes.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
        bytes.append(UInt8(ascii: ";"))
    }
}
