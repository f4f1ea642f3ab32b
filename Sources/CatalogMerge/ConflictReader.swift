import StringCatalog

/// Reads the conflicts back out of a file holding hunks — the driver's, or git's own after
/// `git checkout --conflict=merge` — so `conflicts` can list them and `resolve` can pick hunks by key or language.
///
/// The file is read three times: keeping ours of every hunk, theirs, and (when every hunk has a base section) the
/// base. Where the ours and theirs catalogs differ, at the deepest member, is a conflict; it belongs to the hunk
/// whose lines hold that member. A unit's `state` and `value` are one conflict.
public enum ConflictReader {
    /// The conflicts of `file`, in file order, each with its hunk's line and number. Nil when keeping ours or
    /// theirs of every hunk does not give readable JSON (then only the hunks' lines can be named).
    public static func reports(in file: ConflictedFile, path: String) -> [ConflictReport]? {
        let ours = assemble(file, .ours)
        let theirs = assemble(file, .theirs)
        guard let oursDocument = try? JSONDocument(bytes: ours.bytes, path: path),
            let theirsDocument = try? JSONDocument(bytes: theirs.bytes, path: path)
        else { return nil }
        let hunks = file.hunks
        var baseDocument: JSONDocument?
        if hunks.allSatisfy({ $0.base != nil }) {
            baseDocument = try? JSONDocument(bytes: assemble(file, .base).bytes, path: path)
        }
        var differing: [[String]] = []
        differences(oursDocument.root, theirsDocument.root, path: [], into: &differing)
        var reports: [ConflictReport] = []
        var seen = Set<[String]>()
        for difference in differing {
            let path = unitValuePath(difference)
            guard seen.insert(path).inserted else { continue }
            let keyPath = CatalogKeyPath(path)
            var report = ConflictReport(
                path: keyPath, base: baseDocument?.root, ours: oursDocument.root, theirs: theirsDocument.root)
            if baseDocument == nil { report.base = nil }
            let index = hunkIndex(of: difference, ours: (oursDocument, ours.ranges), theirs: (theirsDocument, theirs.ranges))
            report.hunkIndex = index
            report.line = hunks.indices.contains(index) ? hunks[index].line : nil
            reports.append(report)
        }
        return reports
    }

    /// The file with `side` of every hunk, and where each hunk's lines landed in it.
    private static func assemble(_ file: ConflictedFile, _ side: MergeSide) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for piece in file.pieces {
            switch piece {
            case .text(let text):
                bytes.append(contentsOf: text)
            case .hunk(let hunk):
                let start = bytes.count
                bytes.append(contentsOf: hunk.lines(side))
                ranges.append(start..<bytes.count)
            }
        }
        return (bytes, ranges)
    }

    /// The deepest member paths where two values differ, in order (ours' members first, then theirs' new ones).
    static func differences(_ ours: JSONValue?, _ theirs: JSONValue?, path: [String], into result: inout [[String]]) {
        if same(ours, theirs) { return }
        guard let oursObject = ours?.object, let theirsObject = theirs?.object else {
            result.append(path)
            return
        }
        let theirsLookup = MemberLookup(theirsObject)
        let oursLookup = MemberLookup(oursObject)
        for member in oursObject.members {
            differences(member.value, theirsLookup[member.key], path: path + [member.key], into: &result)
        }
        for member in theirsObject.members where !oursLookup.contains(member.key) {
            differences(nil, member.value, path: path + [member.key], into: &result)
        }
    }

    /// A unit's `state` or `value` names the unit's value (one conflict per unit).
    private static func unitValuePath(_ path: [String]) -> [String] {
        guard path.count >= 2, path[path.count - 2] == "stringUnit", path.last == "state" else { return path }
        return path.dropLast() + ["value"]
    }

    /// The hunk whose lines hold the member at `path`: found by the member's key offset on the side that has
    /// it; when the key is outside every hunk (a hunk inside a long value), the first hunk after it.
    private static func hunkIndex(
        of path: [String], ours: (JSONDocument, [Range<Int>]), theirs: (JSONDocument, [Range<Int>])
    ) -> Int {
        var fallback: Int?
        for (document, ranges) in [ours, theirs] {
            guard let offset = memberOffset(path, in: document.root) else { continue }
            if let index = ranges.firstIndex(where: { $0.contains(offset) }) { return index }
            if fallback == nil { fallback = ranges.firstIndex { $0.lowerBound > offset } }
        }
        return fallback ?? 0
    }

    /// The source offset of the member at `path` (its key), nil unless every member on the way exists.
    private static func memberOffset(_ path: [String], in root: JSONValue) -> Int? {
        var value = root
        var offset: Int?
        for component in path {
            guard let object = value.object, let index = object.index(forKey: component) else { return nil }
            offset = object.members[index].sourceOffset
            value = object.members[index].value
        }
        return offset
    }
}
