import Git
import TestSupport
import XCTest

final class StagedChangesTests: XCTestCase {
    func testReadsStagedBytesNotTheWorkTree() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("committed\n", to: "keep.txt")
        try repo.write("old\n", to: "gone.txt")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "base")
        try repo.write("staged\n", to: "dir with space/ü.xcstrings")
        try repo.git("add", ".")
        try repo.write("work tree\n", to: "dir with space/ü.xcstrings")
        try repo.git("rm", "-q", "gone.txt")
        let staged = StagedChanges(repository: try Repository.discover(using: repo.runner()))
        XCTAssertEqual(try staged.stagedPaths(), ["dir with space/ü.xcstrings"])
        let files = try staged.files(["dir with space/ü.xcstrings"])
        XCTAssertEqual(files.map(\.contents), [Data("staged\n".utf8)])
        XCTAssertEqual(files.first?.mode, "100644")
        XCTAssertEqual(try staged.partiallyStaged(among: ["dir with space/ü.xcstrings", "keep.txt"]),
                       ["dir with space/ü.xcstrings"])
        XCTAssertEqual(repo.read("dir with space/ü.xcstrings"), "work tree\n")
    }

    func testInitialCommitListsEverything() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("a\n", to: "a.swift")
        try repo.git("add", ".")
        XCTAssertEqual(try StagedChanges(repository: try Repository.discover(using: repo.runner())).stagedPaths(),
                       ["a.swift"])
    }
}
