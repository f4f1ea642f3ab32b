import Diagnostics
import Git
import XCTest

/// Git's errors in the one shape: only a file the installer could not touch has a path; the others are about git
/// and print after the command's name.
final class GitErrorTests: XCTestCase {
    func testRendering() {
        let program = "git-xcstrings install"
        let cases: [(error: GitError, rendered: String)] = [
            (.gitNotFound(searched: "/usr/bin"),
             "git-xcstrings install: error: git not found (looked in /usr/bin); install git or add it to PATH"),
            (.commandFailed(arguments: ["config", "x"], status: 1, stderr: "fatal: bad\n"),
             "git-xcstrings install: error: 'git config x' failed with exit 1: fatal: bad"),
            (.notARepository(path: "/tmp/x"),
             "git-xcstrings install: error: '/tmp/x' is not inside a git repository; run the command in your clone (or pass --global)"),
            (.unexpectedOutput(command: "ls-files", detail: "?"), "git-xcstrings install: error: unexpected output from 'git ls-files': ?"),
            (.fileAccess(path: ".git/hooks/pre-commit", reason: "cannot write the file: permission denied"),
             ".git/hooks/pre-commit: error: cannot write the file: permission denied"),
            (.unknownRevision("nope"),
             "git-xcstrings install: error: unknown revision 'nope'; name a branch, tag or commit (fetch it first if it is remote)"),
        ]
        for item in cases {
            XCTAssertEqual(item.error.rendered(program: program), item.rendered)
        }
    }
}
