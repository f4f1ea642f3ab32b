import Foundation

/// Turns the bytes of a `.strings` file into UTF-16 code units the way Foundation chooses the encoding.
///
/// A byte order mark decides (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE); without one, zero bytes in the first pair of
/// bytes mean BOM-less UTF-16; anything else is read as UTF-8. Working in UTF-16 code units matches Foundation,
/// whose `\U` escapes produce code units (so escaped surrogate pairs combine).
public enum StringsTextDecoder {
    /// The encodings a `.strings` file may be stored in.
    public enum Encoding: String, Equatable, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
        case utf32LittleEndian = "UTF-32LE"
        case utf32BigEndian = "UTF-32BE"
    }

    /// The detected encoding and the number of BOM bytes to skip.
    public static func detect(_ bytes: [UInt8]) -> (encoding: Encoding, bomLength: Int) {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.count >= 2 {
            if bytes[0] == 0 && bytes[1] != 0 { return (.utf16BigEndian, 0) }
            if bytes[0] != 0 && bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// Decodes `bytes` to UTF-16 code units; throws `LegacyReadError.undecodable` naming `path` on bad bytes.
    public static func decode(_ bytes: [UInt8], path: String) throws -> (units: [UInt16], encoding: Encoding) {
        let (encoding, bomLength) = detect(bytes)
        let body = bytes[bomLength...]
        switch encoding {
        case .utf8:
            guard let text = String(validatingUTF8Bytes: body) else {
                throw LegacyReadError.undecodable(path: path, encoding: encoding.rawValue)
            }
            return (Array(text.utf16), encoding)
        case .utf16LittleEndian, .utf16BigEndian:
            guard body.count % 2 == 0 else { throw LegacyReadError.undecodable(path: path, encoding: encoding.rawValue) }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            return (units, encoding)
        case .utf32LittleEndian, .utf32BigEndian:
            guard body.count % 4 == 0 else { throw LegacyReadError.undecodable(path: path, encoding: encoding.rawValue) }
            var units: [UInt16] = []
            var index = body.startIndex
            while index < body.endIndex {
                let b = (0..<4).map { UInt32(body[index + $0]) }
                let value = encoding == .utf32LittleEndian
                    ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
                guard let scalar = Unicode.Scalar(value) else {
                    throw LegacyReadError.undecodable(path: path, encoding: encoding.rawValue)
                }
                units.append(contentsOf: String(Character(scalar)).utf16)
                index += 4
            }
            return (units, encoding)
        }
    }
}

extension String {
    /// Strict UTF-8 decoding: nil when the bytes are not valid UTF-8 (valid bytes decode and re-encode unchanged;
    /// invalid ones would come back as replacement characters).
    init?<Bytes: Collection>(validatingUTF8Bytes bytes: Bytes) where Bytes.Element == UInt8 {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
