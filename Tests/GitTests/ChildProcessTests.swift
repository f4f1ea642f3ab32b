import Foundation
import Git
import XCTest

/// The runner under `Git`: a child that ends without reading what it was given must not take the tool with it.
final class ChildProcessTests: XCTestCase {
    /// `git --version` reads nothing from standard input. With more input than a pipe holds (64 KB on Linux), the
    /// writer meets a closed pipe: the write must fail quietly (EPIPE), not raise SIGPIPE and end the process.
    func testAChildThatReadsNoInputLeavesTheCallerRunning() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        let git = try Git(directory: folder, environment: ProcessInfo.processInfo.environment)
        for size in [0, 1, 1 << 20, 8 << 20] {
            let result = try git.run(["--version"], input: Data(repeating: 0x61, count: size))
            XCTAssertEqual(result.status, 0, "input of \(size) bytes")
            XCTAssertTrue(String(decoding: result.stdout, as: UTF8.self).hasPrefix("git version "), "input of \(size) bytes")
            XCTAssertEqual(result.stderr, Data(), "input of \(size) bytes")
        }
    }
}
