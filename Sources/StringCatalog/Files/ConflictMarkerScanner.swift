/// Finds git conflict markers (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` at the start of a line) in text.
///
/// A catalog with markers is not JSON; naming the marker's line tells the user exactly what to resolve.
public struct ConflictMarkerScanner: Sendable {
    /// Creates a scanner.
    public init() {}

    /// The 1-based line numbers that start with a conflict marker, with the marker kind.
    public func markers(in bytes: [UInt8]) -> [(line: Int, marker: String)] {
        var result: [(Int, String)] = []
        var line = 1
        var lineStart = 0
        for index in 0...bytes.count {
            guard index == bytes.count || bytes[index] == UInt8(ascii: "\n") else { continue }
            if let marker = Self.marker(at: bytes[lineStart..<index]) { result.append((line, marker)) }
            line += 1
            lineStart = index + 1
        }
        return result
    }

    /// Whether a line of `bytes` opens a conflict hunk (`<<<<<<<`, as `marker(at:)` reads it): never valid JSON
    /// (`<` only appears inside strings, which hold no line break), so the file is unreadable. `<` is rare in a
    /// catalog: it is found with `memchr`, and only a line starting with it is looked at.
    public static func holdsOpeningMarker(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(UInt8(ascii: "<"), in: bytes) { buffer, position in
            guard position == 0 || buffer[position - 1] == UInt8(ascii: "\n") else { return false }
            let end = ByteSearch.index(of: UInt8(ascii: "\n"), in: buffer, from: position)
            return marker(at: bytes[position..<end]) != nil
        }
    }

    private static let markerBytes: [(UInt8, String)] = [
        (UInt8(ascii: "<"), "<"), (UInt8(ascii: "|"), "|"), (UInt8(ascii: "="), "="), (UInt8(ascii: ">"), ">"),
    ]

    /// The marker a line starts with: seven equal marker characters, then end of line or a space (`=======` alone).
    static func marker(at line: ArraySlice<UInt8>) -> String? {
        for (byte, character) in Self.markerBytes {
            guard line.count >= 7, line.prefix(7).allSatisfy({ $0 == byte }) else { continue }
            let rest = line.dropFirst(7)
            let next = rest.first
            if character == "=" {
                if rest.allSatisfy({ $0 == UInt8(ascii: "\r") }) { return String(repeating: character, count: 7) }
            } else if next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\r") {
                return String(repeating: character, count: 7)
            }
        }
        return nil
    }
}
