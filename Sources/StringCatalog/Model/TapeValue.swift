/// A value on a `JSONTape`, as the catalog model reads it (`FieldSource`): `Catalog(tape:)` reads the typed model
/// straight from the parser's records, without building the `JSONValue` tree. Members and items are walked by
/// their records; only the fields the model keeps are decoded, and only unknown members become tree values.
struct TapeValue: FieldSource, FieldObject {
    let tape: JSONTape
    /// The value's record.
    let index: Int

    private var record: JSONTape.Record { tape.records[index] }

    var fieldObject: TapeValue? { record.kind == .object ? self : nil }

    var fieldItems: [TapeValue]? {
        guard record.kind == .array else { return nil }
        return tape.items(of: JSONTape.Value(index: index)).map { TapeValue(tape: tape, index: $0.index) }
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

    func key(of member: Int, is key: StaticString) -> Bool {
        tape.records[member].flags & JSONTape.Record.dropped == 0 && tape.equals(JSONTape.Value(index: member), key)
    }

    func key(of member: Int) -> String { tape.string(JSONTape.Value(index: member)) }
    func value(of member: Int) -> TapeValue { TapeValue(tape: tape, index: member + 1) }

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
