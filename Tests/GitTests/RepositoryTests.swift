import Git
import TestSupport
import XCTest

final class RepositoryTests: XCTestCase {
    func testDiscoversFromSubfolder() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let sub = repo.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let found = try Repository.discover(using: repo.runner(in: sub))
        XCTAssertEqual(found.topLevel.resolvingSymlinksInPath(), repo.url.resolvingSymlinksInPath())
        XCTAssertEqual(found.hooksDirectory.resolvingSymlinksInPath(),
                       repo.url.appendingPathComponent(".git/hooks").resolvingSymlinksInPath())
        XCTAssertFalse(found.hooksPathConfigured)
    }

    func testHooksPathIsRelativeToTopLevel() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.git("config", "core.hooksPath", "tools/hooks")
        let sub = repo.url.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let found = try Repository.discover(using: repo.runner(in: sub))
        XCTAssertEqual(found.hooksDirectory.resolvingSymlinksInPath(),
                       repo.url.appendingPathComponent("tools/hooks").resolvingSymlinksInPath())
        XCTAssertTrue(found.hooksPathConfigured)
    }

    func testWorktreeUsesCommonHooks() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let worktree = try repo.addWorktree()
        let found = try Repository.discover(using: repo.runner(in: worktree))
        XCTAssertEqual(found.topLevel.resolvingSymlinksInPath().path, worktree.resolvingSymlinksInPath().path)
        XCTAssertEqual(found.commonDirectory.resolvingSymlinksInPath(),
                       repo.url.appendingPathComponent(".git").resolvingSymlinksInPath())
        XCTAssertEqual(found.hooksDirectory.resolvingSymlinksInPath(),
                       repo.url.appendingPathComponent(".git/hooks").resolvingSymlinksInPath())
        XCTAssertNotEqual(found.gitDirectory.resolvingSymlinksInPath(), found.commonDirectory.resolvingSymlinksInPath())
    }

    func testOutsideARepository() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        XCTAssertThrowsError(try Repository.discover(using: repo.runner(in: repo.home))) { error in
            XCTAssertEqual(error as? GitError, .notARepository(path: repo.home.path))
        }
    }
}
