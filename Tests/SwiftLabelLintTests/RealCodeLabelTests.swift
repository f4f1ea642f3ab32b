import Diagnostics
import Foundation
import TestSupport
import XCTest
@testable import SwiftLabelLint

/// The lint on real apps it was not written with: `RealCode/labels.tsv` holds findings and missed cases judged by
/// hand (half, app, path:line, rule, TP / FP / MISS, reason). This test lints every labelled app the way
/// `git xcstrings lint .` does at its root, prints precision and recall per rule and per half, and fails when a
/// labelled TP is no longer reported, a labelled FP comes back (an FP still reported, not fixed yet, has a reason
/// starting `open:`), or a finding has no label at all: every finding on a labelled set is judged, so a new one (a
/// fix that reaches further than meant, or a new false positive) must be labelled before it counts. A MISS row is a real case the lint does not find
/// yet: it counts against recall, and the test asks for its label to be turned into TP once it is found.
/// Skips when `../shared/corpus` is absent; the tune-2 to tune-9 sets (apps outside the corpus, fetched into
/// folders outside the repository) are checked when their folders exist.
final class RealCodeLabelTests: XCTestCase {
    /// One row of the labels file.
    struct Label: Equatable {
        var half: String
        var app: String
        var path: String
        var line: Int
        var rule: String
        var verdict: String
        /// An FP known to be still reported (reason starting `open:`): listed as work left, not a regression.
        var isOpen: Bool
    }

    /// The labels of the 18 corpus apps (tune and held-out halves).
    static var labelsFile: URL { realCodeFile("labels.tsv") }

    /// The labels of tune set `number` (2 to 9): apps fetched from public repositories into folders outside the
    /// repository, each written down in docs/evaluation.md ("tune-N, added in session …") before any rule changed.
    static func tuneLabelsFile(_ number: Int) -> URL { realCodeFile("labels-tune\(number).tsv") }

    /// The apps tune set `number` copied (`tuneN-files.tsv`'s first column): linted even when none of their findings
    /// or misses is labelled, so that a finding appearing there is seen.
    static func listedApps(_ number: Int) throws -> [String] {
        let file = realCodeFile("tune\(number)-files.tsv")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").dropFirst()
        return rows.compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    /// Counted in no figure: the notes, reported apart (issue 11, class 3), and `catalog`, what the lint says about
    /// a catalog it could not use (a duplicate key, broken JSON): a fact about the file, not a judgement about code.
    static let uncountedRules: Set<String> = ["label-without-callers", "text-in-unused-code", "catalog"]

    static func realCodeFile(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealCode/\(name)")
    }

    /// The folder holding tune set `number`'s apps: `XCSTRINGS_TUNE<number>_APPS`, else `/work/extra-apps-<number>`
    /// (`/work/extra-apps` for tune-2, the first); nil when absent.
    static func tuneRoot(_ number: Int, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: tuneVariable(number), fallback: number == 2 ? "/work/extra-apps" : "/work/extra-apps-\(number)",
                   environment: environment)
    }

    /// The environment variable naming tune set `number`'s folder.
    static func tuneVariable(_ number: Int) -> String { "XCSTRINGS_TUNE\(number)_APPS" }

    /// The folder named by `variable` in `environment`, else `fallback`; nil when it is not a folder.
    static func appsFolder(variable: String, fallback: String, environment: [String: String]) -> URL? {
        let path = environment[variable] ?? fallback
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Reads a labels file; rows that do not parse fail the test with their line number.
    static func labels(in file: URL = labelsFile) throws -> [Label] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var labels: [Label] = []
        for (offset, row) in text.split(separator: "\n").enumerated().dropFirst() where !row.hasPrefix("#") {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 5, let colon = columns[2].lastIndex(of: ":"),
                  let line = Int(columns[2][columns[2].index(after: colon)...]),
                  ["TP", "FP", "MISS"].contains(columns[4]) else {
                throw NSError(domain: file.lastPathComponent, code: offset + 1,
                              userInfo: [NSLocalizedDescriptionKey: "\(file.lastPathComponent):\(offset + 1): unreadable row"])
            }
            labels.append(Label(half: columns[0], app: columns[1], path: String(columns[2][..<colon]), line: line,
                                rule: columns[3], verdict: columns[4], isOpen: columns.count > 5 && columns[5].hasPrefix("open:")))
        }
        return labels
    }

