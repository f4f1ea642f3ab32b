/// A file holding git-style conflict hunks, split into the text between hunks and the hunks.
///
/// Markers are lines starting with at least 7 `<`, `|`, `=` or `>` followed by a space or the end of the line; the
/// size of the opening marker is used for the others, as git's marker size (`%L`) can be changed.
public struct ConflictedFile: Sendable {
    /// One hunk: each side's lines (with their line ends) and where the hunk lies.
    public struct Hunk: Sendable {
        /// The lines after `<<<<<<<`.
        public var ours: ArraySlice<UInt8>
        /// The lines after `|||||||`, when the hunk has a base section.
        public var base: ArraySlice<UInt8>?
        /// The lines after `=======`.
        public var theirs: ArraySlice<UInt8>
        /// The whole hunk, markers included.
        public var whole: ArraySlice<UInt8>
        /// The 1-based line of the `<<<<<<<` marker.
        public var line: Int
        /// Lines from the opening to the closing marker, both included.
        public var lineCount: Int

        /// The lines of `side` (empty for `.base` in a hunk without a base section).
        public func lines(_ side: MergeSide) -> ArraySlice<UInt8> {
            switch side {
            case .ours: return ours
            case .theirs: return theirs
            case .base: return base ?? []
            }
        }
    }

    /// Text outside hunks, or a hunk.
    public enum Piece: Sendable {
        case text(ArraySlice<UInt8>)
        case hunk(Hunk)
    }

    /// The file, in order.
    public let pieces: [Piece]

    /// The hunks, in order.
    public var hunks: [Hunk] {
        pieces.compactMap { piece in
            if case .hunk(let hunk) = piece { return hunk }
            return nil
        }
    }

    /// Splits `bytes`; throws `ConflictResolver.UnterminatedHunkError` for a hunk that never closes.
    public init(_ bytes: [UInt8]) throws {
        enum State { case outside, ours, base, theirs }
        var pieces: [Piece] = []
        var state = State.outside
        var size = 7
        var lineNumber = 0
        var textStart = bytes.startIndex
        var hunkStart = 0, hunkLine = 0
        var sectionStart = 0
        var ours: ArraySlice<UInt8> = [], base: ArraySlice<UInt8>?
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.endIndex
            let line = bytes[start..<end]
            lineNumber += 1
            defer { start = end }
            switch state {
            case .outside:
                let run = line.prefix { $0 == UInt8(ascii: "<") }.count
                guard run >= 7, Self.isMarker(line, UInt8(ascii: "<"), size: run) else { continue }
                if textStart < start { pieces.append(.text(bytes[textStart..<start])) }
                size = run
                state = .ours
                hunkStart = start
                hunkLine = lineNumber
                sectionStart = end
                base = nil
            case .ours, .base:
                if state == .ours, Self.isMarker(line, UInt8(ascii: "|"), size: size) {
                    ours = bytes[sectionStart..<start]
                    state = .base
                    sectionStart = end
                } else if Self.isMarker(line, UInt8(ascii: "="), size: size) {
                    if state == .ours { ours = bytes[sectionStart..<start] } else { base = bytes[sectionStart..<start] }
                    state = .theirs
                    sectionStart = end
                }
            case .theirs:
                guard Self.isMarker(line, UInt8(ascii: ">"), size: size) else { continue }
                pieces.append(.hunk(Hunk(
                    ours: ours, base: base, theirs: bytes[sectionStart..<start], whole: bytes[hunkStart..<end],
                    line: hunkLine, lineCount: lineNumber - hunkLine + 1)))
                state = .outside
                textStart = end
            }
        }
        if state != .outside { throw ConflictResolver.UnterminatedHunkError(line: hunkLine) }
        if textStart < bytes.endIndex { pieces.append(.text(bytes[textStart..<bytes.endIndex])) }
        self.pieces = pieces
    }

    private static func isMarker(_ line: ArraySlice<UInt8>, _ character: UInt8, size: Int) -> Bool {
        guard line.count >= size, line.prefix(size).allSatisfy({ $0 == character }) else { return false }
        guard let next = line.dropFirst(size).first else { return true }
        return next == 0x20 || next == 0x0A || next == 0x0D
    }

    /// The file with hunk number `index` (0-based) replaced by the side `choose(index)` names; nil leaves that
    /// hunk as it is.
    public func resolved(_ choose: (Int) -> MergeSide?) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                out.append(contentsOf: text)
            case .hunk(let hunk):
                out.append(contentsOf: choose(index).map(hunk.lines) ?? hunk.whole)
                index += 1
            }
        }
        return out
    }
}
