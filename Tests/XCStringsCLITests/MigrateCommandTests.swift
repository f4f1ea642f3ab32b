import Foundation
import TestSupport
import XCTest

/// `migrate` and `export` end to end in a temporary folder: report, exit codes, dry run, conflicts.
final class MigrateCommandTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
        try folder.write("/* Greeting */\n\"hello\" = \"Hello\";\n", to: "App/en.lproj/Localizable.strings")
        try folder.write("\"hello\" = \"Hallo\";\n\"hello\" = \"Hallo!\";\n", to: "App/de.lproj/Localizable.strings")
        try folder.write("\"ignored\" = \"x\";\n", to: "App/.build/en.lproj/Build.strings")
    }

    override func tearDown() { folder.remove() }

    private var catalog: URL { folder.url.appendingPathComponent("App/Localizable.xcstrings") }

    func testDryRunPrintsThePlanAndWritesNothing() {
        let run = CLIRun.run(["migrate", "--dry-run"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            Source language: en (en.lproj present)
            would write App/Localizable.xcstrings (new, from 2 files): 1 key, 2 languages (de, en)
            1 table, 1 key, 1 warning
            App/de.lproj/Localizable.strings:2:1: warning: duplicate key "hello" (first on line 1): the last value wins
            dry run: nothing written; 2 legacy files would be kept

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.path))
    }

    func testMigrateWritesTheCatalogKeepsLegacyFilesAndExportReadsItBack() throws {
        let run = CLIRun.run(["migrate", "App"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("kept 2 legacy files (pass --delete to remove them):\n  App/de.lproj/Localizable.strings\n"), run.stdout)
        let text = try String(contentsOf: catalog, encoding: .utf8)
        XCTAssertTrue(text.contains("\"comment\" : \"Greeting\""), text)
        XCTAssertTrue(text.contains("\"value\" : \"Hallo!\""), text)

        let conflict = CLIRun.run(["export", "App/Localizable.xcstrings"], in: folder.url)
        XCTAssertEqual(conflict.status, 2)
        XCTAssertTrue(conflict.stderr.contains("App/de.lproj/Localizable.strings: error: exists and would change; pass --force to replace it"), conflict.stderr)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("App/de.lproj/Localizable.strings"), encoding: .utf8),
                       "\"hello\" = \"Hallo\";\n\"hello\" = \"Hallo!\";\n")

        let export = CLIRun.run(["export", "App/Localizable.xcstrings", "--output", "Out", "--languages", "de", "--encoding", "utf16"], in: folder.url)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stdout, "exported App/Localizable.xcstrings: 1 key, 1 language (de)\nwrote 1 file, 0 warnings\n")
        let exported = try Data(contentsOf: folder.url.appendingPathComponent("Out/de.lproj/Localizable.strings"))
        XCTAssertEqual(Array(exported.prefix(2)), [0xFF, 0xFE])
        XCTAssertEqual(String(data: exported, encoding: .utf16), "/* Greeting */\n\"hello\" = \"Hallo!\";\n")
    }

    func testMissingPathIsNamed() {
        let run = CLIRun.run(["migrate", "App", "Nope"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "Nope: error: no such file or folder\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.path))
    }

    func testBadInputExitsTwoAndWritesNothing() throws {
        try folder.write("\"a\" = \"b\"\n", to: "App/fr.lproj/Localizable.strings")
        let run = CLIRun.run(["migrate"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("App/fr.lproj/Localizable.strings:1:10: error: missing ';'"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("\ngit-xcstrings migrate: error: nothing was written; fix the files above and run again\n"),
                      run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.path))

        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let none = CLIRun.run(["migrate"], in: empty.url)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("no .strings or .stringsdict files in *.lproj folders"), none.stderr)
        XCTAssertEqual(CLIRun.run(["export"], in: empty.url).status, 2)
        let badState = CLIRun.run(["export", "x.xcstrings", "--states", "translated,done"], in: empty.url)
        XCTAssertEqual(badState.status, 2)
        XCTAssertTrue(badState.stderr.contains("unknown state 'done' for --states"), badState.stderr)
    }

    func testTwoCatalogsOfOneTableNameCannotExportToOneFolder() throws {
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        try folder.write(catalog, to: "A/Main.xcstrings")
        try folder.write(catalog, to: "B/Main.xcstrings")
        let run = CLIRun.run(["export", "A/Main.xcstrings", "B/Main.xcstrings", "-o", "Out"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Out/en.lproj/Main.strings: error: two catalogs of the same table name"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Out").path))
    }

    func testExistingCatalogThatCannotBeReadStopsTheMigration() throws {
        try folder.write("{\n  \"strings\" : {\n", to: "App/Localizable.xcstrings")
        let run = CLIRun.run(["migrate"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("App/Localizable.xcstrings:3:1: error: cannot merge into this catalog: the file ends early"), run.stderr)
        XCTAssertEqual(try String(contentsOf: catalog, encoding: .utf8), "{\n  \"strings\" : {\n")
    }
}
