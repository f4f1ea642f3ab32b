import StringCatalog

/// Writes a merged catalog that still holds conflicts: each conflicted string entry (or root member) becomes a
/// git-style hunk with ours' and theirs' version of the whole entry (and the base's, for diff3).
///
/// Every hunk is written so that keeping either side, and deleting the other side and the markers, leaves valid
/// JSON: each side carries its own commas, and a hunk at the end of an object where one side has nothing takes
/// the member before it into both sides, so no comma is left dangling.
struct ConflictRenderer {
    let writer: JSONWriter
    let options: MergeOptions
    /// How values from theirs and from the base are made ready for ours' file (their bytes or re-rendered).
    let prepareTheirs: (JSONValue) -> JSONValue
    let prepareBase: (JSONValue) -> JSONValue

    /// The whole document: `leading` whitespace, the root with hunks, `trailing` whitespace.
    func render(
        root: JSONObject, rootHunks: [ExactKey: ConflictHunk], entryHunks: [ExactKey: ConflictHunk],
        leading: ArraySlice<UInt8>, trailing: ArraySlice<UInt8>
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.append(contentsOf: leading)
        renderObject(root, depth: 0, hunks: rootHunks, nested: entryHunks, into: &out)
        out.append(contentsOf: trailing)
        return out
    }

    private enum Segment {
        case member(Int)
        case hunk(Range<Int>, prefix: Int?)
    }

    /// Writes `object` with the members in `hunks` as conflict hunks; `nested` are the hunks inside the root's
    /// `strings` member (empty below the root).
    private func renderObject(
        _ object: JSONObject, depth: Int, hunks: [ExactKey: ConflictHunk], nested: [ExactKey: ConflictHunk],
        into out: inout [UInt8]
    ) {
        let members = object.members
        if hunks.isEmpty && nested.isEmpty {
            writer.write(.object(object), depth: depth, into: &out)
            return
        }
        out.append(UInt8(ascii: "{"))
        let segments = self.segments(of: members, hunks: hunks)
        let last = members.count - 1
        var afterHunk = false
        var lastWasRead = false
        for segment in segments {
            switch segment {
            case .member(let index):
                let member = members[index]
                if depth == 0, member.key == "strings", !nested.isEmpty, let strings = member.value.object {
                    writer.writeMemberHead(member, of: object, objectDepth: depth, onOwnLine: afterHunk, into: &out)
                    renderObject(strings, depth: depth + 1, hunks: nested, nested: [:], into: &out)
                } else if afterHunk, !object.startsOnOwnLine(member) {
                    writer.writeMemberOnOwnLine(member, of: object, objectDepth: depth, into: &out)
                } else {
                    writer.writeMember(member, of: object, objectDepth: depth, into: &out)
                }
                if index != last {
                    writer.writeMemberTrailing(member, of: object, into: &out)
                    out.append(UInt8(ascii: ","))
                }
                afterHunk = false
                lastWasRead = object.wasRead(member)
            case .hunk(let range, let prefix):
                writeHunk(object: object, range: range, prefix: prefix, isLast: range.upperBound == members.count,
                          hunks: hunks, depth: depth, into: &out)
                afterHunk = true
                lastWasRead = false
            }
        }
        writer.writeClosing(of: object, depth: depth, lastMemberWasRead: lastWasRead, onOwnLine: afterHunk, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// Groups members into plain ones and runs of conflicted ones; a run at the end where a side is empty takes
    /// the member before it along (see the type's comment).
    private func segments(of members: [JSONObject.Member], hunks: [ExactKey: ConflictHunk]) -> [Segment] {
        var segments: [Segment] = []
        var index = 0
        while index < members.count {
            guard hunks[ExactKey(members[index].key)] != nil else {
                segments.append(.member(index))
                index += 1
                continue
            }
            var end = index + 1
            while end < members.count, hunks[ExactKey(members[end].key)] != nil { end += 1 }
            segments.append(.hunk(index..<end, prefix: nil))
            index = end
        }
        if case .hunk(let range, nil)? = segments.last, range.upperBound == members.count, segments.count >= 2,
            case .member(let previous) = segments[segments.count - 2]
        {
            let sides = range.map { hunks[ExactKey(members[$0].key)] }
            let someSideEmpty = sides.allSatisfy { $0?.ours == nil } || sides.allSatisfy { $0?.theirs == nil }
                || (options.conflictStyle.showsBase && sides.allSatisfy { $0?.base == nil })
            if someSideEmpty, !(members[previous].key == "strings") {
                segments.removeLast(2)
                segments.append(.hunk(range, prefix: previous))
            }
        }
        return segments
    }

    private func writeHunk(
        object: JSONObject, range: Range<Int>, prefix: Int?, isLast: Bool,
        hunks: [ExactKey: ConflictHunk], depth: Int, into out: inout [UInt8]
    ) {
        let members = object.members
        func side(_ pick: (ConflictHunk) -> JSONValue?) -> [JSONObject.Member] {
            var list: [JSONObject.Member] = prefix.map { [members[$0]] } ?? []
            for index in range {
                guard let hunk = hunks[ExactKey(members[index].key)], let value = pick(hunk) else { continue }
                var member = members[index]
                member.value = value
                list.append(member)
            }
            return list
        }
        func write(_ list: [JSONObject.Member]) {
            for (position, member) in list.enumerated() {
                writer.writeMemberOnOwnLine(member, of: object, objectDepth: depth, into: &out)
                if !(isLast && position == list.count - 1) { out.append(UInt8(ascii: ",")) }
            }
        }
        func marker(_ character: Character, _ label: String?) {
            out.append(contentsOf: writer.style.newline.utf8)
            out.append(contentsOf: String(repeating: character, count: options.markerSize).utf8)
            if let label, !label.isEmpty { out.append(contentsOf: (" " + label).utf8) }
        }
        marker("<", options.oursLabel)
        write(side { $0.ours })
        if options.conflictStyle.showsBase {
            marker("|", options.baseLabel)
            write(side { $0.base.map(prepareBase) })
        }
        marker("=", nil)
        write(side { $0.theirs.map(prepareTheirs) })
        marker(">", options.theirsLabel)
    }
}
