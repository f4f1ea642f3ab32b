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
            (["App/Done.xcstrings", "--languages", "de,fr"], 1, #line),
            (["App"], 0, #line),
            (["Other/Empty.xcstrings"], 1, #line),
            (["Other/Broken.xcstrings"], 1, #line),
            ([], 2, #line),
            (["Missing.xcstrings"], 2, #line),
            (["App", "--format", "yaml"], 2, #line),
            (["App", "--require", "perfect"], 2, #line),
            (["App", "--languages", ","], 2, #line),
        ]
        for (arguments, expected, line) in cases {
            XCTAssertEqual(run(arguments).status, expected, arguments.joined(separator: " "), line: line)
        }
    }

    func testXcodeOutputAndSummary() {
        let result = run(["App", "Other/Empty.xcstrings"])
        XCTAssertEqual(result.output, """
        App/Review.xcstrings:7:11: warning: strings["Save"].localizations.de.stringUnit: needs review (state 'needs_review') [coverage]
        Other/Empty.xcstrings:7:11: error: strings["Save"].localizations.de.stringUnit: empty translation [coverage]

        """)
        XCTAssertEqual(result.error, "check: 1 error and 1 warning in 3 catalogs\n")
    }

    func testBrokenCatalogIsAStructureFinding() {
        let result = run(["Other/Broken.xcstrings", "--format", "json"])
        XCTAssertTrue(result.output.contains("\"rule\": \"structure\""), result.output)
        XCTAssertTrue(result.output.contains("\"line\": 1"), result.output)
        XCTAssertEqual(result.error, "")
    }

    func testInputErrorNamesThePath() {
        XCTAssertEqual(run(["Missing.xcstrings"]).error, "git-xcstrings check: error: Missing.xcstrings: no such file or folder\n")
    }
}
