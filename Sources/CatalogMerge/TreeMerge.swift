import StringCatalog

/// The three-way merge of two catalogs' JSON trees against their base, applied to ours' tree.
///
/// Ours is the starting point: every value ours has and theirs did not change keeps its bytes and position;
/// theirs' changes are applied in place, new members go to their sorted position. A conflicted member keeps a
/// placeholder in the merged tree (ours' value, or theirs' where ours has none) and everything around it still
/// merges; `conflicts` names each one by its path, and `ConflictRenderer` writes the hunks there.
struct TreeMerge {
    /// Where new keys are inserted.
    let order: KeyOrder
    /// Whether values taken from theirs keep their bytes (theirs is written in ours' style) or are re-rendered.
    let keepTheirsBytes: Bool
    /// The catalog's source language, for the rule on source changes against translation changes.
    var sourceLanguage: String?

    /// Every conflict left, in file order.
    private(set) var conflicts: [MergeConflict] = []
    /// Keys deleted on one side whose translations from the other side were dropped with them.
    private(set) var droppedTranslations: [String] = []
    /// Keys renamed on one side while the other changed the old key: the changes went to the new key.
    private(set) var renamed: [RenameDetector.Rename] = []
    /// `renamed` as the result reports it.
    var renamedKeys: [MergeResult.RenamedKey] { renamed.map { MergeResult.RenamedKey(old: $0.old, new: $0.new) } }
    /// Whether ours and theirs hold the same catalog (in content): ours is the result, and no change is counted.
    private(set) var sidesAgree = false
    /// String entries (and root members) ours changed.
    private(set) var changedByOurs = 0
    /// String entries (and root members) theirs changed.
    private(set) var changedByTheirs = 0
    /// What happened to the `strings` entries this merge does not see (the fast path splices entries one side
    /// changed without their trees, `OneSidedEntries`): the root and `strings` compare as they would with them.
    var spliced = OneSidedEntries.Differences()
    /// What the merge did with `strings` as a whole, which decides what becomes of the entries it did not see.
    private(set) var strings = StringsOutcome.oursKept
    /// Whether ours holds the base's very bytes at the root and at `strings`; nil: compared from the values' own
    /// bytes (the fast path, whose trees hold only some entries, says it). Where ours changed neither content nor
    /// layout, theirs' object is taken whole, as theirs wrote it; where ours changed only layout (key order, the
    /// separator of entries, an entry's formatting), it is merged entry by entry, so ours' layout stays (issue 12 §3).
    var oursHoldsBaseBytes: (root: Bool, strings: Bool)?
    /// Whether theirs moved keys of `strings` while ours kept the base's order (`KeyMoves`); nil: found from the
    /// objects merged. The fast path, whose trees hold only the entries that differ, says it from the whole files.
    var theirsMovesKeys: Bool?

    /// What the merge did with `strings` as a whole.
    enum StringsOutcome: Equatable {
        /// Ours' `strings` kept (or a conflict above it): each entry as ours has it.
        case oursKept
        /// Merged entry by entry, each entry's change counted.
        case mergedEntries
        /// Theirs' root object taken whole (ours had not changed it in content): each entry as theirs has it.
        case theirsRootTaken
        /// Theirs' `strings` taken whole (ours had not changed it in content): each entry as theirs has it.
        case theirsStringsTaken
    }

    init(order: KeyOrder, keepTheirsBytes: Bool) {
        self.order = order
        self.keepTheirsBytes = keepTheirsBytes
    }

    /// Merges the root objects; the result is ours' value unless something changed.
    mutating func mergeRoot(base: JSONValue?, ours: JSONValue, theirs: JSONValue) -> MergeOutcome {
        // Not counted here: the root's merge counts it with the other root members.
        let language = mergeGeneric(base?.object?["sourceLanguage"], ours.object?["sourceLanguage"],
                                    theirs.object?["sourceLanguage"], path: ["sourceLanguage"])
        switch language {
        case .take(let value): sourceLanguage = value.stringValue
        default: sourceLanguage = ours.object?["sourceLanguage"]?.stringValue
        }
        return mergeValue(base, ours, theirs, path: [])
    }

