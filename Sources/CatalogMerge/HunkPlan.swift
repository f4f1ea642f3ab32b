import StringCatalog

/// Where a merge's conflict hunks go: for each object on the way down to a conflict, which of its members are
/// conflicted (each written as a hunk) and which hold conflicts deeper inside.
///
/// Built from the conflicts' paths alone, so the hunk sits at the deepest object where the sides differ: a
/// value conflict wraps the `"value"` line, a language deleted on one side wraps that language, and only a
/// conflict on a whole string entry (deleted against changed) wraps the entry.
struct HunkPlan {
    /// Members of this object that are conflicted as a whole.
    var members: Set<ExactKey> = []
    /// Members of this object with conflicts inside, by key.
    var children: [ExactKey: HunkPlan] = [:]

    /// Whether no conflict lies in or below this object.
    var isEmpty: Bool { members.isEmpty && children.isEmpty }

    /// The plan for conflicts at these paths (each a list of member names from the root).
    init(paths: [[String]]) {
        for path in paths where !path.isEmpty { insert(path[...]) }
    }

    private init() {}

    private mutating func insert(_ path: ArraySlice<String>) {
        guard let first = path.first else { return }
        let key = ExactKey(first)
        if path.count == 1 {
            members.insert(key)
        } else {
            var child = children[key] ?? HunkPlan()
            child.insert(path.dropFirst())
            children[key] = child
        }
    }
}
