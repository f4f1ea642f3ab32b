/// Finds printf-style format specifiers (`%d`, `%2$@`, `%.1f`, `%lld`) and `%#@name@` variables in a string.
///
/// Used to decide whether a `.stringsdict` plural can become a catalog plural variation, and to convert a
/// variable's own specifier to and from the catalog's `%arg` placeholder. `%%` is a literal percent sign.
public enum FormatSpecifier {
    /// One specifier found in a string: its text and where it is (in UTF-8 bytes).
    public struct Match: Equatable, Sendable {
        /// The specifier as written, e.g. `%lld` or `%#@count@`.
        public var text: String
        /// Byte range in the UTF-8 of the scanned string.
        public var range: Range<Int>
        /// For a `%#@name@` variable, its name.
        public var variableName: String?
        /// The position given with `%N$`, if any.
        public var position: Int?
    }

    /// Every specifier and variable in `text`, in order (literal `%%` excluded).
    public static func scan(_ text: String) -> [Match] {
        let bytes = Array(text.utf8)
        var matches: [Match] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            if let match = specifier(in: bytes, at: index) {
                matches.append(match)
                index = match.range.upperBound
            } else {
                index += 1
            }
        }
        return matches
    }

    /// `text` with every specifier equal to `from` replaced by `to` (e.g. `%lld` → `%arg`).
    public static func replacing(_ from: String, with to: String, in text: String) -> String {
        let matches = scan(text).filter { $0.text == from }
        guard !matches.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for match in matches.reversed() { bytes.replaceSubrange(match.range, with: Array(to.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let flags = Set("-+ #0'".utf8)
    private static let lengths = Set("hlqLztj".utf8)
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaAn".utf8)

    private static func specifier(in bytes: [UInt8], at start: Int) -> Match? {
        var index = start + 1
        var position: Int?
        var digitsEnd = index
        while digitsEnd < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) { digitsEnd += 1 }
        if digitsEnd > index, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
            position = Int(String(decoding: bytes[index..<digitsEnd], as: UTF8.self))
            index = digitsEnd + 1
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
            guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
            return Match(text: String(decoding: bytes[start...close], as: UTF8.self), range: start..<(close + 1),
                         variableName: name, position: position)
        }
        while index < bytes.count, flags.contains(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "*") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: "*") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        while index < bytes.count, lengths.contains(bytes[index]) { index += 1 }
        guard index < bytes.count, conversions.contains(bytes[index]) else { return nil }
        return Match(text: String(decoding: bytes[start...index], as: UTF8.self), range: start..<(index + 1),
                     variableName: nil, position: position)
    }
}
