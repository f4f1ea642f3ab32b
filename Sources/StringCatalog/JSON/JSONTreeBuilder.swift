/// Builds the `JSONValue` tree of a `JSONTape`: what `JSONDocument` holds, with each object's source bytes and
/// each member's place in them, so an unchanged value is written back as it was read.
struct JSONTreeBuilder {
    private let tape: JSONTape
    private let bytes: [UInt8]
    private let records: [JSONTape.Record]
    /// The identity given to the last object built; starts at a random value so objects of different documents
    /// never share one (a member moved between documents must not be written with the other file's bytes).
    private var nextIdentity = UInt64.random(in: 1...(UInt64.max / 2))
    /// The short texts built so far (keys and values repeat), built once each.
    private var shortStrings: ShortStrings

    init(_ tape: JSONTape) {
        self.tape = tape
        self.bytes = tape.bytes
        self.records = tape.records
        self.shortStrings = ShortStrings(byteCount: tape.bytes.count)
    }

    /// The value whose record is at `index`, with everything inside it.
    mutating func value(at index: Int) -> JSONValue {
        let record = records[index]
        let source = Int(record.start)..<Int(record.end)
        let kind: JSONValue.Kind
        var kept: ArraySlice<UInt8>?
        switch record.kind {
        case .object:
            kind = .object(object(at: index))
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(Int(record.count))
            var item = index + 1
            for _ in 0..<record.count {
                items.append(value(at: item))
                item = Int(records[item].after)
            }
            kind = .array(items)
            kept = bytes[source]
        case .string:
            // Strings without escapes are written back identically from their text, so only strings with
            // escapes (which may be spelled several ways: `\u00e9`, `\/`) keep their source bytes.
            kind = .string(text(at: index))
            if record.flags & JSONTape.Record.escaped != 0 { kept = bytes[source] }
        case .number:
            // The number keeps its literal text in `kind`, which is what the writer prints.
            kind = .number(String(decoding: bytes[source], as: UTF8.self))
        case .true:
            kind = .bool(true)
        case .false:
            kind = .bool(false)
        case .null:
            kind = .null
        case .unread:
            // A shallow read's placeholder: `null` holding the value's bytes, which the writer writes back verbatim.
            kind = .null
            kept = bytes[source]
        }
        return JSONValue(kind: kind, scalarSource: kept)
    }

    /// The text of the string (or key) whose record is at `index`: a string without escapes from its bytes (a
    /// short one built once per tree), one with escapes decoded.
    private mutating func text(at index: Int) -> String {
        let record = records[index]
        guard record.flags & JSONTape.Record.escaped == 0 else { return tape.string(JSONTape.Value(index: index)) }
        let content = (Int(record.start) + 1)..<(Int(record.end) - 1)
        return bytes.withUnsafeBufferPointer { shortStrings.text(content, in: $0) }
    }

    private mutating func object(at index: Int) -> JSONObject {
        let record = records[index]
        nextIdentity &+= 1
        let identity = nextIdentity
        let objectStart = Int(record.start)
        var members: [JSONObject.Member] = []
        members.reserveCapacity(Int(record.count))
        // Each member's part runs from after the `{` or the previous comma to its own comma (or the end of its
        // value, for the last); the whitespace before `}` starts after the last value, or after a trailing comma.
        var segmentStart = objectStart + 1
        var closingStart = segmentStart
        var key = index + 1
        for _ in 0..<record.count {
            let keyRecord = records[key]
            let valueRecord = records[key + 1]
            let valueEnd = Int(valueRecord.end)
            // The parser recorded the comma on the key: reading the bytes after the value again missed the cache.
            let next = Int(keyRecord.count)
            let hasComma = next != 0
            // A copy lenient reading dropped is no member (only repairs build such trees).
            if keyRecord.flags & JSONTape.Record.dropped == 0 {
                let trivia = JSONObject.MemberTrivia(
                    owner: identity, start: segmentStart, keyStart: Int(keyRecord.start), keyEnd: Int(keyRecord.end),
                    valueStart: Int(valueRecord.start), valueEnd: valueEnd, end: hasComma ? next : valueEnd)
                members.append(JSONObject.Member(
                    key: text(at: key), value: value(at: key + 1), trivia: trivia))
            }
            if hasComma {
                segmentStart = next + 1
                closingStart = segmentStart
            } else {
                closingStart = valueEnd
            }
            key = Int(keyRecord.after)
        }
        return JSONObject(
            read: members, source: bytes[objectStart..<Int(record.end)], identity: identity, closingStart: closingStart)
    }
}
