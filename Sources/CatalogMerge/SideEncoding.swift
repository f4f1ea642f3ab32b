import Foundation

/// JSON text in UTF-16 or UTF-32 (with or without a byte-order mark), or UTF-8 with a byte-order mark, as a
/// hand-edited side may hold it (issue 10 §3): converted to plain UTF-8, the encoding Xcode writes, so the side
/// merges like any other. Detection follows RFC 4627 §3: the first two characters of JSON text are ASCII, so the
/// pattern of zero bytes among the first four tells the encoding when there is no byte-order mark.
enum SideEncoding {
    /// The side as UTF-8 and the name of the encoding it was in; nil when it is UTF-8 without a mark already
    /// (or too short to tell). Also nil when the bytes do not decode in the encoding they look like (then the
    /// reader reports the file as it is).
    static func utf8(from bytes: [UInt8]) -> (bytes: [UInt8], encoding: String)? {
        guard let (encoding, name, markLength) = detect(bytes) else { return nil }
        if encoding == .utf8 { return (Array(bytes.dropFirst(markLength)), name) }
        guard let text = String(data: Data(bytes.dropFirst(markLength)), encoding: encoding) else { return nil }
        return (Array(text.utf8), name)
    }

    private static func detect(_ b: [UInt8]) -> (String.Encoding, String, Int)? {
        if b.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, "UTF-32 BE", 4) }
        if b.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, "UTF-32 LE", 4) }
        if b.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, "UTF-16 BE", 2) }
        if b.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, "UTF-16 LE", 2) }
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, "UTF-8 with a byte-order mark", 3) }
        guard b.count >= 4 else { return nil }
        switch (b[0] == 0, b[1] == 0, b[2] == 0, b[3] == 0) {
        case (true, true, true, false): return (.utf32BigEndian, "UTF-32 BE", 0)
        case (false, true, true, true): return (.utf32LittleEndian, "UTF-32 LE", 0)
        case (true, false, true, false): return (.utf16BigEndian, "UTF-16 BE", 0)
        case (false, true, false, true): return (.utf16LittleEndian, "UTF-16 LE", 0)
        default: return nil
        }
    }
}
