import Diagnostics
import Foundation
import TestSupport
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
        return try CatalogWords.read(Data(contentsOf: url), path: url.path).shown
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

    static var goldenFile: URL { fixtures.appendingPathComponent("Golden/fixtures.findings") }

    /// Every finding of every snippet, one line each (`line:column [rule] message`), under a `=== file | title`
    /// header: the exact expectation the test compares with.
    static func findingsText(_ snippets: [Snippet]) throws -> [String: [String]] {
        let words = try catalogWords()
        let linter = Linter(configuration: configuration)
        var result: [String: [String]] = [:]
        for snippet in snippets {
            let findings = linter.lint([Linter.Source(path: "Sources/App/\(snippet.file)", text: snippet.text)], catalogWords: words)
                .sorted { ($0.location.line, $0.location.column, $0.ruleID) < ($1.location.line, $1.location.column, $1.ruleID) }
            result["\(snippet.file) | \(snippet.title)", default: []] += findings.map {
                "\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)"
            }
        }
        return result
    }

    /// Compares the full list of findings of each snippet (line, column, rule, message) with the golden file, as
    /// swift-format's rule tests do; `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`) rewrites the golden file.
    /// The `↓` markers are checked too: each marks a finding of a rule its header names (or `label-without-callers`,
    /// which a snippet without callers gets instead of `string-typed-label`).
    func testEveryFindingOfEverySnippet() throws {
        let snippets = try Self.allSnippets()
        let actual = try Self.findingsText(snippets)
        let order = snippets.map { "\($0.file) | \($0.title)" }
        var text = ""
        for key in order where !text.contains("=== \(key)\n") {
            text += "=== \(key)\n" + (actual[key] ?? []).map { $0 + "\n" }.joined()
        }
        assertGolden(text, at: Self.goldenFile)
        var expected: [String: [String]] = [:]
        var current = ""
        for line in try String(contentsOf: Self.goldenFile, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("=== ") { current = String(line.dropFirst(4)); expected[current] = [] } else { expected[current, default: []].append(String(line)) }
        }
        XCTAssertEqual(Set(expected.keys), Set(order), "golden file and snippets disagree on titles")
        for key in Set(order) {
            XCTAssertEqual(actual[key] ?? [], expected[key] ?? [], "findings of '\(key)'")
        }
        for snippet in snippets {
            let found = (actual["\(snippet.file) | \(snippet.title)"] ?? []).map { $0.split(separator: " ", maxSplits: 2) }
            XCTAssertFalse(snippet.rules.isEmpty && !found.isEmpty, "a silent snippet has findings: '\(snippet.title)'")
            for marker in snippet.expected {
                let rules = found.filter { $0[0] == "\(marker.line):\(marker.column)" }.map { $0[1].dropFirst().dropLast() }
                XCTAssertTrue(rules.contains { snippet.rules.contains(String($0)) || $0 == "label-without-callers" },
                              "no finding at the marker \(marker.line):\(marker.column) of '\(snippet.title)'")
            }
        }
    }
}
