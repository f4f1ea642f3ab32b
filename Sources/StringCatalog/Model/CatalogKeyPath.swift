/// A path to a place inside a catalog, e.g. `strings["Save"].localizations.de.variations.plural.one.stringUnit.value`.
///
/// The merge driver names conflicts with it and the check names findings with it; `JSONDocument.location(of:)`
/// turns it into a line and column. Components are the raw JSON member names.
public struct CatalogKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The member names, outermost first (`strings`, the key, `localizations`, a language, …).
    public var components: [String]

    /// Creates a path from member names, outermost first.
    public init(_ components: [String]) { self.components = components }

    /// Creates a path from a literal list of member names: `["strings", "Save", "comment"]`.
    public init(arrayLiteral elements: String...) { self.components = elements }

    /// The path one level deeper.
    public func appending(_ component: String) -> CatalogKeyPath {
        // One allocation, of the right size (the checks build a path for every form they look at).
        var longer: [String] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(component)
        return CatalogKeyPath(longer)
    }

    /// The path of the string entry `key`.
    public static func entry(_ key: String) -> CatalogKeyPath { ["strings", key] }

    /// `key` in double quotes, escaped as Xcode writes it in the file (`"Line one\nLine two"`), so messages that
    /// name it stay on one line.
    public static func quoted(_ key: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.writeQuoted(key, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string key this path is inside, if any.
    public var stringKey: String? {
        components.count >= 2 && components[0] == "strings" ? components[1] : nil
    }

    /// Whether `scalar` may stand in a component written without quotes: a letter, a digit, `_` or `-`. ASCII is
    /// decided without Unicode's property tables (every finding's message names its path).
    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: return true
        case 0..<0x80: return false
        default: return scalar.properties.isAlphabetic
        }
    }

    /// Whether every scalar of `component` may stand without quotes (`isBare`), read byte by byte while it is ASCII.
    private static func isBare(_ component: String) -> Bool {
        let ascii: Bool? = component.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isBare(Unicode.Scalar(byte)) { return false }
            }
            return true
        } ?? nil
        return ascii ?? component.unicodeScalars.allSatisfy(isBare)
    }

    /// Rendered with the string key quoted in brackets and other components dotted (quoted when not identifiers).
    public var description: String { rendered(note: nil) }

    /// `description`, `": "` and `note` (a finding's message), made a string once: appending the note to the
    /// finished path copied the path again, for every finding.
    public func described(note: String) -> String { rendered(note: note) }

    /// `description`, followed by `": "` and `note` when there is one.
    private func rendered(note: String?) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(components.reduce(18 + (note?.utf8.count ?? 0)) { $0 + $1.utf8.count + 4 })
        for (index, component) in components.enumerated() {
            let isStringKey = index == 1 && components.first == "strings"
            let needsQuotes = isStringKey || component.isEmpty || !Self.isBare(component)
            if needsQuotes {
                text.append(UInt8(ascii: "["))
                JSONWriter.writeQuoted(component, into: &text)
                text.append(UInt8(ascii: "]"))
            } else {
                if !text.isEmpty { text.append(UInt8(ascii: ".")) }
                Self.append(component, to: &text)
            }
        }
        if let note {
            text.append(UInt8(ascii: ":"))
            text.append(UInt8(ascii: " "))
            Self.append(note, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text`, at once when they are contiguous.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }
}
