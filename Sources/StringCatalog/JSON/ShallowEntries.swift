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
