import CatalogCheck
import StringCatalog

/// What a change does to one catalog, in strings: keys added, removed and renamed, source texts changed, and per
/// language translations added and changed, states changed and coverage before and after. `git xcstrings diff`
/// prints it; a CI job posts it (markdown) on a pull request.
public struct CatalogChangeSummary: Equatable, Sendable {
    /// A source text that changed: translations of the key may no longer fit.
    public struct SourceChange: Equatable, Sendable {
        public var key: String
        public var before: String
        public var after: String
    }

    /// A unit whose state changed (`translated` → `needs_review`).
    public struct StateChange: Equatable, Sendable {
        public var key: String
        /// The variation path; empty for the localization's own unit.
        public var path: String
        public var before: String
        public var after: String
    }

    /// What changed in one language other than the source.
    public struct LanguageChange: Equatable, Sendable {
        public var language: String
        /// Keys (present before and after) that had no text in this language and now have one.
        public var added: [String]
        /// Keys whose text in this language changed.
        public var changed: [String]
        /// Units whose state changed.
        public var states: [StateChange]
        /// Coverage before and after: translated / total (nil when the language is not a target on that side).
        public var before: CatalogCheckReport.Row?
        public var after: CatalogCheckReport.Row?

        /// Whether anything in this language changed.
        public var isEmpty: Bool {
            added.isEmpty && changed.isEmpty && states.isEmpty
                && before?.translated == after?.translated && before?.total == after?.total
        }
    }

    /// How the file itself changed.
    public enum FileChange: String, Equatable, Sendable {
        case added, removed, modified
    }

    /// The catalog's path.
    public var path: String
    public var file: FileChange
    /// Why a side could not be read as a catalog (nothing else is then summarized).
    public var unreadable: String?
    public var keysAdded: [String] = []
    public var keysRemoved: [String] = []
    public var keysRenamed: [KeyRenameMatcher.Rename] = []
    public var sourceChanges: [SourceChange] = []
    /// Languages with a change, in order.
    public var languages: [LanguageChange] = []

    /// Whether the change does nothing a reviewer reads (formatting only).
    public var isEmpty: Bool {
        unreadable == nil && keysAdded.isEmpty && keysRemoved.isEmpty && keysRenamed.isEmpty && sourceChanges.isEmpty
            && languages.isEmpty
    }

    /// Summarizes the change from `before` to `after` (nil: the file does not exist on that side).
    ///
    /// `keep` is handed the versions read (`KeptReads`: the earlier version's incremental read among its `others`) when the summary is made: a process that exits right
    /// after it can keep them instead of freeing their trees node by node. By default they are let go.
    public static func between(_ before: [UInt8]?, _ after: [UInt8]?, path: String,
                               keep: (AnyObject) -> Void = { _ in }) -> CatalogChangeSummary {
        let file: FileChange = before == nil ? .added : after == nil ? .removed : .modified
        var summary = CatalogChangeSummary(path: path, file: file)
        if let before, let after, let new = try? CatalogFile(bytes: after, path: path),
           let old = EarlierSide(reading: before, path: path, comparedWith: new) {
            summary.compare(old, new.catalog, unchanged: old.unchanged)
            keep(KeptReads(files: [new], others: [old]))
            return summary
        }
        var files: [CatalogFile?] = []
        for (side, bytes) in [("before", before), ("after", after)] {
            guard let bytes else {
                files.append(nil)
                continue
            }
            do {
                files.append(try CatalogFile(bytes: bytes, path: path))
            } catch {
                summary.unreadable = "the version \(side) the change does not read as a catalog: \(error)"
                return summary
            }
        }
        summary.compare(files[0].map { EarlierSide(full: $0.catalog) }, files[1]?.catalog,
                        unchanged: unchangedKeys(files[0], files[1]))
        keep(KeptReads(files: files.compactMap { $0 }))
        return summary
    }

    /// The keys whose entries have the same bytes in both files: nothing in them changed.
    static func unchangedKeys(_ old: CatalogFile?, _ new: CatalogFile?) -> Set<ExactKey> {
        guard let old = old?.tape, let new = new?.tape,
              let oldStrings = old.member("strings", of: old.root), old.kind(oldStrings) == .object,
              let newStrings = new.member("strings", of: new.root), new.kind(newStrings) == .object else { return [] }
        var sources: [ExactKey: ArraySlice<UInt8>] = [:]
        for member in old.members(of: oldStrings) { sources[ExactKey(old.string(member.key))] = old.source(member.value) }
        var unchanged = Set<ExactKey>()
        for member in new.members(of: newStrings) {
            let key = ExactKey(new.string(member.key))
            if let before = sources[key], before.hasSameBytes(as: new.source(member.value)) { unchanged.insert(key) }
        }
        return unchanged
    }

