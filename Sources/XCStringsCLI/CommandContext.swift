import Foundation

/// Everything a command needs from the outside world, passed in so tests can run commands in-process.
public struct CommandContext {
    /// Writes to standard output.
    public var writeOutput: (String) -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// The directory relative paths are resolved against.
    public var currentDirectory: URL {
        get {
            switch directory {
            case .url(let url): return url
            case .path(let path): return URL(fileURLWithPath: path, isDirectory: true)
            }
        }
        set { directory = .url(newValue) }
    }
    /// `currentDirectory` as a path.
    public var currentDirectoryPath: String {
        switch directory {
        case .url(let url): return url.path
        case .path(let path): return path
        }
    }
    /// The running process's directory is known as text (from `getcwd`): a merge driver that only opens files
    /// never builds a `URL` for it (Foundation's URL and `FileManager.default` cost a small merge ~5% of its
    /// instructions, most of it the runtime's first look at their types).
    private var directory: Directory
    /// The process environment (git uses `GIT_*` variables; the installer reads `PATH`). The running process's
    /// is read when a command asks for it: building it costs more than the start-up of a merge driver that never
    /// runs git (a dictionary of every variable, and the runtime's first lookups of its generic types).
    public var environment: [String: String] {
        get { readEnvironment() }
        set { readEnvironment = { newValue } }
    }
    private var readEnvironment: () -> [String: String]
    /// The path this executable was started as (`argv[0]`), for the installer to record.
    public var executablePath: String
    /// Writes bytes to standard output unchanged (a listing of a file that is not UTF-8 must stay as it is);
    /// by default through `writeOutput`, so in-process tests capture it.
    public var writeOutputBytes: (([UInt8]) -> Void)?
    /// Takes objects the command no longer needs but need not free: the running process keeps them until it
    /// exits (freeing a large tree node by node costs time the system's own teardown does not); by default, as
    /// in tests, they are simply let go.
    public var keepUntilExit: @Sendable (AnyObject) -> Void = { _ in }

    /// Creates a context.
    public init(
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        currentDirectory: URL,
        environment: [String: String],
        executablePath: String
    ) {
        self.init(writeOutput: writeOutput, writeError: writeError, directory: .url(currentDirectory),
                  readEnvironment: { environment }, executablePath: executablePath)
    }

    /// The context of the running process: real stdout/stderr, working directory and environment.
    public static func process() -> CommandContext {
        var context = CommandContext(
            writeOutput: { writeAll($0, to: STDOUT_FILENO) },
            writeError: { writeAll($0, to: STDERR_FILENO) },
            directory: .path(workingDirectory()),
            readEnvironment: { ProcessInfo.processInfo.environment },
            executablePath: CommandLine.arguments.first ?? "git-xcstrings"
        )
        context.keepUntilExit = { _ = Unmanaged.passRetained($0) }
        context.writeOutputBytes = { bytes in bytes.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) } }
        return context
    }

    /// The one memberwise start of both: the public init (a URL, an environment given as a value) and `process()`
    /// (the process's directory as text, its environment read when asked).
    private init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, directory: Directory,
        readEnvironment: @escaping () -> [String: String], executablePath: String
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.directory = directory
        self.readEnvironment = readEnvironment
        self.executablePath = executablePath
    }

    /// Where relative paths are resolved: a URL given by a caller, or the running process's directory as text.
    private enum Directory {
        case url(URL)
        case path(String)
    }

    /// The process's working directory, from `getcwd`; Foundation's answer when that fails (a removed directory).
    private static func workingDirectory() -> String {
        guard let text = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(text) }
        return String(cString: text)
    }

    /// Writes a string's UTF-8 to a file descriptor as it is, unbuffered (as `FileHandle.write` does, without
    /// converting it to `Data` first: that conversion's dynamic cast scans the runtime's conformance table).
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe or a full disk: like FileHandle's write, nothing more to do
            }
            next += written
            remaining -= written
        }
    }

    /// Writes `bytes` to standard output as they are.
    public func writeOutput(bytes: [UInt8]) {
        if let writeOutputBytes { writeOutputBytes(bytes) } else { writeOutput(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Resolves a path the user typed against the current directory.
    public func url(for path: String) -> URL {
        URL(fileURLWithPath: self.path(for: path))
    }

    /// The path a path the user typed stands for: as it is when absolute, else under the current directory.
    /// Joined as text: Foundation's URL path functions build a set of bytes whose first use costs the runtime a
    /// scan of every protocol conformance in the executable, a noticeable part of a merge driver's run.
    public func path(for path: String) -> String {
        if path.hasPrefix("/") { return path }
        let directory = currentDirectoryPath
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
