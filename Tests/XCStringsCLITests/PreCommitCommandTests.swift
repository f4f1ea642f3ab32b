import Foundation
import TestSupport
import XCTest

/// `git xcstrings pre-commit` with every validator wired: catalog reading, the catalog check, the lint.
final class PreCommitCommandTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    private func preCommit(_ repo: TestRepository, _ arguments: [String] = []) throws -> ShellResult {
        try Shell.run(Shell.builtTool.path, ["pre-commit"] + arguments, in: repo.url, environment: repo.environment)
    }

    /// A catalog whose German translation drops the source's `%lld`: a placeholder error for the check.
    private let placeholderSlip = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Artikel"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

    func testCatalogCheckErrorsBlockAndUnreadableCatalogsAreReportedOnce() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write(placeholderSlip, to: "A.xcstrings")
        try repo.write(TestRepository.brokenCatalog, to: "B.xcstrings")
        try repo.git("add", ".")
        let result = try preCommit(repo)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("B.xcstrings:") }.count, 1, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("A.xcstrings:") && $0.contains(": error: ") && $0.hasSuffix("[placeholders]") },
                      result.stdout)
    }

    func testUntranslatedKeysOnlyWarnInTheHook() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let untranslated = placeholderSlip.replacingOccurrences(of: "\"Artikel\"", with: "\"\"")
            .replacingOccurrences(of: "\"translated\"", with: "\"new\"")
        try repo.write(untranslated, to: "A.xcstrings")
        try repo.git("add", ".")
        let result = try preCommit(repo)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains(": error: "), result.stdout)
    }

    func testManyCoverageWarningsBecomeOneLine() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let keys = (1...5).map { "    \"Key \($0)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"new\",\n            \"value\" : \"\"\n          }\n        }\n      }\n    }" }
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + keys.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
        try repo.write(catalog, to: "A.xcstrings")
        try repo.git("add", ".")
        let result = try preCommit(repo)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let coverage = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[coverage]") }
        XCTAssertEqual(coverage.count, 1, result.stdout)
        XCTAssertTrue(coverage.first?.contains("5 translations are missing or unfinished; run 'git xcstrings check --list coverage A.xcstrings'") ?? false,
                      result.stdout)
        let direct = try Shell.run(Shell.builtTool.path, ["check", "--list", "coverage", "A.xcstrings"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(direct.stdout.split(separator: "\n").filter { $0.hasSuffix("[coverage]") }.count, 5, direct.stdout)
    }

    func testLintErrorsInStagedSwiftBlock() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let view = """
        import SwiftUI

        struct SaveButton: View {
            var body: some View {
                Button("Save") {}
                    .accessibilityIdentifier(String(localized: "Save"))
            }
        }

        """
        try repo.write(view, to: "App/SaveButton.swift")
        try repo.git("add", ".")
        let result = try preCommit(repo)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("App/SaveButton.swift:6:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[localized-accessibility-identifier]"), result.stdout)
        // Fixed in the index, broken again in the work tree: the staged version passes.
        try repo.write(view.replacingOccurrences(of: "String(localized: \"Save\")", with: "\"saveButton\""), to: "App/SaveButton.swift")
        try repo.git("add", ".")
        try repo.write(view, to: "App/SaveButton.swift")
        let staged = try preCommit(repo)
        XCTAssertEqual(staged.status, 0, staged.stdout)
        XCTAssertTrue(staged.stdout.contains("warning: partially staged"), staged.stdout)
    }

    func testSarifNamesEveryRule() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write(TestRepository.brokenCatalog, to: "B.xcstrings")
        try repo.git("add", ".")
        let result = try preCommit(repo, ["--format", "sarif"])
        XCTAssertEqual(result.status, 1)
        for rule in ["conflict-marker", "structure", "partially-staged", "placeholders", "string-typed-label"] {
            XCTAssertTrue(result.stdout.contains("\"\(rule)\""), rule)
        }
    }
}
