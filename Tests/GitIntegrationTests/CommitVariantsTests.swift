import Foundation
import TestSupport
import XCTest

/// `git commit -a` and `git commit <path>` commit through a temporary index (`GIT_INDEX_FILE` in the hook's
/// environment); the hook must judge what those commit, not the regular index.
final class CommitVariantsTests: XCTestCase {
    func testCommitAllAndPathspecCommitsAreJudgedByWhatTheyCommit() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.install()
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        try repo.git("add", ".")
        XCTAssertEqual(try repo.commit("base").status, 0)
        // Index: valid (unchanged). Work tree: broken. `commit -a` and `commit L.xcstrings` would commit the broken one.
        try repo.write(TestRepository.brokenCatalog, to: "L.xcstrings")
        let all = try Shell.git(["commit", "-qam", "all"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(all.status, 1, all.stderr)
        XCTAssertTrue(all.stderr.contains("L.xcstrings:8:1: error:"), all.stderr)
        let pathspec = try Shell.git(["commit", "-qm", "path", "L.xcstrings"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(pathspec.status, 1, pathspec.stderr)
        // And the reverse: the regular index holds the broken version, `commit <path>` commits the valid work tree.
        try repo.git("add", "L.xcstrings")
        try repo.write(TestRepository.catalog("Fixed"), to: "L.xcstrings")
        let fixed = try Shell.git(["commit", "-qm", "fixed", "L.xcstrings"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(try repo.git("show", "HEAD:L.xcstrings").stdout, TestRepository.catalog("Fixed"))
    }
}
