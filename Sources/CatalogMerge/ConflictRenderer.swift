import StringCatalog

/// Writes a merged catalog that still holds conflicts, each as the smallest git-style hunk that keeps the file
/// valid whichever side a person keeps.
///
/// A hunk wraps the run of consecutive conflicted members of the deepest object where the sides differ (see
/// `HunkPlan`): a value conflict is the `"value"` line — with the unit's `"state"` line when the states differ
/// too, so each side keeps the state that goes with its value. Each side carries its own commas, so keeping
/// ours, theirs or (diff3) the base of every hunk and deleting the rest and the markers leaves valid JSON. A hunk
/// at the end of an object where a side is empty takes the last line of the member before it (the line with its
/// comma) into every side, as git's own merge would. Markers follow git: `%L` characters, labels, the base after
/// `|||||||` for diff3 and zdiff3, and lines the sides share at the start or end of a hunk moved out of it
/// (merge and zdiff3 styles, like git's zealous merge). Line endings are the file's.
struct ConflictRenderer: Sendable {
    let writer: JSONWriter
    /// Marker size and labels.
    let markers: MergeOptions
    /// Whether values from theirs and from the base keep their bytes (written in ours' layout) or are re-rendered.
    let keepTheirsBytes: Bool
    let keepBaseBytes: Bool
    /// The conflict style, given to `render`.
    private var style: MergeOptions.ConflictStyle = .merge

    /// A renderer writing with `writer` (ours' style), markers and labels from `markers`.
    init(writer: JSONWriter, markers: MergeOptions, keepTheirsBytes: Bool, keepBaseBytes: Bool) {
        self.writer = writer
        self.markers = markers
        self.keepTheirsBytes = keepTheirsBytes
        self.keepBaseBytes = keepBaseBytes
    }

    /// The objects of the three sides at the same place as the merged object being written.
    private struct Sides {
        var base: MemberLookup
        var ours: MemberLookup
        var theirs: MemberLookup

        init(base: JSONObject?, ours: JSONObject?, theirs: JSONObject?) {
            self.base = MemberLookup(base)
            self.ours = MemberLookup(ours)
            self.theirs = MemberLookup(theirs)
        }

        func child(_ key: String) -> Sides {
            Sides(base: base[key]?.object, ours: ours[key]?.object, theirs: theirs[key]?.object)
        }
    }

    /// The whole document: `leading` whitespace, the merged root with hunks at `conflicts` written in `style`,
    /// `trailing` whitespace.
    func render(
        root: JSONObject, base: JSONObject?, ours: JSONObject, theirs: JSONObject, conflicts: [MergeConflict],
        leading: ArraySlice<UInt8>, trailing: ArraySlice<UInt8>, style: MergeOptions.ConflictStyle, capacity: Int = 0
    ) -> [UInt8] {
        var renderer = self
        renderer.style = style
        return renderer.renderDocument(
            root: root, base: base, ours: ours, theirs: theirs, conflicts: conflicts, leading: leading, trailing: trailing,
            capacity: capacity)
    }

    private func renderDocument(
        root: JSONObject, base: JSONObject?, ours: JSONObject, theirs: JSONObject, conflicts: [MergeConflict],
        leading: ArraySlice<UInt8>, trailing: ArraySlice<UInt8>, capacity: Int
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(capacity)
        out.append(contentsOf: leading)
        let plan = HunkPlan(paths: conflicts.map(\.path.components))
        renderObject(root, sides: Sides(base: base, ours: ours, theirs: theirs), isUnit: false, depth: 0, plan: plan, into: &out)
        out.append(contentsOf: trailing)
        return out
    }

    private enum Segment {
        case member(Int)
        case hunk(Range<Int>)
    }

