import Foundation

/// The versions a change is judged against: what the pre-commit hook and `check --since REV` compare with, so
/// that only what a change introduces is held against it.
///
/// For a commit these are its parents-to-be: `HEAD` (none before the first commit) and, when finishing a merge,
/// every commit in `MERGE_HEAD`, since whatever one side of a merge already held is not the merge's doing. For
/// `check --since REV` it is that one revision.
public struct ChangeBaseline: Sendable {
    /// The runner, at the repository's top folder.
    public var git: Git
    /// The commit ids compared with, first parent first; empty before the first commit.
    public var revisions: [String]

    /// Creates a baseline of explicit commit ids.
    public init(git: Git, revisions: [String]) {
        self.git = git
        self.revisions = revisions
    }

    /// The parents the next commit in `repository` will have: `HEAD` when it exists, then each `MERGE_HEAD` line.
    public static func nextCommit(in repository: Repository) throws -> ChangeBaseline {
        var revisions: [String] = []
        let head = try repository.git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"])
        if head.status == 0 { revisions.append(head.trimmedOutput) }
        let mergeHead = repository.gitDirectory.appendingPathComponent("MERGE_HEAD")
        if let text = try? String(contentsOf: mergeHead, encoding: .utf8) {
            revisions += text.split(whereSeparator: \.isNewline).map(String.init).filter { line in
                !line.isEmpty && line.allSatisfy(\.isHexDigit)
            }
        }
        return ChangeBaseline(git: repository.git, revisions: revisions)
    }

    /// The single revision `name` (a branch, tag, `origin/main`, `HEAD~3`, a commit id) as a baseline; throws
    /// `GitError.unknownRevision` when git does not know it.
    public static func revision(_ name: String, in repository: Repository) throws -> ChangeBaseline {
        let result = try repository.git.run(["rev-parse", "-q", "--verify", "--end-of-options", name + "^{commit}"])
        guard result.status == 0, !result.trimmedOutput.isEmpty else { throw GitError.unknownRevision(name) }
        return ChangeBaseline(git: repository.git, revisions: [result.trimmedOutput])
    }

    /// For each of `paths` (relative to the top folder), its bytes in each baseline revision that has it, in
    /// revision order; an empty list means the file is new.
    public func versions(of paths: [String]) throws -> [String: [Data]] {
        guard !paths.isEmpty, !revisions.isEmpty else { return Dictionary(uniqueKeysWithValues: paths.map { ($0, []) }) }
        let names = revisions.flatMap { revision in paths.map { "\(revision):\($0)" } }
        let blobs = try ObjectReader(git: git).readIfPresent(names)
        var result: [String: [Data]] = [:]
        for (index, blob) in blobs.enumerated() {
            let path = paths[index % paths.count]
            result[path, default: []] += blob.map { [$0] } ?? []
        }
        return result
    }

    /// For each of `paths`, the lines of its staged version that differ from every baseline revision (a line
    /// that one parent already held is not the change's): read from `git diff --cached -U0 REV` per revision.
    /// Before the first commit every line of every file is touched.
    public func touchedLinesInIndex(of paths: [String]) throws -> [String: TouchedLines] {
        var result = Dictionary(uniqueKeysWithValues: paths.map { ($0, TouchedLines.all) })
        guard !paths.isEmpty else { return result }
        for revision in revisions {
            let diff = try git.check([
                "diff", "--cached", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames",
                "--src-prefix=a/", "--dst-prefix=b/", revision, "--",
            ] + paths.map { ":(literal)" + $0 })
            let touched = TouchedLines.parse(unifiedDiff: diff.output)
            for path in paths {
                result[path] = result[path, default: .all].intersection(touched[path] ?? .lines([]))
            }
        }
        return result
    }
}