    func testLabelledFindingsOnRealApps() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("no ../shared/corpus") }
        try check(labels: Self.labels(), appsFolder: corpus.appendingPathComponent("swift-apps", isDirectory: true))
    }

    func testLabelledFindingsOnTune2Apps() throws { try checkTuneSet(2) }

    func testLabelledFindingsOnTune3Apps() throws { try checkTuneSet(3) }

    func testLabelledFindingsOnTune4Apps() throws { try checkTuneSet(4) }

    func testLabelledFindingsOnTune5Apps() throws { try checkTuneSet(5) }

    func testLabelledFindingsOnTune6Apps() throws { try checkTuneSet(6) }

    func testLabelledFindingsOnTune7Apps() throws { try checkTuneSet(7) }

    func testLabelledFindingsOnTune8Apps() throws { try checkTuneSet(8) }

    func testLabelledFindingsOnTune9Apps() throws { try checkTuneSet(9) }

    /// tune-10 was measured unseen, then became a tune set in session 8's second round (docs/evaluation.md,
    /// "tune-10, added in session 8"): its labels say today's figures; a change of the rules that moves one fails.
    func testLabelledFindingsOnTune10Apps() throws { try checkTuneSet(10) }

    /// tune-11 is the second measurement set (docs/evaluation.md, "tune-11, added in session 8"), picked from another
    /// listing than tune-10; its open FPs and MISSes are likewise the figures of `main` at the session's start.
    func testLabelledFindingsOnTune11Apps() throws { try checkTuneSet(11) }

    /// tune-12 (docs/evaluation.md, "tune-12, added in session 8"): two mid-size apps copied whole, for the
    /// cross-file classes of `string-typed-label` and `raw-value-label`.
    func testLabelledFindingsOnTune12Apps() throws { try checkTuneSet(12) }

    /// tune-13 (docs/evaluation.md, "tune-13, added in session 8"): six small apps from another listing, measured at
    /// the end of session 8 to see whether its rule changes generalize; labels are the figures of `main` then.
    func testLabelledFindingsOnTune13Apps() throws { try checkTuneSet(13) }

    /// tune-14 (docs/evaluation.md, "tune-14 and tune-15, added in session 9"): large localized apps (pillo-app,
    /// cmux), copied up to a character cap; the set session 9 tunes on.
    func testLabelledFindingsOnTune14Apps() throws { try checkTuneSet(14) }

    /// tune-15 (same section): large localized apps (ClipFlow, Monolingual) measured once, at the end of session 9.
    func testLabelledFindingsOnTune15Apps() throws { try checkTuneSet(15) }

    /// tune-16 (docs/evaluation.md, "tune-16 and tune-17: whole big SwiftUI apps"): Pearcleaner's view layer,
    /// components together with their callers, the set session 9's lint-big round tunes on.
    func testLabelledFindingsOnTune16Apps() throws { try checkTuneSet(16) }

    /// tune-17 (same section): Ollamac's view layer, measured only (first contact and at the end).
    func testLabelledFindingsOnTune17Apps() throws { try checkTuneSet(17) }

    /// tune-18 (docs/evaluation.md, "tune-18 and tune-19: mid-size SwiftUI apps copied whole"): mid-size
    /// SwiftUI-first apps copied with their components, callers and models; the set later rounds tune on.
    func testLabelledFindingsOnTune18Apps() throws { try checkTuneSet(18) }

    /// tune-19 (same section): the same walk, measured only; its labels are the first-contact figures.
    func testLabelledFindingsOnTune19Apps() throws { try checkTuneSet(19) }

    /// tune-20 (docs/evaluation.md, "tune-20: an unseen yardstick of mid-size SwiftUI apps"): a new walk over apps
    /// nobody had seen, measured only; its labels are the first-contact figures.
    func testLabelledFindingsOnTune20Apps() throws { try checkTuneSet(20) }

    /// tune-21 (docs/evaluation.md, "tune-21 and tune-22: unseen yardsticks"): larger apps nobody had seen, measured
    /// only; its labels are the first-contact figures of `61fb825`.
    func testLabelledFindingsOnTune21Apps() throws { try checkTuneSet(21) }

    /// tune-22 (same section): the second set of the same walk, measured only.
    func testLabelledFindingsOnTune22Apps() throws { try checkTuneSet(22) }

    /// Checks tune set `number`'s labels on its apps, or prints one line when its folder is absent.
    private func checkTuneSet(_ number: Int) throws {
        guard let root = Self.tuneRoot(number) else {
            print("real code tune-\(number): skipped, no apps folder (set \(Self.tuneVariable(number)); docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tuneLabelsFile(number)), appsFolder: root, listedApps: Self.listedApps(number))
    }

    func testAppsFolderFollowsTheVariableAndSkipsWhatIsNotAFolder() {
        let file = Self.tuneLabelsFile(3).path
        let folder = Self.tuneLabelsFile(3).deletingLastPathComponent().path
        for number in 3...22 {
            let variable = Self.tuneVariable(number), neighbour = Self.tuneVariable(number - 1)
            let cases: [(environment: [String: String], expected: String?)] = [
                ([variable: folder], folder),
                ([variable: file], nil),
                ([neighbour: folder, variable: folder + "/no-such-folder"], nil),
            ]
            for (environment, expected) in cases {
                XCTAssertEqual(Self.tuneRoot(number, environment: environment)?.path, expected, "\(environment)")
            }
        }
    }

    /// Lints every labelled app at its root inside `appsFolder`, checks each label and prints the figures.
    private func check(labels allLabels: [Label], appsFolder: URL, listedApps: [String] = []) throws {
        // Opt-in rules are off in a default run (`git xcstrings lint .`); their labels are checked with them on by
        // the tests of those rules.
        let optIn = Set(LintRules.all.filter(\.isOptIn).map(\.id))
        let labels = allLabels.filter { !optIn.contains($0.rule) }
        var reported: Set<String> = []
        for app in Set(labels.map(\.app) + listedApps).sorted() {
            let root = appsFolder.appendingPathComponent(app, isDirectory: true)
            guard FileManager.default.fileExists(atPath: root.path) else {
                XCTFail("the labels name \(app), which is not in \(appsFolder.path)"); continue
            }
            let findings = try LintSession(currentDirectory: root, environment: [:]).run(LintSession.Request())
            for finding in findings {
                let path = finding.path.hasPrefix("./") ? String(finding.path.dropFirst(2)) : finding.path
                reported.insert("\(app)|\(path)|\(finding.location.line)|\(finding.ruleID)")
            }
        }
        var table: [String: (tp: Int, fp: Int, miss: Int)] = [:]
        var labelled: Set<String> = []
        for label in labels {
            let key = "\(label.app)|\(label.path)|\(label.line)|\(label.rule)"
            labelled.insert(key)
            let found = reported.contains(key)
            switch label.verdict {
            case "TP": XCTAssertTrue(found, "labelled TP no longer reported: \(label.app)/\(label.path):\(label.line) [\(label.rule)]")
            case "FP" where !label.isOpen:
                XCTAssertFalse(found, "labelled FP reported again: \(label.app)/\(label.path):\(label.line) [\(label.rule)]")
            case "FP": XCTAssertTrue(found, "open FP no longer reported, drop 'open:' from its reason: \(label.app)/\(label.path):\(label.line)")
            default: XCTAssertFalse(found, "MISS now found, label it TP: \(label.app)/\(label.path):\(label.line) [\(label.rule)]")
            }
            for group in ["\(label.half) \(label.rule)", "\(label.half) all"] {
                var counts = table[group, default: (0, 0, 0)]
                // Today's figures: a TP or MISS counts as found when reported, an FP only while it is reported.
                switch (label.verdict, found) {
                case ("FP", true): counts.fp += 1
                case ("FP", false): break
                case (_, true): counts.tp += 1
                case (_, false): counts.miss += 1
                }
                table[group] = counts
            }
        }
        let unlabelled = reported.subtracting(labelled).filter { key in
            !Self.uncountedRules.contains(where: { key.hasSuffix("|\($0)") })
        }
        for key in unlabelled.sorted() {
            XCTFail("finding with no label, judge it and add a TP or FP row: \(key.split(separator: "|").joined(separator: " "))")
        }
        for (group, counts) in table.sorted(by: { $0.key < $1.key }) {
            let precision = counts.tp + counts.fp == 0 ? 1 : Double(counts.tp) / Double(counts.tp + counts.fp)
            let recall = counts.tp + counts.miss == 0 ? 1 : Double(counts.tp) / Double(counts.tp + counts.miss)
            print(String(format: "real code %@: TP %d FP %d MISS %d, precision %.0f%%, recall %.0f%%", group,
                         counts.tp, counts.fp, counts.miss, precision * 100, recall * 100))
        }
    }
}
