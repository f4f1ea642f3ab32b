import Foundation

/// A hand-written UTF-8 JSON parser that keeps the exact source bytes of every value and member.
///
/// Foundation's `JSONSerialization` loses member order and duplicate keys and is slow on Linux; catalogs need
/// all three kept. Errors are `JSONReadError`s with line and column, computed only when something is wrong.
struct JSONParser {
    private let bytes: [UInt8]
    /// The same bytes, for reading one at a time without reference counting in the hot loops.
    private let input: UnsafeBufferPointer<UInt8>
    private let path: String
    private var position = 0
    private var depth = 0
    /// The identity given to the last object read; starts at a random value so objects of different documents
    /// never share one (a member moved between documents must not be written with the other file's bytes).
    private var nextIdentity = UInt64.random(in: 1...(UInt64.max / 2))
    /// Whitespace inside the first empty object met, so new empty objects can be written the file's way.
    private(set) var firstEmptyObjectTrivia: ArraySlice<UInt8>?
    /// Whether trailing commas and duplicate keys are accepted (and recorded in `repairs`) instead of rejected.
    private var lenient = false
    /// What lenient reading found: the byte ranges to remove to make the input strict JSON.
    private(set) var repairs: [JSONRepair] = []
    /// Whether the values of members of objects at depth 2 (`strings` entries) are kept as bytes only, unread.
    private var shallow = false
    /// Shallow mode: the key ranges of the objects being checked, innermost last.
    private var checkedKeys: [Int] = []

    private static let maximumDepth = 512

