import Foundation
import Git
import StringCatalog

/// Removes legacy files after a migration: `git rm` for files git tracks (so the removal is staged), a plain
/// delete for the rest; an `.lproj` folder left empty goes too, as Xcode's migration leaves none behind.
public enum LegacyFileRemover {
    /// Removes `files`; throws a `MigrationFileError` naming the first file that could not be removed.
    public static func remove(_ files: [URL]) throws {
        let byFolder = Dictionary(grouping: files) { $0.deletingLastPathComponent().path }
        for (folder, group) in byFolder.sorted(by: { $0.key < $1.key }) {
            if isInsideGitWorkTree(folder) {
                _ = runGit(["rm", "-q", "--ignore-unmatch", "--"] + group.map(\.lastPathComponent), in: folder)
            }
            for file in group where FileManager.default.fileExists(atPath: file.path) {
                do { try FileManager.default.removeItem(at: file) } catch {
                    throw MigrationFileError(path: file.path, message: "cannot delete: \(FileError.reason(of: error))")
                }
            }
            removeIfEmptyLproj(folder)
        }
    }

    /// Deletes `folder` when it is an `.lproj` folder with nothing left in it (git keeps no empty folders either).
    private static func removeIfEmptyLproj(_ folder: String) {
        guard folder.hasSuffix(".lproj"),
              let contents = try? FileManager.default.contentsOfDirectory(atPath: folder), contents.isEmpty
        else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func isInsideGitWorkTree(_ folder: String) -> Bool {
        runGit(["rev-parse", "--is-inside-work-tree"], in: folder) == 0
    }

    /// Runs git through `GitIntegration` (the tool's one git runner); -1 when git cannot be started.
    @discardableResult
    private static func runGit(_ arguments: [String], in folder: String) -> Int32 {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        guard let git = try? Git(directory: directory, environment: ProcessInfo.processInfo.environment),
              let result = try? git.run(arguments)
        else { return -1 }
        return result.status
    }
}
