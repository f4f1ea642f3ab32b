import Diagnostics
import Foundation
import StringCatalog

/// Judges a change to a catalog rather than the catalog: the findings of the new version that its earlier
/// versions did not have. The pre-commit hook and `check --since REV` both call it, so they always agree.
///
/// A new version that does not read (broken JSON, conflict markers, duplicate keys, not a catalog) is always
/// reported whole: reading is the first thing a catalog must do. An earlier version that does not read gives no
/// baseline, so every finding of the new one counts.
public struct CatalogChangeCheck: Sendable {
    /// The checker run on every version (its options decide languages, requirement and mode).
    public var checker: CatalogChecker

    /// Creates a change check with `checker`.
    public init(checker: CatalogChecker) {
        self.checker = checker
    }

    /// Compares catalog `current` (named `path` in findings) with its `earlier` versions (one per parent; none
    /// for a new file). The versions are checked in parallel.
    public func compare(current: [UInt8], earlier: [[UInt8]], path: String) -> FindingBaseline.Comparison {
        let versions = [current] + earlier
        var results = [[Finding]?](repeating: nil, count: versions.count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: versions.count) { index in
                slots.buffer[index] = findings(of: versions[index], path: path, isCurrent: index == 0)
            }
        }
        guard let currentFindings = results[0] else {
            return FindingBaseline.Comparison(introduced: checker.check(bytes: current, path: path), alreadyThere: 0)
        }
        return FindingBaseline(versions: results.dropFirst().compactMap { $0 }).compare(currentFindings)
    }

    /// Compares findings already computed for the current version (`check --since` has them from its report)
    /// with those of the `earlier` versions.
    public func compare(_ current: [Finding], earlier: [[UInt8]], path: String) -> FindingBaseline.Comparison {
        FindingBaseline(versions: earlier.compactMap { findings(of: $0, path: path, isCurrent: false) }).compare(current)
    }

    /// The findings of one version, or nil when it does not read as a catalog (the current version's reading
    /// error is then reported by `compare` through the checker).
    private func findings(of bytes: [UInt8], path: String, isCurrent: Bool) -> [Finding]? {
        guard let file = try? CatalogFile(bytes: bytes, path: path) else { return nil }
        return checker.check(file)
    }
}

/// Lets `concurrentPerform` iterations write their own slot of one buffer (each index is written once, by one
/// iteration, and read after all of them finished).
private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
