/// Builds the `JSONValue` tree of a `JSONTape`: what `JSONDocument` holds, with each object's source bytes and
/// each member's place in them, so an unchanged value is written back as it was read.
struct JSONTreeBuilder {
    private let tape: JSONTape
    private let bytes: [UInt8]
    private let records: [JSONTape.Record]
    /// The identity given to the last object built; starts at a random value so objects of different documents
    /// never share one (a member moved between documents must not be written with the other file's bytes).
    private var nextIdentity = UInt64.random(in: 1...(UInt64.max / 2))

    init(_ tape: JSONTape) {
        self.tape = tape
        self.bytes = tape.bytes
        self.records = tape.records
    }

    /// The value whose record is at `index`, with everything inside it.
    mutating func value(at index: Int) -> JSONValue {
        let record = records[index]
        let source = Int(record.start)..<Int(record.end)
        switch record.kind {
        case .object:
            return JSONValue(kind: .object(object(at: index)), source: nil)
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(Int(record.count))
            var item = index + 1
            for _ in 0..<record.count {
                items.append(value(at: item))
                item = Int(records[item].after)
            }
            return JSONValue(kind: .array(items), source: bytes[source])
        case .string:
            // Strings without escapes are written back identically from their text, so only strings with
            // escapes (which may be spelled several ways: `\u00e9`, `\/`) keep their source bytes.
            let escaped = record.flags & JSONTape.Record.escaped != 0
            return JSONValue(kind: .string(tape.string(JSONTape.Value(index: index))), source: escaped ? bytes[source] : nil)
        case .number:
            // The number keeps its literal text in `kind`, which is what the writer prints.
            return JSONValue(kind: .number(String(decoding: bytes[source], as: UTF8.self)), source: nil)
        case .true:
            return JSONValue(kind: .bool(true), source: nil)
        case .false:
            return JSONValue(kind: .bool(false), source: nil)
        case .null:
            return JSONValue(kind: .null, source: nil)
        case .unread:
            // A shallow read's placeholder: `null` holding the value's bytes, which the writer writes back verbatim.
            return JSONValue(kind: .null, source: bytes[source])
        }
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
            var next = valueEnd
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x09 {
                next += 1
            }
            let hasComma = next < bytes.count && bytes[next] == UInt8(ascii: ",")
            // A copy lenient reading dropped is no member (only repairs build such trees).
            if keyRecord.flags & JSONTape.Record.dropped == 0 {
                let trivia = JSONObject.MemberTrivia(
                    owner: identity, start: segmentStart, keyStart: Int(keyRecord.start), keyEnd: Int(keyRecord.end),
                    valueStart: Int(valueRecord.start), valueEnd: valueEnd, end: hasComma ? next : valueEnd)
                members.append(JSONObject.Member(
                    key: tape.string(JSONTape.Value(index: key)), value: value(at: key + 1), trivia: trivia))
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
            members: members, source: bytes[objectStart..<Int(record.end)], identity: identity, closingStart: closingStart)
    }
}
