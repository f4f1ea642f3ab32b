/// Whether a document's bytes are already what `JSONDocument.canonicalBytes(style:)` would write, found on the
/// parser's tape without building the `JSONValue` tree or writing anything: `format --check` on a catalog Xcode
/// wrote, the usual case, needs no more.
///
/// It follows the canonical writer (`JSONWriter` with `preservingSource` false and the style's sort order) rule by
/// rule — members in the style's order, a newline and one indent per level before each member or item, the
/// style's separator, strings escaped by `JSONWriter.writeQuoted`, numbers and literals as written, empty objects
/// and arrays as the writer writes them, nothing before the root and the style's final newline after it. It says
/// "canonical" only when every byte is accounted for, and "differs at" only at a byte where everything before
/// matched what the writer writes and the writer would write another byte next (or stop, or go on). Anything it
/// does not follow (an object whose members the writer would reorder) is "unknown": the caller then builds the
/// tree and runs the writer itself, so no output depends on this type being complete.
public struct CanonicalMatch {
    /// What the match found.
    public enum Outcome: Equatable, Sendable {
        /// The bytes are the canonical form.
        case canonical
        /// The bytes first differ from the canonical form at this byte offset (the length of their common prefix).
        case differs(at: Int)
        /// Not decided here: write the canonical form and compare.
        case unknown
    }

    private let tape: JSONTape
    private let bytes: [UInt8]
    private let style: JSONStyle
    private let newline: [UInt8]
    private let indent: [UInt8]
    private let separator: [UInt8]
    private var position = 0
    /// Set by the step that stops the match; `unknown` until one does.
    private var stop = Outcome.unknown

    /// How `tape`'s bytes compare with `JSONDocument(tape:path:).canonicalBytes(style: style)`.
    public static func compare(_ tape: JSONTape, style: JSONStyle = .xcode) -> Outcome {
        var match = CanonicalMatch(tape: tape, style: style)
        return match.document() ? .canonical : match.stop
    }

    /// Whether `tape`'s bytes are exactly `JSONDocument(tape:path:).canonicalBytes(style: style)` (false also
    /// when not decided here).
    public static func isCanonical(_ tape: JSONTape, style: JSONStyle = .xcode) -> Bool {
        compare(tape, style: style) == .canonical
    }

    private init(tape: JSONTape, style: JSONStyle) {
        self.tape = tape
        self.bytes = tape.bytes
        self.style = style
        newline = Array(style.newline.utf8)
        indent = Array(style.indent.utf8)
        separator = Array(style.separator.utf8)
    }

    private mutating func document() -> Bool {
        guard value(tape.root, depth: 0), expect(Array(style.finalNewline.utf8)) else { return false }
        // The canonical form ends here; bytes after it are the first difference.
        guard position == bytes.count else { return differs(at: position) }
        return true
    }

    /// Matches `value` (which must start at `position`) written at nesting `depth`.
    private mutating func value(_ value: JSONTape.Value, depth: Int) -> Bool {
        let record = tape.records[value.index]
        // Everything before matched, so only whitespace (or the whole document's leading bytes) can stand here,
        // where the writer writes the value's first byte.
        guard Int(record.start) == position else { return differs(at: position) }
        switch record.kind {
        case .object: return object(value, depth: depth)
        case .array: return array(value, depth: depth)
        case .string: return string(value)
        case .number, .true, .false, .null:
            // The writer prints a number's literal text and the literals themselves: the source bytes.
            position = Int(record.end)
            return true
        case .unread: return unknown()
        }
    }

    private mutating func object(_ value: JSONTape.Value, depth: Int) -> Bool {
        let members = tape.members(of: value)
        guard expect(UInt8(ascii: "{")) else { return false }
        if tape.records[value.index].count == 0 {
            if style.xcodeEmptyObjects, !(expect(newline) && expect(newline) && expectIndent(depth)) { return false }
            return expect(UInt8(ascii: "}"))
        }
        let tape = self.tape
        // The writer would reorder the members: where the first difference is, only writing tells.
        guard style.order.isSorted(members.lazy.map { tape.string($0.key) }) else { return unknown() }
        var first = true
        for member in members {
            guard tape.records[member.key.index].flags & JSONTape.Record.dropped == 0 else { return unknown() }
            if !first, !expect(UInt8(ascii: ",")) { return false }
            first = false
            guard expect(newline), expectIndent(depth + 1), string(member.key), expect(separator),
                  self.value(member.value, depth: depth + 1)
            else { return false }
        }
        return expect(newline) && expectIndent(depth) && expect(UInt8(ascii: "}"))
    }

    private mutating func array(_ value: JSONTape.Value, depth: Int) -> Bool {
        let items = tape.items(of: value)
        guard expect(UInt8(ascii: "[")) else { return false }
        var first = true
        for item in items {
            if !first, !expect(UInt8(ascii: ",")) { return false }
            first = false
            guard expect(newline), expectIndent(depth + 1), self.value(item, depth: depth + 1) else { return false }
        }
        // An empty array is written with two newlines whatever the style says about empty objects.
        if first, !expect(newline) { return false }
        return expect(newline) && expectIndent(depth) && expect(UInt8(ascii: "]"))
    }

    /// Matches a string or key: without escapes its bytes are what `writeQuoted` writes (the parser refuses raw
    /// quotes, backslashes and control characters); with escapes, they must equal `writeQuoted` of its text.
    private mutating func string(_ value: JSONTape.Value) -> Bool {
        let record = tape.records[value.index]
        guard Int(record.start) == position else { return differs(at: position) }
        guard record.kind == .string else { return unknown() }
        if tape.hasEscapes(value) {
            var quoted: [UInt8] = []
            JSONWriter.writeQuoted(tape.string(value), into: &quoted)
            return expect(quoted)
        }
        position = Int(record.end)
        return true
    }

    private mutating func expectIndent(_ depth: Int) -> Bool {
        for _ in 0..<max(depth, 0) where !expect(indent) { return false }
        return true
    }

    /// Matches the byte the writer writes next.
    private mutating func expect(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return differs(at: position) }
        position += 1
        return true
    }

    /// Matches the bytes the writer writes next; a mismatch is at the first byte that differs (or where the
    /// source ends).
    private mutating func expect(_ expected: [UInt8]) -> Bool {
        for byte in expected {
            guard position < bytes.count, bytes[position] == byte else { return differs(at: position) }
            position += 1
        }
        return true
    }

    private mutating func differs(at offset: Int) -> Bool {
        stop = .differs(at: offset)
        return false
    }

    private mutating func unknown() -> Bool {
        stop = .unknown
        return false
    }
}
