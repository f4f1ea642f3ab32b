import Foundation

/// Runs git as a child process in one folder with one environment, capturing its output.
///
/// Every git call of the tool goes through here so errors are uniform (`GitError`) and tests can point it at a
/// throwaway repository with an isolated configuration.
public struct Git: Sendable {
    /// The git executable.
    public var executable: URL
    /// The folder git runs in (`git -C` equivalent, but through the process's working directory).
    public var directory: URL
    /// The complete environment git gets (not merged with this process's).
    public var environment: [String: String]

    /// Creates a runner for an explicit git executable.
    public init(executable: URL, directory: URL, environment: [String: String]) {
        self.executable = executable
        self.directory = directory
        self.environment = environment
    }

    /// Creates a runner for the `git` found on `environment["PATH"]` (then /usr/bin, /usr/local/bin, /opt/homebrew/bin).
    public init(directory: URL, environment: [String: String]) throws {
        let searched = Git.searchPath(environment: environment)
        guard let found = searched.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("git") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw GitError.gitNotFound(searched: searched.joined(separator: ":"))
        }
        self.init(executable: found, directory: directory, environment: environment)
    }

    /// The folders searched for git: PATH first, then the usual install places.
    static func searchPath(environment: [String: String]) -> [String] {
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return path + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].filter { !path.contains($0) }
    }

    /// The same runner in another folder.
    public func inDirectory(_ directory: URL) -> Git {
        Git(executable: executable, directory: directory, environment: environment)
    }

    /// Runs `git arguments…`, feeding `input` on standard input, and returns whatever happened (no throw on a
    /// non-zero exit; `GitError.gitNotFound` only when git could not be started).
    public func run(_ arguments: [String], input: Data? = nil) throws -> GitResult {
        guard let result = ChildProcess.run(
            executable: executable.path, arguments: arguments, directory: directory.path, environment: environment,
            input: input)
        else {
            throw GitError.gitNotFound(searched: executable.path)
        }
        return result
    }

    /// Runs git and throws `GitError.commandFailed` unless it exits 0.
    @discardableResult
    public func check(_ arguments: [String], input: Data? = nil) throws -> GitResult {
        let result = try run(arguments, input: input)
        guard result.status == 0 else {
            throw GitError.commandFailed(arguments: arguments, status: result.status, stderr: result.errorOutput)
        }
        return result
    }

    /// Runs git, requires success, and returns standard output without its final newline.
    public func output(_ arguments: [String]) throws -> String {
        try check(arguments).trimmedOutput
    }

    /// The version of this git (`git --version`).
    public func version() throws -> GitVersion {
        let text = try output(["--version"])
        guard let version = GitVersion(versionOutput: text) else {
            throw GitError.unexpectedOutput(command: "--version", detail: text)
        }
        return version
    }
}
