import CatalogCheck
import Foundation
@testable import GitIntegration
import TestSupport
import XCTest

/// After `install`, a real two-branch `git merge` of a catalog goes through the real driver (`git-xcstrings
/// merge-driver`) and is clean where git's textual merge conflicts.
final class EndToEndMergeTests: XCTestCase {
    func testMergeGoesThroughTheInstalledDriver() throws {
        try mergeThroughTheInstalledDriver(path: "App/Localizable.xcstrings")
    }

    /// A catalog whose name starts with `-` is a path to the driver (the installed command puts `--` before git's
    /// placeholders), so it merges structurally instead of falling back to text on "unknown option".
    func testCatalogNamedLikeAnOptionMergesStructurally() throws {
        try mergeThroughTheInstalledDriver(path: "-o.xcstrings")
    }

    private func mergeThroughTheInstalledDriver(path: String) throws {
        let tool = Shell.builtTool.path
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: tool), "git-xcstrings not built")

        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.install()
        try repo.write(Doctor.catalog(keys: ["Cancel"]), to: path)
        try repo.git("add", "--", path, ".gitattributes")
        try repo.git("commit", "-qm", "base", "--no-verify")
        try repo.git("checkout", "-qb", "theirs")
        try repo.write(Doctor.catalog(keys: ["Banana", "Cancel"]), to: path)
        try repo.git("commit", "-qam", "theirs adds Banana", "--no-verify")
        try repo.git("checkout", "-q", "main")
        try repo.write(Doctor.catalog(keys: ["Apple", "Cancel"]), to: path)
        try repo.git("commit", "-qam", "ours adds Apple", "--no-verify")

        // The same three versions conflict as text: the driver is what makes the merge clean.
        let base = try repo.write(Doctor.catalog(keys: ["Cancel"]), to: "../base")
        let ours = try repo.write(Doctor.catalog(keys: ["Apple", "Cancel"]), to: "../ours")
        let theirs = try repo.write(Doctor.catalog(keys: ["Banana", "Cancel"]), to: "../theirs")
        XCTAssertEqual(try Shell.git(["merge-file", "-p", ours.path, base.path, theirs.path], in: repo.url).status, 1)

        let merge = try Shell.git(["merge", "-q", "--no-edit", "theirs"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(merge.status, 0, merge.stdout + merge.stderr)
        XCTAssertFalse(merge.stderr.contains("as text"), merge.stderr)
        let merged = try XCTUnwrap(repo.read(path))
        let positions = ["\"Apple\"", "\"Banana\"", "\"Cancel\""].compactMap { merged.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, 3, merged)
        XCTAssertEqual(positions, positions.sorted(), merged)
        XCTAssertEqual(CatalogSyntaxValidator().findings(path: "L", contents: Data(merged.utf8)), [])
    }
}
