/// A text's UTF-8 bytes read as its `Character`s: which byte offsets are character boundaries, how many characters
/// come before one, and which bytes are whole ASCII characters.
///
/// Lets the printf parser scan bytes and still see what a `Character` scan sees (`%` followed by U+0301 is one
/// character, not a `%`; `\r\n` is one character). A text made only of ASCII needs no grapheme breaking: two ASCII
/// scalars are always separate characters except CR LF. Any other text has its boundaries found once, by the
/// standard library's own grapheme breaking. Valid only inside the `withUTF8` call that lent the bytes.
struct CharacterView {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// For a text outside ASCII: the character offset at each byte offset that is a boundary, -1 elsewhere.
    private let offsets: [Int]?

    /// The view of `text`, whose contiguous UTF-8 is `bytes`.
    init(text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            self.offsets = nil
            return
        }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            self.offsets = Self.boundaries(of: text, count: bytes.count)
        } else {
            self.offsets = Self.boundariesByIndex(of: text, count: bytes.count)
        }
    }

    /// The character offset at each byte offset that is a boundary (-1 elsewhere), from the standard library's own
    /// grapheme breaking one scalar at a time: what `String.indices` runs, without a `String.Index` per character
    /// (that walk was most of the parse of a text outside ASCII). The recognizer is underscored but public, and
    /// ships with Swift 5.9's runtime (macOS 14); older systems take `boundariesByIndex`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func boundaries(of text: String, count: Int) -> [Int] {
        var offsets = [Int](repeating: -1, count: count + 1)
        var character = 0
        var offset = 0
        var recognizer = Unicode._CharacterRecognizer()
        for scalar in text.unicodeScalars {
            if recognizer.hasBreak(before: scalar) {
                offsets[offset] = character
                character += 1
            }
            offset += UTF8.width(scalar)
        }
        offsets[count] = character
        return offsets
    }

    /// The same offsets found by walking `String.indices`, for systems whose runtime predates the recognizer.
    static func boundariesByIndex(of text: String, count: Int) -> [Int] {
        var offsets = [Int](repeating: -1, count: count + 1)
        var character = 0
        for index in text.indices {
            offsets[text.utf8.distance(from: text.utf8.startIndex, to: index)] = character
            character += 1
        }
        offsets[count] = character
        return offsets
    }

    /// The number of bytes.
    var count: Int { bytes.count }

    /// The byte at `offset` when the character starting there is that one ASCII byte; nil otherwise (past the end,
    /// inside a character, or a character of more than one scalar or outside ASCII).
    func ascii(at offset: Int) -> UInt8? {
        guard offset < bytes.count, bytes[offset] < 0x80, isBoundary(offset), isBoundary(offset + 1) else { return nil }
        return bytes[offset]
    }

    /// The number of characters before `offset`, a boundary.
    func characterOffset(of offset: Int) -> Int {
        if let offsets { return offsets[offset] }
        var joined = 0
        for index in bytes.indices.prefix(offset).dropFirst() where isCRLF(at: index) { joined += 1 }
        return offset - joined
    }

    /// The end of the character that starts at `offset` (a boundary), or the end of the text from there.
    func characterEnd(from offset: Int) -> Int {
        guard offset < bytes.count else { return bytes.count }
        var end = offset + 1
        while !isBoundary(end) { end += 1 }
        return end
    }

    /// The text of `range`, whose ends are boundaries.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func isBoundary(_ offset: Int) -> Bool {
        if let offsets { return offsets[offset] >= 0 }
        return offset == 0 || offset >= bytes.count || !isCRLF(at: offset)
    }

    /// Whether `offset` is the LF of a CR LF (ASCII text only).
    private func isCRLF(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "\n") && bytes[offset - 1] == UInt8(ascii: "\r")
    }
}
