import Foundation
import TestSupport
import XCTest

/// `format` and `format --check`, and the top-level CLI behaviour (help, version, exit codes).
final class FormatCommandTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws { folder = try TemporaryDirectory() }
    override func tearDown() { folder.remove() }

    private let canonical = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },\n    \"B\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    private let otherStyle = "{\n  \"version\": \"1.0\",\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"B\": {},\n    \"a\": {}\n  }\n}\n"

    func testFormatRewritesToXcodeFormAndCheckReports() throws {
        let file = try folder.write(otherStyle, to: "L.xcstrings")
        let check = CLIRun.run(["format", "--check", "L.xcstrings"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(
            check.stdout,
            "L.xcstrings:2:4: warning: not in Xcode's canonical form from here on; run 'git xcstrings format L.xcstrings' [format]\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), otherStyle, "--check must not write")

        let format = CLIRun.run(["format", "L.xcstrings"], in: folder.url)
        XCTAssertEqual(format.status, 0, format.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), canonical)
        XCTAssertEqual(CLIRun.run(["format", "--check", "L.xcstrings"], in: folder.url).status, 0)
    }

    /// `format` refuses only what is not a catalog (`CatalogShape`, see NotACatalogTests); it does not read the
    /// typed model, so a field of the wrong type is kept as it is and written in Xcode's form, like the merge does.
    func testFieldsOfTheWrongTypeAreFormattedAsTheyAre() throws {
        let wrongTypes = #"{"version":"1.0","sourceLanguage":"en","strings":{"a":{"extractionState":5,"#
            + #""localizations":{"de":{"stringUnit":{"state":true,"value":"x"}}}}}}"#
        let formatted = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"extractionState\" : 5,\n"
            + "      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : true,\n"
            + "            \"value\" : \"x\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        let file = try folder.write(wrongTypes, to: "W.xcstrings")
        let check = CLIRun.run(["format", "--check", "W.xcstrings"], in: folder.url)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertEqual(
            check.stdout,
            "W.xcstrings:1:2: warning: not in Xcode's canonical form from here on; run 'git xcstrings format W.xcstrings' [format]\n")
        let format = CLIRun.run(["format", "W.xcstrings"], in: folder.url)
        XCTAssertEqual(format.status, 0, format.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), formatted)
    }

    func testFormatLeavesEveryFileUntouchedWhenOneIsBroken() throws {
        let good = try folder.write(otherStyle, to: "Good.xcstrings")
        try folder.write("{\n  \"a\" : 1,\n  \"a\" : 2\n}", to: "Bad.xcstrings")
        let run = CLIRun.run(["format", "Good.xcstrings", "Bad.xcstrings"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("Bad.xcstrings:3:3: error: duplicate key \"a\""), run.stderr)
        XCTAssertEqual(try String(contentsOf: good, encoding: .utf8), otherStyle)
    }

    func testMissingFileAndFolderGetPlainReasons() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Dir"), withIntermediateDirectories: true)
        let cases: [(arguments: [String], stderr: String)] = [
            (["format", "Missing.xcstrings"], "Missing.xcstrings: error: cannot read the file: no such file; check the path\n"),
            (["format", "--check", "Dir"], "Dir: error: cannot read the file: it is a folder; name the .xcstrings files in it\n"),
            (["export", "Missing.xcstrings"], "Missing.xcstrings: error: cannot read the file: no such file; check the path\n"),
            (["resolve", "--ours", "Missing.xcstrings"], "Missing.xcstrings: error: cannot read the file: no such file; check the path\n"),
            (["resolve", "--theirs", "Dir"], "Dir: error: cannot read the file: it is a folder; name the .xcstrings files in it\n"),
        ]
        for (arguments, stderr) in cases {
            let run = CLIRun.run(arguments, in: folder.url)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr, stderr, arguments.joined(separator: " "))
        }
    }

    func testTopLevelHelpVersionAndErrors() {
        XCTAssertEqual(CLIRun.run(["--version"], in: folder.url).stdout, "git-xcstrings 0.1.0\n")
        let help = CLIRun.run(["--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("format"))
        XCTAssertTrue(CLIRun.run(["format", "--help"], in: folder.url).stdout.contains("Usage: git xcstrings format [options] FILE..."))
        let unknown = CLIRun.run(["frobnicate"], in: folder.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown command 'frobnicate'"))
        // `git xcstrings --help` is turned by git into `git help xcstrings` (a man page we do not ship): point at `help`.
        XCTAssertTrue(unknown.stderr.contains("run 'git xcstrings help'"), unknown.stderr)
        let badOption = CLIRun.run(["format", "--bogus", "x"], in: folder.url)
        XCTAssertEqual(badOption.status, 2)
        XCTAssertTrue(badOption.stderr.contains("unknown option '--bogus'"))
    }

    func testBuiltExecutableRunsEndToEnd() throws {
        let file = try folder.write(otherStyle, to: "L.xcstrings")
        let result = try Shell.run(Shell.builtTool.path, ["format", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), canonical)
    }
}
