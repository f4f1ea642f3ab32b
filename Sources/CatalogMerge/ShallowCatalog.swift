import StringCatalog

/// A catalog read in StringCatalog's shallow mode (`JSONDocument(shallowBytes:)`): the root members read, the
/// `strings` entries checked but kept as their bytes — the merge's fast path compares entries by their bytes and
/// reads only those that differ. One grammar: the shallow read accepts exactly what the full read accepts.
struct ShallowCatalog: Sendable {
    /// The document; its `strings` entries are placeholders that write back their own bytes.
    let document: JSONDocument
    /// The root object.
    let root: JSONObject
    /// The `strings` object (its members are the entries).
    let strings: JSONObject
    /// For each entry, the position of the reference's entry with the same key as written and the same bytes, where
    /// the read found one (it looks near the last one found); nil elsewhere. All nil without a reference. Found once
    /// here: the fast path asks for it several times per merge.
    let sameEntriesInReference: [Int?]

    /// Reads `bytes`; nil when they are not valid JSON, not a String Catalog, or have no entry (the full reader
    /// then decides, and names the problem). Entries that have the same key and bytes as an entry of `reference`
    /// (another version of the file) are taken as checked (`sameEntriesInReference`), not walked again; the others
    /// are read in full only when `readingDifferences`.
    init?(_ bytes: [UInt8], reference: ShallowCatalog? = nil, readingDifferences: Bool = true) {
        guard let document = try? JSONDocument(
            shallowBytes: bytes, path: "shallow", reference: reference?.document, readingDifferences: readingDifferences),
            let root = document.root.object,
            CatalogShape.problem(root: document.root) == nil, let strings = root["strings"]?.object, !strings.isEmpty
        else { return nil }
        self.document = document
        self.root = root
        self.strings = strings
        let found = document.sameEntriesInReference
        sameEntriesInReference = found.count == strings.count ? found : Array(repeating: nil, count: strings.count)
    }

    /// The entries, in file order.
    var entries: [JSONObject.Member] { strings.members }

    /// The bytes of an entry's value.
    static func bytes(_ entry: JSONObject.Member) -> ArraySlice<UInt8> { entry.value.source ?? [] }

    /// Whether `entry` (one of these entries) has the bytes of `other` (one of `catalog`'s) from its key line's start:
    /// the whitespace before the key, the key as written, the separator and the value. An entry whose only change is
    /// its key line is a change, as the full merge sees it (`JSONObject.hasSameKeyLine`); the shallow read's
    /// `sameEntriesInReference` compares the same span.
    func hasSameEntry(_ entry: JSONObject.Member, as other: JSONObject.Member, in catalog: ShallowCatalog) -> Bool {
        Self.bytes(entry).hasSameBytes(as: Self.bytes(other)) && hasSameKeyLine(entry, as: other, in: catalog)
    }

    /// Whether `entry` (one of these entries) has the key line of `other` (one of `catalog`'s); true when either was
    /// not read from its file.
    func hasSameKeyLine(_ entry: JSONObject.Member, as other: JSONObject.Member, in catalog: ShallowCatalog) -> Bool {
        strings.hasSameKeyLine(entry, as: other, in: catalog.strings) != false
    }

    /// Whether the first empty object is written Xcode's way (`{`, blank line, `}`), as the full read sees it.
    var xcodeEmptyObjects: Bool { document.style.xcodeEmptyObjects }

    /// How many catalog fields outside `strings` (`version`, `sourceLanguage`…) differ in content from `base`'s,
    /// added and deleted ones included: the changes the merge counts there.
    func changedFields(since base: ShallowCatalog) -> Int {
        let changed = root.members.filter { member in member.key != "strings" && base.root[member.key] != member.value }
        let deleted = base.root.members.filter { member in member.key != "strings" && root[member.key] == nil }
        return changed.count + deleted.count
    }

    /// Whether two files have the same root members, in the same order, with the same bytes outside `strings`.
    func sameOutsideStrings(_ other: ShallowCatalog) -> Bool {
        guard root.members.count == other.root.members.count else { return false }
        for (left, right) in zip(root.members, other.root.members) {
            guard left.key.hasSameBytes(as: right.key) else { return false }
            if left.key == "strings" { continue }
            // Values equal in content and in the bytes they keep (strings without escapes, numbers and literals
            // are written from their content): the same bytes.
            guard left.value.source == right.value.source, left.value == right.value else { return false }
        }
        return true
    }
}
