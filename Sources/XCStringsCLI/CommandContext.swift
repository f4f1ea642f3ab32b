import Foundation

/// Everything a command needs from the outside world, passed in so tests can run commands in-process.
public struct CommandContext {
    /// Writes to standard output.
    public var writeOutput: (String) -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// The directory relative paths are resolved against.
    public var currentDirectory: URL
    /// The process environment (git uses `GIT_*` variables; the installer reads `PATH`).
    public var environment: [String: String]
    /// The path this executable was started as (`argv[0]`), for the installer to record.
    public var executablePath: String
    /// Writes bytes to standard output unchanged (a listing of a file that is not UTF-8 must stay as it is);
    /// by default through `writeOutput`, so in-process tests capture it.
    public var writeOutputBytes: (([UInt8]) -> Void)?

    /// Creates a context.
    public init(
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        currentDirectory: URL,
        environment: [String: String],
        executablePath: String
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The context of the running process: real stdout/stderr, working directory and environment.
    public static func process() -> CommandContext {
        var context = CommandContext(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            environment: ProcessInfo.processInfo.environment,
            executablePath: CommandLine.arguments.first ?? "git-xcstrings"
        )
        context.writeOutputBytes = { FileHandle.standardOutput.write(Data($0)) }
        return context
    }

    /// Writes `bytes` to standard output as they are.
    public func writeOutput(bytes: [UInt8]) {
        if let writeOutputBytes { writeOutputBytes(bytes) } else { writeOutput(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Resolves a path the user typed against the current directory.
    public func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return currentDirectory.appendingPathComponent(path)
    }
}
