import Foundation
import TestSupport
import XCTest

/// `install`, `uninstall`, `doctor` and `pre-commit` run as the built executable in throwaway repositories.
final class InstallCommandTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    private func tool(_ arguments: [String], _ repo: TestRepository, in directory: URL? = nil) throws -> ShellResult {
        try Shell.run(Shell.builtTool.path, arguments, in: directory ?? repo.url, environment: repo.environment)
    }

    func testInstallTwiceThenUninstall() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let before = repo.snapshot()
        let dryRun = try tool(["install", "--dry-run"], repo)
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.stdout.contains("would create \(repo.url.path)/.gitattributes"), dryRun.stdout)
        XCTAssertEqual(repo.snapshot(), before)

        let first = try tool(["install"], repo)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("set merge.xcstrings.driver"), first.stdout)
        XCTAssertTrue(try repo.git("config", "merge.xcstrings.driver").stdout.contains("'\(Shell.builtTool.path)' %O %A %B %L %P"))
        let installed = repo.snapshot()
        let second = try tool(["install"], repo)
        XCTAssertEqual(second.stdout, "git-xcstrings is already installed; nothing changed.\n")
        XCTAssertEqual(repo.snapshot(), installed)

        let removed = try tool(["uninstall"], repo)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(repo.snapshot(), before)
        XCTAssertEqual(try tool(["uninstall"], repo).stdout, "git-xcstrings is not installed here; nothing changed.\n")
    }

    func testFrameworkInstructionsAndNoHookFlags() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("pre-commit:\n  commands: {}\n", to: "lefthook.yml")
        let result = try tool(["install", "--no-driver"], repo)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("lefthook manages this repository's hooks"), result.stdout)
        XCTAssertTrue(result.stdout.contains("run: git-xcstrings pre-commit"), result.stdout)
        XCTAssertNil(repo.read(".gitattributes"))
        XCTAssertNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertEqual(try tool(["install", "--no-hook"], repo).status, 0)
        XCTAssertNotNil(repo.read(".gitattributes"))
    }

    func testPreCommitCommand() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        XCTAssertEqual(try tool(["pre-commit"], repo).stdout, "")
        try repo.write(TestRepository.brokenCatalog, to: "App/L.xcstrings")
        try repo.write(TestRepository.catalog(), to: "App/Fine.xcstrings")
        try repo.git("add", ".")
        let sub = repo.url.appendingPathComponent("App")
        let result = try tool(["pre-commit"], repo, in: sub)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "App/L.xcstrings:8:1: error: the file ends early: expected ',' or '}' (is it truncated?) [structure]\n")
        XCTAssertTrue(result.stderr.contains("1 error in staged files; commit refused. Fix it and"), result.stderr)
        let json = try tool(["pre-commit", "--format", "json"], repo)
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.stdout.contains("\"structure\""), json.stdout)
    }

    func testOutsideARepositoryIsAnInputError() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        for command in ["pre-commit", "install", "uninstall"] {
            let result = try tool([command], repo, in: repo.home)
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.stderr.contains("is not inside a git repository"), result.stderr)
        }
    }

    func testDoctorReportsProblemsWithFixes() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let result = try tool(["doctor", "--no-live-check"], repo)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("merge driver:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("fix: git xcstrings install"), result.stdout)
        XCTAssertEqual(try tool(["install"], repo).status, 0)
        let healthy = try tool(["doctor", "--no-live-check"], repo)
        XCTAssertEqual(healthy.status, 0, healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("No problems found."), healthy.stdout)
    }

    func testDoctorLiveCheckGoesThroughTheRealDriver() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        XCTAssertEqual(try tool(["install"], repo).status, 0)
        let result = try tool(["doctor"], repo)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("ok: a catalog merge under 'env -i PATH=/usr/bin:/bin' went through the driver"),
                      result.stdout)
    }
}
