import StringCatalog

/// A catalog file split into its root members and the members of `strings` by a validating byte scan, without
/// building a tree — the merge's fast path compares entries by their bytes and reads only those that differ.
///
/// The scan is at least as strict as the reader: anything it is unsure about (escaped keys in nested objects,
/// deep nesting, a missing `strings` object…) makes it give up, and the merge then reads the whole files.
struct CatalogSkim {
    /// One member: where its parts are in the file.
    struct Member {
        /// The decoded key.
        var key: String
        /// Start of the whitespace before the key (just after `{` or the previous `,`).
        var leadingStart: Int
        /// The opening quote of the key.
        var keyStart: Int
        /// First and one-past-last byte of the value.
        var valueStart: Int
        var valueEnd: Int
        /// One past the whitespace after the value (where `,` or `}` is).
        var trailingEnd: Int
    }

    let bytes: [UInt8]
    private(set) var rootMembers: [Member] = []
    private(set) var entries: [Member] = []
    /// The `strings` member among `rootMembers`.
    private(set) var stringsIndex = 0
    /// Whether the first empty object met is written Xcode's way (`{`, blank line, `}`); nil when there is none.
    private(set) var xcodeEmptyObjects: Bool?

    /// Scans `bytes`; nil when it is not a catalog the fast path can handle, or not a String Catalog at all (the
    /// full reader then decides, and names the problem).
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        let scanned = bytes.withUnsafeBufferPointer { buffer -> (root: [Member], strings: [Member], stringsIndex: Int, emptyObject: Bool?)? in
            var scanner = Scanner(bytes: buffer)
            guard let result = scanner.scanCatalog() else { return nil }
            return (result.root, result.strings, result.stringsIndex, scanner.firstEmptyObject.map { !$0.isEmpty })
        }
        guard let scanned else { return nil }
        // Not a String Catalog (`CatalogShape`): the full reader refuses it with the reason.
        let shapeProblem = CatalogShape.problem(rootType: .object) { name in
            scanned.root.first { $0.key == name }.map { CatalogShape.ValueType(firstByte: bytes[$0.valueStart]) }
        }
        guard shapeProblem == nil else { return nil }
        rootMembers = scanned.root
        entries = scanned.strings
        stringsIndex = scanned.stringsIndex
        xcodeEmptyObjects = scanned.emptyObject
    }

    /// The byte range of `strings`' value (`{` … `}`).
    var stringsValue: Range<Int> { rootMembers[stringsIndex].valueStart..<rootMembers[stringsIndex].valueEnd }

    /// The bytes of a member's value.
    func value(_ member: Member) -> ArraySlice<UInt8> { bytes[member.valueStart..<member.valueEnd] }
}

