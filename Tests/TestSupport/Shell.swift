import Foundation

/// Runs real programs (git, the built `git-xcstrings`) for integration tests and captures their output.
public struct ShellResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

public enum Shell {
    /// Runs `executable` with `arguments` in `directory`; `environment` entries are added to the inherited ones.
    /// `executable` without a slash is looked up on PATH via /usr/bin/env.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:], input: Data? = nil
    ) throws -> ShellResult {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try inPipe.fileHandleForWriting.close()
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return ShellResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Runs git in `directory` with a fixed identity and no user or system config, so tests are reproducible.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ShellResult {
        var env = [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
            "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.path, "GIT_CONFIG_GLOBAL": "/dev/null",
        ]
        for (key, value) in environment { env[key] = value }
        return try run("git", arguments, in: directory, environment: env)
    }

    /// The built `git-xcstrings` executable beside the test bundle (SwiftPM puts both in the same products folder).
    public static var builtTool: URL {
        var folder = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folder = bundle.bundleURL.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("git-xcstrings")
    }
}

/// Holds stderr bytes read on another thread; the DispatchGroup wait orders the write before the read.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
