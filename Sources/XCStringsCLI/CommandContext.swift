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
        CommandContext(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            environment: ProcessInfo.processInfo.environment,
            executablePath: CommandLine.arguments.first ?? "git-xcstrings"
        )
    }

    /// Resolves a path the user typed against the current directory.
    public func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return currentDirectory.appendingPathComponent(path)
    }
}
