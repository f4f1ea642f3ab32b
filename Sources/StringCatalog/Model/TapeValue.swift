/// A value on a `JSONTape`, as the catalog model reads it (`FieldSource`): `Catalog(tape:)` reads the typed model
/// straight from the parser's records, without building the `JSONValue` tree. Members and items are walked by
/// their records; only the fields the model keeps are decoded, and only unknown members become tree values.
///
/// It points at the tape instead of holding a copy: reading makes one of these for every value it looks at, and
/// each copy of a tape retained and released its bytes and records (a tenth of reading a large catalog). So a
/// `TapeValue` lives only inside `TapeValue.reading(_:_:)`, which holds the tape meanwhile; the model read from it
/// keeps none.
struct TapeValue: FieldSource, FieldObject {
    private let pointer: UnsafePointer<JSONTape>
    /// The value's record.
    let index: Int

    private var tape: JSONTape { _read { yield pointer.pointee } }
    private var record: JSONTape.Record { tape.records[index] }

    /// `read` applied to the root of `tape`.
    static func reading<Result>(_ tape: JSONTape, _ read: (TapeValue) throws -> Result) rethrows -> Result {
        try withUnsafePointer(to: tape) { try read(TapeValue(pointer: $0, index: $0.pointee.root.index)) }
    }

    private init(pointer: UnsafePointer<JSONTape>, index: Int) {
        self.pointer = pointer
        self.index = index
    }

    var fieldObject: TapeValue? { record.kind == .object ? self : nil }

    var fieldItems: [TapeValue]? {
        guard record.kind == .array else { return nil }
        return tape.items(of: JSONTape.Value(index: index)).map { TapeValue(pointer: pointer, index: $0.index) }
    }

    var stringValue: String? { record.kind == .string ? tape.string(JSONTape.Value(index: index)) : nil }

    func isString(_ text: StaticString) -> Bool { tape.equals(JSONTape.Value(index: index), text) }

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
        CatalogShape.ValueType(firstByte: tape.bytes[Int(record.start)]).name
    }

    var memberCount: Int { Int(record.count) }
    var firstMember: Int { index + 1 }
    func member(after member: Int) -> Int { Int(tape.records[member].after) }

    /// Whether `member`'s key is `key`: a key of another length is passed over on its record alone.
    func key(of member: Int, is key: StaticString) -> Bool {
        let record = tape.records[member]
        guard record.flags & JSONTape.Record.dropped == 0 else { return false }
        if record.flags & JSONTape.Record.escaped == 0, Int(record.end - record.start) - 2 != key.utf8CodeUnitCount {
            return false
        }
        return tape.equals(JSONTape.Value(index: member), key)
    }

    func key(of member: Int) -> String { tape.string(JSONTape.Value(index: member)) }
    func value(of member: Int) -> TapeValue { TapeValue(pointer: pointer, index: member + 1) }

    func members(where keep: (Int) -> Bool) -> JSONObject {
        var builder: JSONTreeBuilder?
        var kept: [JSONObject.Member] = []
        var member = firstMember
        for position in 0..<memberCount {
            if keep(position), tape.records[member].flags & JSONTape.Record.dropped == 0 {
                if builder == nil { builder = JSONTreeBuilder(tape) }
                if let value = builder?.value(at: member + 1) { kept.append(JSONObject.Member(key: key(of: member), value: value)) }
            }
            member = self.member(after: member)
        }
        return JSONObject(kept)
    }
}
