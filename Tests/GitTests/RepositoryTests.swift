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
        XCTAssertFalse(try found.hooksPathIsConfigured())
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
        XCTAssertTrue(try found.hooksPathIsConfigured())
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

    /// From the top, a subfolder or a subfolder with a relative or absolute `core.hooksPath`, the four folders come
    /// out of exactly one git call, made where the runner points.
    func testOneGitCallGivesEveryFolder() throws {
        let cases: [(folder: String, hooksPath: String?, hooks: String)] = [
            ("", nil, ".git/hooks"),
            ("a/b", nil, ".git/hooks"),
            ("src", "tools/hooks", "tools/hooks"),
            ("a/b", "../shared/hooks", "../shared/hooks"),
            ("a/b", "ABSOLUTE/elsewhere/hooks", "../elsewhere/hooks"),
        ]
        for entry in cases {
            let repo = try TestRepository()
            defer { repo.remove() }
            if let hooksPath = entry.hooksPath {
                try repo.git("config", "core.hooksPath", hooksPath.replacingOccurrences(of: "ABSOLUTE", with: repo.root.url.path))
            }
            let start = repo.url.appendingPathComponent(entry.folder)
            try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
            let log = repo.root.url.appendingPathComponent("calls.log")
            let logging = try repo.writeExecutable(
                "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec git \"$@\"\n", to: repo.root.url.appendingPathComponent("bin/git").path)
            let found = try Repository.discover(using: Git(executable: logging, directory: start, environment: repo.environment))
            let real = { (url: URL) in url.resolvingSymlinksInPath().path }
            XCTAssertEqual(real(found.topLevel), real(repo.url), entry.folder)
            XCTAssertEqual(real(found.gitDirectory), real(repo.url.appendingPathComponent(".git")), entry.folder)
            XCTAssertEqual(real(found.commonDirectory), real(repo.url.appendingPathComponent(".git")), entry.folder)
            XCTAssertEqual(real(found.hooksDirectory), real(repo.url.appendingPathComponent(entry.hooks)), entry.folder)
            XCTAssertEqual(real(found.git.directory), real(repo.url), entry.folder)
            XCTAssertEqual(try found.hooksPathIsConfigured(), entry.hooksPath != nil, entry.folder)
            let calls = try String(contentsOf: log, encoding: .utf8)
            XCTAssertEqual(calls.split(separator: "\n").filter { $0.hasPrefix("rev-parse") }.count, 1, calls)
            XCTAssertTrue(calls.hasPrefix("rev-parse --show-toplevel --absolute-git-dir --git-common-dir --git-path hooks\n"), calls)
        }
    }

    /// A bare repository, the inside of a `.git` folder and a folder outside any repository have no work tree.
    func testNoWorkTreeIsNotARepository() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let bare = repo.root.url.appendingPathComponent("bare.git")
        try repo.git("init", "-q", "--bare", bare.path)
        for folder in [bare, repo.url.appendingPathComponent(".git"), repo.home] {
            XCTAssertThrowsError(try Repository.discover(using: repo.runner(in: folder))) { error in
                XCTAssertEqual(error as? GitError, .notARepository(path: folder.path))
            }
        }
    }
}
