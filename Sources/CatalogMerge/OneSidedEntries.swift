import StringCatalog

/// The merge's fast path: the differing entries whose merged value needs no tree — one side left the base's bytes
/// (the result is the other side's entry) or both sides wrote the same bytes (the result is ours') — when
/// `ByteEquivalence` decides from the bytes whether the change is a change, as the tree merge's count sees it.
///
/// The result is the one the tree merge gives (`TreeMerge.mergeEntry`): ours' entry where theirs kept the base's
/// or wrote ours'; theirs' entry, with its bytes, where only theirs changed it and the sides share a layout (else
/// its tree is written in ours' layout: left to the tree). Entries missing on a side (deletions, additions,
/// renames) are left to the tree, and so are those `ByteEquivalence` cannot decide.
struct OneSidedEntries {
    /// The merged value of each entry decided here.
    private(set) var values: [ExactKey: JSONValue] = [:]
    /// Entries decided here that ours changed (not only in formatting).
    private(set) var changedByOurs = 0
    /// Entries decided here that theirs changed (not only in formatting).
    private(set) var changedByTheirs = 0
    /// How the sides differ in the entries decided here.
    private(set) var differences = Differences()

    /// Whether the sides differ, in content, in some entry: what the tree merge, which does not see these
    /// entries, needs to compare the root and `strings` as the full merge does (`TreeMerge.unseen`).
    struct Differences {
        /// Ours differs from the base.
        var oursFromBase = false
        /// Theirs differs from the base.
        var theirsFromBase = false
        /// Ours differs from theirs.
        var oursFromTheirs = false
    }

    /// Decides the entries of `keys` present on all three sides, from the shallow reads' entries.
    init(
        ours: [JSONObject.Member], oursIndex: [ExactKey: Int], base: [JSONObject.Member], baseIndex: [ExactKey: Int],
        theirs: [JSONObject.Member],
        theirsIndex: [ExactKey: Int], among keys: Set<ExactKey>, keepTheirsBytes: Bool
    ) {
        for key in keys {
            guard let oursPosition = oursIndex[key], let basePosition = baseIndex[key], let theirsPosition = theirsIndex[key]
            else { continue }
            let entry = ours[oursPosition]
            let oursBytes = ShallowCatalog.bytes(entry)
            let baseBytes = ShallowCatalog.bytes(base[basePosition])
            let theirsEntry = theirs[theirsPosition]
            let theirsBytes = ShallowCatalog.bytes(theirsEntry)
            if theirsBytes.hasSameBytes(as: baseBytes) {
                // Only ours changed: ours' entry.
                switch ByteEquivalence(baseBytes, oursBytes) {
                case .same: values[key] = entry.value
                case .different:
                    values[key] = entry.value
                    changedByOurs += 1
                    differences.oursFromBase = true
                    differences.oursFromTheirs = true
                case .unknown: continue
                }
            } else if oursBytes.hasSameBytes(as: baseBytes) {
                // Only theirs changed: theirs' entry, unless only its formatting did.
                switch ByteEquivalence(baseBytes, theirsBytes) {
                case .same: values[key] = entry.value
                case .different where keepTheirsBytes:
                    values[key] = theirsEntry.value
                    changedByTheirs += 1
                    differences.theirsFromBase = true
                    differences.oursFromTheirs = true
                case .different, .unknown: continue
                }
            } else if oursBytes.hasSameBytes(as: theirsBytes) {
                // Both changed alike: ours' entry.
                switch ByteEquivalence(baseBytes, oursBytes) {
                case .same: values[key] = entry.value
                case .different:
                    values[key] = entry.value
                    changedByOurs += 1
                    changedByTheirs += 1
                    differences.oursFromBase = true
                    differences.theirsFromBase = true
                case .unknown: continue
                }
            }
        }
    }
}
