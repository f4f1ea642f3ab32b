/// The texts of short strings already built while one tree is built from a tape, found again by their bytes.
///
/// A catalog's keys and many of its values repeat thousands of times (`"localizations"`, `"stringUnit"`,
/// `"state"`, `"translated"`, language codes), and `String(decoding:as:)` checks and copies the bytes of each anew.
/// A string of at most 15 UTF-8 bytes is held inline by `String` (no allocation), so a text found here costs a
/// compare of two words. One slot per hash of the bytes (a later string with the same hash takes the slot over);
/// a text is only ever returned for exactly the bytes it was built from, so the tree is the same as without it.
/// The table is made only once a tree has built `firstKept` strings: the trees of single entries a merge builds
/// repeat few strings, and paid for the table without finding anything in it.
struct ShortStrings {
    /// The longest string kept, in UTF-8 bytes: the most `String` holds inline.
    static let maximumLength = 15
    /// How many strings are built before the table is made.
    static let firstKept = 64

    /// One slot: the bytes (zero-padded, in two words; the length in the top byte of the second, which the bytes
    /// never reach), and the text built from them. An empty slot has length 0, which is never looked up.
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var text = ""
    }

    /// Empty until `firstKept` strings were built.
    private var slots: [Slot] = []
    /// How many strings were built while there was no table.
    private var builtWithoutTable = 0
    /// How many bits a slot's number has.
    private let bits: UInt64

    /// A table sized for an input of `byteCount` bytes: 128 slots (4 KB) below 16 KB, else 256. Fewer slots than
    /// the repeated strings of a file make them take each other's slots, and build again.
    init(byteCount: Int) {
        bits = byteCount < 16_384 ? 7 : 8
    }

    /// The text of the UTF-8 bytes `content` of `input` (valid UTF-8: the parser checked them), from a slot when
    /// the same bytes were asked for before.
    mutating func text(_ content: Range<Int>, in input: UnsafeBufferPointer<UInt8>) -> String {
        let length = content.count
        // Two words are read from the first byte: only where 16 bytes follow it.
        guard length > 0, length <= Self.maximumLength, content.lowerBound + 16 <= input.count,
            let base = input.baseAddress.map(UnsafeRawPointer.init)
        else { return String(decoding: UnsafeBufferPointer(rebasing: input[content]), as: UTF8.self) }
        if slots.isEmpty {
            builtWithoutTable += 1
            guard builtWithoutTable > Self.firstKept else {
                return String(decoding: UnsafeBufferPointer(rebasing: input[content]), as: UTF8.self)
            }
            slots = [Slot](repeating: Slot(), count: 1 << Int(bits))
        }
        var low = ByteWord.load(base, at: content.lowerBound)
        var high = UInt64(length) << 56
        if length < 8 {
            low &= (1 &<< UInt64(8 * length)) &- 1
        } else if length > 8 {
            high |= ByteWord.load(base, at: content.lowerBound + 8) & ((1 &<< UInt64(8 * (length - 8))) &- 1)
        }
        let hash = ((low &* 0x9E37_79B9_7F4A_7C15) ^ high) &* 0xFF51_AFD7_ED55_8CCD
        let slot = Int(truncatingIfNeeded: hash >> (64 - bits))
        if slots[slot].low == low, slots[slot].high == high { return slots[slot].text }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[content]), as: UTF8.self)
        slots[slot] = Slot(low: low, high: high, text: text)
        return text
    }
}
