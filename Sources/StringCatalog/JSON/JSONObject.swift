/// A JSON object: members in file order, keys compared by their exact UTF-8 bytes.
///
/// Swift's `String ==` treats `"é"` and `"e\u{301}"` as equal; two such catalog keys are distinct strings in
/// Xcode, so lookups here compare `utf8` views, never `String` equality. An object read from a file keeps its
/// bytes and where each member lies in them (whitespace before the key, the key as written, the separator), so an
/// object re-rendered after a change keeps every untouched member exactly as it was.
public struct JSONObject: Sendable {
    /// One `"key" : value` pair.
    public struct Member: Sendable {
        /// The decoded key.
        public var key: String
        /// The value.
        public var value: JSONValue
        /// The bytes of this member as they stood in the file, around the value; nil for a new member.
        var trivia: MemberTrivia?
        /// The key line borrowed from another file (see `borrowKeyLine(of:in:)`); nil for nearly every member. One
        /// reference, so a member (copied often while objects are merged) stays small.
        private var borrowed: BorrowedKeyLine?

        /// The separator between key and value as another file wrote this member (`": "` against `" : "`), written
        /// in place of its own; nil: its own (see `borrowKeyLine(of:in:)`).
        public var borrowedSeparator: ArraySlice<UInt8>? { borrowed?.separator }
        /// The line break and indentation before the key as that file wrote them; nil: its own.
        public var borrowedIndentation: ArraySlice<UInt8>? { borrowed?.indentation }
        /// The key's bytes as that file wrote them (`"in\/out"`, `"caf\u00e9"`), for a member not read here; nil: the
        /// key is written anew.
        public var borrowedKey: ArraySlice<UInt8>? { borrowed?.key }

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

        /// Writes this member's key line as `other` has it in `object` (another file's version of the same member,
        /// whose value it now holds): its separator, its indentation when both start the key on a line of their own
        /// (an entry pasted from a file indented otherwise), and, for a member this file did not have, the key's
        /// bytes (its escapes). A separator spanning lines is not taken.
        public mutating func borrowKeyLine(of other: Member, in object: JSONObject) {
            if let line = other.borrowed {
                borrowed = line
                return
            }
            guard let trivia = other.trivia, trivia.owner == object.identity, object.identity != 0, let source = object.source
            else { return }
            let separator = source[trivia.keyEnd..<trivia.valueStart]
            let indentation = source[trivia.start..<trivia.keyStart]
            borrowed = BorrowedKeyLine(
                separator: separator.contains(0x0A) ? nil : separator,
                indentation: indentation.first == 0x0A || indentation.first == 0x0D ? indentation : nil,
                key: source[trivia.keyStart..<trivia.keyEnd])
        }
    }

    /// A key line as another file wrote it: its separator, indentation and key bytes (each nil where not taken).
    final class BorrowedKeyLine: Sendable {
        let separator: ArraySlice<UInt8>?
        let indentation: ArraySlice<UInt8>?
        let key: ArraySlice<UInt8>?

        init(separator: ArraySlice<UInt8>?, indentation: ArraySlice<UInt8>?, key: ArraySlice<UInt8>?) {
            self.separator = separator
            self.indentation = indentation
            self.key = key
        }
    }

    /// Where one member's parts lie in its object's source bytes: from the whitespace before its key to the
    /// whitespace before the comma that follows it. Offsets only — no reference to the bytes — so reading stays
    /// fast; `owner` says which object's bytes they index, so a member moved into another object is re-rendered.
    struct MemberTrivia: Sendable {
        var owner: UInt64
        var start: Int
        var keyStart: Int
        var keyEnd: Int
        var valueStart: Int
        var valueEnd: Int
        var end: Int
    }

    /// The members, in order. Any change makes the object no longer pristine.
    public private(set) var members: [Member] {
        didSet { isPristine = false }
    }
    /// The object's bytes as read, from `{` to `}`; kept after changes for the members that did not change.
    var source: ArraySlice<UInt8>?
    /// Identifies this object among all objects read, for `MemberTrivia.owner`; 0 for an object built in code.
    var identity: UInt64 = 0
    /// Where the whitespace before `}` starts in `source`.
    var closingStart: Int = 0
    /// Whether the object was empty when read (the closing whitespace of `{\n\n  }` differs from that after a member).
    var wasEmpty = true
    /// Whether the object is exactly as read, so its source bytes can be written as they are.
    private(set) var isPristine = false

