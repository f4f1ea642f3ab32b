import Foundation

/// A git work tree as git itself sees it: where it starts, where its git folders are, and where its hooks live.
///
/// Found by asking git (`rev-parse`), never by guessing from `.git` folders, so worktrees, submodules,
/// `GIT_DIR` and `core.hooksPath` come out right.
public struct Repository: Sendable {
    /// The top folder of the work tree (`git rev-parse --show-toplevel`).
    public var topLevel: URL
    /// This work tree's git folder (`.git`, or `.git/worktrees/<name>` for a linked worktree).
    public var gitDirectory: URL
    /// The folder shared by all worktrees (`.git` of the main work tree): config and default hooks live there.
    public var commonDirectory: URL
    /// The folder git really runs hooks from: `core.hooksPath` (relative to the top folder) or `<common>/hooks`.
    public var hooksDirectory: URL
    /// A git runner whose working folder is `topLevel`.
    public var git: Git

    /// Discovers the repository containing `git.directory` with one `git rev-parse`; throws
    /// `GitError.notARepository` outside a work tree (a bare repository, a `.git` folder, no repository).
    ///
    /// `check` and `diff` discover the repository on every run, so the four answers come from one git process.
    /// The relative paths git prints (`--git-common-dir`, and `--git-path hooks` with a relative
    /// `core.hooksPath`) are relative to the folder git ran in.
    public static func discover(using git: Git) throws -> Repository {
        let result = try git.run(
            ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-common-dir", "--git-path", "hooks"])
        let lines = result.trimmedOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard result.status == 0, lines.count == 4, !lines[0].isEmpty else {
            throw GitError.notARepository(path: git.directory.path)
        }
        let topLevel = URL(fileURLWithPath: lines[0], isDirectory: true)
        return Repository(
            topLevel: topLevel,
            gitDirectory: URL(fileURLWithPath: lines[1], isDirectory: true),
            commonDirectory: resolve(lines[2], against: git.directory),
            hooksDirectory: resolve(lines[3], against: git.directory),
            git: git.inDirectory(topLevel)
        )
    }

    /// Whether `core.hooksPath` is set (hooks are then somewhere a tool like husky may own); asks `git config`.
    public func hooksPathIsConfigured() throws -> Bool {
        try GitConfig(git: git).get("core.hooksPath") != nil
    }

    /// The path of the hook named `name` (e.g. `pre-commit`) in the hooks folder git uses.
    public func hook(_ name: String) -> URL {
        hooksDirectory.appendingPathComponent(name)
    }

    /// A path git printed, made absolute against the folder git ran in, with `.` and `..` removed.
    static func resolve(_ path: String, against directory: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
