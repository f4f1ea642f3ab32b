import Foundation
import Git
import TestSupport
import XCTest

final class ChildProcessTests: XCTestCase {
    /// Each script's exit status and both outputs, as the child gave them, in the given folder and environment.
    func testStatusOutputsFolderAndEnvironment() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cases: [(script: String, input: String?, status: Int32, stdout: String, stderr: String)] = [
            ("echo out; echo err >&2", nil, 0, "out\n", "err\n"),
            ("exit 3", nil, 3, "", ""),
            ("cat; echo \"[$GREETING]\"", "fed\n", 0, "fed\n[hello]\n", ""),
            ("basename \"$(pwd)\"", nil, 0, folder.url.lastPathComponent + "\n", ""),
            ("kill -TERM $$", nil, 15, "", ""),
        ]
        for (index, entry) in cases.enumerated() {
            let script = folder.url.appendingPathComponent("script\(index)")
            try Data("#!/bin/sh\n\(entry.script)\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            let result = ChildProcess.run(
                executable: script.path, arguments: [], directory: folder.url.path,
                environment: ["PATH": "/usr/bin:/bin", "GREETING": "hello"], input: entry.input.map { Data($0.utf8) })
            XCTAssertEqual(result, GitResult(status: entry.status, stdout: Data(entry.stdout.utf8),
                                             stderr: Data(entry.stderr.utf8)), entry.script)
        }
    }

    /// A path that cannot be started gives nil, not a status.
    func testMissingExecutableIsNil() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing").path
        XCTAssertNil(ChildProcess.run(executable: missing, arguments: ["--version"], directory: folder.url.path,
                                      environment: [:], input: nil))
    }

    /// A child that ends without reading its input closes the pipe while it is written. With more input than a pipe
    /// holds (64 KB on Linux) the write must fail quietly (EPIPE), not raise SIGPIPE and end the caller.
    func testAChildThatReadsNoInputLeavesTheCallerRunning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let script = folder.url.appendingPathComponent("ignores-input")
        try Data("#!/bin/sh\necho done\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        for size in [0, 1, 1 << 20, 8 << 20] {
            let result = ChildProcess.run(
                executable: script.path, arguments: [], directory: folder.url.path, environment: [:],
                input: Data(repeating: 0x61, count: size))
            XCTAssertEqual(result, GitResult(status: 0, stdout: Data("done\n".utf8), stderr: Data()), "\(size) bytes")
        }
    }
}
