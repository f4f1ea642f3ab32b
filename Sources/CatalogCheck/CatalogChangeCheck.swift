import Diagnostics
import Foundation
import StringCatalog

/// Judges a change to a catalog rather than the catalog: the findings of the new version that its earlier
/// versions did not have. The pre-commit hook and `check --since REV` both call it, so they always agree.
///
/// A new version that does not read is the caller's to report whole (the hook's reading errors, the check's
/// `structure` finding): reading is the first thing a catalog must do. An earlier version that does not read gives
/// no baseline, so every finding of the new one counts.
///
/// Only the new version is checked in full. Every finding is about one key (its message starts with the key path)
/// or about the whole file, and a key whose entry has the same bytes in an earlier version, in a catalog with the
/// same top-level members and languages, has the same findings there: so of an earlier version only the entries
/// that differ are checked. When the top-level members or the languages differ (a new language makes every key
/// untranslated in it), the earlier version is checked in full.
public struct CatalogChangeCheck: Sendable {
    /// The checker run on every version (its options decide languages, requirement and mode).
    public var checker: CatalogChecker

    /// Creates a change check with `checker`.
    public init(checker: CatalogChecker) {
        self.checker = checker
    }

    /// One catalog to compare: its new bytes, its earlier versions (one per parent; none for a new file), its path.
    public struct Input: Sendable {
        public var current: [UInt8]
        public var earlier: [[UInt8]]
        public var path: String

        /// Creates an input.
        public init(current: [UInt8], earlier: [[UInt8]], path: String) {
            self.current = current
            self.earlier = earlier
            self.path = path
        }
    }

