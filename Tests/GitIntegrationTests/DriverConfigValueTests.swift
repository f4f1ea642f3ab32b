import Foundation
import Git
import GitIntegration
import TestSupport
import XCTest

final class DriverConfigValueTests: XCTestCase {
    func testValueShapeAndRoundTrip() {
        let cases: [(String, Bool, String)] = [
            ("/opt/homebrew/bin/git-xcstrings", false, " %O %A %B %L %P"),
            ("/Users/Jo O'Neil/bin/git-xcstrings", true, " %O %A %B %L %P %S %X %Y"),
            ("/tmp/100%/bin/git-xcstrings", false, "'/tmp/100%%/bin/git-xcstrings' %O %A %B %L %P"),
        ]
        for (path, labels, suffix) in cases {
            let command = DriverConfigValue(executable: path, withLabels: labels)
            XCTAssertTrue(command.value.hasPrefix("sh -c '"), command.value)
            XCTAssertTrue(command.value.hasSuffix(suffix), command.value)
            XCTAssertEqual(DriverConfigValue.executable(inDriver: command.value), path)
        }
        XCTAssertNil(DriverConfigValue.executable(inDriver: "my-tool %O %A %B"))
    }

    /// Two branches change the same line of a catalog: a textual conflict whichever way git merges it as text.
    private func conflictingBranches(_ repo: TestRepository, driver: String) throws {
        try repo.git("config", "merge.xcstrings.name", "test")
        try repo.git("config", "merge.xcstrings.driver", driver)
        try repo.write(AttributesEntry.line + "\n", to: ".gitattributes")
        try repo.write(TestRepository.catalog("Base"), to: "L.xcstrings")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "base")
        try repo.git("checkout", "-qb", "theirs")
        try repo.write(TestRepository.catalog("Theirs"), to: "L.xcstrings")
        try repo.git("commit", "-qam", "theirs")
        try repo.git("checkout", "-q", "main")
        try repo.write(TestRepository.catalog("Ours"), to: "L.xcstrings")
        try repo.git("commit", "-qam", "ours")
    }

    func testMissingExecutableFallsBackToGitMergeFile() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let missing = repo.root.url.appendingPathComponent("gone/git-xcstrings").path
        try conflictingBranches(repo, driver: DriverConfigValue(executable: missing, withLabels: false).value)
        let merge = try Shell.git(["merge", "theirs"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(merge.stderr.contains("git-xcstrings: \(missing) not found; merging L.xcstrings as text"), merge.stderr)
        let merged = try XCTUnwrap(repo.read("L.xcstrings"))
        // Both sides are in the file, between markers: git merge-file ran, not "ours only".
        XCTAssertTrue(merged.contains("<<<<<<< ours\n    \"Ours\" : {\n=======\n    \"Theirs\" : {\n>>>>>>> theirs\n"), merged)
    }

    func testFallbackKeepsTheMarkerSize() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let missing = repo.root.url.appendingPathComponent("gone/git-xcstrings").path
        try conflictingBranches(repo, driver: DriverConfigValue(executable: missing, withLabels: false).value)
        try repo.write(AttributesEntry.line + " conflict-marker-size=12\n", to: ".gitattributes")
        try repo.git("commit", "-qam", "markers")
        XCTAssertEqual(try Shell.git(["merge", "theirs"], in: repo.url, environment: repo.environment).status, 1)
        XCTAssertTrue(repo.read("L.xcstrings")?.contains("\n<<<<<<<<<<<< ours\n") ?? false, repo.read("L.xcstrings") ?? "")
    }

    func testDriverGetsGitsPlaceholdersAndItsResultIsKept() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let log = repo.root.url.appendingPathComponent("args")
        let tool = try repo.writeExecutable("""
        #!/bin/sh
        printf '%s|' "$@" > '\(log.path)'
        cat "$5" > "$4"
        exit 0

        """, to: repo.root.url.appendingPathComponent("bin/git-xcstrings").path)
        try conflictingBranches(repo, driver: DriverConfigValue(executable: tool.path, withLabels: false).value)
        let merge = try Shell.git(["merge", "-q", "--no-edit", "theirs"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        XCTAssertEqual(repo.read("L.xcstrings"), TestRepository.catalog("Theirs"))
        let arguments = (repo.read(log.path) ?? "").split(separator: "|").map(String.init)
        XCTAssertEqual(arguments.count, 7, "\(arguments)")
        XCTAssertEqual(arguments.prefix(2), ["merge-driver", "--"])
        XCTAssertEqual(arguments.suffix(2), ["7", "L.xcstrings"])
    }

    func testDriverThatCannotWriteFallsBackToText() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let tool = try repo.writeExecutable("#!/bin/sh\nexit 2\n", to: repo.root.url.appendingPathComponent("bin/git-xcstrings").path)
        try conflictingBranches(repo, driver: DriverConfigValue(executable: tool.path, withLabels: false).value)
        let merge = try Shell.git(["merge", "theirs"], in: repo.url, environment: repo.environment)
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(merge.stderr.contains("merge driver failed (exit 2)"), merge.stderr)
        XCTAssertTrue(repo.read("L.xcstrings")?.contains("=======\n    \"Theirs\"") ?? false)
    }
}