    /// Merges one value at `path` (nil: absent on that side).
    mutating func mergeValue(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: [String]) -> MergeOutcome {
        if path.count == 2, path[0] == "strings" { return mergeEntry(base, ours, theirs, path: path) }
        if path.count == 1, path[0] != "strings" {
            if !same(base, ours) { changedByOurs += 1 }
            if !same(base, theirs) { changedByTheirs += 1 }
        }
        return mergeGeneric(base, ours, theirs, path: path)
    }

    private mutating func mergeGeneric(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: [String]) -> MergeOutcome {
        // Equality ignores order: a key theirs only moved is still a change to `strings` (issue 12 §3).
        if let oursValue = ours, let oursObject = oursValue.object, let baseObject = base?.object,
            let theirsObject = theirs?.object, theirsMovedKeys(base: baseObject, ours: oursObject, theirs: theirsObject, path: path)
        {
            return mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
        }
        let top = path.isEmpty || path == ["strings"]
        if same(ours, theirs), !(top && spliced.oursFromTheirs) {
            // Not counted: the merge of two identical files, which the fast path does not read, counts nothing.
            if path.isEmpty { sidesAgree = true }
            // Theirs may still have re-formatted entries ours left as the base's bytes: visited for their layout,
            // still counting nothing.
            if top, keepTheirsBytes, let base, let baseObject = base.object, let oursValue = ours,
                let oursObject = oursValue.object, let theirsValue = theirs, let theirsObject = theirsValue.object,
                !Self.holdSameBytes(oursValue, theirsValue)
            {
                let counted = (changedByOurs, changedByTheirs)
                let outcome = mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
                (changedByOurs, changedByTheirs) = counted
                return outcome
            }
            // Inside an entry, a value only theirs re-formatted (ours holds the base's bytes) comes as theirs wrote it.
            if mergesLayout(path), let base, let ours, let theirs, Self.holdSameBytes(ours, base), !Self.holdSameBytes(theirs, base) {
                return .take(theirs)
            }
            return .keepOurs
        }
        if same(base, ours), !(top && spliced.oursFromBase) {
            if top, let base, let baseObject = base.object, let oursValue = ours, let oursObject = oursValue.object,
                let theirsObject = theirs?.object, !oursHoldsBaseBytes(oursValue, base, path: path)
            {
                return mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
            }
            // Ours re-formatted an object inside an entry whose content theirs changed: merged member by member, so
            // ours' layout and theirs' change both land.
            if mergesLayout(path), let base, let baseObject = base.object, let oursValue = ours, let oursObject = oursValue.object,
                let theirsObject = theirs?.object, !Self.holdSameBytes(oursValue, base)
            {
                return mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
            }
            if top {
                strings = path.isEmpty ? .theirsRootTaken : .theirsStringsTaken
                changedByTheirs += Self.changes(base: base?.object, side: theirs?.object, path: path)
            }
            return theirs.map { .take(transplant($0)) } ?? .delete
        }
        if same(base, theirs), !(top && spliced.theirsFromBase) {
            // Theirs may have re-formatted entries ours left as the base's bytes: visited for their layout.
            if top, keepTheirsBytes, let base, let baseObject = base.object, let oursValue = ours,
                let oursObject = oursValue.object, let theirsValue = theirs, let theirsObject = theirsValue.object,
                !Self.holdSameBytes(theirsValue, base)
            {
                return mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
            }
            if mergesLayout(path), let base, let baseObject = base.object, let oursValue = ours, let oursObject = oursValue.object,
                let theirsValue = theirs, let theirsObject = theirsValue.object, !Self.holdSameBytes(theirsValue, base)
            {
                return mergeObject(baseObject, oursValue, oursObject, theirsObject, path: path)
            }
            if top { changedByOurs += Self.changes(base: base?.object, side: ours?.object, path: path) }
            return .keepOurs
        }
        if let oursValue = ours, let oursObject = oursValue.object, let theirsObject = theirs?.object,
            base == nil || base?.object != nil
        {
            return mergeObject(base?.object, oursValue, oursObject, theirsObject, path: path)
        }
        switch CatalogRules.resolveLeaf(path: path, base: base, ours: ours, theirs: theirs) {
        case .ours: return .keepOurs
        case .theirs: return theirs.map { .take(transplant($0)) } ?? .delete
        case .base: return base.map { .take($0.detached()) } ?? .delete
        case nil: break
        }
        let kind: MergeConflict.Kind = ours == nil || theirs == nil ? .deletedAndChanged : .bothChanged
        return .conflicted([MergeConflict(path: CatalogKeyPath(path), kind: kind)])
    }

