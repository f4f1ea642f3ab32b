import Foundation

/// A JSON document read into one flat array of value records with byte offsets into the input: the parser's
/// output. Strings are not decoded until asked for, and no value allocates anything of its own.
///
/// Readers that only look (the `textconv` listing) read the tape directly; `JSONDocument` builds its tree of
/// `JSONValue`s from it. Records are in document order: an object's record is followed by each member's key
/// record and then its value's records; an array's by its items' records. Every record knows where its subtree
/// ends, so a reader skips a value in one step.
public struct JSONTape: Sendable {
    /// A value (or key) on the tape.
    public struct Value: Hashable, Sendable {
        /// The value's record index.
        let index: Int
    }

    /// What a value is.
    public enum Kind: Sendable {
        case object, array, string, number, bool, null
    }

    /// One record. Offsets are `UInt32` (inputs are refused from 4 GiB on) to keep a record in 20 bytes.
    struct Record: Sendable {
        enum Kind: UInt8, Sendable {
            case object, array, string, number, `true`, `false`, null
            /// A value checked but not recorded (a shallow read's `strings` entry): only its bytes are known.
            case unread
        }

        var kind: Kind
        /// For a string: it holds escapes. For a key: an earlier copy of a later key, dropped by lenient reading.
        var flags: UInt8 = 0
        /// The first byte (the opening quote of a string, `{` or `[` of a container).
        var start: UInt32
        /// One past the last byte.
        var end: UInt32 = 0
        /// Members of an object, items of an array; for a key, where the comma after its member's value is (0: none
        /// follows, it is the last member), so a reader of the members need not read the bytes between them.
        var count: UInt32 = 0
        /// The index of the record after this value's subtree; for a key, after its member's value.
        var after: UInt32 = 0

        /// Completes a key's record (see `count`): `after` its member's value, `comma` after that value (0: none).
        mutating func closeMember(after: UInt32, comma: UInt32) {
            self.after = after
            count = comma
        }

        static let escaped: UInt8 = 1
        static let dropped: UInt8 = 2
    }

    /// The bytes the tape was read from.
    public let bytes: [UInt8]
    let records: [Record]
    /// Whitespace inside the first empty object read (to write new empty objects the file's way).
    let firstEmptyObjectTrivia: Range<Int>?

    init(bytes: [UInt8], records: [Record], firstEmptyObjectTrivia: Range<Int>?) {
        self.bytes = bytes
        self.records = records
        self.firstEmptyObjectTrivia = firstEmptyObjectTrivia
    }

    /// Reads `bytes` as one JSON document (strict: what `JSONDocument(bytes:path:)` accepts); `path` names the file
    /// in errors (`JSONReadError`).
    public init(bytes: [UInt8], path: String) throws {
        self = try JSONParser.tape(bytes, path: path, shallow: false)
    }

    /// The root value.
    public var root: Value { Value(index: 0) }

    /// The bytes before the root value (whitespace).
    var leading: ArraySlice<UInt8> { bytes[0..<Int(records[0].start)] }

    /// The bytes after the root value (whitespace).
    var trailing: ArraySlice<UInt8> { bytes[Int(records[0].end)...] }

    /// What `value` is (a value a shallow read did not record reads as `null`).
    public func kind(_ value: Value) -> Kind {
        switch records[value.index].kind {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .true, .false: return .bool
        case .null, .unread: return .null
        }
    }

    /// The bytes of `value` as written in the input (a string with its quotes, a container with its brackets).
    public func source(_ value: Value) -> ArraySlice<UInt8> {
        let record = records[value.index]
        return bytes[Int(record.start)..<Int(record.end)]
    }

    /// Whether the string `value` is written with escapes (its text differs from its bytes between the quotes).
    public func hasEscapes(_ value: Value) -> Bool {
        records[value.index].flags & Record.escaped != 0
    }

