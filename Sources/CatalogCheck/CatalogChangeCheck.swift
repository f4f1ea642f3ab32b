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
        let path = file.path
        let findings = placed.map(\.finding)
        var versions: [[Finding]] = []
        for bytes in earlier {
            // Read shallow: an entry whose bytes are those of the current version's entry is compared as bytes and
            // never read; only the others are (`EarlierEntries`).
            guard let entries = EarlierEntries(bytes: bytes, path: path, comparedWith: file) else {
                if let full = fullFindings(of: bytes, path: path) { versions.append(full) }
                continue
            }
            var changed = Set<ExactKey>()
            for (key, _) in file.catalog.strings.entries where !entries.unchanged.contains(ExactKey(key)) {
                changed.insert(ExactKey(key))
            }
            // Findings of unchanged keys (and of the whole file) are the same in that version.
            let unchanged = placed.filter { item in
                item.issue.keyPath.stringKey.map { !changed.contains(ExactKey($0)) } ?? true
            }.map(\.finding)
            guard let earlierIssues = changedEntryIssues(entries, changed: changed, like: file.catalog) else {
                if let full = fullFindings(of: bytes, path: path) { versions.append(full) }
                continue
            }
            versions.append(unchanged + earlierIssues.map { unplaced($0, path: path) })
        }
        return FindingBaseline(versions: versions).compare(findings)
    }

    /// The issues of the earlier version's entries for the `changed` keys (those it has), checked as part of a
    /// catalog with the languages of `current`; nil when those entries do not read as catalog entries.
    private func changedEntryIssues(_ earlier: EarlierEntries, changed: Set<ExactKey>, like current: Catalog) -> [CheckIssue]? {
        guard var root = earlier.document.root.object else { return nil }
        let kept = earlier.read.filter { changed.contains(ExactKey($0.key)) }
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
