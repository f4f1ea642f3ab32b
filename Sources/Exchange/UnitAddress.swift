import StringCatalog

/// Where one translatable text lives inside a key: the key, the substitution it belongs to (if any), and the
/// variation selectors that lead to its string unit.
///
/// Its XLIFF id is Xcode's: the key alone for a plain string, else `KEY|==|` and the path, e.g.
/// `%lld items|==|plural.one`, `Tap|==|device.iphone`, `Tap|==|device.ipad.plural.other`,
/// `Found %#@count@|==|substitutions.count.plural.few`.
public struct UnitAddress: Hashable, Sendable, CustomStringConvertible {
    /// One step into `variations`: the axis (`plural` or `device`) and the case (`one`, `iphone`).
    public struct Selector: Hashable, Sendable {
        /// `plural` or `device`.
        public var axis: String
        /// The plural category or device name.
        public var value: String

        /// Creates a selector.
        public init(_ axis: String, _ value: String) {
            self.axis = axis
            self.value = value
        }
    }

    /// The variation axes String Catalogs have.
    public static let axes: Set<String> = ["plural", "device"]
    /// What separates the key from the variation path in an id.
    public static let separator = "|==|"

    /// The catalog key.
    public var key: String
    /// The substitution (`%#@name@`) whose variations hold the unit, or nil.
    public var substitution: String?
    /// The variation steps, outermost first.
    public var selectors: [Selector]

    /// Creates an address.
    public init(key: String, substitution: String? = nil, selectors: [Selector] = []) {
        self.key = key
        self.substitution = substitution
        self.selectors = selectors
    }

    /// The path after `|==|`, empty for the plain string.
    public var variationPath: String {
        var parts: [String] = []
        if let substitution { parts += ["substitutions", substitution] }
        for selector in selectors { parts += [selector.axis, selector.value] }
        return parts.joined(separator: ".")
    }

    /// The XLIFF `trans-unit` id.
    public var id: String {
        substitution == nil && selectors.isEmpty ? key : key + Self.separator + variationPath
    }

    public var description: String { id }

    /// The plural category of the innermost plural selector, if any.
    public var pluralCategory: String? {
        selectors.last { $0.axis == "plural" }?.value
    }

    /// The members from a localization object down to the string unit object:
    /// `["substitutions", NAME, "variations", "plural", "one", "stringUnit"]`.
    public var pathInLocalization: [String] {
        var path: [String] = []
        if let substitution { path += ["substitutions", substitution] }
        for selector in selectors { path += ["variations", selector.axis, selector.value] }
        return path + ["stringUnit"]
    }

    /// Reads an id. The key is everything before the last `|==|` whose suffix is a variation path; an id without
    /// one is a plain key. `isKey` says whether a candidate key exists, so a literal key that contains `|==|`
    /// (allowed in catalogs) is read as itself when no shorter key matches.
    public static func parse(_ id: String, isKey: (String) -> Bool = { _ in true }) -> UnitAddress {
        // Bytes, not Foundation's `range(of:)`: `|==|` is ASCII, so every match starts and ends on a character
        // boundary, and most ids (plain keys) hold none.
        let bytes = Array(id.utf8)
        let mark = Array(separator.utf8)
        var end = bytes.count - mark.count
        while end >= 0 {
            if bytes[end] == mark[0], Array(bytes[end..<(end + mark.count)]) == mark {
                let key = String(decoding: bytes[..<end], as: UTF8.self)
                if let address = parsePath(String(decoding: bytes[(end + mark.count)...], as: UTF8.self), key: key), isKey(key) {
                    return address
                }
            }
            end -= 1
        }
        return UnitAddress(key: id)
    }

    /// Reads `plural.one`, `device.iphone.plural.few` or `substitutions.NAME.plural.other` (the name may hold dots).
    static func parsePath(_ path: String, key: String) -> UnitAddress? {
        let prefix = "substitutions."
        guard path.hasPrefix(prefix) else {
            return selectors(path).map { UnitAddress(key: key, selectors: $0) }
        }
        let rest = path.dropFirst(prefix.count)
        var index = rest.startIndex
        while let dot = rest[index...].firstIndex(of: ".") {
            let name = String(rest[..<dot])
            if !name.isEmpty, let found = selectors(String(rest[rest.index(after: dot)...])), !found.isEmpty {
                return UnitAddress(key: key, substitution: name, selectors: found)
            }
            index = rest.index(after: dot)
        }
        return nil
    }

    private static func selectors(_ path: String) -> [Selector]? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.count % 2 == 0 else { return nil }
        var result: [Selector] = []
        var index = 0
        while index < parts.count {
            guard axes.contains(parts[index]), !parts[index + 1].isEmpty else { return nil }
            result.append(Selector(parts[index], parts[index + 1]))
            index += 2
        }
        return result
    }
}
