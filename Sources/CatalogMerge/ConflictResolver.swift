import Diagnostics

/// Resolves conflict hunks in a file one way: keeps ours' (or theirs', or the base's) lines and drops the rest and
/// the markers. Works on any git-style hunks (ours, the textual merge's, a person's half-done edit).
public enum ConflictResolver {
    /// What resolving found.
    public struct Resolution: Sendable {
        /// The file without the resolved hunks' markers.
        public var bytes: [UInt8]
        /// How many hunks were resolved.
        public var hunkCount: Int
        /// How many hunks were left as they were (not picked by the filter).
        public var leftCount: Int = 0
    }

    /// A hunk that never closes: the file is left as it was. The reader knows no file; `naming(_:)` adds it.
    public struct UnterminatedHunkError: LocatedError, Sendable {
        /// 1-based line of the `<<<<<<<` marker.
        public var line: Int
        /// The file, once a caller names it.
        public var path: String?
        /// The `<<<<<<<` marker.
        public var position: SourceLocation? { SourceLocation(line: line, column: 1) }
        public var message: String { "the conflict hunk starting at line \(line) has no closing '>>>>>>>' marker" }
        public var hint: String? { "resolve it by hand" }

        /// The same error about the file named `path`.
        public func naming(_ path: String) -> UnterminatedHunkError {
            var named = self
            named.path = path
            return named
        }
    }

    /// Keeps `side` of every hunk in `bytes`.
    public static func resolve(_ bytes: [UInt8], keeping side: MergeSide) throws -> Resolution {
        let file = try ConflictedFile(bytes)
        return Resolution(bytes: file.resolved { _ in side }, hunkCount: file.hunks.count)
    }

    /// Keeps `side` of the hunks `filter` picks (by the conflicts `ConflictReader` finds in them) and leaves the
    /// others as they are.
    public static func resolve(_ bytes: [UInt8], keeping side: MergeSide, only filter: HunkFilter, path: String) throws -> Resolution {
        let file = try ConflictedFile(bytes)
        if filter.picksEverything { return Resolution(bytes: file.resolved { _ in side }, hunkCount: file.hunks.count) }
        let reports = ConflictReader.reports(in: file, path: path) ?? []
        var byHunk: [Int: [ConflictReport]] = [:]
        for report in reports { if let index = report.hunkIndex { byHunk[index, default: []].append(report) } }
        let picked = Set(file.hunks.indices.filter { filter.picks(byHunk[$0] ?? []) })
        return Resolution(
            bytes: file.resolved { picked.contains($0) ? side : nil }, hunkCount: picked.count,
            leftCount: file.hunks.count - picked.count)
    }
}
