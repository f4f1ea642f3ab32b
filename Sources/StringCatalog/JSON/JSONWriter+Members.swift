/// Member-level rendering for tools that write an object piece by piece (the merge driver's conflict hunks).
///
/// The writer renders whole values; a conflict hunk needs one member at a time, on lines of its own, with the
/// member's original bytes where it was read from a file, so both sides of a hunk look exactly like their files.
/// `object` is the object the member belongs to (its bytes are what the member's offsets index).
extension JSONWriter {
    /// Appends `member` of `object` (at nesting `depth`) the way `write` would inside that object: its original
    /// leading whitespace, key and separator when it was read, else a new line in this style. Neither the
    /// whitespace before a comma nor the comma is written.
    public func writeMember(_ member: JSONObject.Member, of object: JSONObject, objectDepth depth: Int, into out: inout [UInt8]) {
        writeMemberHead(member, of: object, objectDepth: depth, onOwnLine: false, into: &out)
        write(member.value, depth: depth + 1, into: &out)
    }

    /// Appends the head of `member` — whitespace, key and separator — without its value. With `onOwnLine`, a
    /// member that shared a line with the previous one (hand-edited files) starts on a new line instead.
    public func writeMemberHead(
        _ member: JSONObject.Member, of object: JSONObject, objectDepth depth: Int, onOwnLine: Bool, into out: inout [UInt8]
    ) {
        if preservingSource, let original = object.sourceBytes(of: member), !onOwnLine || original.head.contains(0x0A) {
            original.head.write(into: &out)
        } else {
            writeMemberHeadOnNewLine(member, of: object, objectDepth: depth, into: &out)
        }
    }

    /// Appends `member` starting on a line of its own: a newline, this style's indentation for `depth + 1`, the
    /// key (its original bytes when read) and separator, then the value. No comma.
    public func writeMemberOnOwnLine(_ member: JSONObject.Member, of object: JSONObject, objectDepth depth: Int, into out: inout [UInt8]) {
        writeMemberHeadOnNewLine(member, of: object, objectDepth: depth, into: &out)
        write(member.value, depth: depth + 1, into: &out)
    }

    /// Appends the whitespace `member` had between its value and the following comma (nothing for a new member).
    public func writeMemberTrailing(_ member: JSONObject.Member, of object: JSONObject, into out: inout [UInt8]) {
        if preservingSource, let original = object.sourceBytes(of: member) { out.append(contentsOf: original.tail) }
    }

    /// Appends what goes between the last member of `object` (at nesting `depth`) and its `}`: the original
    /// whitespace when the object and its last member were read, else a newline and indentation. With
    /// `onOwnLine`, original whitespace that does not start a new line is replaced, so `}` never shares a line
    /// with a conflict marker.
    public func writeClosing(of object: JSONObject, depth: Int, lastMemberWasRead: Bool, onOwnLine: Bool, into out: inout [UInt8]) {
        if preservingSource, lastMemberWasRead, let closing = object.closingTrivia, !onOwnLine || closing.contains(0x0A) {
            out.append(contentsOf: closing)
        } else {
            out.append(contentsOf: style.newline.utf8)
            for _ in 0..<max(depth, 0) { out.append(contentsOf: style.indent.utf8) }
        }
    }

    private func writeMemberHeadOnNewLine(_ member: JSONObject.Member, of object: JSONObject, objectDepth depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: style.newline.utf8)
        for _ in 0..<(depth + 1) { out.append(contentsOf: style.indent.utf8) }
        if preservingSource, let trivia = member.trivia, trivia.owner == object.identity, object.identity != 0,
            let source = object.source
        {
            out.append(contentsOf: source[trivia.keyStart..<trivia.keyEnd])
            let separator = member.borrowedSeparator ?? source[trivia.keyEnd..<trivia.valueStart]
            if separator.contains(0x0A) { out.append(contentsOf: style.separator.utf8) } else { out.append(contentsOf: separator) }
        } else if preservingSource, let key = member.borrowedKey {
            out.append(contentsOf: key)
            out.append(contentsOf: member.borrowedSeparator ?? ArraySlice(style.separator.utf8))
        } else {
            Self.writeQuoted(member.key, into: &out)
            out.append(contentsOf: style.separator.utf8)
        }
    }
}

extension JSONObject {
    /// Whether `member` was read as part of this object (so the writer reproduces its original bytes).
    public func wasRead(_ member: Member) -> Bool { sourceBytes(of: member) != nil }

    /// Whether the whitespace before `member`'s key starts a new line (true for new members; false for
    /// hand-edited members that share a line with the previous one).
    public func startsOnOwnLine(_ member: Member) -> Bool {
        sourceBytes(of: member).map { $0.head.beforeKey.contains(0x0A) } ?? true
    }
}

extension JSONValue {
    /// The same value with every source byte and member offset dropped, so it is rendered anew in the style of
    /// the document it is put into (a value moved between files written in different styles).
    public func detached() -> JSONValue {
        switch kind {
        case .object(let object):
            return .object(JSONObject(object.members.map { JSONObject.Member(key: $0.key, value: $0.value.detached()) }))
        case .array(let items):
            return .array(items.map { $0.detached() })
        default:
            return JSONValue(kind)
        }
    }
}

extension JSONWriter {
    /// Member splice: `document`'s bytes with the members of its root member `key` (an object) replaced by
    /// `members`, written in this writer's style. Members read from that object keep their bytes (a changed one
    /// keeps its key and the whitespace around it, its value is written anew); new members are written on lines
    /// of their own; everything outside the object keeps its bytes. With a shallow document
    /// (`JSONDocument(shallowBytes:)`) a large file is rewritten without building a tree of its unchanged members.
    public func splice(_ members: [JSONObject.Member], intoMember key: String, of document: JSONDocument) -> [UInt8] {
        var spliced = document
        spliced.style = style
        if var root = document.root.object, var object = root[key]?.object {
            object.replaceMembers(members)
            root[key] = .object(object)
            spliced.root = .object(root)
        }
        return spliced.serialized()
    }
}
