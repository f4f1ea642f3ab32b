import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import CatalogMerge

/// Replays the real merges of `../shared/corpus/merges` through the driver's engine and prints how it compares
/// with git's textual merge and with what people committed.
final class CorpusMergeReplayTests: XCTestCase {
    private struct Case {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        var merged: String
        var gitClean: Bool
        var peopleKeptGit: Bool
    }

    private func loadCases(_ root: URL) throws -> [Case] {
        let text = try String(contentsOf: root.appendingPathComponent("merges/cases.tsv"), encoding: .utf8)
        var cases: [Case] = []
        for line in text.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 12 else { continue }
            cases.append(Case(name: f[0], base: f[5], ours: f[6], theirs: f[7], merged: f[8],
                              gitClean: f[9] == "yes", peopleKeptGit: f[11] == "yes"))
        }
        return cases
    }

    func testReplayCorpusMerges() throws {
        guard let root = Corpus.root() else { throw XCTSkip("corpus absent") }
        let blobs = root.appendingPathComponent("merges/blobs")
        func blob(_ id: String) throws -> [UInt8]? {
            guard id != "-" else { return nil }
            return [UInt8](try Data(contentsOf: blobs.appendingPathComponent("\(id).xcstrings")))
        }
        let verbose = ProcessInfo.processInfo.environment["MERGE_REPLAY_VERBOSE"] != nil
        var counts: [String: Int] = [:]
        var differing: [String] = []
        for item in try loadCases(root) {
            counts["cases", default: 0] += 1
            guard let ours = try blob(item.ours), let theirs = try blob(item.theirs) else {
                counts["file deleted on one side (git handles it, no driver)", default: 0] += 1
                continue
            }
            let base = try blob(item.base) ?? []
            let result: MergeResult
            do {
                result = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: item.name)
            } catch is MergeInputError {
                counts["a side unreadable (textual fallback)", default: 0] += 1
                continue
            } catch {
                counts["errors", default: 0] += 1
                XCTFail("\(item.name): \(error)")
                continue
            }
            counts["readable", default: 0] += 1
            if SparseMerge.merge(base: base, ours: ours, theirs: theirs, path: item.name) != nil {
                counts["merged by the fast path", default: 0] += 1
            }
            let full = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: item.name, fastPath: false)
            if result.bytes != full.bytes || result.conflicts != full.conflicts
                || result.changesFromOurs + result.changesFromTheirs != full.changesFromOurs + full.changesFromTheirs
            {
                counts["fast path differs from full merge", default: 0] += 1
                XCTFail("\(item.name): the fast path and the full merge disagree")
            }
            if !item.gitClean { counts["readable where git conflicted", default: 0] += 1 }
            if result.isClean {
                counts["clean", default: 0] += 1
                if !item.gitClean { counts["clean where git conflicted", default: 0] += 1 }
                guard (try? JSONDocument(bytes: result.bytes, path: item.name)) != nil else {
                    counts["invalid outputs", default: 0] += 1
                    XCTFail("\(item.name): clean output is not valid JSON")
                    continue
                }
            } else {
                counts["conflicted", default: 0] += 1
                counts["conflicts left", default: 0] += result.conflicts.count
                for side in [ConflictResolver.Side.ours, .theirs] {
                    let resolved = try ConflictResolver.resolve(result.bytes, keeping: side)
                    if (try? JSONDocument(bytes: resolved.bytes, path: item.name)) == nil {
                        counts["invalid outputs", default: 0] += 1
                        XCTFail("\(item.name): resolving \(side) gives invalid JSON")
                    }
                }
                if verbose { print("CONFLICT \(item.name): \(result.summary(path: ""))") }
            }
            guard let merged = try blob(item.merged), let people = try? JSONDocument(bytes: merged, path: item.name) else {
                counts["people's result unreadable", default: 0] += 1
                continue
            }
            let ourDocument = try? JSONDocument(bytes: result.bytes, path: item.name)
            let jsonEqual = ourDocument.map { $0.root == people.root } ?? false
            let byteEqual = result.bytes == merged
            if jsonEqual { counts["JSON-equal to people", default: 0] += 1 }
            if byteEqual { counts["byte-equal to people", default: 0] += 1 }
            if item.gitClean && item.peopleKeptGit {
                counts["git clean and people kept it", default: 0] += 1
                if jsonEqual { counts["  of those JSON-equal", default: 0] += 1 }
                if byteEqual { counts["  of those byte-equal", default: 0] += 1 }
                if !jsonEqual {
                    XCTFail("\(item.name): git was clean and people kept it, but our result differs in content")
                }
            }
            if result.isClean && !jsonEqual { differing.append(item.name) }
        }
        print("Corpus merge replay:")
        for key in counts.keys.sorted() { print("  \(key): \(counts[key] ?? 0)") }
        print("  clean but different from people: \(differing.joined(separator: " "))")
        XCTAssertEqual(counts["errors", default: 0], 0)
        XCTAssertEqual(counts["fast path differs from full merge", default: 0], 0)
        XCTAssertEqual(counts["invalid outputs", default: 0], 0)
        let kept = counts["git clean and people kept it", default: 0]
        XCTAssertGreaterThanOrEqual(Double(counts["  of those byte-equal", default: 0]), 0.95 * Double(kept))
        let hard = counts["readable where git conflicted", default: 0]
        XCTAssertGreaterThanOrEqual(Double(counts["clean where git conflicted", default: 0]), 0.9 * Double(hard))
    }
}