    private init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.input = input
        self.path = path
    }

    /// The result of parsing a whole document.
    struct Parsed {
        var leading: ArraySlice<UInt8>
        var root: JSONValue
        var trailing: ArraySlice<UInt8>
        var firstEmptyObjectTrivia: ArraySlice<UInt8>?
    }

    /// Reads `bytes` as Xcode does: trailing commas and duplicate keys (the last copy wins) are accepted and
    /// returned as repairs, byte ranges to delete; any other error is thrown as by `parse`.
    static func repairs(in bytes: [UInt8], path: String) throws -> [JSONRepair] {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: bytes, input: buffer, path: path)
            parser.lenient = true
            _ = try parser.parseDocument()
            return parser.repairs
        }
    }

    /// Parses `bytes` with the values of `strings` entries (members of objects at depth 2) checked but not built:
    /// each is a placeholder holding only its source bytes, to be written back as they are. Accepts and refuses
    /// exactly what `parse` does.
    static func parseShallow(_ bytes: [UInt8], path: String) throws -> Parsed {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: bytes, input: buffer, path: path)
            parser.shallow = true
            let (leading, root, trailing) = try parser.parseDocument()
            return Parsed(leading: leading, root: root, trailing: trailing, firstEmptyObjectTrivia: parser.firstEmptyObjectTrivia)
        }
    }

    /// Parses `bytes` as one JSON document; `path` names the file in errors.
    static func parse(_ bytes: [UInt8], path: String) throws -> Parsed {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: bytes, input: buffer, path: path)
            let (leading, root, trailing) = try parser.parseDocument()
            return Parsed(leading: leading, root: root, trailing: trailing, firstEmptyObjectTrivia: parser.firstEmptyObjectTrivia)
        }
    }

    /// Parses the whole input: whitespace, one value, whitespace, end.
    private mutating func parseDocument() throws -> (leading: ArraySlice<UInt8>, root: JSONValue, trailing: ArraySlice<UInt8>) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw error(.byteOrderMark, at: 0) }
        do {
            let leadingStart = position
            skipWhitespace()
            if position == input.count { throw error(.emptyFile, at: position) }
            let leading = bytes[leadingStart..<position]
            let root = try parseValue()
            let trailingStart = position
            skipWhitespace()
            let trailing = bytes[trailingStart..<position]
            if position != input.count { throw error(.trailingData, at: position) }
            return (leading, root, trailing)
        } catch let failure as JSONReadError {
            // Strings are validated as they are read; bytes outside strings only here, when something failed.
            if failure.reason != .invalidUTF8, let offset = Self.firstInvalidUTF8Offset(in: bytes) {
                throw error(.invalidUTF8, at: offset)
            }
            // Conflict markers make any JSON invalid; name them instead of the first stray character.
            if let markerLine = Self.conflictMarkerLine(in: bytes) {
                throw JSONReadError(path: path, line: markerLine, column: 1, reason: .conflictMarkers)
            }
            throw failure
        }
    }

    // MARK: Values

    private mutating func parseValue() throws -> JSONValue {
        guard position < input.count else { throw error(.unexpectedEnd(expected: "a value"), at: position) }
        let start = position
        switch input[position] {
        case UInt8(ascii: "{"):
            let object = try parseObject()
            return JSONValue(kind: .object(object), source: nil)
        case UInt8(ascii: "["):
            let items = try parseArray()
            return JSONValue(kind: .array(items), source: bytes[start..<position])
        case UInt8(ascii: "\""):
            // Strings without escapes are written back identically from their text, so only strings with
            // escapes (which may be spelled several ways: `\u00e9`, `\/`) keep their source bytes.
            let (text, hadEscapes) = try parseString()
            return JSONValue(kind: .string(text), source: hadEscapes ? bytes[start..<position] : nil)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(kind: .bool(true), source: nil)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(kind: .bool(false), source: nil)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(kind: .null, source: nil)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // The number keeps its literal text in `kind`, which is what the writer prints.
            let text = try parseNumber()
            return JSONValue(kind: .number(text), source: nil)
        default:
            throw unexpected(expected: "a value")
        }
    }

    private mutating func parseObject() throws -> JSONObject {
        try enterContainer()
        defer { depth -= 1 }
        let objectStart = position
        nextIdentity &+= 1
        let identity = nextIdentity
        position += 1  // {
        var members: [JSONObject.Member] = []
        var seen = KeySet()
        var segmentStart = position
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "}") {
            if firstEmptyObjectTrivia == nil { firstEmptyObjectTrivia = bytes[segmentStart..<position] }
            position += 1
            return JSONObject(members: [], source: bytes[objectStart..<position], identity: identity, closingStart: segmentStart)
        }
        while true {
            guard position < input.count else { throw error(.unexpectedEnd(expected: "a key"), at: position) }
            guard input[position] == UInt8(ascii: "\"") else { throw unexpected(expected: "a key in double quotes") }
            let keyStart = position
            let (key, keyHadEscapes) = try parseString()
            let keyEnd = position
            var earlier: JSONObject.Member?
            if let firstOffset = seen.insert(key, raw: keyStart..<keyEnd, hadEscapes: keyHadEscapes, members: members, input: input) {
                guard lenient, let index = members.firstIndex(where: { $0.sourceOffset == firstOffset }) else {
                    let first = TextPosition(offset: firstOffset, in: bytes)
                    throw error(.duplicateKey(key: key, firstLine: first.line), at: keyStart)
                }
                earlier = members.remove(at: index)
                seen.replace(key, offset: keyStart)
            }
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "':'"), at: position) }
            guard input[position] == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
            position += 1
            skipWhitespace()
            let valueStart = position
            let value = shallow && depth == 2 ? try skipValue() : try parseValue()
            let trailingStart = position
            if let earlier, let trivia = earlier.trivia {
                // The earlier copy goes with the comma after it; the later one stays where it is.
                repairs.append(JSONRepair(
                    removing: trivia.start..<(trivia.end + 1),
                    kind: .duplicateKey(key: key, dropped: earlier.value, kept: value)))
            }
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or '}'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                let trivia = JSONObject.MemberTrivia(
                    owner: identity, start: segmentStart, keyStart: keyStart, keyEnd: keyEnd,
                    valueStart: valueStart, valueEnd: trailingStart, end: position)
                members.append(JSONObject.Member(key: consume key, value: consume value, trivia: trivia))
                let comma = position
                position += 1
                segmentStart = position
                skipWhitespace()
                if lenient, position < input.count, input[position] == UInt8(ascii: "}") {
                    repairs.append(JSONRepair(removing: comma..<(comma + 1), kind: .trailingComma))
                    position += 1
                    return JSONObject(members: members, source: bytes[objectStart..<position], identity: identity, closingStart: segmentStart)
                }
                continue
            }
            guard input[position] == UInt8(ascii: "}") else { throw unexpected(expected: "',' or '}'") }
            let trivia = JSONObject.MemberTrivia(
                owner: identity, start: segmentStart, keyStart: keyStart, keyEnd: keyEnd,
                valueStart: valueStart, valueEnd: trailingStart, end: trailingStart)
            members.append(JSONObject.Member(key: consume key, value: consume value, trivia: trivia))
            position += 1
            return JSONObject(members: members, source: bytes[objectStart..<position], identity: identity, closingStart: trailingStart)
        }
    }

    /// Skips one value without building it (shallow mode), checking it by the same rules as `parseValue` — strings
    /// and their escapes and UTF-8, numbers, literals, nesting depth, duplicate keys — so a shallow read accepts
    /// exactly what a full read accepts. The placeholder is `null` holding the value's bytes, which the writer
    /// writes back verbatim.
    private mutating func skipValue() throws -> JSONValue {
        let start = position
        try checkValue()
        return JSONValue(kind: .null, source: bytes[start..<position])
    }

    private mutating func checkValue() throws {
        guard position < input.count else { throw error(.unexpectedEnd(expected: "a value"), at: position) }
        switch input[position] {
        case UInt8(ascii: "{"): try checkObject()
        case UInt8(ascii: "["): try checkArray()
        case UInt8(ascii: "\""): _ = try checkString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        default: throw unexpected(expected: "a value")
        }
    }

    /// `parseObject` without building: keys are compared by their bytes (decoded when they hold escapes).
    private mutating func checkObject() throws {
        try enterContainer()
        defer { depth -= 1 }
        let open = position
        position += 1  // {
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "}") {
            if firstEmptyObjectTrivia == nil { firstEmptyObjectTrivia = bytes[(open + 1)..<position] }
            position += 1
            return
        }
        // Keys without escapes are compared by their bytes in place (no allocation); an object with an escaped key
        // or many keys switches to a table of decoded keys. Offsets are the keys' opening quotes.
        // Key ranges (start, end of the text inside the quotes) go on one stack shared by the nested objects.
        let stackBase = checkedKeys.count
        defer { checkedKeys.removeSubrange(stackBase...) }
        var table: [ExactKey: Int]?
        while true {
            guard position < input.count else { throw error(.unexpectedEnd(expected: "a key"), at: position) }
            guard input[position] == UInt8(ascii: "\"") else { throw unexpected(expected: "a key in double quotes") }
            let keyStart = position
            var decoded: String?
            if try checkString() {
                position = keyStart
                decoded = try parseString().0
            }
            let contentEnd = position - 1
            if table == nil, decoded != nil || checkedKeys.count - stackBase >= 64 {
                var keys: [ExactKey: Int] = [:]
                for index in stride(from: stackBase, to: checkedKeys.count, by: 2) {
                    let start = checkedKeys[index]
                    keys[ExactKey(String(decoding: bytes[start..<checkedKeys[index + 1]], as: UTF8.self))] = start - 1
                }
                table = keys
            }
            if table != nil {
                let key = ExactKey(decoded ?? String(decoding: bytes[(keyStart + 1)..<contentEnd], as: UTF8.self))
                if let earlier = table?[key] { throw duplicate(key.string, first: earlier, at: keyStart) }
                table?[key] = keyStart
            } else {
                let key = bytes[(keyStart + 1)..<contentEnd]
                for index in stride(from: stackBase, to: checkedKeys.count, by: 2)
                where bytes[checkedKeys[index]..<checkedKeys[index + 1]].elementsEqual(key) {
                    throw duplicate(String(decoding: key, as: UTF8.self), first: checkedKeys[index] - 1, at: keyStart)
                }
                checkedKeys.append(keyStart + 1)
                checkedKeys.append(contentEnd)
            }
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "':'"), at: position) }
            guard input[position] == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
            position += 1
            skipWhitespace()
            try checkValue()
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or '}'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            guard input[position] == UInt8(ascii: "}") else { throw unexpected(expected: "',' or '}'") }
            position += 1
            return
        }
    }

    private func duplicate(_ key: String, first: Int, at offset: Int) -> JSONReadError {
        error(.duplicateKey(key: key, firstLine: TextPosition(offset: first, in: bytes).line), at: offset)
    }

    /// `parseArray` without building.
    private mutating func checkArray() throws {
        try enterContainer()
        defer { depth -= 1 }
        position += 1  // [
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try checkValue()
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or ']'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            guard input[position] == UInt8(ascii: "]") else { throw unexpected(expected: "',' or ']'") }
            position += 1
            return
        }
    }

    /// `parseString` without building the text: the same checks (control characters, escapes, surrogates,
    /// UTF-8). Returns whether the string held escapes.
    private mutating func checkString() throws -> Bool {
        position += 1  // opening quote
        let start = position
        let count = input.count
        var sawNonASCII = false
        var hadEscapes = false
        while position < count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                if sawNonASCII, let offset = Self.firstInvalidUTF8Offset(in: UnsafeBufferPointer(rebasing: input[start..<position])) {
                    throw error(.invalidUTF8, at: start + offset)
                }
                position += 1
                return hadEscapes
            }
            if byte < 0x20 { throw error(.controlCharacterInString, at: position) }
            if byte >= 0x80 { sawNonASCII = true }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            hadEscapes = true
            let escapeStart = position
            position += 1
            guard position < count else { break }
            let escaped = input[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                _ = try parseUnicodeEscape(escapeStart: escapeStart)
            default:
                let shown = String(decoding: bytes[escapeStart..<min(position, count)], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
        }
        throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: count)
    }

    private mutating func parseArray() throws -> [JSONValue] {
        try enterContainer()
        defer { depth -= 1 }
        position += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "]") {
            position += 1
            return items
        }
        while true {
            items.append(try parseValue())
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or ']'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                let comma = position
                position += 1
                skipWhitespace()
                if lenient, position < input.count, input[position] == UInt8(ascii: "]") {
                    repairs.append(JSONRepair(removing: comma..<(comma + 1), kind: .trailingComma))
                    position += 1
                    return items
                }
                continue
            }
            guard input[position] == UInt8(ascii: "]") else { throw unexpected(expected: "',' or ']'") }
            position += 1
            return items
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error(.tooDeep, at: position) }
    }

    /// Parses a string starting at its opening quote; the fast path copies runs without escapes in one go.
    /// Returns the text and whether it held escapes.
    private mutating func parseString() throws -> (String, Bool) {
        position += 1  // opening quote
        let start = position
        let count = input.count
        // Fast path: no escapes.
        var scan = position
        var sawNonASCII = false
        while scan < count {
            let byte = input[scan]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: input[start..<scan])
                if sawNonASCII, let offset = Self.firstInvalidUTF8Offset(in: run) { throw error(.invalidUTF8, at: start + offset) }
                let text = String(decoding: run, as: UTF8.self)
                position = scan + 1
                return (text, false)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error(.controlCharacterInString, at: scan) }
            if byte >= 0x80 { sawNonASCII = true }
            scan += 1
        }
        if scan >= count { throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: count) }
        // Slow path: decode escapes.
        var buffer = [UInt8](bytes[start..<scan])
        position = scan
        while position < count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                // Escapes are ASCII, so the raw bytes are valid UTF-8 exactly when the decoded text is.
                if let offset = Self.firstInvalidUTF8Offset(in: UnsafeBufferPointer(rebasing: input[start..<position])) {
                    throw error(.invalidUTF8, at: start + offset)
                }
                position += 1
                return (String(decoding: buffer, as: UTF8.self), true)
            }
            if byte < 0x20 { throw error(.controlCharacterInString, at: position) }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            guard position < count else { break }
            let escaped = input[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                let shown = String(decoding: bytes[escapeStart..<min(position, count)], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
        }
        throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: count)
    }

    private mutating func parseHex4(escapeStart: Int) throws -> UInt32 {
        guard position + 4 <= input.count else { throw error(.invalidEscape("\\u"), at: escapeStart) }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                let shown = String(decoding: bytes[escapeStart..<position + 4], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func parseUnicodeEscape(escapeStart: Int) throws -> Unicode.Scalar {
        let high = try parseHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(high) {
            guard position + 2 <= input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u")
            else { throw error(.invalidSurrogate, at: escapeStart) }
            position += 2
            let low = try parseHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidSurrogate, at: escapeStart) }
            let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw error(.invalidSurrogate, at: escapeStart) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error(.invalidSurrogate, at: escapeStart) }
        return scalar
    }

    private mutating func parseNumber() throws -> String {
        let start = position
        let count = input.count
        func isDigit(_ index: Int) -> Bool {
            index < count && input[index] >= UInt8(ascii: "0") && input[index] <= UInt8(ascii: "9")
        }
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { throw error(.invalidNumber, at: start) }
        if input[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < count, input[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw error(.invalidNumber, at: start) }
            while isDigit(position) { position += 1 }
        }
        if position < count, input[position] == UInt8(ascii: "e") || input[position] == UInt8(ascii: "E") {
            position += 1
            if position < count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { throw error(.invalidNumber, at: start) }
            while isDigit(position) { position += 1 }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let length = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            position + length <= input.count && bytes[position..<position + length].elementsEqual(expected)
        }
        guard matches else { throw unexpected(expected: "a value") }
        position += length
    }

    private mutating func skipWhitespace() {
        let count = input.count
        while position < count {
            switch input[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    // MARK: Errors

    private func error(_ reason: JSONReadError.Reason, at offset: Int) -> JSONReadError {
        let place = TextPosition(offset: offset, in: bytes)
        return JSONReadError(path: path, line: place.line, column: place.column, reason: reason)
    }

    private func unexpected(expected: String) -> JSONReadError {
        guard position < bytes.count else { return error(.unexpectedEnd(expected: expected), at: position) }
        let scalarEnd = min(bytes.count, position + Self.scalarLength(leadByte: bytes[position]))
        let shown = String(decoding: bytes[position..<scalarEnd], as: UTF8.self)
        return error(.unexpectedCharacter(found: "'\(shown)'", expected: expected), at: position)
    }

    private static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The 1-based line of the first git conflict marker, if the text holds one.
    static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
        ConflictMarkerScanner().markers(in: bytes).first?.line
    }

    /// The offset of the first byte that is not valid UTF-8, if any (overlongs and surrogates are invalid).
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset(in: $0) }
    }

    /// The offset of the first byte in `buffer` that is not valid UTF-8, if any.
    static func firstInvalidUTF8Offset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        do {
            let count = buffer.count
            var index = 0
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                guard let length = JSONByteChecks.utf8SequenceLength(in: buffer, at: index) else { return index }
                index += length
            }
            return nil
        }
    }
}

