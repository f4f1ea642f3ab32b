import Diagnostics
import Foundation
import TestSupport
import XCTest
@testable import SwiftLabelLint

/// The lint on real apps it was not written with: `RealCode/labels.tsv` holds findings and missed cases judged by
/// hand (half, app, path:line, rule, TP / FP / MISS, reason). This test lints every labelled app the way
/// `git xcstrings lint .` does at its root, prints precision and recall per rule and per half, and fails when a
/// labelled TP is no longer reported or a labelled FP comes back (an FP still reported, not fixed yet, has a reason
/// starting `open:`). A MISS row is a real case the lint does not find
/// yet: it counts against recall, and the test asks for its label to be turned into TP once it is found.
/// Skips when `../shared/corpus` is absent; the tune-2 to tune-7 sets (apps outside the corpus, fetched into
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

    /// The labels of tune-2: apps fetched from public repositories into a folder outside the repository
    /// (docs/evaluation.md, "tune-2, added in session 4").
    static var tune2LabelsFile: URL { realCodeFile("labels-tune2.tsv") }

    /// The labels of tune-3: six more public apps, fetched the same way into another folder
    /// (docs/evaluation.md, "tune-3, added in session 6").
    static var tune3LabelsFile: URL { realCodeFile("labels-tune3.tsv") }

    /// The labels of tune-4: a large public app with its own component library, fetched the same way
    /// (docs/evaluation.md, "tune-4, added in session 6, second round").
    static var tune4LabelsFile: URL { realCodeFile("labels-tune4.tsv") }

    /// The labels of tune-5: six more public SwiftUI apps, fetched the same way
    /// (docs/evaluation.md, "tune-5, added in session 7").
    static var tune5LabelsFile: URL { realCodeFile("labels-tune5.tsv") }

    /// The labels of tune-6: two public SwiftUI apps chosen for `String` components, raw-value enums and product
    /// names, fetched the same way (docs/evaluation.md, "tune-6, added in session 7, second round").
    static var tune6LabelsFile: URL { realCodeFile("labels-tune6.tsv") }

    /// The labels of tune-7: four public SwiftUI apps chosen for licence and acknowledgement rows filled with names
    /// and a colour-format picker (docs/evaluation.md, "tune-7, added in session 7, third round").
    static var tune7LabelsFile: URL { realCodeFile("labels-tune7.tsv") }
    static var tune8LabelsFile: URL { realCodeFile("labels-tune8.tsv") }

    static func realCodeFile(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealCode/\(name)")
    }

    /// The folder holding the tune-2 apps: `XCSTRINGS_TUNE2_APPS`, else `/work/extra-apps`; nil when absent.
    static func tune2Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE2_APPS", fallback: "/work/extra-apps", environment: environment)
    }

    /// The folder holding the tune-3 apps: `XCSTRINGS_TUNE3_APPS`, else `/work/extra-apps-3`; nil when absent.
    static func tune3Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE3_APPS", fallback: "/work/extra-apps-3", environment: environment)
    }

    /// The folder holding the tune-4 apps: `XCSTRINGS_TUNE4_APPS`, else `/work/extra-apps-4`; nil when absent.
    static func tune4Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE4_APPS", fallback: "/work/extra-apps-4", environment: environment)
    }

    /// The folder holding the tune-5 apps: `XCSTRINGS_TUNE5_APPS`, else `/work/extra-apps-5`; nil when absent.
    static func tune5Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE5_APPS", fallback: "/work/extra-apps-5", environment: environment)
    }

    /// The folder holding the tune-6 apps: `XCSTRINGS_TUNE6_APPS`, else `/work/extra-apps-6`; nil when absent.
    static func tune6Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE6_APPS", fallback: "/work/extra-apps-6", environment: environment)
    }

    /// The folder holding the tune-7 apps: `XCSTRINGS_TUNE7_APPS`, else `/work/extra-apps-7`; nil when absent.
    static func tune7Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE7_APPS", fallback: "/work/extra-apps-7", environment: environment)
    }

    /// The folder holding the tune-8 apps: `XCSTRINGS_TUNE8_APPS`, else `/work/extra-apps-8`; nil when absent.
    static func tune8Root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        appsFolder(variable: "XCSTRINGS_TUNE8_APPS", fallback: "/work/extra-apps-8", environment: environment)
    }

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

    func testLabelledFindingsOnTune2Apps() throws {
        guard let root = Self.tune2Root() else {
            print("real code tune-2: skipped, no apps folder (set XCSTRINGS_TUNE2_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune2LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune3Apps() throws {
        guard let root = Self.tune3Root() else {
            print("real code tune-3: skipped, no apps folder (set XCSTRINGS_TUNE3_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune3LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune4Apps() throws {
        guard let root = Self.tune4Root() else {
            print("real code tune-4: skipped, no apps folder (set XCSTRINGS_TUNE4_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune4LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune5Apps() throws {
        guard let root = Self.tune5Root() else {
            print("real code tune-5: skipped, no apps folder (set XCSTRINGS_TUNE5_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune5LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune6Apps() throws {
        guard let root = Self.tune6Root() else {
            print("real code tune-6: skipped, no apps folder (set XCSTRINGS_TUNE6_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune6LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune7Apps() throws {
        guard let root = Self.tune7Root() else {
            print("real code tune-7: skipped, no apps folder (set XCSTRINGS_TUNE7_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune7LabelsFile), appsFolder: root)
    }

    func testLabelledFindingsOnTune8Apps() throws {
        guard let root = Self.tune8Root() else {
            print("real code tune-8: skipped, no apps folder (set XCSTRINGS_TUNE8_APPS; docs/evaluation.md)")
            return
        }
        try check(labels: Self.labels(in: Self.tune8LabelsFile), appsFolder: root)
    }

    func testAppsFolderFollowsTheVariableAndSkipsWhatIsNotAFolder() {
        let file = Self.tune3LabelsFile.path
        let folder = Self.tune3LabelsFile.deletingLastPathComponent().path
        let roots: [(variable: String, neighbour: String, root: ([String: String]) -> URL?)] = [
            ("XCSTRINGS_TUNE3_APPS", "XCSTRINGS_TUNE2_APPS", { Self.tune3Root(environment: $0) }),
            ("XCSTRINGS_TUNE4_APPS", "XCSTRINGS_TUNE3_APPS", { Self.tune4Root(environment: $0) }),
            ("XCSTRINGS_TUNE5_APPS", "XCSTRINGS_TUNE4_APPS", { Self.tune5Root(environment: $0) }),
            ("XCSTRINGS_TUNE6_APPS", "XCSTRINGS_TUNE5_APPS", { Self.tune6Root(environment: $0) }),
            ("XCSTRINGS_TUNE7_APPS", "XCSTRINGS_TUNE6_APPS", { Self.tune7Root(environment: $0) }),
            ("XCSTRINGS_TUNE8_APPS", "XCSTRINGS_TUNE7_APPS", { Self.tune8Root(environment: $0) }),
        ]
        for (variable, neighbour, root) in roots {
            let cases: [(environment: [String: String], expected: String?)] = [
                ([variable: folder], folder),
                ([variable: file], nil),
                ([neighbour: folder, variable: folder + "/no-such-folder"], nil),
            ]
            for (environment, expected) in cases {
                XCTAssertEqual(root(environment)?.path, expected, "\(environment)")
            }
        }
    }

    /// Lints every labelled app at its root inside `appsFolder`, checks each label and prints the figures.
    private func check(labels allLabels: [Label], appsFolder: URL) throws {
        // Opt-in rules are off in a default run (`git xcstrings lint .`); their labels are checked with them on by
        // the tests of those rules.
        let optIn = Set(LintRules.all.filter(\.isOptIn).map(\.id))
        let labels = allLabels.filter { !optIn.contains($0.rule) }
        var reported: Set<String> = []
        for app in Set(labels.map(\.app)).sorted() {
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
        for label in labels {
            let key = "\(label.app)|\(label.path)|\(label.line)|\(label.rule)"
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
        for (group, counts) in table.sorted(by: { $0.key < $1.key }) {
            let precision = counts.tp + counts.fp == 0 ? 1 : Double(counts.tp) / Double(counts.tp + counts.fp)
            let recall = counts.tp + counts.miss == 0 ? 1 : Double(counts.tp) / Double(counts.tp + counts.miss)
            print(String(format: "real code %@: TP %d FP %d MISS %d, precision %.0f%%, recall %.0f%%", group,
                         counts.tp, counts.fp, counts.miss, precision * 100, recall * 100))
        }
    }
}
