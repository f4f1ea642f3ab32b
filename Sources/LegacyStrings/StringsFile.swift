import Foundation
import StringCatalog

/// A `.strings` file as read from disk: its entries in file order and how it was stored.
public struct StringsFile: Equatable, Sendable {
    /// How the file was stored.
    public enum Format: String, Equatable, Sendable {
        /// Foundation's text format (`"key" = "value";`), in the given encoding.
        case text
        /// An XML property list holding one dictionary of strings.
        case xmlPropertyList
        /// A binary property list holding one dictionary of strings.
        case binaryPropertyList
    }

    /// The path used in messages.
    public var path: String
    /// The storage format.
    public var format: Format
    /// The text encoding (UTF-8 for property lists).
    public var encoding: StringsTextDecoder.Encoding
    /// The entries in file order; a key may repeat (the last one wins, as in Foundation).
    public var entries: [StringsEntry]

    /// Creates a file value.
    public init(path: String, format: Format, encoding: StringsTextDecoder.Encoding, entries: [StringsEntry]) {
        self.path = path
        self.format = format
        self.encoding = encoding
        self.entries = entries
    }

    /// Reads and parses the file at `url`; throws `LegacyReadError` naming the file and position.
    public static func read(_ url: URL) throws -> StringsFile {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LegacyReadError.unreadable(path: url.path, reason: FileError.reason(of: error))
        }
        return try parse(Array(data), path: url.path)
    }

    /// Parses the bytes of a `.strings` file in any of the formats Foundation reads.
    public static func parse(_ bytes: [UInt8], path: String) throws -> StringsFile {
        if bytes.starts(with: Array("bplist".utf8)) {
            return StringsFile(
                path: path, format: .binaryPropertyList, encoding: .utf8,
                entries: try propertyListEntries(bytes, path: path))
        }
        let (units, encoding) = try StringsTextDecoder.decode(bytes, path: path)
        if startsWithXMLDeclaration(units) {
            return StringsFile(
                path: path, format: .xmlPropertyList, encoding: encoding,
                entries: try propertyListEntries(bytes, path: path))
        }
        return StringsFile(path: path, format: .text, encoding: encoding, entries: try StringsParser.parse(units, path: path))
    }

    /// The values by key, the last occurrence winning (what Foundation's `NSDictionary` would hold).
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    private static func startsWithXMLDeclaration(_ units: [UInt16]) -> Bool {
        let prefix = Array("<?xml".utf16)
        guard let first = units.firstIndex(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else { return false }
        return units[first...].starts(with: prefix) || units[first...].starts(with: Array("<plist".utf16))
    }

    private static func propertyListEntries(_ bytes: [UInt8], path: String) throws -> [StringsEntry] {
        let root = try PropertyListValue.read(bytes, path: path)
        guard case let .dictionary(members) = root else {
            throw LegacyReadError.invalidStructure(path: path, keyPath: "(root)", message: "expected a dictionary of strings")
        }
        return try members.sorted { $0.key < $1.key }.map { key, value in
            guard case let .string(text) = value else {
                throw LegacyReadError.invalidStructure(path: path, keyPath: key, message: "expected a string value")
            }
            return StringsEntry(key: key, value: text)
        }
    }
}
