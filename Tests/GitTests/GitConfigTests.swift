import Git
import TestSupport
import XCTest

final class GitConfigTests: XCTestCase {
    func testSetGetUnsetRestoresTheFileByteForByte() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let before = repo.read(".git/config")
        let config = GitConfig(git: try repo.runner(), scope: .local)
        XCTAssertNil(try config.get("merge.xcstrings.driver"))
        try config.set("merge.xcstrings.name", "a name")
        try config.set("merge.xcstrings.driver", "sh -c 'echo \"$0\"' %O %A")
        XCTAssertEqual(try config.get("merge.xcstrings.driver"), "sh -c 'echo \"$0\"' %O %A")
        XCTAssertEqual(try config.entries(matching: "^merge\\.xcstrings\\.").map(\.key),
                       ["merge.xcstrings.name", "merge.xcstrings.driver"])
        try config.unset("merge.xcstrings.name")
        try config.unset("merge.xcstrings.driver")
        try config.unset("merge.xcstrings.driver")
        try config.removeSectionIfEmpty("merge.xcstrings")
        XCTAssertEqual(repo.read(".git/config"), before)
    }

    func testSectionWithOtherKeysIsKept() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let config = GitConfig(git: try repo.runner(), scope: .local)
        try config.set("merge.xcstrings.recursive", "binary")
        try config.set("merge.xcstrings.driver", "x")
        try config.unset("merge.xcstrings.driver")
        try config.removeSectionIfEmpty("merge.xcstrings")
        XCTAssertEqual(try config.get("merge.xcstrings.recursive"), "binary")
    }

    func testGlobalScopeWritesTheUsersFile() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try GitConfig(git: try repo.runner(), scope: .global).set("core.attributesFile", "~/attrs")
        XCTAssertEqual(try GitConfig(git: try repo.runner(), scope: .global).getPath("core.attributesFile"),
                       repo.home.path + "/attrs")
        XCTAssertNil(try GitConfig(git: try repo.runner(), scope: .local).get("core.attributesFile"))
        XCTAssertTrue(repo.read(repo.home.path + "/.gitconfig")?.contains("attributesFile") ?? false)
    }
}