    /// Writes `object` (at nesting `depth`) with the members `plan` names as hunks and the rest as they are.
    private func renderObject(
        _ object: JSONObject, sides: Sides, isUnit: Bool, depth: Int, plan: HunkPlan, into out: inout [UInt8]
    ) {
        if plan.isEmpty {
            writer.write(.object(object), depth: depth, into: &out)
            return
        }
        var conflicted = plan.members
        if isUnit, conflicted.contains(ExactKey("value")), !same(sides.ours["state"], sides.theirs["state"]) {
            conflicted.insert(ExactKey("state"))
        }
        let members = object.members
        let segments = Self.segments(of: members, conflicted: conflicted)
        let last = members.count - 1
        var afterHunk = false
        var lastWasRead = false
        out.append(UInt8(ascii: "{"))
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .member(let index):
                var commaHunk: Range<Int>?
                if position + 1 < segments.count, case .hunk(let range) = segments[position + 1],
                    needsCommaLine(range, of: members, sides: sides)
                {
                    commaHunk = range
                }
                guard let range = commaHunk else {
                    // Written in place: a member can be most of the file (`strings`), never copied through a buffer.
                    writePlainMember(
                        members[index], of: object, sides: sides, plan: plan, depth: depth, afterHunk: afterHunk, into: &out)
                    if index != last {
                        writer.writeMemberTrailing(members[index], of: object, into: &out)
                        out.append(UInt8(ascii: ","))
                    }
                    afterHunk = false
                    lastWasRead = object.wasRead(members[index])
                    continue
                }
                // The comma after this member depends on the side kept: its last line goes into the hunk.
                var bytes: [UInt8] = []
                writePlainMember(
                    members[index], of: object, sides: sides, plan: plan, depth: depth, afterHunk: afterHunk, into: &bytes)
                let split = lastLineStart(of: bytes)
                out.append(contentsOf: bytes[..<split])
                var tail = Array(bytes[split...])
                writer.writeMemberTrailing(members[index], of: object, into: &tail)
                writeHunk(object: object, range: range, commaLine: tail, sides: sides, depth: depth, into: &out)
                afterHunk = true
                lastWasRead = false
            case .hunk(let range):
                if range.lowerBound > 0, needsCommaLine(range, of: members, sides: sides) { continue }  // written above
                writeHunk(object: object, range: range, commaLine: nil, sides: sides, depth: depth, into: &out)
                afterHunk = true
                lastWasRead = false
            }
        }
        writer.writeClosing(of: object, depth: depth, lastMemberWasRead: lastWasRead, onOwnLine: afterHunk, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A member outside any hunk; conflicts inside it are written where they are.
    private func writePlainMember(
        _ member: JSONObject.Member, of object: JSONObject, sides: Sides, plan: HunkPlan, depth: Int, afterHunk: Bool,
        into out: inout [UInt8]
    ) {
        if let childPlan = plan.children[ExactKey(member.key)], let child = member.value.object {
            writer.writeMemberHead(member, of: object, objectDepth: depth, onOwnLine: afterHunk, into: &out)
            renderObject(child, sides: sides.child(member.key), isUnit: member.key == "stringUnit", depth: depth + 1,
                         plan: childPlan, into: &out)
        } else if afterHunk, !object.startsOnOwnLine(member) {
            writer.writeMemberOnOwnLine(member, of: object, objectDepth: depth, into: &out)
        } else {
            writer.writeMember(member, of: object, objectDepth: depth, into: &out)
        }
    }

    /// Groups members into plain ones and runs of consecutive conflicted ones.
    private static func segments(of members: [JSONObject.Member], conflicted: Set<ExactKey>) -> [Segment] {
        var segments: [Segment] = []
        var index = 0
        while index < members.count {
            guard conflicted.contains(ExactKey(members[index].key)) else {
                segments.append(.member(index))
                index += 1
                continue
            }
            var end = index + 1
            while end < members.count, conflicted.contains(ExactKey(members[end].key)) { end += 1 }
            segments.append(.hunk(index..<end))
            index = end
        }
        return segments
    }

    /// Whether a hunk ends its object while a side of it is empty: then the comma after the member before it
    /// exists on some sides only.
    private func needsCommaLine(_ range: Range<Int>, of members: [JSONObject.Member], sides: Sides) -> Bool {
        guard range.upperBound == members.count else { return false }
        let keys = range.map { members[$0].key }
        return keys.allSatisfy { sides.ours[$0] == nil } || keys.allSatisfy { sides.theirs[$0] == nil }
            || (style.showsBase && keys.allSatisfy { sides.base[$0] == nil })
    }

    /// Where the last line of a member's bytes starts (at its newline), or 0 when it is on one line.
    private func lastLineStart(of bytes: [UInt8]) -> Int {
        let newline = Array(writer.style.newline.utf8)
        var index = bytes.count - newline.count
        while index >= 0 {
            if bytes[index..<(index + newline.count)].elementsEqual(newline) { return index }
            index -= 1
        }
        return 0
    }

    /// Writes one hunk for `members[range]`: each side's members on lines of their own, with commas as that side
    /// needs them, after `commaLine` (the last line of the member before, when its comma depends on the side).
    private func writeHunk(
        object: JSONObject, range: Range<Int>, commaLine: [UInt8]?, sides: Sides, depth: Int, into out: inout [UInt8]
    ) {
        let members = object.members
        let isLast = range.upperBound == members.count
        func side(_ pick: (String) -> JSONValue?) -> [[UInt8]] {
            var list: [JSONObject.Member] = []
            for index in range {
                guard let value = pick(members[index].key) else { continue }
                var member = members[index]
                member.value = value
                list.append(member)
            }
            var bytes: [UInt8] = []
            if let commaLine {
                bytes.append(contentsOf: commaLine)
                if !list.isEmpty { bytes.append(UInt8(ascii: ",")) }
            }
            for (position, member) in list.enumerated() {
                writer.writeMemberOnOwnLine(member, of: object, objectDepth: depth, into: &bytes)
                if !(isLast && position == list.count - 1) { bytes.append(UInt8(ascii: ",")) }
            }
            return lines(of: bytes)
        }
        let ours = side { sides.ours[$0] }
        let theirs = side { sides.theirs[$0].map { keepTheirsBytes ? $0 : $0.detached() } }
        let base = style.showsBase ? side { sides.base[$0].map { keepBaseBytes ? $0 : $0.detached() } } : nil
        var shown = [ours, theirs]
        if let base { shown.append(base) }
        // git's zealous merge (merge and zdiff3 styles) moves lines every side shares out of the hunk.
        var common = (head: 0, tail: 0)
        if style != .diff3 {
            let shortest = shown.map(\.count).min() ?? 0
            while common.head < shortest, shown.allSatisfy({ $0[common.head] == ours[common.head] }) { common.head += 1 }
            while common.tail < shortest - common.head,
                shown.allSatisfy({ $0[$0.count - 1 - common.tail] == ours[ours.count - 1 - common.tail] })
            {
                common.tail += 1
            }
        }
        let newline = Array(writer.style.newline.utf8)
        func write(_ lines: ArraySlice<[UInt8]>) {
            for line in lines {
                out.append(contentsOf: newline)
                out.append(contentsOf: line)
            }
        }
        func inner(_ lines: [[UInt8]]) -> ArraySlice<[UInt8]> { lines[common.head..<(lines.count - common.tail)] }
        func marker(_ character: Character, _ label: String?) {
            out.append(contentsOf: newline)
            out.append(contentsOf: String(repeating: character, count: markers.markerSize).utf8)
            if let label, !label.isEmpty { out.append(contentsOf: (" " + label).utf8) }
        }
        write(ours[..<common.head])
        marker("<", markers.oursLabel)
        write(inner(ours))
        if let base {
            marker("|", markers.baseLabel)
            write(inner(base))
        }
        marker("=", nil)
        write(inner(theirs))
        marker(">", markers.theirsLabel)
        write(ours[(ours.count - common.tail)...])
    }

    /// The lines of a side's bytes (which start with a newline: every member is written on a line of its own).
    private func lines(of bytes: [UInt8]) -> [[UInt8]] {
        let newline = Array(writer.style.newline.utf8)
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + newline.count <= bytes.count, bytes[index..<(index + newline.count)].elementsEqual(newline) {
                if index > 0 { result.append(current) }
                current = []
                index += newline.count
                continue
            }
            current.append(bytes[index])
            index += 1
        }
        if !bytes.isEmpty { result.append(current) }
        return result
    }
}
