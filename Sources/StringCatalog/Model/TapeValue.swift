/// A value on a `JSONTape`, as the catalog model reads it (`FieldSource`): `Catalog(tape:)` reads the typed model
/// straight from the parser's records, without building the `JSONValue` tree. Members and items are walked by
/// their records; only the fields the model keeps are decoded, and only unknown members become tree values.
///
/// It points at the tape's records and bytes instead of holding a copy of the tape: reading makes one of these for
/// every value it looks at, and each copy of a tape retained and released its bytes and records (a tenth of reading
/// a large catalog). So a `TapeValue` lives only inside `TapeValue.reading(_:_:)`, which holds the tape meanwhile;
/// the model read from it keeps none. Keys and strings are compared and decoded on the bytes; the rest (escapes,
/// numbers, unknown members) asks the tape.
struct TapeValue: FieldSource, FieldObject {
    private let tapePointer: UnsafePointer<JSONTape>
    private let records: UnsafeBufferPointer<JSONTape.Record>
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The value's record.
    let index: Int

    private var tape: JSONTape { tapePointer.pointee }
    private var record: JSONTape.Record { records[index] }

    /// `read` applied to the root of `tape`.
    static func reading<Result>(_ tape: JSONTape, _ read: (TapeValue) throws -> Result) rethrows -> Result {
        try withUnsafePointer(to: tape) { tapePointer in
            try tape.records.withUnsafeBufferPointer { records in
                try tape.bytes.withUnsafeBufferPointer { bytes in
                    try read(TapeValue(tapePointer: tapePointer, records: records, bytes: bytes, index: tape.root.index))
                }
            }
        }
    }

    private init(tapePointer: UnsafePointer<JSONTape>, records: UnsafeBufferPointer<JSONTape.Record>,
                 bytes: UnsafeBufferPointer<UInt8>, index: Int) {
        self.tapePointer = tapePointer
        self.records = records
        self.bytes = bytes
        self.index = index
    }

    /// The value at record `index` of the same tape.
    private func at(_ index: Int) -> TapeValue {
        TapeValue(tapePointer: tapePointer, records: records, bytes: bytes, index: index)
    }

    /// Whether the string at record `index` is exactly `text`: its length is checked on the record first.
    private func isText(at index: Int, _ text: StaticString) -> Bool {
        let record = records[index]
        guard record.kind == .string else { return false }
        if record.flags & JSONTape.Record.escaped != 0 { return tape.equals(JSONTape.Value(index: index), text) }
        let start = Int(record.start) + 1
        let count = Int(record.end) - 1 - start
        guard count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
    }

    /// The text of the string at record `index`.
    private func text(at index: Int) -> String {
        let record = records[index]
        guard record.kind == .string, record.flags & JSONTape.Record.escaped == 0 else {
            return tape.string(JSONTape.Value(index: index))
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(Int(record.start) + 1)..<(Int(record.end) - 1)]),
                      as: UTF8.self)
    }

    var fieldObject: TapeValue? { record.kind == .object ? self : nil }

    var fieldItems: [TapeValue]? {
        guard record.kind == .array else { return nil }
        return tape.items(of: JSONTape.Value(index: index)).map { at($0.index) }
    }

    var stringValue: String? { record.kind == .string ? text(at: index) : nil }

    func isString(_ text: StaticString) -> Bool { isText(at: index, text) }

    var boolValue: Bool? {
        switch record.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    var intValue: Int? {
        guard record.kind == .number else { return nil }
        return Int(String(decoding: tape.source(JSONTape.Value(index: index)), as: UTF8.self))
    }

    var typeName: String {
        CatalogShape.ValueType(firstByte: bytes[Int(record.start)]).name
    }

    var memberCount: Int { Int(record.count) }
    var firstMember: Int { index + 1 }
    func member(after member: Int) -> Int { Int(records[member].after) }

    func key(of member: Int, is key: StaticString) -> Bool {
        records[member].flags & JSONTape.Record.dropped == 0 && isText(at: member, key)
    }

    /// The parser refuses a repeated key, or drops (flags) the earlier copy when reading leniently: an object with
    /// no dropped key has distinct keys.
    var hasDistinctKeys: Bool {
        var member = firstMember
        for _ in 0..<memberCount {
            if records[member].flags & JSONTape.Record.dropped != 0 { return false }
            member = self.member(after: member)
        }
        return true
    }

    func key(of member: Int) -> String { text(at: member) }
    func value(of member: Int) -> TapeValue { at(member + 1) }

    func members(where keep: (Int) -> Bool) -> JSONObject {
        var builder: JSONTreeBuilder?
        var kept: [JSONObject.Member] = []
        var member = firstMember
        for position in 0..<memberCount {
            if keep(position), records[member].flags & JSONTape.Record.dropped == 0 {
                if builder == nil { builder = JSONTreeBuilder(tape) }
                if let value = builder?.value(at: member + 1) { kept.append(JSONObject.Member(key: key(of: member), value: value)) }
            }
            member = self.member(after: member)
        }
        return JSONObject(kept)
    }
}
