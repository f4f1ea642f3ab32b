/// Reads the typed fields of one catalog object, remembering which members it used so the rest can be kept
/// as unknown fields (Xcode adds fields between versions; they must survive a read and write).
///
/// Built once per object of a catalog (tens of thousands in a large one), so reading allocates nothing it does
/// not return: the members used are a bit set, and key paths are built only when an error is thrown (nested
/// readers are given an empty path and their errors are placed under this reader's path on the way out).
/// It reads a `JSONValue` tree or the parser's tape alike (`FieldSource`).
struct FieldReader<Source: FieldSource> {
    let object: Source.Object
    let path: CatalogKeyPath
    /// The members taken, by position: bit i for member i < 64, then `usedBeyond`.
    private var used: UInt64 = 0
    private var usedBeyond: [Int] = []

    init(_ value: Source, path: CatalogKeyPath) throws {
        guard let object = value.fieldObject else {
            throw CatalogModelError(keyPath: path, expected: "an object", found: value.typeName)
        }
        self.object = object
        self.path = path
    }

    /// The value of the first member named `key` (as `JSONObject`'s subscript finds it), marked as used.
    private mutating func take(_ key: StaticString) -> Source? {
        var member = object.firstMember
        for position in 0..<object.memberCount {
            if object.key(of: member, is: key) {
                if position < 64 { used |= 1 << UInt64(position) } else { usedBeyond.append(position) }
                return object.value(of: member)
            }
            member = object.member(after: member)
        }
        return nil
    }

    private func isUsed(_ position: Int) -> Bool {
        position < 64 ? used & (1 << UInt64(position)) != 0 : usedBeyond.contains(position)
    }

    mutating func string(_ key: StaticString) throws -> String? {
        guard let value = take(key) else { return nil }
        guard let text = value.stringValue else { throw mismatch(key, "a string", value) }
        return text
    }

    /// The translation state at `key`: the states Xcode writes are matched on the source's bytes (nearly every
    /// unit has one, and decoding each to a string to compare was much of reading a unit); another is decoded.
    mutating func translationState(_ key: StaticString) throws -> TranslationState? {
        guard let value = take(key) else { return nil }
        for (text, state) in TranslationState.knownRawValues where value.isString(text) { return state }
        guard let text = value.stringValue else { throw mismatch(key, "a string", value) }
        return TranslationState(rawValue: text)
    }

    mutating func bool(_ key: StaticString) throws -> Bool? {
        guard let value = take(key) else { return nil }
        guard let flag = value.boolValue else { throw mismatch(key, "true or false", value) }
        return flag
    }

    mutating func int(_ key: StaticString) throws -> Int? {
        guard let value = take(key) else { return nil }
        guard let number = value.intValue else { throw mismatch(key, "an integer", value) }
        return number
    }

    mutating func stringArray(_ key: StaticString) throws -> [String]? {
        guard let value = take(key) else { return nil }
        guard let items = value.fieldItems else { throw mismatch(key, "an array of strings", value) }
        return try items.map { item in
            guard let text = item.stringValue else { throw mismatch(key, "an array of strings", item) }
            return text
        }
    }

    /// The nested value at `key`, read by `read` (which reports its errors relative to that value).
    mutating func nested<T>(_ key: StaticString, _ read: (Source) throws -> T) throws -> T? {
        guard let value = take(key) else { return nil }
        do {
            return try read(value)
        } catch let error as CatalogModelError {
            throw error.placed(under: path, "\(key)")
        }
    }

    /// Each member of the object at `key`, read by `read` (which reports its errors relative to the member).
    mutating func map<T>(_ key: StaticString, _ read: (Source) throws -> T) throws -> OrderedMap<T>? {
        guard let value = take(key) else { return nil }
        guard let inner = value.fieldObject else { throw mismatch(key, "an object", value) }
        var pairs: [(key: String, value: T)] = []
        pairs.reserveCapacity(inner.memberCount)
        var member = inner.firstMember
        for _ in 0..<inner.memberCount {
            let name = inner.key(of: member)
            do {
                pairs.append((name, try read(inner.value(of: member))))
            } catch let error as CatalogModelError {
                throw error.placed(under: path, "\(key)", name)
            }
            member = inner.member(after: member)
        }
        return OrderedMap(reading: pairs, distinct: inner.hasDistinctKeys)
    }

    /// The members no typed field claimed, in order. A member whose key is that of a used member is claimed too
    /// (an object built in code may repeat a key).
    var unknownFields: JSONObject {
        let usedCount = used.nonzeroBitCount + usedBeyond.count
        guard usedCount < object.memberCount else { return JSONObject() }
        // Each key decoded once: the used ones are the claimed keys.
        var keys: [String] = []
        keys.reserveCapacity(object.memberCount)
        var member = object.firstMember
        for _ in 0..<object.memberCount {
            keys.append(object.key(of: member))
            member = object.member(after: member)
        }
        let claimed = keys.indices.filter(isUsed).map { keys[$0] }
        return object.members { position in
            !isUsed(position) && !claimed.contains { $0.hasSameBytes(as: keys[position]) }
        }
    }

    private func mismatch(_ key: StaticString, _ expected: String, _ value: Source) -> CatalogModelError {
        CatalogModelError(keyPath: path.appending("\(key)"), expected: expected, found: value.typeName)
    }
}

extension CatalogModelError {
    /// The error of a nested reader (whose path is relative) placed under `path` and the members leading to it.
    func placed(under path: CatalogKeyPath, _ members: String...) -> CatalogModelError {
        var placed = self
        placed.keyPath = CatalogKeyPath(path.components + members + keyPath.components)
        return placed
    }
}

/// Builds a catalog object from typed fields, skipping absent ones, then adds the unknown fields back.
struct FieldWriter {
    private(set) var object = JSONObject()

    mutating func set(_ key: String, _ value: JSONValue?) {
        if let value { object.append(JSONObject.Member(key: key, value: value)) }
    }

    mutating func set(_ key: String, _ text: String?) { set(key, text.map(JSONValue.string)) }
    mutating func set(_ key: String, _ flag: Bool?) { set(key, flag.map(JSONValue.bool)) }
    mutating func set(_ key: String, _ number: Int?) { set(key, number.map(JSONValue.int)) }

    mutating func set<T>(_ key: String, _ map: OrderedMap<T>?, _ write: (T) -> JSONValue) {
        guard let map else { return }
        set(key, JSONValue.object(JSONObject(pairs: map.entries.map { ($0.key, write($0.value)) })))
    }

    /// The object, with `unknown` members appended after the typed ones, sorted in Xcode's order.
    func finish(adding unknown: JSONObject) -> JSONValue {
        var result = object
        for member in unknown.members where result.index(forKey: member.key) == nil { result.append(member) }
        result.sort(by: .xcode, deep: false)
        return .object(result)
    }
}
