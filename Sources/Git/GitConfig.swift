import Foundation

/// Reads and writes git configuration in one scope, through `git config` so git's own quoting and file locking apply.
public struct GitConfig: Sendable {
    /// Which configuration file a read or write addresses.
    public enum Scope: Equatable, Sendable {
        /// Whatever git sees from the current folder (system, global, local, worktree), for reads.
        case effective
        /// The repository's `.git/config`.
        case local
        /// The user's configuration (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/config` or `GIT_CONFIG_GLOBAL`).
        case global

        var flags: [String] {
            switch self {
            case .effective: return []
            case .local: return ["--local"]
            case .global: return ["--global"]
            }
        }
    }

    /// The runner (its folder decides which repository `.local` means).
    public var git: Git
    /// The scope reads and writes address.
    public var scope: Scope

    /// Creates a configuration accessor.
    public init(git: Git, scope: Scope = .effective) {
        self.git = git
        self.scope = scope
    }

    /// The value of `key`, or nil when it is not set (git exits 1 then).
    public func get(_ key: String) throws -> String? {
        let arguments = ["config"] + scope.flags + ["--get", key]
        let result = try git.run(arguments)
        switch result.status {
        case 0: return result.trimmedOutput
        case 1: return nil
        default: throw GitError.commandFailed(arguments: arguments, status: result.status, stderr: result.errorOutput)
        }
    }

    /// The value of `key` as a path (`--type=path` expands a leading `~/`), or nil when not set.
    public func getPath(_ key: String) throws -> String? {
        let arguments = ["config"] + scope.flags + ["--type=path", "--get", key]
        let result = try git.run(arguments)
        switch result.status {
        case 0: return result.trimmedOutput
        case 1: return nil
        default: throw GitError.commandFailed(arguments: arguments, status: result.status, stderr: result.errorOutput)
        }
    }

    /// Every `key value` pair whose key matches the regular expression `pattern` (empty when none).
    public func entries(matching pattern: String) throws -> [(key: String, value: String)] {
        let arguments = ["config"] + scope.flags + ["-z", "--get-regexp", pattern]
        let result = try git.run(arguments)
        guard result.status == 0 else {
            if result.status == 1 { return [] }
            throw GitError.commandFailed(arguments: arguments, status: result.status, stderr: result.errorOutput)
        }
        return result.nulSeparated.map { item in
            let parts = item.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// Sets `key` to `value` (replacing a single existing value).
    public func set(_ key: String, _ value: String) throws {
        try git.check(["config"] + scope.flags + [key, value])
    }

    /// Removes `key`; removing a key that is not set is not an error.
    public func unset(_ key: String) throws {
        let arguments = ["config"] + scope.flags + ["--unset-all", key]
        let result = try git.run(arguments)
        guard result.status == 0 || result.status == 5 else {
            throw GitError.commandFailed(arguments: arguments, status: result.status, stderr: result.errorOutput)
        }
    }

    /// Removes the section `name` (e.g. `merge.xcstrings`) when it holds no keys any more, so the file reads as
    /// before the section was added (git leaves an empty `[merge "xcstrings"]` header behind after `--unset`).
    public func removeSectionIfEmpty(_ name: String) throws {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard try entries(matching: "^\(escaped)\\.").isEmpty else { return }
        _ = try git.run(["config"] + scope.flags + ["--remove-section", name])
    }
}
