import StringCatalog

/// The merge's fast path: the differing entries whose merged value needs no tree — one side left the base's bytes
/// (the result is the other side's entry) or both sides wrote the same bytes (the result is ours') — when
/// `ByteEquivalence` decides from the bytes whether the change is a change, as the tree merge's count sees it.
///
/// The result is the one the tree merge gives (`TreeMerge.mergeEntry`): ours' entry where theirs kept the base's
/// or wrote ours'; theirs' entry, with its bytes, where only theirs changed it (in content, or only in formatting:
/// layout is merged like content) and the sides share a layout (else
/// its tree is written in ours' layout: left to the tree). Entries missing on a side (deletions, additions,
/// renames) are left to the tree, and so are those `ByteEquivalence` cannot decide.
struct OneSidedEntries {
    /// Each entry decided here: its merged value (whose change it was is counted as it is decided).
    private(set) var decided: [ExactKey: JSONValue] = [:]
    /// The entries decided here as theirs wrote them: their key lines are theirs' too.
    private(set) var takenFromTheirs = Set<ExactKey>()

    /// What happened to an entry decided here: whose change it was, as the tree merge's count sees it.
    enum Change: Equatable {
        /// Only formatting changed (on one side, or alike on both): no change.
        case none
        /// Only ours changed it: ours' entry.
        case ours
        /// Only theirs changed it: theirs' entry.
        case theirs
        /// Both changed it alike: ours' entry.
        case both
    }

    /// Entries decided here that ours changed (not only in formatting).
    private(set) var changedByOurs = 0
    /// Entries decided here that theirs changed (not only in formatting).
    private(set) var changedByTheirs = 0
    /// How the sides differ in the entries decided here.
    private(set) var differences = Differences()

    /// Whether the sides differ, in content, in some entry: what the tree merge, which does not see these
    /// entries, needs to compare the root and `strings` as the full merge does (`TreeMerge.spliced`).
    struct Differences {
        /// Ours differs from the base.
        var oursFromBase = false
        /// Theirs differs from the base.
        var theirsFromBase = false
        /// Ours differs from theirs.
        var oursFromTheirs = false

        /// Counts in what happened to one more entry.
        mutating func add(_ change: Change) {
            switch change {
            case .none: break
            case .ours:
                oursFromBase = true
                oursFromTheirs = true
            case .theirs:
                theirsFromBase = true
                oursFromTheirs = true
            case .both:
                oursFromBase = true
                theirsFromBase = true
            }
        }
    }

    /// Decides the entries of `keys` present on all three sides whose key lines agree (`sameKeyLines`, given the
    /// entries' positions in ours, the base and theirs), from the shallow reads' entries. An entry whose key line a
    /// side changed is left to the tree, which merges a key line as a field of its own.
    init(
        ours: [JSONObject.Member], oursIndex: EntryIndex, base: [JSONObject.Member], baseIndex: EntryIndex,
        theirs: [JSONObject.Member], theirsIndex: EntryIndex, among keys: Set<ExactKey>, keepTheirsBytes: Bool,
        sameKeyLines: (_ ours: Int, _ base: Int, _ theirs: Int) -> Bool
    ) {
        for key in keys {
            guard let oursPosition = oursIndex[key], let basePosition = baseIndex[key], let theirsPosition = theirsIndex[key],
                sameKeyLines(oursPosition, basePosition, theirsPosition)
            else { continue }
            let entry = ours[oursPosition]
            let oursBytes = ShallowCatalog.bytes(entry)
            let baseBytes = ShallowCatalog.bytes(base[basePosition])
            let theirsEntry = theirs[theirsPosition]
            let theirsBytes = ShallowCatalog.bytes(theirsEntry)
            if theirsBytes.hasSameBytes(as: baseBytes) {
                // Only ours changed: ours' entry.
                switch ByteEquivalence(baseBytes, oursBytes) {
                case .same: decide(key, entry.value, .none)
                case .different: decide(key, entry.value, .ours)
                case .unknown: continue
                }
            } else if oursBytes.hasSameBytes(as: baseBytes) {
                // Only theirs changed: theirs' entry (only its formatting: theirs' bytes, no change counted).
                switch ByteEquivalence(baseBytes, theirsBytes) {
                case .same where keepTheirsBytes:
                    decide(key, theirsEntry.value, .none)
                    takenFromTheirs.insert(key)
                case .same: decide(key, entry.value, .none)
                case .different where keepTheirsBytes:
                    decide(key, theirsEntry.value, .theirs)
                    takenFromTheirs.insert(key)
                case .different, .unknown: continue
                }
            } else if oursBytes.hasSameBytes(as: theirsBytes) {
                // Both changed alike: ours' entry.
                switch ByteEquivalence(baseBytes, oursBytes) {
                case .same: decide(key, entry.value, .none)
                case .different: decide(key, entry.value, .both)
                case .unknown: continue
                }
            }
        }
    }

    private mutating func decide(_ key: ExactKey, _ value: JSONValue, _ change: Change) {
        decided[key] = value
        differences.add(change)
        if change == .ours || change == .both { changedByOurs += 1 }
        if change == .theirs || change == .both { changedByTheirs += 1 }
    }
}