    /// The changes `side` made since the base in an object the merge takes or keeps whole without visiting its
    /// members (the root or `strings`), counted as `mergeValue` counts them: root members other than `strings`,
    /// and `strings` entries.
    static func changes(base: JSONObject?, side: JSONObject?, path: [String]) -> Int {
        let baseLookup = MemberLookup(base)
        let sideLookup = MemberLookup(side)
        var count = 0
        for member in side?.members ?? [] where !same(baseLookup[member.key], member.value) {
            if path.isEmpty, member.key == "strings" {
                count += changes(base: baseLookup[member.key]?.object, side: member.value.object, path: ["strings"])
            } else {
                count += 1
            }
        }
        for member in base?.members ?? [] where !sideLookup.contains(member.key) {
            if path.isEmpty, member.key == "strings" {
                count += changes(base: member.value.object, side: nil, path: ["strings"])
            } else {
                count += 1
            }
        }
        return count
    }

    /// Whether both values were read from bytes and those bytes are the same.
    static func holdSameBytes(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        guard let left = lhs.source, let right = rhs.source else { return false }
        return left.hasSameBytes(as: right)
    }

    /// Whether the layout at `path` is merged three-way like content (issue 12 §3): inside a `strings` entry, where
    /// theirs' bytes can be kept (both files share a layout). Each member's key line is then a field of its own, and a
    /// value one side only re-formatted while the other changed it is merged member by member.
    private func mergesLayout(_ path: [String]) -> Bool {
        keepTheirsBytes && path.count >= 2 && path[0] == "strings"
    }

    /// Whether ours' value at `path` (the root or `strings`) is the base's bytes: layout unchanged.
    private func oursHoldsBaseBytes(_ ours: JSONValue, _ base: JSONValue, path: [String]) -> Bool {
        if let known = oursHoldsBaseBytes { return path.isEmpty ? known.root : known.strings }
        guard let oursBytes = ours.source, let baseBytes = base.source else { return false }
        return oursBytes.hasSameBytes(as: baseBytes)
    }