/// The keys seen so far in one object, for duplicate detection by exact bytes. Small objects compare against the
/// members already read; large ones (the `strings` table) switch to a hash table.
private struct KeySet {
    private var hashed: [ExactKey: Int]?

    /// Whether a key of this object was written with escapes: until one is, keys are compared as written.
    private var sawEscapes = false

    /// Records `key`, written at `raw` in `input`; returns the offset of an earlier identical key among `members`,
    /// if any. Keys written without escapes are equal exactly when their bytes as written are, so small objects
    /// compare those (`memcmp` of the input) instead of the decoded strings.
    mutating func insert(
        _ key: String, raw: Range<Int>, hadEscapes: Bool, members: [JSONObject.Member], input: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let offset = raw.lowerBound
        if hadEscapes { sawEscapes = true }
        if hashed == nil {
            if !sawEscapes, let base = input.baseAddress {
                for index in members.indices {
                    guard let trivia = members[index].trivia else {
                        if members[index].key.hasSameBytes(as: key) { return members[index].sourceOffset ?? 0 }
                        continue
                    }
                    guard trivia.keyEnd - trivia.keyStart == raw.count,
                          memcmp(base + trivia.keyStart, base + raw.lowerBound, raw.count) == 0 else { continue }
                    return trivia.keyStart
                }
            } else {
                for index in members.indices where members[index].key.hasSameBytes(as: key) {
                    return members[index].sourceOffset ?? 0
                }
            }
            guard members.count >= 16 else { return nil }
            var table: [ExactKey: Int] = [:]
            table.reserveCapacity(members.count * 2)
            for member in members { table[ExactKey(member.key)] = member.sourceOffset ?? 0 }
            hashed = table
        }
        if let earlier = hashed?[ExactKey(key)] { return earlier }
        hashed?[ExactKey(key)] = offset
        return nil
    }

    /// Makes `offset` the place of `key` (lenient reading: the earlier copy was dropped).
    mutating func replace(_ key: String, offset: Int) {
        if hashed != nil { hashed?[ExactKey(key)] = offset }
    }
}