    /// Compares each input, several catalogs at a time; nil for a catalog whose new version does not read.
    public func compare(_ inputs: [Input]) -> [FindingBaseline.Comparison?] {
        var results = [FindingBaseline.Comparison??](repeating: nil, count: inputs.count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                let input = inputs[index]
                slots.buffer[index] = .some(compare(current: input.current, earlier: input.earlier, path: input.path))
            }
        }
        return results.map { $0 ?? nil }
    }

    /// Compares catalog `current` (named `path` in findings) with its `earlier` versions; nil when `current` does
    /// not read as a catalog.
    public func compare(current: [UInt8], earlier: [[UInt8]], path: String) -> FindingBaseline.Comparison? {
        guard let file = try? CatalogFile(bytes: current, path: path) else { return nil }
        return compare(checker.placed(checker.issues(in: file.catalog), in: file), file: file, earlier: earlier)
    }

    /// Compares findings already computed for the current version (`check --since` has them from its report)
    /// with those of the `earlier` versions.
    public func compare(_ current: [Finding], earlier: [[UInt8]], path: String) -> FindingBaseline.Comparison {
        FindingBaseline(versions: earlier.compactMap { fullFindings(of: $0, path: path) }).compare(current)
    }

    private func compare(_ placed: [(issue: CheckIssue, finding: Finding)], file: CatalogFile, earlier: [[UInt8]])
        -> FindingBaseline.Comparison
    {
        let path = file.document.path
        let findings = placed.map(\.finding)
        var versions: [[Finding]] = []
        for bytes in earlier {
            // Read shallow: an entry whose bytes are those of the current version's entry is compared as bytes and
            // never read; only the others are (`EarlierEntries`).
            guard let document = try? JSONDocument(shallowBytes: bytes, path: path) else { continue }
            guard let entries = earlierEntries(in: document, comparedWith: file) else {
                if let full = fullFindings(of: bytes, path: path) { versions.append(full) }
                continue
            }
            let changed = entries.changed
            // Findings of unchanged keys (and of the whole file) are the same in that version.
            let unchanged = placed.filter { item in
                item.issue.keyPath.stringKey.map { !changed.contains(ExactKey($0)) } ?? true
            }.map(\.finding)
            guard let earlierIssues = changedEntryIssues(document, entries: entries, like: file.catalog) else {
                if let full = fullFindings(of: bytes, path: path) { versions.append(full) }
                continue
            }
            versions.append(unchanged + earlierIssues.map { unplaced($0, path: path) })
        }
        return FindingBaseline(versions: versions).compare(findings)
    }

    /// What an earlier version holds that the current one does not.
    private struct EarlierEntries {
        /// The keys of the current version whose entries differ from (or are missing in) the earlier version.
        var changed: Set<ExactKey>
        /// The earlier version's entries that are not byte for byte an entry of the current version, read in full,
        /// in file order.
        var read: [JSONObject.Member]
    }

    /// Compares the entries of `earlier` (read shallow) with those of `file`; nil when the two versions differ
    /// beyond entries (top-level members, languages), so that every key must be compared, or when an entry of
    /// `earlier` that differs does not read as JSON.
    private func earlierEntries(in earlier: JSONDocument, comparedWith file: CatalogFile) -> EarlierEntries? {
        guard let old = earlier.root.object, let new = file.document.root.object,
              let oldStrings = old["strings"]?.object, let newStrings = new["strings"]?.object else { return nil }
        let oldTop = old.members.filter { $0.key != "strings" }
        let newTop = new.members.filter { $0.key != "strings" }
        guard oldTop.count == newTop.count,
              zip(oldTop, newTop).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) else { return nil }
        var oldBytes: [ExactKey: ArraySlice<UInt8>] = [:]
        oldBytes.reserveCapacity(oldStrings.count)
        for member in oldStrings.members {
            guard let source = member.value.source else { return nil }
            oldBytes[ExactKey(member.key)] = source
        }
        var changed = Set<ExactKey>()
        var unchanged = Set<ExactKey>()
        // The languages of the earlier version: those of its unchanged entries are the current entries' own.
        var oldLanguages = Set<String>([file.catalog.sourceLanguage])
        for member in newStrings.members {
            let key = ExactKey(member.key)
            guard let before = oldBytes[key], let after = member.value.source, before.hasSameBytes(as: after) else {
                changed.insert(key)
                continue
            }
            unchanged.insert(key)
            for language in file.catalog.strings[member.key]?.localizations?.keys ?? [] { oldLanguages.insert(language) }
        }
        var read: [JSONObject.Member] = []
        for member in oldStrings.members where !unchanged.contains(ExactKey(member.key)) {
            guard let source = member.value.source,
                  let entry = try? JSONDocument(bytes: Array(source), path: earlier.path) else { return nil }
            for language in entry.root.object?["localizations"]?.object?.keys ?? [] { oldLanguages.insert(language) }
            read.append(JSONObject.Member(key: member.key, value: entry.root))
        }
        guard oldLanguages == Set(file.catalog.languages) else { return nil }
        return EarlierEntries(changed: changed, read: read)
    }

    /// The issues of the earlier version's entries for the `changed` keys (those it has), checked as part of a
    /// catalog with the languages of `current`; nil when those entries do not read as catalog entries.
    private func changedEntryIssues(_ earlier: JSONDocument, entries: EarlierEntries, like current: Catalog) -> [CheckIssue]? {
        guard var root = earlier.root.object else { return nil }
        let kept = entries.read.filter { entries.changed.contains(ExactKey($0.key)) }
        root.setValue(.object(JSONObject(kept)), forKey: "strings", order: .xcode)
        guard let catalog = try? Catalog(json: .object(root)) else { return nil }
        var options = checker.options
        options.languages = options.languages ?? current.languages
        return CatalogChecker(options: options).issues(in: catalog)
    }

    /// The findings of a whole earlier version, or nil when it does not read as a catalog.
    private func fullFindings(of bytes: [UInt8], path: String) -> [Finding]? {
        guard let file = try? CatalogFile(bytes: bytes, path: path) else { return nil }
        return checker.check(file)
    }

    /// A finding for comparison only: identity is rule and message, so it needs no position.
    private func unplaced(_ issue: CheckIssue, path: String) -> Finding {
        Finding(path: path, location: SourceLocation(line: 1, column: 1), severity: issue.severity, message: issue.message,
                ruleID: issue.check.rawValue)
    }
}

/// Lets `concurrentPerform` iterations write their own slot of one buffer (each index is written once, by one
/// iteration, and read after all of them finished).
private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