    /// A string entry: counts the change, applies the entry rules (deletion against bookkeeping, source change
    /// against translations), and merges the rest generically.
    private mutating func mergeEntry(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: [String]) -> MergeOutcome {
        let oursChanged = !same(base, ours)
        let theirsChanged = !same(base, theirs)
        if oursChanged { changedByOurs += 1 }
        if theirsChanged { changedByTheirs += 1 }
        if !theirsChanged || same(ours, theirs) {
            // Layout is merged like content: an entry only theirs re-formatted (ours holds the base's bytes) comes with
            // theirs' bytes, as git's textual merge takes them; not counted, formatting is no change.
            if !oursChanged, !theirsChanged, keepTheirsBytes, let base, let ours, let theirs,
                Self.holdSameBytes(ours, base), !Self.holdSameBytes(theirs, base)
            {
                return .take(theirs)
            }
            // Theirs re-formatted the entry, ours changed its content: both land (merged member by member).
            if oursChanged, !theirsChanged, let theirs, theirs.object != nil, let base, !Self.holdSameBytes(theirs, base),
                mergesLayout(path)
            {
                return mergeGeneric(base, ours, theirs, path: path)
            }
            return .keepOurs
        }
        if !oursChanged {
            // Ours re-formatted the entry, theirs changed its content: both land.
            if let ours, ours.object != nil, let base, !Self.holdSameBytes(ours, base), theirs?.object != nil, mergesLayout(path) {
                return mergeGeneric(base, ours, theirs, path: path)
            }
            return theirs.map { .take(transplant($0)) } ?? .delete
        }
        if let base, ours == nil || theirs == nil {
            let survivor = ours ?? theirs
            if let survivor, CatalogRules.deletionWins(base: base, changed: survivor, sourceLanguage: sourceLanguage) {
                if CatalogRules.translationsDiffer(base: base, changed: survivor) { droppedTranslations.append(path[1]) }
                return .delete
            }
            return .conflicted([MergeConflict(path: CatalogKeyPath(path), kind: .deletedAndChanged)])
        }
        let outcome = mergeGeneric(base, ours, theirs, path: path)
        guard let language = sourceLanguage, let base = base?.object, let ours, let theirs else { return outcome }
        let merged: JSONValue
        switch outcome {
        case .keepOurs: merged = ours
        case .take(let value): merged = value
        case .delete, .conflicted: return outcome
        }
        if let reviewed = CatalogRules.markingStaleTranslations(
            merged: merged, base: base, ours: ours, theirs: theirs, sourceLanguage: language)
        {
            return .take(reviewed)
        }
        return outcome
    }

