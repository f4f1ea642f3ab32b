import Foundation
import GitIntegration
import TestSupport
import XCTest

final class ExecutableLocatorTests: XCTestCase {
    func testStablePaths() {
        let cases: [(String, Bool)] = [
            ("/opt/homebrew/bin/git-xcstrings", true),
            ("/usr/local/bin/git-xcstrings", true),
            ("/Users/jo/.mint/bin/git-xcstrings", true),
            ("/opt/homebrew/opt/git-xcstrings/bin/git-xcstrings", true),
            ("/work/tools/python3.11/bin/git-xcstrings", true),
            ("/opt/homebrew/Cellar/git-xcstrings/1.2.0/bin/git-xcstrings", false),
            ("/Users/jo/.mint/packages/github.com_x_git-xcstrings/build/0.3.1/git-xcstrings", false),
            ("/nix/store/abc-git-xcstrings-1.0/bin/git-xcstrings", false),
            ("/opt/tools/git-xcstrings-v2.1/git-xcstrings", false),
        ]
        for (path, stable) in cases {
            XCTAssertEqual(ExecutableLocator.isStable(path), stable, path)
        }
    }

    func testVersionedPathIsMappedBackToTheStableLink() throws {
        let folder = try TemporaryDirectory(prefix: "git-xcstrings-locator")
        defer { folder.remove() }
        let real = try folder.write("#!/bin/sh\n", to: "Cellar/git-xcstrings/1.2.0/bin/git-xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: real.path)
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let link = bin.appendingPathComponent("git-xcstrings")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Cellar/git-xcstrings/1.2.0/bin/git-xcstrings")
        let locator = ExecutableLocator(environment: ["PATH": bin.path + ":/usr/bin"], currentDirectory: folder.url)
        // Started through PATH (as `git xcstrings` does): the link is kept, not resolved into the Cellar.
        XCTAssertEqual(locator.stablePath(invokedAs: "git-xcstrings", processPath: real.path), link.path)
        // Started by its versioned path: mapped back to the link that points at it.
        XCTAssertEqual(locator.stablePath(invokedAs: real.path, processPath: nil), link.path)
        // Relative argv[0] is made absolute.
        XCTAssertEqual(locator.stablePath(invokedAs: "bin/git-xcstrings", processPath: nil), link.path)
        // No stable link anywhere: the versioned path is still better than nothing.
        let lonely = ExecutableLocator(environment: ["PATH": "/usr/bin"], currentDirectory: folder.url)
        XCTAssertEqual(lonely.stablePath(invokedAs: real.path, processPath: nil), real.path)
    }
}
