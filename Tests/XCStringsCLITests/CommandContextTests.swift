import Foundation
import XCTest

@testable import XCStringsCLI

/// The outside world a command sees: paths the user typed, the environment, the process's own context.
final class CommandContextTests: XCTestCase {
    private func context(in directory: String, environment: [String: String] = [:]) -> CommandContext {
        CommandContext(
            writeOutput: { _ in }, writeError: { _ in }, currentDirectory: URL(fileURLWithPath: directory, isDirectory: true),
            environment: environment, executablePath: "git-xcstrings")
    }

    func testPathsAreResolvedAgainstTheCurrentDirectory() {
        let cases: [(directory: String, typed: String, expected: String)] = [
            ("/work/repo", "A.xcstrings", "/work/repo/A.xcstrings"),
            ("/work/repo", ".merge_file_a1b2c3", "/work/repo/.merge_file_a1b2c3"),
            ("/work/repo", "sub/B.xcstrings", "/work/repo/sub/B.xcstrings"),
            ("/work/repo", "/elsewhere/C.xcstrings", "/elsewhere/C.xcstrings"),
            ("/", "D.xcstrings", "/D.xcstrings"),
        ]
        for (directory, typed, expected) in cases {
            let context = context(in: directory)
            XCTAssertEqual(context.path(for: typed), expected, typed)
            XCTAssertEqual(context.url(for: typed).path, expected, typed)
        }
    }

    func testPathsFollowAChangedCurrentDirectory() {
        var process = CommandContext.process()
        XCTAssertEqual(process.path(for: "A"), FileManager.default.currentDirectoryPath + "/A")
        process.currentDirectory = URL(fileURLWithPath: "/work/other", isDirectory: true)
        XCTAssertEqual(process.path(for: "A"), "/work/other/A")
    }

    func testTheProcessDirectoryIsGetcwdsAsPathAndURL() {
        let process = CommandContext.process()
        XCTAssertEqual(process.currentDirectoryPath, FileManager.default.currentDirectoryPath)
        XCTAssertEqual(process.currentDirectory, URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        XCTAssertEqual(context(in: "/work/repo").currentDirectoryPath, "/work/repo")
    }

    func testEnvironmentIsTheProcessOnesOrTheOneGiven() {
        var process = CommandContext.process()
        XCTAssertEqual(process.environment, ProcessInfo.processInfo.environment)
        process.environment = ["GIT_DIR": "/x/.git"]
        XCTAssertEqual(process.environment, ["GIT_DIR": "/x/.git"])
        XCTAssertEqual(context(in: "/", environment: ["PATH": "/bin"]).environment, ["PATH": "/bin"])
    }
}
