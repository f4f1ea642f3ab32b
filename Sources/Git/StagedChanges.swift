import Foundation

/// What is staged for the next commit, read from the index only: never the work tree, and never changing it.
///
/// Listing: `git diff --cached --name-only -z --diff-filter=ACMR` (added, copied, modified, renamed; deletions have
/// nothing to check). Blob ids: `git ls-files -s -z`. Contents: one `git cat-file --batch` for all blobs.
public struct StagedChanges: Sendable {
    /// The repository whose index is read.
    public var repository: Repository

    /// Creates a reader for `repository`'s index.
    public init(repository: Repository) {
        self.repository = repository
    }

    /// Paths staged for the next commit (added, copied, modified or renamed), relative to the top folder.
    public func stagedPaths() throws -> [String] {
        try repository.git.check(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames"])
            .nulSeparated
    }

    /// Staged paths that also have unstaged changes in the work tree: the commit will not contain what the user sees.
    public func partiallyStaged(among paths: [String]) throws -> [String] {
        guard !paths.isEmpty else { return [] }
        let changed = Set(try repository.git.check(["diff", "--name-only", "-z", "--no-renames"]).nulSeparated)
        return paths.filter { changed.contains($0) }
    }

    /// The staged files among `paths` whose index entry is a regular file (symlinks and submodules are skipped),
    /// with their staged bytes, in the order of `paths`.
    public func files(_ paths: [String]) throws -> [StagedFile] {
        guard !paths.isEmpty else { return [] }
        let listing = try repository.git.check(["ls-files", "-s", "-z", "--"] + paths.map { ":(literal)" + $0 })
        var entries: [String: (mode: String, objectID: String)] = [:]
        for line in listing.nulSeparated {
            guard let entry = Self.parseStageLine(line) else {
                throw GitError.unexpectedOutput(command: "ls-files -s", detail: line)
            }
            if entry.stage == "0", entry.mode.hasPrefix("100") {
                entries[entry.path] = (entry.mode, entry.objectID)
            }
        }
        let wanted = paths.filter { entries[$0] != nil }
        let ids = wanted.compactMap { entries[$0]?.objectID }
        let blobs = try ObjectReader(git: repository.git).read(ids)
        return zip(wanted, blobs).compactMap { path, blob in
            guard let entry = entries[path] else { return nil }
            return StagedFile(path: path, mode: entry.mode, objectID: entry.objectID, contents: blob)
        }
    }

    /// Reads one `ls-files -s` line: `<mode> <object> <stage>\t<path>`.
    static func parseStageLine(_ line: String) -> (mode: String, objectID: String, stage: String, path: String)? {
        guard let tab = line.firstIndex(of: "\t") else { return nil }
        let fields = line[..<tab].split(separator: " ")
        guard fields.count == 3 else { return nil }
        return (String(fields[0]), String(fields[1]), String(fields[2]), String(line[line.index(after: tab)...]))
    }
}