    /// Merges two objects member by member into ours' object (keeping ours' members' bytes and order).
    private mutating func mergeObject(
        _ base: JSONObject?, _ oursValue: JSONValue, _ ours: JSONObject, _ theirs: JSONObject, path: [String]
    ) -> MergeOutcome {
        let isHunkLevel = path.isEmpty || path == ["strings"]
        if path == ["strings"] { strings = .mergedEntries }
        let baseLookup = MemberLookup(base)
        let theirsLookup = MemberLookup(theirs)
        let oursLookup = MemberLookup(ours)
        var decided: [String: MergeOutcome] = [:]
        // Renames (path ["strings"] only): the entry merged under its new key; the old key is gone.
        var renamedTo: [String: JSONValue] = [:]  // theirs renamed: new key → merged value
        var gone = Set<String>()  // old keys of accepted renames
        var renamedAlike: [ExactKey: String] = [:]  // both renamed alike: new key → old key, whose base entry is the base
        if path == ["strings"], let base {
            renamedAlike = RenameDetector(sourceLanguage: sourceLanguage).sharedRenames(base: base, ours: ours, theirs: theirs)
            for rename in RenameDetector(sourceLanguage: sourceLanguage).renames(base: base, ours: ours, theirs: theirs) {
                guard let merged = mergeRenamed(rename, base: baseLookup, ours: oursLookup, theirs: theirsLookup) else { continue }
                renamed.append(rename)
                gone.insert(rename.old)
                if rename.byOurs { decided[rename.new] = merged.outcome } else { renamedTo[rename.new] = merged.value }
            }
        }
        if path.count == 3, path[0] == "strings", path[2] == "localizations" {
            let sourceTexts = [ours, theirs].compactMap { side in
                sourceLanguage.flatMap { side[$0] }.flatMap(CatalogRules.unitValue)
            }
            for member in ours.members {
                guard let theirsValue = theirsLookup[member.key], let baseValue = Optional(baseLookup[member.key]),
                    !same(baseValue, member.value), !same(baseValue, theirsValue), !same(member.value, theirsValue),
                    let outcome = CatalogRules.languageOutcome(
                        path: path + [member.key], base: baseValue, ours: member.value, theirs: theirsValue, sourceTexts: sourceTexts)
                else { continue }
                if case .take(let value) = outcome { decided[member.key] = .take(transplant(value)) } else { decided[member.key] = outcome }
            }
        }
        if path.count == 2, path[0] == "strings",
            let takeTheirs = CatalogRules.commentWinnerIsTheirs(base: base, ours: ours, theirs: theirs)
        {
            for key in CatalogRules.commentKeys {
                decided[key] = takeTheirs ? theirs[key].map { MergeOutcome.take(transplant($0)) } ?? .delete : .keepOurs
            }
        }
        var members: [JSONObject.Member] = []
        members.reserveCapacity(ours.count)
        var changed = false
        let keyLines = mergesLayout(path + [""])
        var conflicts: [MergeConflict] = []

        for var member in ours.members {
            if gone.contains(member.key) {
                changed = true
                continue
            }
            let childPath = path + [member.key]
            let baseValue = baseLookup[member.key] ?? renamedAlike[ExactKey(member.key)].flatMap { baseLookup[$0] }
            let theirsValue = theirsLookup[member.key]
            if renamedAlike[ExactKey(member.key)] != nil {
                // The rename is a change by each side, even where its entry's content did not change.
                if same(baseValue, member.value) { changedByOurs += 1 }
                if same(baseValue, theirsValue) { changedByTheirs += 1 }
            }
            let outcome = decided[member.key] ?? mergeValue(baseValue, member.value, theirsValue, path: childPath)
            switch outcome {
            case .keepOurs:
                // A key line only theirs re-formatted comes with theirs' bytes, whoever's value stays.
                if keyLines, let theirsMember = theirsLookup.member(member.key),
                    keyLineChanged(by: theirsMember, in: theirs, not: member, in: ours, base: baseLookup, object: base)
                {
                    member.borrowKeyLine(of: theirsMember, in: theirs)
                    changed = true
                }
                members.append(member)
            case .take(let value):
                member.value = value
                // A value taken as theirs wrote it keeps theirs' key line (`"key": value` against `"key" : value`),
                // unless only ours re-formatted that line; a value merged deeper takes theirs' key line where only
                // theirs re-formatted it.
                if keepTheirsBytes, let theirsMember = theirsLookup.member(member.key) {
                    let borrows = Self.holdSameBytes(value, theirsMember.value)
                        ? !(keyLines && keyLineChanged(by: member, in: ours, not: theirsMember, in: theirs, base: baseLookup, object: base))
                        : keyLines && keyLineChanged(by: theirsMember, in: theirs, not: member, in: ours, base: baseLookup, object: base)
                    if borrows { member.borrowKeyLine(of: theirsMember, in: theirs) }
                }
                members.append(member)
                changed = true
            case .delete:
                changed = true
            case .conflicted(let found, let partial):
                if isHunkLevel { self.conflicts += found } else { conflicts += found }
                if let partial {
                    member.value = partial
                    changed = true
                }
                members.append(member)
            }
        }

        var additions: [JSONObject.Member] = []
        for member in theirs.members where !oursLookup.contains(member.key) && !gone.contains(member.key) {
            if let value = renamedTo[member.key] {
                additions.append(JSONObject.Member(key: member.key, value: value))
                continue
            }
            let baseValue = baseLookup[member.key]
            let outcome = decided[member.key] ?? mergeValue(baseValue, nil, member.value, path: path + [member.key])
            switch outcome {
            case .keepOurs, .delete:
                break
            case .take(let value):
                var added = JSONObject.Member(key: member.key, value: value)
                // Added as theirs wrote it: its key line too (a key written with escapes, `"in\/out"`).
                if keepTheirsBytes, Self.holdSameBytes(value, member.value) { added.borrowKeyLine(of: member, in: theirs) }
                additions.append(added)
            case .conflicted(let found, let partial):
                if isHunkLevel { self.conflicts += found } else { conflicts += found }
                additions.append(JSONObject.Member(key: member.key, value: partial ?? transplant(member.value)))
            }
        }
        if !additions.isEmpty {
            Self.insert(additions, into: &members, order: order, addingOrder: theirs.keys, isShared: baseLookup.contains)
            changed = true
        }
        if path == ["strings"], let base,
            let order = KeyMoves.applyingTheirs(to: members.map(\.key), base: base.keys, ours: ours.keys, theirs: theirs.keys)
        {
            members = Self.reordered(members, as: order)
            changed = true
        }
        guard changed || !conflicts.isEmpty else { return .keepOurs }
        var object = ours
        object.replaceMembers(members)
        var value = oursValue
        value.object = object
        return conflicts.isEmpty ? .take(value) : .conflicted(conflicts, partial: value)
    }

