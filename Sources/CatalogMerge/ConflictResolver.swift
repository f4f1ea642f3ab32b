/// Resolves every conflict hunk in a file one way: keeps ours' (or theirs') lines and drops the rest and the
/// markers. Works on any git-style hunks (ours, the textual merge's, a person's half-done edit).
public enum ConflictResolver {
    /// Which side of every hunk to keep.
    public enum Side: Sendable {
        case ours, theirs
    }

    /// What resolving found.
    public struct Resolution: Sendable {
        /// The file without markers.
        public var bytes: [UInt8]
        /// How many hunks were resolved.
        public var hunkCount: Int
    }

    /// A hunk that never closes: the file is left as it was.
    public struct UnterminatedHunkError: Error, CustomStringConvertible, Sendable {
        /// 1-based line of the `<<<<<<<` marker.
        public var line: Int
        public var description: String {
            "the conflict hunk starting at line \(line) has no closing '>>>>>>>' marker; resolve it by hand"
        }
    }

    /// Keeps `side` of every hunk in `bytes`. Markers are lines starting with at least 7 `<`, `|`, `=` or `>`
    /// (the size of the opening marker is used for the others, as git's marker size can be changed).
    public static func resolve(_ bytes: [UInt8], keeping side: Side) throws -> Resolution {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        enum State { case outside, ours, base, theirs }
        var state = State.outside
        var size = 7
        var hunks = 0
        var openingLine = 0
        var lineNumber = 0
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            let end = newline.map { $0 + 1 } ?? bytes.endIndex
            let line = bytes[start..<end]
            lineNumber += 1
            start = end
            func isMarker(_ character: UInt8, size: Int) -> Bool {
                guard line.count >= size, line.prefix(size).allSatisfy({ $0 == character }) else { return false }
                let rest = line.dropFirst(size)
                guard let next = rest.first else { return true }
                return next == 0x20 || next == 0x0A || next == 0x0D
            }
            switch state {
            case .outside:
                let run = line.prefix { $0 == UInt8(ascii: "<") }.count
                if run >= 7, isMarker(UInt8(ascii: "<"), size: run) {
                    size = run
                    state = .ours
                    openingLine = lineNumber
                    hunks += 1
                    continue
                }
            case .ours, .base:
                if isMarker(UInt8(ascii: "|"), size: size) { state = .base; continue }
                if isMarker(UInt8(ascii: "="), size: size) { state = .theirs; continue }
            case .theirs:
                if isMarker(UInt8(ascii: ">"), size: size) { state = .outside; continue }
            }
            let keep: Bool
            switch state {
            case .outside: keep = true
            case .ours: keep = side == .ours
            case .base: keep = false
            case .theirs: keep = side == .theirs
            }
            if keep { out.append(contentsOf: line) }
        }
        if state != .outside { throw UnterminatedHunkError(line: openingLine) }
        return Resolution(bytes: out, hunkCount: hunks)
    }
}
