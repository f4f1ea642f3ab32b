/// The lines of a file a change touched (1-based line numbers of the new version).
public enum TouchedLines: Equatable, Sendable {
    /// Every line: the file is new, or its name could not be read from the diff.
    case all
    /// Only these lines.
    case lines(Set<Int>)

    /// Whether line `line` is touched.
    public func contains(_ line: Int) -> Bool {
        switch self {
        case .all: return true
        case .lines(let lines): return lines.contains(line)
        }
    }

    /// The lines both touch.
    public func intersection(_ other: TouchedLines) -> TouchedLines {
        switch (self, other) {
        case (.all, _): return other
        case (_, .all): return self
        case (.lines(let a), .lines(let b)): return .lines(a.intersection(b))
        }
    }

    /// The added lines of each file in a `-U0` unified diff, by the path after `+++ b/`. A quoted path (git quotes
    /// names with control characters or quotes) is unquoted; a deleted file (`+++ /dev/null`) has none.
    public static func parse(unifiedDiff text: String) -> [String: TouchedLines] {
        var result: [String: TouchedLines] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                current = Self.path(afterPlusPlusPlus: line.dropFirst(4))
                if let current, result[current] == nil { result[current] = .lines([]) }
            } else if line.hasPrefix("@@ "), let current, case .lines(var lines)? = result[current] {
                guard let added = Self.addedRange(hunkHeader: line) else {
                    result[current] = .all
                    continue
                }
                lines.formUnion(added)
                result[current] = .lines(lines)
            }
        }
        return result
    }

    /// `b/path` or `"b/pa\"th"` to the path; nil for `/dev/null`.
    static func path(afterPlusPlusPlus field: Substring) -> String? {
        var name = String(field)
        if name.hasSuffix("\t") { name.removeLast() }
        if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
            name = unquote(String(name.dropFirst().dropLast()))
        }
        guard name.hasPrefix("b/") else { return nil }
        return String(name.dropFirst(2))
    }

    /// Undoes git's C-style quoting of a path (`\"`, `\\`, `\t`, `\n`, octal bytes).
    static func unquote(_ text: String) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    input.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The new-side lines of `@@ -a,b +c,d @@`: `c..<c+d` (`d` is 1 when left out; 0 is a pure deletion).
    static func addedRange(hunkHeader line: Substring) -> Range<Int>? {
        guard let plus = line.split(separator: " ").dropFirst(2).first, plus.hasPrefix("+") else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) : 1
        guard let count else { return nil }
        return start..<(start + count)
    }
}
