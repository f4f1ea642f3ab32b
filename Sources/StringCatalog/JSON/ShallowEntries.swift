/// The `strings` entries a shallow read (`JSONDocument(shallowBytes:path:)`) checked without recording them: where
/// each entry's key and value lie in the file, so that the read of another version of the file (its `reference`)
/// can take an entry with the same key and the same bytes as checked without walking it again.
struct ShallowEntries: Sendable {
    /// One `strings` entry. Offsets are into the bytes the entry was read from.
    struct Entry: Sendable {
        /// The key's text as written, between its quotes.
        var key: Range<Int>
        /// The value, from its first byte to one past its last.
        var value: Range<Int>
        /// Where the whitespace inside the value's first empty object starts, from the value's start; nil when the
        /// value holds no empty object. (The file's style is taken from its first empty object.)
        var emptyObject: Int?
        /// The position among the reference's entries of the entry with the same key as written and the same
        /// bytes, which was not walked again; nil when none was found.
        var reference: Int?
    }

    /// The entries, in file order.
    var entries: [Entry] = []
}

extension ShallowEntries {
    /// The entries a shallow read would record of the root's `strings` object of `tape` (a full read), to serve as
    /// the reference of a shallow read of another version of the file; empty when the root has no such object.
    init(tape: JSONTape) {
        guard tape.kind(tape.root) == .object, let strings = tape.member("strings", of: tape.root),
              tape.kind(strings) == .object else { return }
        entries.reserveCapacity(Int(tape.records[strings.index].count))
        for member in tape.members(of: strings) {
            let key = tape.records[member.key.index]
            let value = tape.records[member.value.index]
            let start = Int(value.start)
            entries.append(Entry(
                key: (Int(key.start) + 1)..<(Int(key.end) - 1), value: start..<Int(value.end),
                emptyObject: Self.firstEmptyObject(in: member.value, of: tape).map { $0 - start }, reference: nil))
        }
    }

    /// Where the whitespace inside the first empty object of `value` (itself included) starts, in document order.
    private static func firstEmptyObject(in value: JSONTape.Value, of tape: JSONTape) -> Int? {
        let end = Int(tape.records[value.index].after)
        var index = value.index
        while index < end {
            let record = tape.records[index]
            if record.kind == .object, record.count == 0 { return Int(record.start) + 1 }
            index += 1
        }
        return nil
    }
}
