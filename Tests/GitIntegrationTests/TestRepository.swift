import Foundation
import GitIntegration
import TestSupport
import XCTest

/// A throwaway git repository with its own HOME and global config, so tests never see the user's git setup.
struct TestRepository {
    let root: TemporaryDirectory
    /// The work tree.
    let url: URL
    /// HOME for git and the installer (holds the global config file).
    let home: URL

    init(file: StaticString = #filePath) throws {
        root = try TemporaryDirectory(prefix: "git-xcstrings-git")
        url = root.url.appendingPathComponent("repo", isDirectory: true)
        home = root.url.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    /// The environment every git call (ours and the library's) gets.
    var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": home.appendingPathComponent(".gitconfig").path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
    }

    /// Runs git in the work tree (or `directory`) and fails the test when it exits non-zero.
    @discardableResult
    func git(_ arguments: String..., in directory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> ShellResult {
        let result = try Shell.git(arguments, in: directory ?? url, environment: environment)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        return result
    }

    /// The library's runner for this repository (or `directory`).
    func runner(in directory: URL? = nil) throws -> Git {
        try Git(directory: directory ?? url, environment: environment)
    }

    /// Writes a file in the work tree.
    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Reads a file of the work tree (or any absolute path) as text; nil when absent.
    func read(_ path: String) -> String? {
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.appendingPathComponent(path)
        return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() { root.remove() }
}

/// Small catalogs for tests.
enum Catalogs {
    static func valid(_ value: String = "Save") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(value)" : {

            }
          },
          "version" : "1.0"
        }

        """
    }

    static let broken = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : {
      },
      "version" : "1.0"
    }

    """
}

extension TestRepository {
    /// Every file under the work tree's `.git` config, hooks and the attributes, as bytes, for before/after comparisons.
    func snapshot(extra: [URL] = []) -> [String: Data] {
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

    /// An installer for this repository (or `directory`) recording `executable`.
    func installer(executable: String = Shell.builtTool.path, in directory: URL? = nil) throws -> Installer {
        Installer(git: try runner(in: directory), executable: executable)
    }

    /// Plans and applies an install; returns the plan.
    @discardableResult
    func install(_ options: Installer.Options = .init(), executable: String = Shell.builtTool.path, in directory: URL? = nil)
        throws -> Installer.Plan
    {
        let installer = try installer(executable: executable, in: directory)
        let plan = try installer.planInstall(options)
        try installer.apply(plan)
        return plan
    }

    /// Plans and applies an uninstall; returns the plan.
    @discardableResult
    func uninstall(global: Bool = false, in directory: URL? = nil) throws -> Installer.Plan {
        let installer = try installer(in: directory)
        let plan = try installer.planUninstall(global: global)
        try installer.apply(plan)
        return plan
    }

    /// Writes an executable file (a hook or a fake tool).
    @discardableResult
    func writeExecutable(_ text: String, to path: String) throws -> URL {
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    /// Runs `git commit` and returns the result without asserting success (hooks may refuse it).
    func commit(_ message: String) throws -> ShellResult {
        try Shell.git(["commit", "-qm", message], in: url, environment: environment)
    }
}
