import Foundation

/// git's own line-based merge (`git merge-file`), used when a side cannot be read as a catalog so nothing is lost.
public enum TextualMerge {
    /// `git merge-file` failed to run or reported an error.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, from git or the system.
        public var message: String
        public var description: String { "git merge-file failed: \(message)" }
    }

    /// Merges the three files with `git merge-file -p` (same marker size, labels and conflict style) and returns
    /// the merged bytes and git's conflict count (0: clean).
    public static func merge(basePath: String, oursPath: String, theirsPath: String, options: MergeOptions) throws -> (bytes: [UInt8], conflicts: Int) {
        var arguments = ["merge-file", "-p", "--marker-size=\(options.markerSize)"]
        switch options.conflictStyle {
        case .merge: break
        case .diff3: arguments.append("--diff3")
        case .zdiff3: arguments.append("--zdiff3")
        }
        arguments += ["-L", options.oursLabel, "-L", options.baseLabel, "-L", options.theirsLabel,
                      oursPath, basePath, theirsPath]
        let result: Subprocess.Result
        do {
            result = try Subprocess.run("git", arguments)
        } catch {
            throw Failure(message: "cannot run git: \(error)")
        }
        guard (0...127).contains(result.status) else {
            throw Failure(message: result.errorText.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (result.output, Int(result.status))
    }
}

/// Runs a program and captures what it prints.
public enum Subprocess {
    /// A finished program: exit status, standard output bytes and standard error text.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var output: [UInt8]
        /// Everything written to standard error.
        public var errorText: String
    }

    /// Runs `program` (looked up on PATH when it has no slash) with `arguments` in `directory`.
    public static func run(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorBox = ErrorBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: [UInt8](outputData),
                      errorText: String(decoding: errorBox.data, as: UTF8.self))
    }
}

/// Holds stderr read on another thread; the group's wait orders the write before the read.
private final class ErrorBox: @unchecked Sendable {
    var data = Data()
}
