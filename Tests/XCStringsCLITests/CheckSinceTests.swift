import Foundation
import TestSupport
import XCTest

/// `check --since REV` and the `check` settings of `.xcstrings-lint.json`, in real git repositories through the
/// built executable: the ratchet a CI job gates on.
final class CheckSinceTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    private func check(_ arguments: [String], _ repo: TestRepository) throws -> ShellResult {
        try Shell.run(Shell.builtTool.path, ["check"] + arguments, in: repo.url, environment: repo.environment)
    }

    /// A repository whose `main` holds a catalog with old problems, and a branch `feature` checked out.
    private func repository() throws -> TestRepository {
        let repo = try TestRepository()
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems), to: "App/L.xcstrings")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "old problems")
        try repo.git("checkout", "-qb", "feature")
        return repo
    }

    func testSincePassesAChangeThatAddsNoProblemAndFailsOneThatDropsAPlaceholder() throws {
        let repo = try repository()
        defer { repo.remove() }
        let before = try check(["App"], repo)
        XCTAssertEqual(before.status, 1, "the catalog holds old problems")

        try repo.write(ProblemCatalog.text([("%@ added", "%@ hinzugefügt")] + ProblemCatalog.oldProblems), to: "App/L.xcstrings")
        try repo.git("commit", "-qam", "a key above the others", "--no-verify")
        let harmless = try check(["App", "--since", "main"], repo)
        XCTAssertEqual(harmless.status, 0, harmless.stdout + harmless.stderr)
        XCTAssertFalse(harmless.stdout.contains(": error: "), harmless.stdout)
        XCTAssertEqual(harmless.stderr, """
        check: App/L.xcstrings: 2 problems were already there; none added
        check: 0 errors and 0 warnings in 1 catalog

        """)

        try repo.write(ProblemCatalog.text([("%@ added", "hinzugefügt")] + ProblemCatalog.oldProblems), to: "App/L.xcstrings")
        let slip = try check(["App", "--since", "main"], repo)
        XCTAssertEqual(slip.status, 1)
        XCTAssertEqual(slip.stdout.split(separator: "\n").filter { $0.contains(": error: ") }, [
            "App/L.xcstrings:7:11: error: strings[\"%@ added\"].localizations.de.stringUnit: "
                + "drops %@ (argument 1) that the source passes [placeholders]",
        ])
        XCTAssertTrue(slip.stderr.contains("check: App/L.xcstrings: 2 problems were already there; 1 added\n"), slip.stderr)
    }

    func testANewCatalogHasNoBaselineAndAnUnknownRevisionIsAnInputError() throws {
        let repo = try repository()
        defer { repo.remove() }
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems), to: "App/New.xcstrings")
        let result = try check(["App/New.xcstrings", "--since", "main"], repo)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.count, 2, result.stdout)
        let unknown = try check(["App", "--since", "no-such-branch"], repo)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "git-xcstrings check: error: unknown revision 'no-such-branch'; name a branch, tag or "
            + "commit (fetch it first if it is remote)\n")
    }

    func testEverythingComesFromTheConfigurationFile() throws {
        let repo = try repository()
        defer { repo.remove() }
        try repo.write("""
        { "labelWords": ["tagline"],
          "check": { "paths": ["App"], "since": "main", "minCoverage": { "de": 100 } } }
        """, to: ".xcstrings-lint.json")
        try repo.write(ProblemCatalog.text(ProblemCatalog.oldProblems + [("Welcome", "")]), to: "App/L.xcstrings")
        let subfolder = repo.url.appendingPathComponent("App")
        let result = try Shell.run(Shell.builtTool.path, ["check"], in: subfolder, environment: repo.environment)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }, [
            "App/L.xcstrings:1:1: error: 'de' is 80% translated (4 of 5 keys), below the minimum of 100% [min-coverage]",
            "App/L.xcstrings:47:11: error: strings[\"Welcome\"].localizations.de.stringUnit: empty translation [coverage]",
        ])
        XCTAssertTrue(result.stderr.contains("check: App/L.xcstrings: 2 problems were already there; 1 added\n"), result.stderr)
        let lint = try Shell.run(Shell.builtTool.path, ["lint"], in: repo.url, environment: repo.environment)
        XCTAssertFalse(lint.stdout.contains("unknown key 'check'"), lint.stdout)
        try repo.write("{ \"check\": { \"minCoverage\": \"most\" } }", to: ".xcstrings-lint.json")
        let broken = try check([], repo)
        XCTAssertEqual(broken.status, 2)
        // The file's absolute path (git's top level, which may name /tmp through a link), then the one error line.
        XCTAssertTrue(broken.stderr.hasPrefix("/"), broken.stderr)
        XCTAssertTrue(broken.stderr.hasSuffix("/.xcstrings-lint.json:1:14: error: 'check.minCoverage': 'most' is not a percentage or "
            + "LANG=PERCENT (e.g. 95 or de=100,fr=90)\n"), broken.stderr)
    }
}