    /// Whether `changer`'s key line in `changing` differs from the base's while `keeper`'s in `keeping` is the base's
    /// (one side alone re-formatted the line). False when a line was not read from its object.
    private func keyLineChanged(
        by changer: JSONObject.Member, in changing: JSONObject, not keeper: JSONObject.Member, in keeping: JSONObject,
        base: MemberLookup, object: JSONObject?
    ) -> Bool {
        guard let object, let baseMember = base.member(keeper.key),
            keeping.hasSameKeyLine(keeper, as: baseMember, in: object) == true
        else { return false }
        return changing.hasSameKeyLine(changer, as: baseMember, in: object) == false
    }

    /// Merges a renamed entry: the base and the other side's version of the old key against the renaming side's
    /// new key. Nil when that leaves a conflict (then the keys are merged as they are, which shows the conflict).
    private mutating func mergeRenamed(
        _ rename: RenameDetector.Rename, base: MemberLookup, ours: MemberLookup, theirs: MemberLookup
    ) -> (outcome: MergeOutcome, value: JSONValue)? {
        guard let baseValue = base[rename.old] else { return nil }
        let oursValue = rename.byOurs ? ours[rename.new] : ours[rename.old]
        let theirsValue = rename.byOurs ? theirs[rename.old] : theirs[rename.new]
        guard let oursValue, let theirsValue else { return nil }
        var trial = TreeMerge(order: order, keepTheirsBytes: keepTheirsBytes)
        trial.sourceLanguage = sourceLanguage
        let outcome = trial.mergeValue(baseValue, oursValue, theirsValue, path: ["strings", rename.new])
        let value: JSONValue
        switch outcome {
        case .keepOurs: value = oursValue
        case .take(let merged): value = merged
        case .delete, .conflicted: return nil
        }
        // The rename itself is a change by the renaming side, even when the entry's content did not change.
        changedByOurs += rename.byOurs ? 1 : trial.changedByOurs
        changedByTheirs += rename.byOurs ? trial.changedByTheirs : 1
        return (outcome, value)
    }

    /// Inserts `additions` among `members` (ours' merged members), each where `insertionIndex` puts it. The keys are
    /// sorted when they hold `order` leaving out keys the base lacks (`isShared` false) that stand out of it, so a
    /// key one side renamed in place out of order (`"c"` → `"C"` in a file sorted by bytes) places the other side's
    /// additions as it would with the sides swapped (both paths call this).
    static func insert(
        _ additions: [JSONObject.Member], into members: inout [JSONObject.Member], order: KeyOrder, addingOrder: [String],
        isShared: (String) -> Bool
    ) {
        var keys = members.map(\.key)
        let sorted = order.isSorted(orderedKeys(keys, order: order, isShared: isShared))
        let predecessors = Self.predecessors(in: addingOrder)
        for member in additions {
            let position = Self.insertionIndex(
                for: member.key, in: keys, sorted: sorted, order: order, predecessors: predecessors, addingOrder: addingOrder)
            keys.insert(member.key, at: position)
            members.insert(member, at: position)
        }
    }

    /// The order additions are placed by among ours' keys `keys`: `KeyOrder.detect`'s, or, where the keys are in no
    /// order only because of keys the base lacks that stand out of the order the shared keys hold (a key renamed in
    /// place), the order of the others.
    static func placementOrder(of keys: [String], isShared: (String) -> Bool) -> KeyOrder {
        let detected = KeyOrder.detect(keys)
        guard !detected.isSorted(keys) else { return detected }
        return KeyOrder.detect(orderedKeys(keys, order: KeyOrder.detect(keys.filter(isShared)), isShared: isShared))
    }

    /// `keys` without those the base lacks (`isShared` false) that stand out of `order` among their neighbours.
    static func orderedKeys(_ keys: [String], order: KeyOrder, isShared: (String) -> Bool) -> [String] {
        keys.indices.filter { isShared(keys[$0]) || holdsInOrder($0, of: keys, order: order) }.map { keys[$0] }
    }