    /// Fills the summary from the two versions.
    private mutating func compare(_ earlier: EarlierSide?, _ new: Catalog?, unchanged: Set<ExactKey>) {
        let old = earlier?.catalog
        let oldStrings = old?.strings
        let newStrings = new?.strings
        let source = new?.sourceLanguage ?? old?.sourceLanguage ?? "en"
        let removed = (oldStrings?.entries ?? []).filter { newStrings?[$0.key] == nil }
        let added = (newStrings?.entries ?? []).filter { earlier?.hasKey($0.key) != true }
        keysRenamed = old == nil || new == nil ? []
            : KeyRenameMatcher.renames(removed: removed.map { ($0.key, $0.value) }, added: added.map { ($0.key, $0.value) },
                                       sourceLanguage: source)
        let renamedFrom = Set(keysRenamed.map(\.from))
        let renamedTo = Set(keysRenamed.map(\.to))
        keysRemoved = removed.map(\.key).filter { !renamedFrom.contains($0) }
        keysAdded = added.map(\.key).filter { !renamedTo.contains($0) }

        // Pairs present on both sides (a renamed key compared with its old self).
        var pairs: [(key: String, old: CatalogEntry, new: CatalogEntry)] = []
        for (key, entry) in newStrings?.entries ?? [] where !unchanged.contains(ExactKey(key)) {
            if let before = oldStrings?[key] { pairs.append((key, before, entry)) }
        }
        for rename in keysRenamed {
            if let before = oldStrings?[rename.from], let after = newStrings?[rename.to] { pairs.append((rename.to, before, after)) }
        }
        for pair in pairs {
            // A renamed key whose source text is the key itself: the rename already says it.
            let before = Self.sourceText(pair.old, key: keysRenamed.first { $0.to == pair.key }?.from ?? pair.key, source)
            let after = Self.sourceText(pair.new, key: pair.key, source)
            if before.text != after.text, !(before.isKey && after.isKey) {
                sourceChanges.append(SourceChange(key: pair.key, before: before.text, after: after.text))
            }
        }

        let checker = CatalogChecker()
        let rowsAfter = new.map { checker.coverage(of: $0) } ?? []
        let rowsBefore = earlier?.coverage(after: rowsAfter) ?? []
        var languageOrder: [String] = []
        for language in (new?.languages ?? []) + (earlier?.languages ?? []) where language != source && !languageOrder.contains(language) {
            languageOrder.append(language)
        }
        for language in languageOrder {
            var change = LanguageChange(language: language, added: [], changed: [], states: [],
                                        before: rowsBefore.first { $0.language == language },
                                        after: rowsAfter.first { $0.language == language })
            for pair in pairs {
                let before = pair.old.localizations?[language].map { UnitFacts.facts(of: $0) } ?? []
                let after = pair.new.localizations?[language].map { UnitFacts.facts(of: $0) } ?? []
                let hadText = before.contains { !$0.text.isEmpty }
                let hasText = after.contains { !$0.text.isEmpty }
                if !hadText, hasText {
                    change.added.append(pair.key)
                } else if hadText, hasText, before.map({ [$0.path, $0.text] }) != after.map({ [$0.path, $0.text] }) {
                    change.changed.append(pair.key)
                }
                for fact in after {
                    guard let earlier = before.first(where: { $0.path == fact.path }), earlier.state != fact.state else { continue }
                    change.states.append(StateChange(key: pair.key, path: fact.path, before: earlier.state, after: fact.state))
                }
            }
            if !change.isEmpty { languages.append(change) }
        }
    }

    /// The source text of an entry: its source-language unit (or the first of its forms), else the key itself.
    static func sourceText(_ entry: CatalogEntry, key: String, _ source: String) -> (text: String, isKey: Bool) {
        guard let localization = entry.localizations?[source] else { return (key, true) }
        let text = UnitFacts.facts(of: localization).map { $0.path.isEmpty ? $0.text : "\($0.path): \($0.text)" }
            .joined(separator: " / ")
        return (text, false)
    }
}
