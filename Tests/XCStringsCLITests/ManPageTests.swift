import Foundation
import TestSupport
import XCTest

@testable import XCStringsCLI

/// `git xcstrings --help` makes git run `man git-xcstrings`: the page ships as `man/git-xcstrings.1`, generated
/// from the help text (`git xcstrings help --man`), and `make install` puts it where man finds it.
final class ManPageTests: XCTestCase {
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testShippedPageIsTheGeneratedOne() throws {
        let shipped = try String(contentsOf: packageRoot.appendingPathComponent("man/git-xcstrings.1"), encoding: .utf8)
        var output = ""
        let context = CommandContext(
            writeOutput: { output += $0 }, writeError: { _ in }, currentDirectory: packageRoot, environment: [:],
            executablePath: "git-xcstrings")
        XCTAssertEqual(CLI.main(arguments: ["help", "--man"], context: context), 0)
        XCTAssertEqual(output, ManPage.render(version: CLI.version))
        XCTAssertEqual(shipped, output, "man/git-xcstrings.1 drifted from the help text; run 'make man' and commit it")
        for command in CommandRegistry.all {
            XCTAssertTrue(output.contains(".SS \(ManPage.escaped(command.name))\n"), command.name)
            XCTAssertTrue(output.contains(ManPage.escaped(command.summary)), command.name)
        }
    }

    func testEscaping() {
        let cases: [(text: String, roff: String)] = [
            ("--check", "\\-\\-check"),
            (".xcstrings files", "\\&.xcstrings files"),
            ("'quoted'", "\\&'quoted'"),
            ("a \\n b", "a \\en b"),
        ]
        for item in cases {
            XCTAssertEqual(ManPage.escaped(item.text), item.roff, item.text)
        }
    }

    /// The real thing: `make install-man` into a prefix, then `git xcstrings --help` through git and man.
    func testGitHelpShowsTheInstalledPage() throws {
        let tool = Shell.builtTool
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: tool.path), "git-xcstrings not built")
        let which = try Shell.run("sh", ["-c", "command -v man && command -v make"])
        try XCTSkipUnless(which.status == 0, "man or make is not installed")
        let prefix = try TemporaryDirectory(prefix: "man-prefix")
        defer { prefix.remove() }
        let install = try Shell.run("make", ["-s", "install-man", "PREFIX=\(prefix.url.path)"], in: packageRoot)
        XCTAssertEqual(install.status, 0, install.stderr)
        let installed = prefix.url.appendingPathComponent("share/man/man1/git-xcstrings.1")
        XCTAssertEqual(try Data(contentsOf: installed), try Data(contentsOf: packageRoot.appendingPathComponent("man/git-xcstrings.1")))
        let path = tool.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = [
            "PATH": path, "MANPATH": prefix.url.appendingPathComponent("share/man").path, "MANPAGER": "cat", "PAGER": "cat",
            "GIT_PAGER": "cat", "MANWIDTH": "100", "LANG": "C",
        ]
        let help = try Shell.git(["xcstrings", "--help"], in: prefix.url, environment: environment)
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("GIT-XCSTRINGS(1)"), help.stdout + help.stderr)
        XCTAssertTrue(help.stdout.contains("git xcstrings merge-driver [options] BASE OURS THEIRS MARKER-SIZE PATH"), help.stdout)
        XCTAssertFalse(help.stderr.contains("No manual entry"), help.stderr)
    }
}
