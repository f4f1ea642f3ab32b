import Foundation

/// A throwaway git repository with its own HOME and global config, so tests never see the user's git setup.
public struct TestRepository {
    /// The folder holding the work tree and HOME.
    public let root: TemporaryDirectory
    /// The work tree.
    public let url: URL
    /// HOME for git and the installer (holds the global config file).
    public let home: URL

    /// Creates the folders and runs `git init -b main`.
    public init() throws {
        root = try TemporaryDirectory(prefix: "git-xcstrings-git")
        url = root.url.appendingPathComponent("repo", isDirectory: true)
        home = root.url.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    /// The environment every git call (ours and the library's) gets.
    public var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": home.appendingPathComponent(".gitconfig").path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
    }

    /// Runs git in the work tree (or `directory`); throws `GitCommandFailed` when it exits non-zero.
    @discardableResult
    public func git(_ arguments: String..., in directory: URL? = nil) throws -> ShellResult {
        let result = try Shell.git(arguments, in: directory ?? url, environment: environment)
        guard result.status == 0 else {
            throw GitCommandFailed(arguments: arguments, status: result.status, stderr: result.stderr)
        }
        return result
    }

    /// Writes a file in the work tree.
    @discardableResult
    public func write(_ text: String, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Reads a file of the work tree (or any absolute path) as text; nil when absent.
    public func read(_ path: String) -> String? {
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.appendingPathComponent(path)
        return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Deletes the repository and its HOME.
    public func remove() { root.remove() }
}

extension TestRepository {
    /// Commits a file and adds a linked worktree `wt` beside the work tree; returns its folder.
    public func addWorktree() throws -> URL {
        try write("x\n", to: "x.txt")
        try git("add", ".")
        try git("commit", "-qm", "x")
        let worktree = root.url.appendingPathComponent("wt")
        try git("worktree", "add", "-q", worktree.path)
        return worktree
    }

    /// Every file under the work tree's `.git` config, hooks and the attributes, as bytes, for before/after comparisons.
    public func snapshot(extra: [URL] = []) -> [String: Data] {
        var result: [String: Data] = [:]
        let fileManager = FileManager.default
        var files = [url.appendingPathComponent(".git/config"), url.appendingPathComponent(".gitattributes"),
                     home.appendingPathComponent(".gitconfig"), home.appendingPathComponent(".config/git/attributes")]
        files += extra
        for folder in [url.appendingPathComponent(".git/hooks")] + extra.filter(\.hasDirectoryPath) {
            for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                files.append(folder.appendingPathComponent(name))
            }
        }
        for file in files {
            if let data = fileManager.contents(atPath: file.path) {
                let mode = (try? fileManager.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) ?? 0
                result[file.path + " mode \(String(mode, radix: 8))"] = data
            }
        }
        return result
    }

    /// Writes an executable file (a hook or a fake tool).
    @discardableResult
    public func writeExecutable(_ text: String, to path: String) throws -> URL {
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    /// Runs `git commit` and returns the result without asserting success (hooks may refuse it).
    public func commit(_ message: String) throws -> ShellResult {
        try Shell.git(["commit", "-qm", message], in: url, environment: environment)
    }
}

extension TestRepository {
    /// A small valid catalog holding one key, in Xcode's layout.
    public static func catalog(_ key: String = "Save") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {

            }
          },
          "version" : "1.0"
        }

        """
    }

    /// A catalog whose JSON is cut short (a missing closing brace): the reader stops at line 8.
    public static let brokenCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : {
      },
      "version" : "1.0"
    }

    """
}

/// A git command a test set up with failed; the message shows git's own error.
public struct GitCommandFailed: Error, CustomStringConvertible {
    public var arguments: [String]
    public var status: Int32
    public var stderr: String

    public var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(stderr)" }
}
