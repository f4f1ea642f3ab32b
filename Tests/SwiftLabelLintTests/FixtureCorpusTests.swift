import Diagnostics
import Foundation
import XCTest
@testable import SwiftLabelLint

/// The labelled fixture set: snippets with `↓` before each expected finding, and look-alikes that must stay
/// silent. Computes and prints precision and recall, and holds them to the targets (95% and 90%).
final class FixtureCorpusTests: XCTestCase {
    /// One snippet: its title, the rules its header names, its text without markers, and the marked positions.
    struct Snippet {
        var file: String
        var title: String
        var rules: Set<String>
        var text: String
        var expected: Set<SourceLocation>
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// Splits a fixture file at `// === rule[, rule]: title` headers and strips the `↓` markers.
    static func snippets(in url: URL) throws -> [Snippet] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var snippets: [Snippet] = []
        for block in text.components(separatedBy: "// === ").dropFirst() {
            let lines = block.components(separatedBy: "\n")
            let header = lines[0]
            let parts = header.split(separator: ":", maxSplits: 1)
            let rules = Set(parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            var body: [String] = []
            var expected: Set<SourceLocation> = []
            for (offset, line) in lines.dropFirst().enumerated() {
                var clean = ""
                var column = 1
                for character in line {
                    if character == "↓" {
                        expected.insert(SourceLocation(line: offset + 1, column: column))
                    } else {
                        clean.append(character)
                        column += character.unicodeScalars.count
                    }
                }
                body.append(clean)
            }
            snippets.append(Snippet(
                file: url.lastPathComponent, title: header, rules: rules.subtracting(["silent"]),
                text: body.joined(separator: "\n"), expected: expected))
        }
        return snippets
    }

    static func allSnippets() throws -> [Snippet] {
        let files = try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        return try files.flatMap { try snippets(in: $0) }
    }

    static func catalogWords() throws -> Set<String> {
        let url = fixtures.appendingPathComponent("Localizable.xcstrings")
        return try CatalogWords.read(Data(contentsOf: url), path: url.path)
    }

    static let configuration = LintConfiguration(allowedWords: ["Acme"])

    func testFixtureSetIsLargeAndLabelled() throws {
        let snippets = try Self.allSnippets()
        XCTAssertGreaterThanOrEqual(snippets.count, 80)
        XCTAssertGreaterThanOrEqual(snippets.filter { !$0.expected.isEmpty }.count, 35)
        XCTAssertGreaterThanOrEqual(snippets.filter { $0.expected.isEmpty }.count, 35)
        for snippet in snippets {
            XCTAssertEqual(snippet.rules.isEmpty, snippet.expected.isEmpty, "header and markers disagree: \(snippet.title)")
            for rule in snippet.rules {
                XCTAssertTrue(LintRules.ids.contains(rule), "unknown rule '\(rule)' in \(snippet.title)")
            }
        }
    }

    func testPrecisionAndRecall() throws {
        let words = try Self.catalogWords()
        let linter = Linter(configuration: Self.configuration)
        var truePositives = 0
        var falsePositives = 0
        var falseNegatives = 0
        var perRule: [String: (tp: Int, fp: Int, fn: Int)] = [:]
        for snippet in try Self.allSnippets() {
            let findings = linter.lint([Linter.Source(path: "Sources/App/\(snippet.file)", text: snippet.text)], catalogWords: words)
            var matched: Set<SourceLocation> = []
            for finding in findings {
                if snippet.expected.contains(finding.location), snippet.rules.contains(finding.ruleID) {
                    matched.insert(finding.location)
                    truePositives += 1
                    perRule[finding.ruleID, default: (0, 0, 0)].tp += 1
                } else {
                    falsePositives += 1
                    perRule[finding.ruleID, default: (0, 0, 0)].fp += 1
                    print("false positive in '\(snippet.title)': \(XcodeReporter().line(for: finding))")
                }
            }
            for missing in snippet.expected.subtracting(matched) {
                falseNegatives += 1
                perRule[snippet.rules.sorted().joined(separator: ","), default: (0, 0, 0)].fn += 1
                print("missed in '\(snippet.title)': line \(missing.line), column \(missing.column)")
            }
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
        let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
        for (rule, counts) in perRule.sorted(by: { $0.key < $1.key }) {
            print("lint fixtures \(rule): \(counts.tp) found, \(counts.fp) false, \(counts.fn) missed")
        }
        print(String(format: "lint fixtures: precision %.1f%% (%d of %d findings), recall %.1f%% (%d of %d expected)",
                     precision * 100, truePositives, truePositives + falsePositives,
                     recall * 100, truePositives, truePositives + falseNegatives))
        XCTAssertGreaterThanOrEqual(precision, 0.95)
        XCTAssertGreaterThanOrEqual(recall, 0.90)
    }
}