/// The validating scanner behind `CatalogSkim`.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    var firstEmptyObject: Slice<UnsafeBufferPointer<UInt8>>?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        keyStack.reserveCapacity(256)
    }

    /// The members of the root's `strings` object, collected while the root is scanned.
    var strings: [CatalogSkim.Member]?
    /// The key ranges of the objects being scanned, innermost last.
    var keyStack: [Range<Int>] = []

    mutating func scanCatalog() -> (root: [CatalogSkim.Member], strings: [CatalogSkim.Member], stringsIndex: Int)? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        guard let root = scanObject(collect: true) else { return nil }
        skipWhitespace()
        guard position == bytes.count, let strings, !strings.isEmpty,
            let stringsIndex = root.firstIndex(where: { $0.key == "strings" })
        else { return nil }
        var seen = Set<ExactKey>()
        for member in strings where !seen.insert(ExactKey(member.key)).inserted { return nil }
        return (root, strings, stringsIndex)
    }

    /// Scans an object starting at `{`; returns its members when `collect` (else an empty list), nil when
    /// invalid. Keys are compared by their raw bytes for duplicates, so escaped keys are only accepted where
    /// they are decoded and checked by the caller (the root and `strings`).
    mutating func scanObject(collect: Bool) -> [CatalogSkim.Member]? {
        depth += 1
        guard depth <= 500 else { return nil }
        defer { depth -= 1 }
        let isRoot = depth == 1
        let open = position
        position += 1
        var members: [CatalogSkim.Member] = []
        // Keys of the objects being scanned share one stack, so a nested object allocates nothing.
        let keysBase = keyStack.count
        defer { keyStack.removeSubrange(keysBase...) }
        var keySet: Set<[UInt8]>?
        var leadingStart = position
        skipWhitespace()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "}") {
            if firstEmptyObject == nil { firstEmptyObject = bytes[(open + 1)..<position] }
            position += 1
            return members
        }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            let keyStart = position
            guard let hasEscape = scanString() else { return nil }
            let keyRange = keyStart..<position
            if hasEscape && !collect { return nil }
            if !collect || isRoot {
                if keySet != nil {
                    guard keySet?.insert(Array(bytes[keyRange])).inserted == true else { return nil }
                } else {
                    let key = bytes[keyRange]
                    for index in keysBase..<keyStack.count where bytes[keyStack[index]].elementsEqual(key) { return nil }
                    keyStack.append(keyRange)
                    if keyStack.count - keysBase > 64 { keySet = Set(keyStack[keysBase...].map { Array(bytes[$0]) }) }
                }
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            let valueStart = position
            var key: String?
            if collect {
                key = decodeKey(keyRange, hasEscape: hasEscape)
                guard key != nil else { return nil }
            }
            if isRoot, key == "strings", position < bytes.count, bytes[position] == UInt8(ascii: "{") {
                guard strings == nil, let members = scanObject(collect: true) else { return nil }
                strings = members
            } else {
                guard scanValue() else { return nil }
            }
            let valueEnd = position
            skipWhitespace()
            guard position < bytes.count else { return nil }
            if let key {
                members.append(CatalogSkim.Member(
                    key: key, leadingStart: leadingStart, keyStart: keyStart, valueStart: valueStart,
                    valueEnd: valueEnd, trailingEnd: position))
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                leadingStart = position
                skipWhitespace()
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { return nil }
            position += 1
            return members
        }
    }

    private func decodeKey(_ range: Range<Int>, hasEscape: Bool) -> String? {
        if !hasEscape { return String(decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self) }
        return (try? JSONDocument(bytes: Array(bytes[range]), path: "key"))?.root.stringValue
    }

    private mutating func scanValue() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return scanObject(collect: false) != nil
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= 500 else { return false }
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return true
            }
            while true {
                guard scanValue() else { return false }
                skipWhitespace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    continue
                }
                guard bytes[position] == UInt8(ascii: "]") else { return false }
                position += 1
                return true
            }
        case UInt8(ascii: "\""):
            return scanString() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
        default: return false
        }
    }

    /// Scans a string at `"`; returns whether it held escapes, nil when invalid.
    private mutating func scanString() -> Bool? {
        position += 1
        var hasEscape = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return hasEscape
            }
            if byte < 0x20 { return nil }
            if byte >= 0x80 {
                // UTF-8 is only valid JSON inside strings; checked here instead of in a pass of its own.
                guard let length = JSONByteChecks.utf8SequenceLength(in: bytes, at: position) else { return nil }
                position += length
                continue
            }
            if byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            hasEscape = true
            position += 1
            guard position < bytes.count else { return nil }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                if (0xDC00...0xDFFF).contains(high) { return nil }
                if (0xD800...0xDBFF).contains(high) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "u")
                    else { return nil }
                    position += 2
                    guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                }
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func scanNumber() -> Bool {
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { return false }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        return true
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for index in 0..<count where bytes[position + index] != expected[index] { return false }
        position += count
        return true
    }

    private mutating func skipWhitespace() {
        // Indentation comes in runs of spaces: skip eight at a time where they are.
        let spaces: UInt64 = 0x2020_2020_2020_2020
        guard let base = bytes.baseAddress else { return }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20:
                if position + 8 <= bytes.count, UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == spaces {
                    position += 8
                } else {
                    position += 1
                }
            case 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

}
