import Foundation
import GitIntegration
import TestSupport
import XCTest

/// Golden files for the hook we write: `hooks/pre-commit` (the template, shipped at the package root) and
/// `Fixtures/pre-commit.installed` (as installed for a Homebrew path). `scripts/record-goldens.sh`
/// (`XCSTRINGS_RECORD=1`) rewrites both; a recording run fails on purpose, so nobody records by accident.
final class HookScriptTests: XCTestCase {
    private var fixtures: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures") }

    func testTemplateMatchesHooksFolder() throws {
        assertGolden(HookScript.template, at: Corpus.packageRoot.appendingPathComponent("hooks/pre-commit"))
    }

    func testInstalledHookGolden() throws {
        assertGolden(HookScript.standalone(executable: "/opt/homebrew/bin/git-xcstrings"),
                     at: fixtures.appendingPathComponent("pre-commit.installed"))
        assertGolden(HookScript.chaining(executable: "/opt/homebrew/bin/git-xcstrings", hookName: "pre-commit"),
                     at: fixtures.appendingPathComponent("pre-commit.chaining"))
    }

    func testShellDetection() {
        let cases: [(String, Bool)] = [
            ("#!/bin/sh\n", true), ("#!/bin/bash -e\n", true), ("#!/usr/bin/env bash\n", true),
            ("#!/usr/bin/env -S zsh -f\n", true), ("#!/usr/bin/env python3\n", false), ("#!/usr/bin/perl\n", false),
            ("echo no shebang\n", false), ("#!/bin/sh\r\necho\r\n", true),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(HookScript.isShellScript(text), expected, text)
        }
    }

    /// The hook as a user would see it: tool missing → message, commit allowed; GIT_XCSTRINGS_REQUIRED=1 → refused;
    /// tool present → its exit status.
    func testHookBehaviourWhenToolMissingOrPresent() throws {
        let folder = try TemporaryDirectory(prefix: "git-xcstrings-hook")
        defer { folder.remove() }
        let emptyHome = folder.url.appendingPathComponent("home").path
        let missing = try folder.write(HookScript.standalone(executable: folder.url.path + "/none/git-xcstrings"), to: "missing")
        let minimal = ["PATH": "/usr/bin:/bin", "HOME": emptyHome]
        let allowed = try Shell.run("/bin/sh", [missing.path], environment: minimal)
        if FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/git-xcstrings")
            || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/git-xcstrings")
        {
            throw XCTSkip("git-xcstrings is installed system-wide; the missing-tool path cannot be exercised")
        }
        XCTAssertEqual(allowed.status, 0)
        XCTAssertTrue(allowed.stderr.contains("git-xcstrings: not found at"), allowed.stderr)
        XCTAssertTrue(allowed.stderr.contains("delete the lines between the 'git-xcstrings pre-commit' markers in \(missing.path)"))
        let refused = try Shell.run("/bin/sh", [missing.path], environment: minimal.merging(["GIT_XCSTRINGS_REQUIRED": "1"]) { $1 })
        XCTAssertEqual(refused.status, 1)
        // Inside a user's `set -u` hook, run by a client that sets no HOME: still no error of its own.
        let strict = try Shell.run("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "/bin/sh", "-u", missing.path])
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertFalse(strict.stderr.contains("parameter not set") || strict.stderr.contains("unbound"), strict.stderr)

        let tool = try folder.write("#!/bin/sh\necho \"called $*\"\nexit 3\n", to: "bin/git-xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let present = try folder.write(HookScript.standalone(executable: tool.path), to: "present")
        let ran = try Shell.run("/bin/sh", [present.path], environment: minimal)
        XCTAssertEqual(ran.status, 3)
        XCTAssertEqual(ran.stdout, "called pre-commit\n")
        // Falls back to PATH when the recorded path is gone.
        let viaPath = try Shell.run("/bin/sh", [missing.path], environment: ["PATH": tool.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": emptyHome])
        XCTAssertEqual(viaPath.stdout, "called pre-commit\n")
    }
}
