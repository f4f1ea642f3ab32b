/// Reads the typed fields of one catalog object, remembering which members it used so the rest can be kept
/// as unknown fields (Xcode adds fields between versions; they must survive a read and write).
struct FieldReader {
    let object: JSONObject
    let path: CatalogKeyPath
    private(set) var used: Set<ExactKey> = []

    init(_ value: JSONValue, path: CatalogKeyPath) throws {
        guard let object = value.object else {
            throw CatalogModelError(keyPath: path, expected: "an object", found: value.typeName)
        }
        self.object = object
        self.path = path
    }

    private mutating func take(_ key: String) -> JSONValue? {
        used.insert(ExactKey(key))
        return object[key]
    }

    mutating func string(_ key: String) throws -> String? {
        guard let value = take(key) else { return nil }
        guard let text = value.stringValue else { throw mismatch(key, "a string", value) }
        return text
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let value = take(key) else { return nil }
        guard let flag = value.boolValue else { throw mismatch(key, "true or false", value) }
        return flag
    }

    mutating func int(_ key: String) throws -> Int? {
        guard let value = take(key) else { return nil }
        guard let number = value.intValue else { throw mismatch(key, "an integer", value) }
        return number
    }

    mutating func stringArray(_ key: String) throws -> [String]? {
        guard let value = take(key) else { return nil }
        guard let items = value.array else { throw mismatch(key, "an array of strings", value) }
        return try items.map { item in
            guard let text = item.stringValue else { throw mismatch(key, "an array of strings", item) }
            return text
        }
    }

    /// A nested value for a typed reader of its own.
    mutating func value(_ key: String) -> JSONValue? { take(key) }

    /// Each member of the object at `key`, read by `read`.
    mutating func map<T>(_ key: String, _ read: (JSONValue, CatalogKeyPath) throws -> T) throws -> OrderedMap<T>? {
        guard let value = take(key) else { return nil }
        let inner = try FieldReader(value, path: path.appending(key))
        var result = OrderedMap<T>()
        for member in inner.object.members {
            result[member.key] = try read(member.value, path.appending(key).appending(member.key))
        }
        return result
    }

    /// The members no typed field claimed, in order.
    var unknownFields: JSONObject {
        JSONObject(object.members.filter { !used.contains(ExactKey($0.key)) })
    }

    private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> CatalogModelError {
        CatalogModelError(keyPath: path.appending(key), expected: expected, found: value.typeName)
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
