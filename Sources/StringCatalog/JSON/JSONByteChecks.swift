/// The byte-level checks the reader applies, for tools that scan bytes without building a tree (the merge
/// driver's fast path) and must be exactly as strict.
public enum JSONByteChecks {
    /// The length of the valid UTF-8 sequence starting at `index` (a lead byte ≥ 0x80), or nil when it is not
    /// valid: truncated, a bad continuation byte, an overlong form, a surrogate, or above U+10FFFF.
    @inline(__always)
    public static func utf8SequenceLength(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        utf8Scalar(in: buffer, at: index)?.length
    }

    /// The scalar whose valid UTF-8 sequence starts at `index` (a lead byte ≥ 0x80) and the sequence's length, or nil
    /// when it is not valid (see `utf8SequenceLength(in:at:)`).
    @inline(__always)
    public static func utf8Scalar(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = buffer[index]
        let length: Int
        var scalar: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        for offset in 1..<length {
            let byte = buffer[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }
}
