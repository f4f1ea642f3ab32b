/// Eight bytes read as one word, tested all at once (the classic zero-byte tests): the scans of the JSON reader and
/// of format strings pass over runs of ordinary bytes eight at a time. Each test's lowest flagged byte is exact
/// (a borrow only flags bytes above a true one), so `firstNonZero` of a mask finds the first byte that needs a look.
enum ByteWord {
    /// The eight bytes at `offset` of `base`, the first in the lowest bits.
    static func load(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The high bit of each byte of `word` that equals `byte`.
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(of: word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
    }

    /// The high bit of each zero byte of `word`.
    static func zeroBytes(of word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` below `limit` (at most 128).
    static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- (0x0101_0101_0101_0101 &* UInt64(limit))) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` at or above 0x80 (not ASCII).
    static func nonASCIIBytes(of word: UInt64) -> UInt64 {
        word & 0x8080_8080_8080_8080
    }

    /// The position (0 to 7) of the first non-zero byte of a non-zero word: the first byte a mask of these tests flags.
    static func firstNonZero(_ word: UInt64) -> Int {
        word.trailingZeroBitCount / 8
    }
}