    /// The whitespace before `}` as read, while it still fits (the object has not changed between empty and not).
    var closingTrivia: ArraySlice<UInt8>? {
        guard let source, members.isEmpty == wasEmpty else { return nil }
        return source[closingStart..<(source.endIndex - 1)]
    }

    /// The source bytes of `member`'s parts, when they belong to this object: the head (whitespace, key, separator)
    /// as a list of pieces (the separator borrowed from another file when the member holds one) and the tail.
    func sourceBytes(of member: Member) -> (head: MemberHead, tail: ArraySlice<UInt8>)? {
        guard let trivia = member.trivia, trivia.owner == identity, identity != 0, let source else { return nil }
        var indentation = source[trivia.start..<trivia.keyStart]
        if let borrowed = member.borrowedIndentation, indentation.first == 0x0A || indentation.first == 0x0D {
            indentation = borrowed
        }
        let head = MemberHead(
            indentation, source[trivia.keyStart..<trivia.keyEnd],
            member.borrowedSeparator ?? source[trivia.keyEnd..<trivia.valueStart])
        return (head, source[trivia.valueEnd..<trivia.end])
    }

    /// Whether `member`'s key line here (the whitespace before its key, the key, the separator, as it is written)
    /// has the same bytes as `other`'s in `otherObject`; nil when either member was not read from its object.
    public func hasSameKeyLine(_ member: Member, as other: Member, in otherObject: JSONObject) -> Bool? {
        guard let mine = sourceBytes(of: member)?.head, let theirs = otherObject.sourceBytes(of: other)?.head else {
            return nil
        }
        return mine.key.elementsEqual(theirs.key) && mine.separator.elementsEqual(theirs.separator)
            && mine.beforeKey.elementsEqual(theirs.beforeKey)
    }

    /// A member's head as it is written: the whitespace before the key, the key, the separator (each as read, or
    /// borrowed from another file's version of the member).
    struct MemberHead {
        /// The whitespace before the key.
        let beforeKey: ArraySlice<UInt8>
        let key: ArraySlice<UInt8>
        let separator: ArraySlice<UInt8>

        init(_ beforeKey: ArraySlice<UInt8>, _ key: ArraySlice<UInt8>, _ separator: ArraySlice<UInt8>) {
            self.beforeKey = beforeKey
            self.key = key
            self.separator = separator
        }

        /// Whether the head holds `byte`.
        func contains(_ byte: UInt8) -> Bool { beforeKey.contains(byte) || key.contains(byte) || separator.contains(byte) }

        /// Appends the head's bytes.
        func write(into out: inout [UInt8]) {
            out.append(contentsOf: beforeKey)
            out.append(contentsOf: key)
            out.append(contentsOf: separator)
        }
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The number of members.
    public var count: Int { members.count }

    /// The index of the member whose key has exactly these bytes.
    public func index(forKey key: String) -> Int? {
        // By index, so only keys are read: a closure over members would copy each member, value and all.
        for index in members.indices where members[index].key.hasSameBytes(as: key) { return index }
        return nil
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
            if other.members[index].key.hasSameBytes(as: member.key) {
                otherValue = other.members[index].value
            } else {
                otherValue = other[member.key]
            }
            guard let otherValue, otherValue == member.value else { return false }
        }
        return true
    }
}

// The initializers are in an extension so that the struct keeps its memberwise initializer, through which an object
// read is built in place: built by assignments, each was built aside, copied into the result and the original
// destroyed (an outlined copy and destroy per object read; see `JSONValue`'s initializer).
extension JSONObject {
    /// Creates an object from members (all rendered in the file's style).
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// Creates an object from key-value pairs, in the given order.
    public init(pairs: [(String, JSONValue)]) {
        self.init(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// An object as read: `source` spans `{`…`}`, `closingStart` is where the whitespace before `}` begins.
    init(read members: [Member], source: ArraySlice<UInt8>, identity: UInt64, closingStart: Int) {
        self.init(
            members: members, source: source, identity: identity, closingStart: closingStart, wasEmpty: members.isEmpty,
            isPristine: true)
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
