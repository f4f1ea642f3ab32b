/// Reads the value of a plain string literal token: quotes, `#`s and common escapes removed.
enum LiteralText {
    /// The value of a single-line literal without interpolation, or nil for anything else.
    static func value(of token: Token) -> String? {
        guard token.kind == .string, !token.isInterpolated else { return nil }
        var text = Substring(token.text)
        var hashes = 0
        while text.first == "#", text.last == "#" {
            text = text.dropFirst().dropLast()
            hashes += 1
        }
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") else { return nil }
        let body = text.dropFirst().dropLast()
        if hashes > 0 { return String(body) }
        var out = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The literal's own text with every interpolation `\(…)` removed: the words a person would read.
    static func visibleText(of token: Token) -> String {
        guard token.isInterpolated else { return value(of: token) ?? token.text }
        var out = ""
        var characters = token.text.makeIterator()
        var previous: Character?
        while let character = characters.next() {
            if previous == "\\", character == "(" || character == "#" {
                out.removeLast()
                var depth = character == "(" ? 1 : 0
                if character == "#" {
                    while let next = characters.next(), next != "(" {}
                    depth = 1
                }
                while depth > 0, let next = characters.next() {
                    if next == "(" { depth += 1 } else if next == ")" { depth -= 1 }
                }
                previous = nil
                continue
            }
            out.append(character)
            previous = character
        }
        return out
    }
}
