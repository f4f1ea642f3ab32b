import Foundation
import Git
import StringCatalog

/// One change the installer or uninstaller makes; a plan is a list of these, printed by `--dry-run`.
public enum InstallAction: Equatable {
    /// Set a configuration key.
    case setConfig(scope: GitConfig.Scope, key: String, value: String)
    /// Remove configuration keys, then their section when nothing else is left in it.
    case unsetConfig(scope: GitConfig.Scope, keys: [String], section: String)
    /// Create or replace a file; a replaced file keeps its permissions, a new one gets `mode`.
    case writeFile(URL, contents: String, mode: Int)
    /// Delete a file.
    case removeFile(URL)
    /// Rename a file (an existing hook moved aside for chaining, or back).
    case moveFile(from: URL, to: URL)

    /// One line for the user: what changes where.
    public var summary: String {
        switch self {
        case .setConfig(let scope, let key, let value):
            let shown = DriverConfigValue.executable(inDriver: value)
                .map { "\($0) merge-driver, or git merge-file when that is missing" } ?? value
            return "set \(key) in the \(scope == .global ? "global" : "repository") git config: \(shown)"
        case .unsetConfig(let scope, let keys, _):
            return "remove \(keys.joined(separator: ", ")) from the \(scope == .global ? "global" : "repository") git config"
        case .writeFile(let url, _, _):
            return FileManager.default.fileExists(atPath: url.path) ? "update \(url.path)" : "create \(url.path)"
        case .removeFile(let url):
            return "delete \(url.path)"
        case .moveFile(let from, let to):
            return "move \(from.path) to \(to.path)"
        }
    }

    /// Performs the change with `git` (whose folder decides which repository `.local` means).
    public func apply(git: Git) throws {
        let fileManager = FileManager.default
        do {
            switch self {
            case .setConfig(let scope, let key, let value):
                try GitConfig(git: git, scope: scope).set(key, value)
            case .unsetConfig(let scope, let keys, let section):
                let config = GitConfig(git: git, scope: scope)
                for key in keys { try config.unset(key) }
                try config.removeSectionIfEmpty(section)
            case .writeFile(let url, let contents, let mode):
                let existed = fileManager.fileExists(atPath: url.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let keptMode = existed ? (try fileManager.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) : nil
                try Data(contents.utf8).write(to: url, options: .atomic)
                try fileManager.setAttributes([.posixPermissions: keptMode ?? mode], ofItemAtPath: url.path)
            case .removeFile(let url):
                try fileManager.removeItem(at: url)
            case .moveFile(let from, let to):
                try fileManager.moveItem(at: from, to: to)
            }
        } catch let error as GitError {
            throw error
        } catch {
            throw failure(FileError.reason(of: error))
        }
    }

    /// This action failing on the file system (`reason`, the system's words), as an error about the file it touches.
    private func failure(_ reason: String) -> GitError {
        switch self {
        case .setConfig(let scope, _, _), .unsetConfig(let scope, _, _):
            return .fileAccess(path: scope == .global ? "~/.gitconfig" : ".git/config", reason: "cannot change the git config: \(reason)")
        case .writeFile(let url, _, _):
            return .fileAccess(path: url.path, reason: "cannot write the file: \(reason)")
        case .removeFile(let url):
            return .fileAccess(path: url.path, reason: "cannot delete the file: \(reason)")
        case .moveFile(let from, let to):
            return .fileAccess(path: from.path, reason: "cannot move the file to \(to.path): \(reason)")
        }
    }
}
