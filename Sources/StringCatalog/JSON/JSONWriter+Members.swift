/// Member-level rendering for tools that write an object piece by piece (the merge driver's conflict hunks).
///
/// The writer renders whole values; a conflict hunk needs one member at a time, on lines of its own, with the
/// member's original bytes where it was read from a file, so both sides of a hunk look exactly like their files.
extension JSONWriter {
    /// Appends `member` as a member of an object at nesting `depth`, the way `write` would inside that object:
    /// its original leading whitespace, key and separator when it was read, else a new line in this style.
    /// Neither the whitespace before a comma nor the comma is written.
    public func writeMember(_ member: JSONObject.Member, objectDepth depth: Int, into out: inout [UInt8]) {
        if preservingSource, let trivia = member.trivia {
            out.append(contentsOf: trivia.leading)
            out.append(contentsOf: trivia.rawKey)
            out.append(contentsOf: trivia.separator)
        } else {
            writeMemberHeadOnNewLine(member, objectDepth: depth, into: &out)
        }
        write(member.value, depth: depth + 1, into: &out)
    }

    /// Appends the head of `member` — the key and separator, after the whitespace it had when read — without its
    /// value, for callers that write the value themselves.
    public func writeMemberHead(_ member: JSONObject.Member, objectDepth depth: Int, onOwnLine: Bool, into out: inout [UInt8]) {
        if preservingSource, !onOwnLine || member.startsOnOwnLine, let trivia = member.trivia {
            out.append(contentsOf: trivia.leading)
            out.append(contentsOf: trivia.rawKey)
            out.append(contentsOf: trivia.separator)
        } else {
            writeMemberHeadOnNewLine(member, objectDepth: depth, into: &out)
        }
    }

    /// Appends `member` starting on a line of its own: a newline, this style's indentation for `depth + 1`, the
    /// key (its original bytes when read) and separator, then the value. No comma.
    public func writeMemberOnOwnLine(_ member: JSONObject.Member, objectDepth depth: Int, into out: inout [UInt8]) {
        writeMemberHeadOnNewLine(member, objectDepth: depth, into: &out)
        write(member.value, depth: depth + 1, into: &out)
    }

    /// Appends the whitespace `member` had between its value and the following comma (nothing for a new member).
    public func writeMemberTrailing(_ member: JSONObject.Member, into out: inout [UInt8]) {
        if preservingSource, let trivia = member.trivia { out.append(contentsOf: trivia.trailing) }
    }

    /// Appends what goes between the last member of `object` (at nesting `depth`) and its `}`: the original
    /// whitespace when the object and its last member were read, else a newline and indentation. With
    /// `onOwnLine`, original whitespace that does not start a new line is replaced, so `}` never shares a line
    /// with a conflict marker.
    public func writeClosing(of object: JSONObject, depth: Int, lastMemberWasRead: Bool, onOwnLine: Bool, into out: inout [UInt8]) {
        if preservingSource, lastMemberWasRead, let closing = object.closingTrivia,
            !onOwnLine || closing.contains(0x0A)
        {
            out.append(contentsOf: closing)
        } else {
            out.append(contentsOf: style.newline.utf8)
            for _ in 0..<max(depth, 0) { out.append(contentsOf: style.indent.utf8) }
        }
    }

    private func writeMemberHeadOnNewLine(_ member: JSONObject.Member, objectDepth depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: style.newline.utf8)
        for _ in 0..<(depth + 1) { out.append(contentsOf: style.indent.utf8) }
        if preservingSource, let trivia = member.trivia {
            out.append(contentsOf: trivia.rawKey)
            out.append(contentsOf: trivia.separator.contains(0x0A) ? Array(style.separator.utf8)[...] : trivia.separator)
        } else {
            Self.writeQuoted(member.key, into: &out)
            out.append(contentsOf: style.separator.utf8)
        }
    }
}

extension JSONObject.Member {
    /// Whether the member was read from a file (so the writer reproduces its original bytes).
    public var wasRead: Bool { trivia != nil }

    /// Whether the whitespace before the key starts a new line (true for new members; false for hand-edited
    /// members that share a line with the previous one).
    public var startsOnOwnLine: Bool { trivia.map { $0.leading.contains(0x0A) } ?? true }
}

extension JSONValue {
    /// The same value with every source byte and member trivia dropped, so it is rendered anew in the style of
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

    /// The bytes this value was read from, while it is unchanged; nil for a new or changed value.
    public var sourceBytes: ArraySlice<UInt8>? { source }
}

/// Checks the reader applies to a whole file, for tools that scan bytes without building a tree.
public enum JSONByteChecks {
    /// The offset of the first byte that is not valid UTF-8 (overlong forms and surrogates included), or nil.
    public static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        JSONParser.firstInvalidUTF8Offset(in: bytes)
    }
}
