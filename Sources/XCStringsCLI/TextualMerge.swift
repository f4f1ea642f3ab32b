import CatalogMerge
import Diagnostics
import Foundation
import Git

/// git's own line-based merge (`git merge-file`), used when a side cannot be read as a catalog so nothing is lost.
enum TextualMerge {
    /// `git merge-file` failed to run or reported an error; about git, not one file.
    struct Failure: LocatedError, Sendable {
        /// What went wrong, from git or the system.
        var reason: String
        var message: String { "git merge-file failed: \(reason)" }
        var path: String? { nil }
    }

    /// Merges the three files with `git merge-file -p` (same marker size and labels) and returns the merged bytes
    /// and git's conflict count (0: clean). `style` nil leaves the conflict style to git's `merge.conflictStyle`,
    /// which `git merge-file` reads itself; a given style is set for this one run (`-c`), since `merge-file` has
    /// flags for diff3 and zdiff3 but none that turns a configured diff3 back to merge.
    static func merge(
        basePath: String, oursPath: String, theirsPath: String, options: MergeOptions, style: MergeOptions.ConflictStyle?
    ) throws -> (bytes: [UInt8], conflicts: Int) {
        var arguments = style.map { ["-c", "merge.conflictStyle=\($0.rawValue)"] } ?? []
        arguments += ["merge-file", "-p", "--marker-size=\(options.markerSize)"]
        arguments += ["-L", options.oursLabel, "-L", options.baseLabel, "-L", options.theirsLabel,
                      oursPath, basePath, theirsPath]
        let result: GitResult
        do {
            let git = try Git(directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              environment: ProcessInfo.processInfo.environment)
            result = try git.run(arguments)
        } catch {
            throw Failure(reason: "cannot run git: \(error)")
        }
        guard (0...127).contains(result.status) else {
            throw Failure(reason: result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return ([UInt8](result.stdout), Int(result.status))
    }
}
