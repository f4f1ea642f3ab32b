import StringCatalog

/// What merging one value decided: keep ours' value (and its bytes), take a new value, delete it, or give up.
enum MergeOutcome {
    /// The result is ours' value, byte for byte (or ours' absence).
    case keepOurs
    /// The result is this value (theirs', or ours' with theirs' changes inside).
    case take(JSONValue)
    /// The member is deleted.
    case delete
    /// The sides disagree here; a person must decide. `partial` is the value merged around the conflicts (an
    /// object whose conflicted members hold placeholders), nil when the conflict is this whole value.
    case conflicted([MergeConflict], partial: JSONValue? = nil)
}

/// Finds members by exact key bytes: a hash map for large objects, a scan for small ones.
struct MemberLookup {
    private let object: JSONObject?
    private let map: [ExactKey: Int]?

    init(_ object: JSONObject?) {
        self.object = object
        if let object, object.count > 12 {
            var map: [ExactKey: Int] = [:]
            map.reserveCapacity(object.count)
            for (index, member) in object.members.enumerated() where map[ExactKey(member.key)] == nil {
                map[ExactKey(member.key)] = index
            }
            self.map = map
        } else {
            self.map = nil
        }
    }

    subscript(key: String) -> JSONValue? {
        guard let object else { return nil }
        if let map {
            return map[ExactKey(key)].map { object.members[$0].value }
        }
        return object[key]
    }

    func contains(_ key: String) -> Bool { self[key] != nil }

    /// The member with `key`, as the object holds it (its key line's bytes with it).
    func member(_ key: String) -> JSONObject.Member? {
        guard let object else { return nil }
        if let map { return map[ExactKey(key)].map { object.members[$0] } }
        return object.index(forKey: key).map { object.members[$0] }
    }
}
