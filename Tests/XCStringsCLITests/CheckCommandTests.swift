import Foundation
import TestSupport
import XCTest
@testable import XCStringsCLI

/// `git xcstrings check` end to end in-process: arguments, output, exit codes.
final class CheckCommandTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "check-command")
        try folder.write(Self.catalog(german: "Sichern", state: "translated"), to: "App/Done.xcstrings")
        try folder.write(Self.catalog(german: "Sichern", state: "needs_review"), to: "App/Review.xcstrings")
        try folder.write(Self.catalog(german: "", state: "translated"), to: "Other/Empty.xcstrings")
        try folder.write("{ \"sourceLanguage\" : ", to: "Other/Broken.xcstrings")
    }

    override func tearDown() {
        folder.remove()
    }

    static func catalog(german: String, state: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "\(state)",
                    "value" : "\(german)"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let context = CommandContext(
            writeOutput: { output += $0 }, writeError: { error += $0 }, currentDirectory: folder.url,
            environment: [:], executablePath: "git-xcstrings")
        let status = CLI.main(arguments: ["check"] + arguments, context: context)
        return (status, output, error)
    }

    func testExitCodes() {
        let cases: [([String], Int32, UInt)] = [
            (["App/Done.xcstrings"], 0, #line),
            (["App/Review.xcstrings"], 0, #line),
            (["App/Review.xcstrings", "--strict"], 1, #line),
            (["App/Review.xcstrings", "--require", "reviewed"], 1, #line),
            (["App/Done.xcstrings", "--languages", "de,fr"], 2, #line),
            (["App/Done.xcstrings", "--languages", "de"], 0, #line),
            (["App"], 0, #line),
            (["Other/Empty.xcstrings"], 1, #line),
            (["Other/Broken.xcstrings"], 1, #line),
            ([], 1, #line),
            (["Other/Empty.xcstrings", "--min-coverage", "0"], 0, #line),
            (["Other/Empty.xcstrings", "--min-coverage", "de=100"], 1, #line),
            (["App", "--min-coverage", "de=101"], 2, #line),
            (["Missing.xcstrings"], 2, #line),
            (["App", "--format", "yaml"], 2, #line),
            (["App", "--require", "perfect"], 2, #line),
            (["App", "--languages", ","], 2, #line),
        ]
        for (arguments, expected, line) in cases {
            XCTAssertEqual(run(arguments).status, expected, arguments.joined(separator: " "), line: line)
        }
    }

    func testXcodeOutputIsATablePerCatalogThenTheFindingsOtherThanCoverage() {
        let result = run(["App", "Other/Empty.xcstrings"])
        XCTAssertEqual(result.output, """
        App/Done.xcstrings
          language  translated     %  needs_review  errors  warnings
          de               1/1  100%             0       0         0

        App/Review.xcstrings
          language  translated     %  needs_review  errors  warnings
          de               1/1  100%             1       0         1

        Other/Empty.xcstrings
          language  translated   %  needs_review  errors  warnings
          de               0/1  0%             0       1         0


        """)
        XCTAssertEqual(result.error, "check: 1 error and 1 warning in 3 catalogs\n")
        let listed = run(["App", "Other/Empty.xcstrings", "--list", "coverage"])
        XCTAssertEqual(listed.output.split(separator: "\n").filter { $0.contains(": ") }, [
            "App/Review.xcstrings:7:11: warning: strings[\"Save\"].localizations.de.stringUnit: needs review (state 'needs_review') [coverage]",
            "Other/Empty.xcstrings:7:11: error: strings[\"Save\"].localizations.de.stringUnit: empty translation [coverage]",
        ])
        XCTAssertEqual(run(["App", "Other/Empty.xcstrings", "--verbose"]).output, listed.output)
    }

    func testMinimumCoverageFailsALanguageBelowItsFigure() {
        let result = run(["Other/Empty.xcstrings", "--min-coverage", "95,de=100"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasSuffix("""
        Other/Empty.xcstrings:1:1: error: 'de' is 0% translated (0 of 1 keys), below the minimum of 100% [min-coverage]

        """), result.output)
    }

    func testUnknownLanguageIsRefused() {
        let result = run(["App/Done.xcstrings", "--languages", "de,de-DE"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "git-xcstrings check: error: --languages names 'de-DE', which the catalog does not have "
            + "(it has: de, en)\nRun 'git xcstrings check --help' for usage.\n")
    }

    func testBrokenCatalogIsAStructureFinding() {
        let result = run(["Other/Broken.xcstrings", "--format", "json"])
        XCTAssertTrue(result.output.contains("\"rule\": \"structure\""), result.output)
        XCTAssertTrue(result.output.contains("\"line\": 1"), result.output)
        XCTAssertEqual(result.error, "")
    }

    func testInputErrorNamesThePath() {
        XCTAssertEqual(run(["Missing.xcstrings"]).error, "Missing.xcstrings: error: no such file or folder\n")
    }
}
