import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import CatalogMerge

/// Replays the real merges of `../shared/corpus/merges` through the driver's engine and prints, for each half of
/// docs/evaluation.md's split (tune / held-out), how it compares with git's textual merge and with what people
/// committed, and every conflict left with its reason.
final class CorpusMergeReplayTests: XCTestCase {
    private struct Case {
        var name: String
        var repository: String
        var base: String
        var ours: String
        var theirs: String
        var merged: String
        var gitClean: Bool
        var peopleKeptGit: Bool
    }

    /// The repositories docs/evaluation.md puts in the tune half; every other one is held out.
    static let tuneRepositories: Set<String> = [
        "coteditor/CotEditor", "TheBoredTeam/boring.notch", "MrKai77/Loop", "rxhanson/Rectangle",
        "Ranchero-Software/NetNewsWire",
    ]

    private func loadCases(_ root: URL) throws -> [Case] {
        let text = try String(contentsOf: root.appendingPathComponent("merges/cases.tsv"), encoding: .utf8)
        var cases: [Case] = []
        for line in text.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 12 else { continue }
            cases.append(Case(name: f[0], repository: f[1], base: f[5], ours: f[6], theirs: f[7], merged: f[8],
                              gitClean: f[9] == "yes", peopleKeptGit: f[11] == "yes"))
        }
        return cases
    }

    /// The figures of one half.
    private struct Tally {
        var counts: [String: Int] = [:]
        var conflicts: [String] = []
        var differing: [String] = []
        var notByteEqual: [String] = []

        mutating func add(_ key: String, _ amount: Int = 1) { counts[key, default: 0] += amount }
        subscript(key: String) -> Int { counts[key, default: 0] }

        func print(_ title: String) {
            Swift.print("Corpus merge replay, \(title) half:")
            let hard = self["three sides where git conflicted"]
            let kept = self["git clean and people kept it"]
            Swift.print("  git's conflicts merged clean (three readable sides): \(self["clean where git conflicted"])/\(hard)")
            Swift.print("  JSON-equal to people where git was clean and they kept it: \(self["  of those JSON-equal"])/\(kept)")
            Swift.print("  byte-equal in those: \(self["  of those byte-equal"])/\(kept)")
            for key in counts.keys.sorted() { Swift.print("  \(key): \(self[key])") }
            for line in conflicts { Swift.print("  CONFLICT \(line)") }
            Swift.print("  clean but different from people: \(differing.joined(separator: " "))")
            Swift.print("  git clean, people kept it, not byte-equal: \(notByteEqual.joined(separator: " "))")
        }
    }

    func testReplayCorpusMerges() throws {
        guard let root = Corpus.root() else { throw XCTSkip("corpus absent") }
        let blobs = root.appendingPathComponent("merges/blobs")
        func blob(_ id: String) throws -> [UInt8]? {
            guard id != "-" else { return nil }
            return [UInt8](try Data(contentsOf: blobs.appendingPathComponent("\(id).xcstrings")))
        }
        var halves: [String: Tally] = ["tune": Tally(), "held-out": Tally()]
        // MERGE_REPLAY_CASES=prefix1,prefix2 replays only the cases whose name starts with one of them.
        let only = ProcessInfo.processInfo.environment["MERGE_REPLAY_CASES"]?.split(separator: ",").map(String.init)
        for item in try loadCases(root) where only.map({ $0.contains { item.name.hasPrefix($0) } }) ?? true {
            let half = Self.tuneRepositories.contains(item.repository) ? "tune" : "held-out"
            var tally = halves[half] ?? Tally()
            defer { halves[half] = tally }
            tally.add("cases")
            guard let ours = try blob(item.ours), let theirs = try blob(item.theirs) else {
                tally.add("file deleted on one side (git handles it, no driver)")
                continue
            }
            if !item.gitClean { tally.add("three sides where git conflicted") }
            let base = try blob(item.base) ?? []
            let result: MergeResult
            do {
                result = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: item.name)
            } catch let error as MergeInputError {
                tally.add("a side unreadable (textual fallback)")
                tally.conflicts.append("\(item.name): unreadable: \(error)")
                continue
            } catch {
                tally.add("errors")
                XCTFail("\(item.name): \(error)")
                continue
            }
            tally.add("readable")
            if SparseMerge.merge(base: base, ours: ours, theirs: theirs, path: item.name) != nil {
                tally.add("merged by the fast path")
            }
            let full = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: item.name, fastPath: false)
            if result.bytes != full.bytes || result.conflicts != full.conflicts
                || result.changesFromOurs + result.changesFromTheirs != full.changesFromOurs + full.changesFromTheirs
            {
                tally.add("fast path differs from full merge")
                XCTFail("\(item.name): the fast path and the full merge disagree")
            }
            if result.isClean {
                tally.add("clean")
                if !item.gitClean { tally.add("clean where git conflicted") }
                guard (try? JSONDocument(bytes: result.bytes, path: item.name)) != nil else {
                    tally.add("invalid outputs")
                    XCTFail("\(item.name): clean output is not valid JSON")
                    continue
                }
            } else {
                tally.add("conflicted")
                tally.add("conflicts left", result.conflicts.count)
                for side in [MergeSide.ours, .theirs] {
                    let resolved = try ConflictResolver.resolve(result.bytes, keeping: side)
                    if (try? JSONDocument(bytes: resolved.bytes, path: item.name)) == nil {
                        tally.add("invalid outputs")
                        XCTFail("\(item.name): resolving \(side) gives invalid JSON")
                    }
                }
                tally.conflicts.append("\(item.name)\(item.gitClean ? " (git clean)" : ""): \(result.summary(path: ""))")
            }
            guard let merged = try blob(item.merged), let people = try? JSONDocument(bytes: merged, path: item.name) else {
                tally.add("people's result unreadable")
                continue
            }
            let ourDocument = try? JSONDocument(bytes: result.bytes, path: item.name)
            let jsonEqual = ourDocument.map { $0.root == people.root } ?? false
            let byteEqual = result.bytes == merged
            if jsonEqual { tally.add("JSON-equal to people") }
            if byteEqual { tally.add("byte-equal to people") }
            if item.gitClean && item.peopleKeptGit {
                tally.add("git clean and people kept it")
                if jsonEqual { tally.add("  of those JSON-equal") }
                if byteEqual { tally.add("  of those byte-equal") } else { tally.notByteEqual.append(item.name) }
            }
            if result.isClean && !jsonEqual { tally.differing.append(item.name) }
        }
        for title in ["tune", "held-out"] { halves[title]?.print(title) }
        for tally in halves.values {
            XCTAssertEqual(tally["errors"], 0)
            XCTAssertEqual(tally["fast path differs from full merge"], 0)
            XCTAssertEqual(tally["invalid outputs"], 0)
            // Issue 12's target: JSON-equal to people wherever git was clean and they kept git's result.
            XCTAssertEqual(tally["  of those JSON-equal"], tally["git clean and people kept it"])
        }
        // On the half the rules were designed on, every merge git conflicted on is clean (replaying all cases).
        if only == nil, let tune = halves["tune"] {
            XCTAssertEqual(tune["clean where git conflicted"], tune["three sides where git conflicted"])
        }
    }
}
