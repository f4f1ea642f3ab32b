import Diagnostics
import Foundation
import GitIntegration
import SwiftLabelLint

/// Runs the string-typed-label lint on the staged Swift files for `git xcstrings pre-commit`.
///
/// Reports on the staged files it is given; reads the configuration, the rest of the index (which types are views,
/// what callers pass) and the staged catalogs itself. Only `error` findings (a localized accessibility identifier)
/// refuse the commit; warnings are printed. When the lint cannot run (a malformed `.xcstrings-lint.json`), it says
/// so as a warning instead of blocking the commit.
struct LintStagedValidator: StagedFileValidator {
    let name = "string-typed-label lint"
    /// The folder git runs in (the hook runs at the top of the work tree).
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    /// The environment git runs with (a hook's `GIT_INDEX_FILE` is honoured).
    var environment = ProcessInfo.processInfo.environment

    func accepts(path: String) -> Bool { Self.isSwift(path) }

    func validate(_ files: [StagedFile]) -> [Finding] {
        let session = LintSession(currentDirectory: currentDirectory, environment: environment)
        do {
            return try session.runStaged(files.map { ($0.path, $0.contents) })
        } catch {
            return [Finding(
                path: files.first?.path ?? ".", location: SourceLocation(line: 1, column: 1), severity: .warning,
                message: "the lint did not run: \(error)", ruleID: "lint")]
        }
    }
}
