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
