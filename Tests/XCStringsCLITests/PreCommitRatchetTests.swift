import Foundation
import TestSupport
import XCTest

/// The pre-commit hook judges the change, not the file's history: real git repositories whose catalogs and Swift
/// files already hold problems, committed through the installed hook (plain commits, merges, cherry-picks).
final class PreCommitRatchetTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    private func tool(_ arguments: [String], _ repo: TestRepository) throws -> ShellResult {
        try Shell.run(Shell.builtTool.path, arguments, in: repo.url, environment: repo.environment)
    }

    /// A repository with the hook installed and `files` committed without it (the history the hook inherits).
    private func repository(_ files: [String: String]) throws -> TestRepository {
        let repo = try TestRepository()
        for (path, text) in files { try repo.write(text, to: path) }
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "old problems", "--no-verify")
        XCTAssertEqual(try tool(["install", "--no-driver"], repo).status, 0)
        return repo
    }

    func testTheHookJudgesTheChangeNotTheHistory() throws {
        let repo = try repository(["L.xcstrings": ProblemCatalog.text(ProblemCatalog.oldProblems)])
        defer { repo.remove() }
        // (what the change does, exit status, findings printed, note on standard error)
        let cases: [(String, [(String, String)], Int32, [String], String)] = [
            ("one German value changed", [("%@ deleted", "gelöscht"), ("%lld files", "Dateien"), ("Open", "Öffnen"),
                                          ("Save", "Speichern")],
             0, [], "L.xcstrings: 2 problems were already there; none added"),
            ("a key added above shifts every line", [("%@ added", "%@ hinzugefügt")] + ProblemCatalog.oldProblems,
             0, [], "L.xcstrings: 2 problems were already there; none added"),
            ("a translation drops its %@", ProblemCatalog.oldProblems + [("Welcome %@", "Willkommen")],
             1, ["L.xcstrings:47:11: error: strings[\"Welcome %@\"].localizations.de.stringUnit: "
                 + "drops %@ (argument 1) that the source passes [placeholders]"],
             "L.xcstrings: 2 problems were already there; 1 added"),
        ]
        for (name, entries, status, findings, note) in cases {
            try repo.write(ProblemCatalog.text(entries), to: "L.xcstrings")
            try repo.git("add", ".")
            let result = try tool(["pre-commit"], repo)
            XCTAssertEqual(result.status, status, name + ": " + result.stdout + result.stderr)
            XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init), findings, name)
            XCTAssertTrue(result.stderr.contains("git-xcstrings pre-commit: \(note)\n"), name + ": " + result.stderr)
        }
        // Through git itself: the commit of the harmless change goes through the installed hook.
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems.map { $0.0 == "Open" ? ($0.0, "Aufmachen") : $0 }), to: "L.xcstrings")
        try repo.git("add", ".")
        let commit = try repo.commit("Open is Aufmachen")
        XCTAssertEqual(commit.status, 0, commit.stderr)
    }

    func testAnUnreadableCatalogIsAlwaysRefusedEvenWhenHEADWasBrokenToo() throws {
        let repo = try repository(["B.xcstrings": TestRepository.brokenCatalog])
        defer { repo.remove() }
        try repo.write(TestRepository.brokenCatalog.replacingOccurrences(of: "Save", with: "Sichern"), to: "B.xcstrings")
        try repo.git("add", ".")
        let result = try tool(["pre-commit"], repo)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("B.xcstrings:8:"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("[structure]\n"), result.stdout)
    }

    func testFinishingAMergeIsNotBlockedByWhatTheOtherSideAlreadyHad() throws {
        let repo = try repository(["L.xcstrings": ProblemCatalog.text(ProblemCatalog.oldProblems), "notes.txt": "one\n"])
        defer { repo.remove() }
        try repo.git("checkout", "-qb", "feature")
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems + [("Welcome %@", "Willkommen")]), to: "L.xcstrings")
        try repo.write("feature\n", to: "notes.txt")
        try repo.git("commit", "-qam", "feature slip", "--no-verify")
        try repo.git("checkout", "-q", "main")
        try repo.write("main\n", to: "notes.txt")
        try repo.git("commit", "-qam", "main notes")
        let merge = try Shell.git(["merge", "feature"], in: repo.url, environment: repo.environment)
        XCTAssertNotEqual(merge.status, 0, "notes.txt must conflict")
        try repo.write("both\n", to: "notes.txt")
        try repo.git("add", ".")
        let hook = try tool(["pre-commit"], repo)
        XCTAssertEqual(hook.status, 0, hook.stdout + hook.stderr)
        XCTAssertTrue(hook.stderr.contains("L.xcstrings: 3 problems were already there; none added"), hook.stderr)
        let commit = try Shell.git(["commit", "--no-edit"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(commit.status, 0, commit.stderr)
        XCTAssertEqual(try repo.git("rev-list", "--count", "--merges", "HEAD").stdout, "1\n")
    }

    func testFinishingACherryPickJudgesOnlyThePickedChange() throws {
        let repo = try repository(["L.xcstrings": ProblemCatalog.text(ProblemCatalog.oldProblems), "notes.txt": "one\n"])
        defer { repo.remove() }
        try repo.git("checkout", "-qb", "feature")
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems.map { $0.0 == "Save" ? ($0.0, "Speichern") : $0 }), to: "L.xcstrings")
        try repo.write("feature\n", to: "notes.txt")
        try repo.git("commit", "-qam", "Speichern", "--no-verify")
        try repo.git("checkout", "-q", "main")
        try repo.write("main\n", to: "notes.txt")
        try repo.git("commit", "-qam", "main notes")
        let pick = try Shell.git(["cherry-pick", "feature"], in: repo.url, environment: repo.environment)
        XCTAssertNotEqual(pick.status, 0, "notes.txt must conflict")
        try repo.write("both\n", to: "notes.txt")
        try repo.git("add", ".")
        let commit = try Shell.git(["commit", "--no-edit"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(commit.status, 0, commit.stdout + commit.stderr)
        XCTAssertTrue(commit.stderr.contains("L.xcstrings: 2 problems were already there; none added"), commit.stderr)
    }

    func testOnlyLintFindingsOnTouchedLinesRefuse() throws {
        let view = """
        import SwiftUI

        struct SaveButton: View {
            var body: some View {
                Button("Save") {}
                    .accessibilityIdentifier(String(localized: "Save"))
            }
        }

        """
        let repo = try repository(["App/SaveButton.swift": view])
        defer { repo.remove() }
        let shifted = "// Saves the document.\n" + view.replacingOccurrences(of: "Button(\"Save\") {}", with: "Button(\"Save\") { save() }")
        try repo.write(shifted, to: "App/SaveButton.swift")
        try repo.git("add", ".")
        let untouched = try tool(["pre-commit"], repo)
        XCTAssertEqual(untouched.status, 0, untouched.stdout + untouched.stderr)
        XCTAssertEqual(untouched.stdout, "")
        XCTAssertTrue(untouched.stderr.contains("App/SaveButton.swift: 1 problem was already there; none added"),
                      untouched.stderr)
        let added = shifted.replacingOccurrences(of: "Button(\"Save\") { save() }",
                                                 with: "Button(\"Open\") {}\n                .accessibilityIdentifier(String(localized: \"Open\"))\n            Button(\"Save\") { save() }")
        try repo.write(added, to: "App/SaveButton.swift")
        try repo.git("add", ".")
        let touched = try tool(["pre-commit"], repo)
        XCTAssertEqual(touched.status, 1, touched.stdout + touched.stderr)
        XCTAssertEqual(touched.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) },
                       ["App/SaveButton.swift:7:42:"], touched.stdout)
        XCTAssertTrue(touched.stderr.contains("App/SaveButton.swift: 1 problem was already there; 1 added"), touched.stderr)
    }
}

/// Catalogs for ratchet tests: German translations, some of which drop their placeholders.
enum ProblemCatalog {
    /// A catalog entry with a German translation (`state` translated).
    static func entry(_ key: String, de: String) -> String {
        """
            "\(key)" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(de)"
                  }
                }
              }
            }
        """
    }

    /// A catalog of `entries` (key, German text), keys in the order given.
    static func text(_ entries: [(String, String)]) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
            + entries.map { entry($0.0, de: $0.1) }.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Two old placeholder problems (`%@` and `%lld` dropped in German) and two sound keys.
    static let oldProblems: [(String, String)] = [
        ("%@ deleted", "gelöscht"), ("%lld files", "Dateien"), ("Open", "Öffnen"), ("Save", "Sichern"),
    ]
}