    /// Whether the bytes of string `value` between its quotes, as written (escapes not decoded), hold `byte`: read
    /// eight at a time.
    public func writtenText(of value: Value, contains byte: UInt8) -> Bool {
        let record = records[value.index]
        guard record.kind == .string else { return false }
        let end = Int(record.end) - 1
        return bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress.map(UnsafeRawPointer.init) else { return false }
            var index = Int(record.start) + 1
            while index + 8 <= end {
                if ByteWord.bytes(of: ByteWord.load(base, at: index), equalTo: byte) != 0 { return true }
                index += 8
            }
            while index < end {
                if input[index] == byte { return true }
                index += 1
            }
            return false
        }
    }

    /// The members of object `value` (none for another kind), keys and values, in file order.
    public func members(of value: Value) -> LazyMapSequence<Children, (key: Value, value: Value)> {
        let record = records[value.index]
        let keys = Children(tape: self, first: value.index + 1, count: record.kind == .object ? Int(record.count) : 0)
        return keys.lazy.map { (key: $0, value: Value(index: $0.index + 1)) }
    }

    /// How many members object `value` has (none for another kind), counting a key lenient reading dropped.
    public func memberCount(of value: Value) -> Int {
        let record = records[value.index]
        return record.kind == .object ? Int(record.count) : 0
    }

    /// The items of array `value` (none for another kind), in order.
    public func items(of value: Value) -> Children {
        let record = records[value.index]
        return Children(tape: self, first: value.index + 1, count: record.kind == .array ? Int(record.count) : 0)
    }

    /// The value of the first member of object `value` whose key is exactly `key`.
    public func member(_ key: StaticString, of value: Value) -> Value? {
        for member in members(of: value) where equals(member.key, key) { return member.value }
        return nil
    }

    /// Whether string `value` (a key, usually) is exactly `text`.
    public func equals(_ value: Value, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { equals(value, utf8: $0) }
    }

    /// The first member of object `value` whose key has exactly the bytes of `key` (as `JSONObject.index(forKey:)`
    /// finds it), with the key: its `source` starts at the key's opening quote.
    public func member(named key: String, of value: Value) -> (key: Value, value: Value)? {
        var key = key
        return key.withUTF8 { expected in
            for member in members(of: value) where equals(member.key, utf8: expected) { return member }
            return nil
        }
    }

    /// Whether string `value` (a key, usually) is exactly the UTF-8 bytes `text`.
    public func equals(_ value: Value, utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        let record = records[value.index]
        guard record.kind == .string else { return false }
        if record.flags & Record.escaped != 0 { return string(value).utf8.elementsEqual(text) }
        let start = Int(record.start) + 1
        guard Int(record.end) - 1 - start == text.count else { return false }
        return bytes.withUnsafeBufferPointer { input in
            text.isEmpty || memcmp(input.baseAddress! + start, text.baseAddress!, text.count) == 0
        }
    }

    /// The text of string `value` (empty for another kind).
    public func string(_ value: Value) -> String {
        let record = records[value.index]
        guard record.kind == .string else { return "" }
        let content = (Int(record.start) + 1)..<(Int(record.end) - 1)
        if record.flags & Record.escaped == 0 {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[content]), as: UTF8.self) }
        }
        var text: [UInt8] = []
        appendText(of: value, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the UTF-8 text of string `value` (its escapes decoded) to `out`.
    public func appendText(of value: Value, to out: inout [UInt8]) {
        let record = records[value.index]
        guard record.kind == .string else { return }
        let content = (Int(record.start) + 1)..<(Int(record.end) - 1)
        guard record.flags & Record.escaped != 0 else {
            bytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[content])) }
            return
        }
        Self.decodeEscapes(bytes[content], into: &out)
    }

    /// Decodes the escapes of a string's content that the parser has checked (so every escape is whole and valid).
    static func decodeEscapes(_ content: ArraySlice<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + content.count)
        var index = content.startIndex
        let end = content.endIndex
        while index < end {
            // The bytes up to the next escape, in one copy.
            var run = index
            while run < end, content[run] != UInt8(ascii: "\\") { run += 1 }
            if run > index {
                out.append(contentsOf: content[index..<run])
                index = run
                continue
            }
            let byte = content[index]
            index += 1
            guard index < end else {
                out.append(byte)
                continue
            }
            let escaped = content[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(content, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= end {
                    let low = hex4(content, at: index + 2)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                if let decoded = Unicode.Scalar(scalar), let encoded = UTF8.encode(decoded) { out.append(contentsOf: encoded) }
            default: out.append(escaped)  // `"`, `\`, `/`
            }
        }
    }

    private static func hex4(_ content: ArraySlice<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in content[index..<min(index + 4, content.endIndex)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: digit = byte &- UInt8(ascii: "A") &+ 10
            }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    /// The values directly inside an object or array, in order: an object's keys (each followed by its value),
    /// an array's items. Each step skips a whole subtree.
    public struct Children: Sequence {
        let tape: JSONTape
        let first: Int
        let count: Int

        public func makeIterator() -> Iterator { Iterator(tape: tape, cursor: first, remaining: count) }

        /// Walks the children by their records' `after`.
        public struct Iterator: IteratorProtocol {
            let tape: JSONTape
            var cursor: Int
            var remaining: Int

            public mutating func next() -> Value? {
                while remaining > 0 {
                    remaining -= 1
                    let child = cursor
                    cursor = Int(tape.records[child].after)
                    // A key whose copy lenient reading dropped is not a member.
                    if tape.records[child].flags & Record.dropped == 0 { return Value(index: child) }
                }
                return nil
            }
        }
    }
}
