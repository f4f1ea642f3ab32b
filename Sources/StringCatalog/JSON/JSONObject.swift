/// A JSON object: members in file order, keys compared by their exact UTF-8 bytes.
///
/// Swift's `String ==` treats `"é"` and `"e\u{301}"` as equal; two such catalog keys are distinct strings in
/// Xcode, so lookups here compare `utf8` views, never `String` equality. Each member keeps the bytes around it
/// (whitespace before the key, the key as written, the separator) so an object re-rendered after a change keeps
/// every untouched member exactly as it was.
public struct JSONObject: Sendable {
    /// One `"key" : value` pair.
    public struct Member: Sendable {
        /// The decoded key.
        public var key: String
        /// The value.
        public var value: JSONValue
        /// The bytes of this member as they stood in the file, around the value; nil for a new member.
        var trivia: MemberTrivia?

        /// Creates a new member (rendered in the file's style when written).
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
            self.trivia = nil
        }

        init(key: String, value: JSONValue, trivia: MemberTrivia?) {
            self.key = key
            self.value = value
            self.trivia = trivia
        }

        /// The byte offset of the key's opening quote in the file it was read from, if it was read.
        public var sourceOffset: Int? { trivia?.keyStart }
    }

    /// The bytes of one member as read, from the whitespace before its key to the whitespace before the comma
    /// that follows it, as one slice (one reference, so reading stays fast) with the offsets of its parts.
    struct MemberTrivia: Sendable {
        var bytes: ArraySlice<UInt8>
        var keyStart: Int
        var keyEnd: Int
        var valueStart: Int
        var valueEnd: Int

        /// Whitespace before the key.
        var leading: ArraySlice<UInt8> { bytes[bytes.startIndex..<keyStart] }
        /// The key, quoted, exactly as written.
        var rawKey: ArraySlice<UInt8> { bytes[keyStart..<keyEnd] }
        /// From the closing quote of the key to the value: `" : "` in Xcode's files.
        var separator: ArraySlice<UInt8> { bytes[keyEnd..<valueStart] }
        /// Whitespace between the value and the comma after it.
        var trailing: ArraySlice<UInt8> { bytes[valueEnd..<bytes.endIndex] }
    }

    /// The members, in order.
    public private(set) var members: [Member] {
        didSet {
            // The whitespace inside an empty object and after a last member differ (`{\n\n  }` vs `\n  }`):
            // once the object changes between empty and not, the closing bytes must be generated anew.
            if members.isEmpty != closingTriviaBelongsToEmptyObject { closingTrivia = nil }
        }
    }
    /// Whitespace between the last member (or `{`) and `}` as read; nil when it must be generated.
    var closingTrivia: ArraySlice<UInt8>?
    /// Whether `closingTrivia` was read from an empty object.
    private var closingTriviaBelongsToEmptyObject: Bool

    /// Creates an object from members (all rendered in the file's style).
    public init(_ members: [Member] = []) {
        self.members = members
        self.closingTrivia = nil
        self.closingTriviaBelongsToEmptyObject = members.isEmpty
    }

    /// Creates an object from key-value pairs, in the given order.
    public init(pairs: [(String, JSONValue)]) {
        self.init(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    init(members: [Member], closingTrivia: ArraySlice<UInt8>?) {
        self.members = members
        self.closingTrivia = closingTrivia
        self.closingTriviaBelongsToEmptyObject = members.isEmpty
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The number of members.
    public var count: Int { members.count }

    /// The index of the member whose key has exactly these bytes.
    public func index(forKey key: String) -> Int? {
        members.firstIndex { $0.key.utf8.elementsEqual(key.utf8) }
    }

    /// The value for `key`. Setting a value replaces it in place (keeping the member's position and bytes around
    /// it) or inserts a new member at its sorted position; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get { index(forKey: key).map { members[$0].value } }
        set {
            if let newValue {
                setValue(newValue, forKey: key, order: .xcode)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets `value` for `key`: in place when the key exists, else inserted where `order` puts it among the
    /// existing keys (after the last key that sorts before it, so a file that is out of order is not re-sorted).
    public mutating func setValue(_ value: JSONValue, forKey key: String, order: KeyOrder) {
        if let index = index(forKey: key) {
            members[index].value = value
            return
        }
        let position = order.insertionIndex(for: key, in: members.lazy.map(\.key))
        members.insert(Member(key: key, value: value), at: position)
    }

    /// Appends a member at the end, whatever the order.
    public mutating func append(_ member: Member) {
        members.append(member)
    }

    /// Removes the member for `key`, returning its value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let index = index(forKey: key) else { return nil }
        return members.remove(at: index).value
    }

    /// Replaces all members (new order or content); members that keep their trivia keep their bytes.
    public mutating func replaceMembers(_ newMembers: [Member]) {
        members = newMembers
    }

    /// Sorts members (recursively when `deep`) by `order`, as Xcode's writer does.
    public mutating func sort(by order: KeyOrder, deep: Bool) {
        if deep {
            for index in members.indices {
                members[index].value.sortObjects(by: order)
            }
        }
        if !order.isSorted(members.lazy.map(\.key)) {
            members.sort { order.areInIncreasingOrder($0.key, $1.key) }
        }
    }

    /// Equality of content: same keys (exact bytes) with equal values, whatever the order or formatting.
    public func isStructurallyEqual(to other: JSONObject) -> Bool {
        guard members.count == other.members.count else { return false }
        for (index, member) in members.enumerated() {
            let otherValue: JSONValue?
            if other.members[index].key.utf8.elementsEqual(member.key.utf8) {
                otherValue = other.members[index].value
            } else {
                otherValue = other[member.key]
            }
            guard let otherValue, otherValue == member.value else { return false }
        }
        return true
    }
}

extension JSONValue {
    /// Sorts every object inside this value by `order`, recursively.
    public mutating func sortObjects(by order: KeyOrder) {
        switch kind {
        case .object(var object):
            object.sort(by: order, deep: true)
            self.object = object
        case .array(var items):
            for index in items.indices { items[index].sortObjects(by: order) }
            self.array = items
        default:
            break
        }
    }
}
