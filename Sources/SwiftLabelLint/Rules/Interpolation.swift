/// The interpolations of a string literal token: the code inside each `\(…)` (also `\#(…)` in raw strings), and
/// the literal's text with each interpolation replaced by a placeholder, for rules that read both.
struct Interpolation {
    /// The placeholder that stands for one interpolation in `skeleton`.
    static let placeholder: Character = "\u{1}"

    /// The code inside each interpolation, in order.
    var segments: [String] = []
    /// The literal's text between its quotes, each interpolation replaced by `placeholder`.
    var skeleton = ""

    /// Reads the interpolations of a string literal token.
    init(_ token: Token) {
        let characters = Array(token.text)
        var hashes = 0
        while hashes < characters.count, characters[hashes] == "#" { hashes += 1 }
        var index = hashes
        while index < characters.count, characters[index] == "\"" { index += 1 }
        let bodyEnd = max(index, characters.count - hashes - (index - hashes))
        while index < bodyEnd {
            let character = characters[index]
            guard character == "\\" else {
                skeleton.append(character)
                index += 1
                continue
            }
            var marker = index + 1
            var seen = 0
            while seen < hashes, marker < characters.count, characters[marker] == "#" { marker += 1; seen += 1 }
            guard seen == hashes, marker < characters.count else { skeleton.append(character); index += 1; continue }
            if characters[marker] != "(" {
                // An escape such as `\n` or `\"`: keep both characters in the skeleton.
                skeleton.append(character)
                skeleton.append(characters[marker])
                index = marker + 1
                continue
            }
            let start = marker + 1
            var scan = start
            var depth = 1
            var inString = false
            while scan < characters.count {
                let current = characters[scan]
                if inString {
                    if current == "\\" { scan += 1 } else if current == "\"" { inString = false }
                } else if current == "\"" {
                    inString = true
                } else if current == "(" {
                    depth += 1
                } else if current == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                scan += 1
            }
            segments.append(String(characters[start..<min(scan, characters.count)]))
            skeleton.append(Self.placeholder)
            index = scan + 1
        }
    }

    /// Whether `text` holds the ASCII `needle` (letters compared without case when `ignoringCase`): a byte scan
    /// that lets rules skip literals before reading their interpolations.
    static func holds(_ text: String, _ needle: StaticString, ignoringCase: Bool = false) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { bytes in
            guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
            outer: for start in 0...(bytes.count - pattern.count) {
                for offset in pattern.indices {
                    var byte = bytes[start + offset]
                    if ignoringCase, byte >= 65, byte <= 90 { byte += 32 }
                    if byte != pattern[offset] { continue outer }
                }
                return true
            }
            return false
        }
    }

    /// Whether an interpolation in `text` is followed by a unit letter or a colon (`\(s)s`, `\(m) min`,
    /// `\(h):`): the only literals `glued-date-or-duration` reads further.
    static func mayGlueUnit(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: ")") {
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                guard next < bytes.count else { return false }
                switch bytes[next] {
                case UInt8(ascii: "s"), UInt8(ascii: "m"), UInt8(ascii: "h"), UInt8(ascii: "d"), UInt8(ascii: ":"): return true
                default: continue
                }
            }
            return false
        }
    }
}
