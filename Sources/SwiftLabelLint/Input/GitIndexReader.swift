import Foundation
import Git

/// Reads staged files from git's index for `lint --staged`: the pre-commit hook must lint what is about to be
/// committed, not the working tree. A thin adapter over `GitIntegration`, which owns every git call.
struct GitIndexReader {
    /// The repository's working tree root.
    var repository: URL
    /// The environment git runs with (the caller's, so `GIT_DIR`/`GIT_INDEX_FILE` from a hook are honoured).
    var environment: [String: String]

    /// Creates a reader for the repository at `repository`.
    init(repository: URL, environment: [String: String]) {
        self.repository = repository
        self.environment = environment
    }

    /// The staged (stage 0, regular) files whose path ends in one of `suffixes`, with their contents.
    func stagedFiles(withSuffixes suffixes: [String]) throws -> [(path: String, data: Data)] {
        do {
            let git = try Git(directory: repository, environment: environment)
            let paths = try git.check(["ls-files", "-z"]).nulSeparated
                .filter { path in suffixes.contains { path.hasSuffix($0) } }
            let staged = try StagedChanges(repository: Repository.discover(using: git)).files(Array(Set(paths)).sorted())
            return staged.map { ($0.path, $0.contents) }
        } catch let error as GitError {
            throw LintInputError.git("\(error)")
        }
    }

    /// The paths whose staged content differs from `HEAD` (added, copied, modified, renamed), or nil when there
    /// is no `HEAD` yet (then everything staged is new).
    func changedPaths() -> Set<String>? {
        guard let git = try? Git(directory: repository, environment: environment),
              let result = try? git.check(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "HEAD", "--"])
        else { return nil }
        return Set(result.nulSeparated)
    }
}
