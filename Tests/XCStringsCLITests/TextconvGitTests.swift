import Foundation
import TestSupport
import XCTest

/// After `git xcstrings install`, git shows catalogs as listings: `git diff`, `git log -p` and `git show` go through
/// the installed `diff.xcstrings.textconv`; an unreadable catalog never makes them fail.
final class TextconvGitTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    func testGitDiffLogAndShowShowTheListing() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let install = try Shell.run(Shell.builtTool.path, ["install", "--no-hook"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertTrue(repo.read(".gitattributes")?.contains("\n*.xcstrings merge=xcstrings diff=xcstrings\n") ?? false)
        try repo.write(ProblemCatalog.text([("Open", "Öffnen"), ("Save", "Sichern")]), to: "L.xcstrings")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "base")
        try repo.write(ProblemCatalog.text([("Open", "Öffnen"), ("Save", "Speichern")]), to: "L.xcstrings")
        let expected = """
         sourceLanguage  en
         version  1.0
         "Open"  de  [translated]  Öffnen
        -"Save"  de  [translated]  Sichern
        +"Save"  de  [translated]  Speichern

        """
        let diff = try repo.git("diff", "--", "L.xcstrings").stdout
        XCTAssertTrue(diff.hasSuffix(expected), diff)
        try repo.git("commit", "-qam", "Speichern")
        let log = try repo.git("log", "-p", "-1").stdout
        XCTAssertTrue(log.hasSuffix(expected), log)
        let show = try repo.git("show", "HEAD").stdout
        XCTAssertTrue(show.hasSuffix(expected), show)
        // The raw JSON is still there for those who want it.
        XCTAssertTrue(try repo.git("show", "--no-textconv", "HEAD").stdout.contains("\"value\" : \"Speichern\""))

        try repo.write("{\n<<<<<<< ours\n}\n", to: "L.xcstrings")
        let broken = try Shell.git(["diff", "--", "L.xcstrings"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertTrue(broken.stdout.contains("\n+# git-xcstrings: not a readable String Catalog (line 2: "), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("\n+<<<<<<< ours\n"), broken.stdout)
    }
}
