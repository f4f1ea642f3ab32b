import Foundation
import Git
import GitIntegration
import TestSupport
import XCTest

final class DoctorTests: XCTestCase {
    /// A stand-in for git-xcstrings whose merge driver is git's union merge: enough to merge two added keys cleanly,
    /// which a textual merge cannot, so a clean live check proves the driver ran.
    private func fakeTool(_ repo: TestRepository, version: String = "echo \"fake 1.0\"", mergeDriver: String = "while [ \"$1\" != -- ]; do shift; done; shift; exec git merge-file --union \"$2\" \"$1\" \"$3\"") throws -> URL {
        try repo.writeExecutable("""
        #!/bin/sh
        case "$1" in
          --version) \(version) ;;
          merge-driver) \(mergeDriver) ;;
          *) exit 0 ;;
        esac

        """, to: repo.root.url.appendingPathComponent("bin/git-xcstrings").path)
    }

    func testNothingInstalledListsEachProblemWithItsFix() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let report = Doctor(git: try repo.runner(), executable: try fakeTool(repo).path).examine(liveCheck: false)
        XCTAssertEqual(report.problems.map(\.fix), [
            "git xcstrings install",
            "git xcstrings install (adds '*.xcstrings merge=xcstrings diff=xcstrings' to .gitattributes)",
            "git xcstrings install --no-driver",
        ])
        XCTAssertTrue(report.text.contains("3 problems:"), report.text)
        XCTAssertTrue(report.facts.contains { $0.0 == "git" && $0.1.hasPrefix("2.") })
    }

    func testHealthyInstallPassesTheLiveCheck() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try fakeTool(repo)
        try repo.install(executable: tool.path)
        let report = Doctor(git: try repo.runner(), executable: tool.path).examine()
        XCTAssertEqual(report.problems, [], report.text)
        XCTAssertTrue(report.text.contains("live check:"), report.text)
        XCTAssertTrue(report.text.contains("No problems found."), report.text)
    }

    func testLiveCheckFailsWhenTheDriverDoesNotMerge() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try fakeTool(repo, mergeDriver: "exit 1")
        try repo.install(executable: tool.path)
        let report = Doctor(git: try repo.runner(), executable: tool.path).examine()
        XCTAssertEqual(report.problems.count, 1, report.text)
        XCTAssertTrue(report.problems.first?.message.contains("env -i PATH=/usr/bin:/bin") ?? false, report.text)
    }

    func testAnUnguardedDriverIsAProblemAndInstallReplacesIt() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try fakeTool(repo)
        try repo.install(executable: tool.path)
        let bare = "\(tool.path) merge-driver %O %A %B %L %P"
        try repo.git("config", "merge.xcstrings.driver", bare)
        let report = Doctor(git: try repo.runner(), executable: tool.path).examine(liveCheck: false)
        XCTAssertEqual(report.problems.map(\.fix), ["git xcstrings install (replaces it with the guarded command)"], report.text)
        XCTAssertTrue(report.problems.first?.message.contains("only your side") ?? false, report.text)
        let plan = try repo.install(executable: tool.path)
        XCTAssertTrue(plan.notes.contains { $0.contains("without the guard") }, "\(plan.notes)")
        let version = try XCTUnwrap(GitVersion(versionOutput: try repo.git("--version").stdout))
        XCTAssertEqual(try repo.git("config", "merge.xcstrings.driver").stdout,
                       DriverConfigValue(executable: tool.path, withLabels: version.supportsMergeDriverLabels).value + "\n")
        XCTAssertEqual(Doctor(git: try repo.runner(), executable: tool.path).examine().problems, [])
    }

    func testMissingExecutableIsAProblem() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try fakeTool(repo)
        try repo.install(executable: tool.path)
        try FileManager.default.removeItem(at: tool)
        let report = Doctor(git: try repo.runner(), executable: tool.path).examine()
        XCTAssertEqual(report.problems.map(\.fix), ["git xcstrings install"], report.text)
        XCTAssertTrue(report.problems.first?.message.contains("does not exist") ?? false)
    }

    func testOutsideARepositoryChecksTheGlobalSetup() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try fakeTool(repo)
        try repo.install(.init(global: true), executable: tool.path)
        let report = Doctor(git: try repo.runner(in: repo.home), executable: tool.path).examine()
        XCTAssertEqual(report.problems, [], report.text)
        XCTAssertTrue(report.text.contains("repository:"), report.text)
        XCTAssertTrue(report.text.contains("none (not inside a clone"), report.text)
        XCTAssertTrue(report.text.contains(".gitconfig)"), report.text)
        XCTAssertTrue(report.facts.contains { $0.0 == "live check" && $0.1.hasPrefix("ok") }, report.text)
    }

    /// The installed executable is started with `--version` (through the Git module's child runner): its exit
    /// status decides whether the doctor says it runs.
    func testExecutableThatFailsItsVersionDoesNotRun() throws {
        let cases: [(version: String, fact: String, fixes: [String])] = [
            ("echo \"fake 1.0\"", "", []),
            ("exit 1", " (does not run)", ["git xcstrings install"]),
            ("kill -KILL $$", " (does not run)", ["git xcstrings install"]),
        ]
        for entry in cases {
            let repo = try TestRepository()
            defer { repo.remove() }
            let tool = try fakeTool(repo, version: entry.version)
            try repo.install(executable: tool.path)
            let report = Doctor(git: try repo.runner(), executable: tool.path).examine(liveCheck: false)
            XCTAssertEqual(report.facts.first { $0.0 == "git-xcstrings" }?.1, tool.path + entry.fact, entry.version)
            XCTAssertEqual(report.problems.map(\.fix), entry.fixes, report.text)
        }
    }
}