/// Git 2.44's label placeholders cannot be exercised by this machine's git, so these run the configured command the
/// way git does: placeholders replaced (the path and labels single-quoted, as git quotes them), then `sh -c`.
final class MergeDriverLabelTests: XCTestCase {
    private func expand(_ command: DriverConfigValue, base: URL, ours: URL, theirs: URL) -> String {
        command.value
            .replacingOccurrences(of: "%O", with: base.path).replacingOccurrences(of: "%A", with: ours.path)
            .replacingOccurrences(of: "%B", with: theirs.path).replacingOccurrences(of: "%L", with: "7")
            .replacingOccurrences(of: "%P", with: "'L.xcstrings'").replacingOccurrences(of: "%S", with: "'base label'")
            .replacingOccurrences(of: "%X", with: "'HEAD'").replacingOccurrences(of: "%Y", with: "'feature/x'")
    }

    private func files(in folder: TemporaryDirectory) throws -> (URL, URL, URL) {
        (try folder.write("a\nb\nc\n", to: "base"), try folder.write("a\nours\nc\n", to: "ours"),
         try folder.write("a\ntheirs\nc\n", to: "theirs"))
    }

    func testFallbackUsesGitsLabels() throws {
        let folder = try TemporaryDirectory(prefix: "git-xcstrings-labels")
        defer { folder.remove() }
        let (base, ours, theirs) = try files(in: folder)
        let command = DriverConfigValue(executable: folder.url.path + "/missing", withLabels: true)
        let result = try Shell.run("/bin/sh", ["-c", expand(command, base: base, ours: ours, theirs: theirs)])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(String(decoding: try Data(contentsOf: ours), as: UTF8.self),
                       "a\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> feature/x\nc\n")
    }

    func testDriverGetsLabelOptions() throws {
        let folder = try TemporaryDirectory(prefix: "git-xcstrings-labels")
        defer { folder.remove() }
        let (base, ours, theirs) = try files(in: folder)
        let tool = try folder.write("#!/bin/sh\nprintf '%s|' \"$@\"\n", to: "bin/git-xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let command = DriverConfigValue(executable: tool.path, withLabels: true)
        let result = try Shell.run("/bin/sh", ["-c", expand(command, base: base, ours: ours, theirs: theirs)])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "merge-driver|--base-label|base label|--ours-label|HEAD|--theirs-label|feature/x|"
            + "--|\(base.path)|\(ours.path)|\(theirs.path)|7|L.xcstrings|")
    }

    /// This machine's git (2.39) does not know %S %X %Y: a label-style driver (written by a newer git on the same
    /// machine) must still merge, with plain labels.
    func testOlderGitLeavesLabelsUnexpanded() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let version = try XCTUnwrap(GitVersion(versionOutput: try repo.git("--version").stdout))
        try XCTSkipIf(version.supportsMergeDriverLabels, "this git expands the label placeholders")
        let log = repo.root.url.appendingPathComponent("args")
        let tool = try repo.writeExecutable("""
        #!/bin/sh
        printf '%s|' "$@" > '\(log.path)'
        cat "${11}" > "${10}"

        """, to: repo.root.url.appendingPathComponent("bin/git-xcstrings").path)
        try repo.git("config", "merge.xcstrings.driver", DriverConfigValue(executable: tool.path, withLabels: true).value)
        try repo.write(AttributesEntry.line + "\n", to: ".gitattributes")
        try repo.write(TestRepository.catalog("Base"), to: "L.xcstrings")
        try repo.git("add", ".")
        try repo.git("commit", "-qm", "base")
        try repo.git("checkout", "-qb", "theirs")
        try repo.write(TestRepository.catalog("Theirs"), to: "L.xcstrings")
        try repo.git("commit", "-qam", "theirs")
        try repo.git("checkout", "-q", "main")
        try repo.write(TestRepository.catalog("Ours"), to: "L.xcstrings")
        try repo.git("commit", "-qam", "ours")
        XCTAssertEqual(try Shell.git(["merge", "-q", "--no-edit", "theirs"], in: repo.url, environment: repo.environment).status, 0)
        let arguments = (repo.read(log.path) ?? "").split(separator: "|").map(String.init)
        XCTAssertEqual(arguments.count, 13, "\(arguments)")
        XCTAssertEqual(Array(arguments.prefix(8)),
                       ["merge-driver", "--base-label", "base", "--ours-label", "ours", "--theirs-label", "theirs", "--"])
        XCTAssertEqual(arguments.suffix(2), ["7", "L.xcstrings"])
    }
}