    /// Each key of the adding side's order with the keys before it, nearest first (for `insertionIndex`).
    static func predecessors(in addingOrder: [String]) -> [ExactKey: Int] {
        var positions: [ExactKey: Int] = [:]
        positions.reserveCapacity(addingOrder.count)
        for (index, key) in addingOrder.enumerated() { positions[ExactKey(key)] = index }
        return positions
    }

    /// Where `key` goes among `keys`: the binary-search position when the keys were sorted before the first
    /// insertion and the side that added it holds it in order too. In a file in no recognized order (hand-ordered,
    /// another tool's), or where the adding side put the key out of order (a key renamed in place, `"save"` →
    /// `"Save"`, in a file sorted by bytes), right after the nearest key that precedes it in the side that added it
    /// (`predecessors`: that side's positions in `addingOrder`), as git's textual merge puts it (issue 12 §3);
    /// without that side's order, after the last smaller key.
    static func insertionIndex(
        for key: String, in keys: [String], sorted: Bool, order: KeyOrder, predecessors: [ExactKey: Int] = [:],
        addingOrder: [String] = []
    ) -> Int {
        let own = predecessors[ExactKey(key)]
        if let own, !sorted || !Self.holdsInOrder(own, of: addingOrder, order: order) {
            var best: (rank: Int, index: Int)?
            for (index, existing) in keys.enumerated() {
                guard let rank = predecessors[ExactKey(existing)], rank < own else { continue }
                if best.map({ rank > $0.rank }) ?? true { best = (rank, index) }
            }
            return best.map { $0.index + 1 } ?? 0
        }
        if sorted {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if order.areInIncreasingOrder(keys[middle], key) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var position = 0
        for (index, existing) in keys.enumerated() where order.areInIncreasingOrder(existing, key) {
            position = index + 1
        }
        return position
    }

    /// Whether the key at `position` of `keys` stands in `order` between its neighbours there (ties count as in order,
    /// as `KeyOrder.isSorted` counts them).
    static func holdsInOrder(_ position: Int, of keys: [String], order: KeyOrder) -> Bool {
        guard keys.indices.contains(position) else { return true }
        if position > 0, order.areInIncreasingOrder(keys[position], keys[position - 1]) { return false }
        if position + 1 < keys.count, order.areInIncreasingOrder(keys[position + 1], keys[position]) { return false }
        return true
    }

    /// Whether theirs moved keys of `strings` (at the root or at `strings` itself) while ours kept the base's order.
    private func theirsMovedKeys(base: JSONObject, ours: JSONObject, theirs: JSONObject, path: [String]) -> Bool {
        guard path.isEmpty || path == ["strings"] else { return false }
        if let known = theirsMovesKeys { return known }
        let strings = { (object: JSONObject) in path.isEmpty ? object["strings"]?.object : object }
        guard let baseStrings = strings(base), let oursStrings = strings(ours), let theirsStrings = strings(theirs) else {
            return false
        }
        return KeyMoves.applyingTheirs(
            to: oursStrings.keys, base: baseStrings.keys, ours: oursStrings.keys, theirs: theirsStrings.keys) != nil
    }

    /// `members` in the order of `keys` (the same keys).
    static func reordered(_ members: [JSONObject.Member], as keys: [String]) -> [JSONObject.Member] {
        var byKey: [ExactKey: JSONObject.Member] = [:]
        byKey.reserveCapacity(members.count)
        for member in members { byKey[ExactKey(member.key)] = member }
        return keys.compactMap { byKey[ExactKey($0)] }
    }

    /// A value taken from theirs, ready to go into ours' file: its own bytes when the styles match, else none.
    func transplant(_ value: JSONValue) -> JSONValue {
        keepTheirsBytes ? value : value.detached()
    }
}

/// Equality of optional values: both absent, or both present and structurally equal.
func same(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let left?, let right?): return left == right
    default: return false
    }
}
