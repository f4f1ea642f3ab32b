import Foundation
import TestSupport
import XCTest

/// `git xcstrings diff` on a real repository: `main..feature` renames keys, adds translations, changes a source
/// text and a state; every format is compared with its golden file.
/// Re-record with `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`); a recording run fails on purpose.
final class DiffCommandTests: XCTestCase {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    /// A catalog of `entries`: key → language → (state, value), in Xcode's layout (keys as given).
    static func catalog(_ entries: [(String, [(String, String, String)])]) -> String {
        let strings = entries.map { key, localizations in
            let languages = localizations.map { language, state, value in
                "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n"
                    + "            \"value\" : \"\(value)\"\n          }\n        }"
            }
            return "    \"\(key)\" : {\n      \"localizations\" : {\n" + languages.joined(separator: ",\n") + "\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let main: [(String, [(String, String, String)])] = [
        ("Author:", [("de", "translated", "Autor:"), ("fr", "translated", "Auteur :")]),
        ("Cancel", [("de", "translated", "Abbrechen")]),
        ("Quit App", [("de", "translated", "Beenden"), ("fr", "translated", "Quitter")]),
        ("Save", [("de", "translated", "Sichern"), ("en", "translated", "Save"), ("fr", "translated", "Enregistrer")]),
        ("Welcome", [("de", "translated", "Willkommen")]),
    ]

    static let feature: [(String, [(String, String, String)])] = [
        ("Author", [("de", "translated", "Autor:"), ("fr", "translated", "Auteur :")]),
        ("Cancel", [("de", "translated", "Abbrechen"), ("fr", "translated", "Annuler")]),
        ("Open", [("de", "translated", "Öffnen")]),
        ("Quit", [("de", "translated", "Beenden"), ("fr", "translated", "Quitter")]),
        ("Save", [("de", "translated", "Speichern"), ("en", "translated", "Save the document"),
                  ("fr", "needs_review", "Enregistrer")]),
    ]

    private func repository() throws -> TestRepository {
        let repo = try TestRepository()
        try repo.write(Self.catalog(Self.main), to: "App/Localizable.xcstrings")
        try repo.write(Self.catalog([("Untouched", [("de", "translated", "Unberührt")])]), to: "App/Other.xcstrings")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "main")
        try repo.git("checkout", "-qb", "feature")
        try repo.write(Self.catalog(Self.feature), to: "App/Localizable.xcstrings")
        try repo.git("commit", "-qam", "feature")
        return repo
    }

    private func diff(_ arguments: [String], _ repo: TestRepository) throws -> ShellResult {
        try Shell.run(Shell.builtTool.path, ["diff"] + arguments, in: repo.url, environment: repo.environment)
    }

    func testMainToFeatureInEveryFormat() throws {
        let repo = try repository()
        defer { repo.remove() }
        for format in ["text", "markdown", "json", "github"] {
            let result = try diff(["main..feature", "--format", format], repo)
            XCTAssertEqual(result.status, 0, result.stderr)
            assertGolden(result.stdout, at: Self.goldens.appendingPathComponent("diff.\(format)"))
        }
    }

    /// The same change seen between the other pairs of sides gives the same summary.
    func testEverySideNamesTheSameChange() throws {
        let repo = try repository()
        defer { repo.remove() }
        let expected = try diff(["main..feature"], repo).stdout
        XCTAssertEqual(try diff(["main", "feature"], repo).stdout, expected)
        XCTAssertEqual(try diff(["main...feature"], repo).stdout, expected)
        XCTAssertEqual(try diff(["main"], repo).stdout, expected, "a revision against the work tree")
        XCTAssertEqual(try diff(["main..feature", "--", "App/Other.xcstrings"], repo).stdout, "No catalog changes.\n")
        try repo.git("checkout", "-q", "main")
        try repo.write(Self.catalog(Self.feature), to: "App/Localizable.xcstrings")
        XCTAssertEqual(try diff([], repo).stdout, expected, "the index against the work tree")
        try repo.git("add", ".")
        XCTAssertEqual(try diff(["--cached"], repo).stdout, expected, "HEAD against the index")
        let old = try repo.write(Self.catalog(Self.main), to: "../old.xcstrings")
        let new = try repo.write(Self.catalog(Self.feature), to: "../App/Localizable.xcstrings")
        let files = try Shell.run(Shell.builtTool.path, ["diff", old.path, new.path], in: repo.root.url, environment: repo.environment)
        XCTAssertEqual(files.stdout, expected.replacingOccurrences(of: "App/Localizable.xcstrings", with: new.path))
        XCTAssertEqual(try diff(["nowhere..feature"], repo).status, 2)
    }
}
