/// Resolves conflict hunks in a file one way: keeps ours' (or theirs', or the base's) lines and drops the rest and
/// the markers. Works on any git-style hunks (ours, the textual merge's, a person's half-done edit).
public enum ConflictResolver {
    /// Which side of a hunk to keep.
    public enum Side: String, Sendable {
        case ours, theirs
        /// The base section (diff3 and zdiff3 hunks); a hunk without one keeps nothing.
        case base
    }

    /// What resolving found.
    public struct Resolution: Sendable {
        /// The file without the resolved hunks' markers.
        public var bytes: [UInt8]
        /// How many hunks were resolved.
        public var hunkCount: Int
    }

    /// A hunk that never closes: the file is left as it was.
    public struct UnterminatedHunkError: Error, CustomStringConvertible, Sendable {
        /// 1-based line of the `<<<<<<<` marker.
        public var line: Int
        public var description: String {
            "the conflict hunk starting at line \(line) has no closing '>>>>>>>' marker; resolve it by hand"
        }
    }

    /// Keeps `side` of every hunk in `bytes`.
    public static func resolve(_ bytes: [UInt8], keeping side: Side) throws -> Resolution {
        let file = try ConflictedFile(bytes)
        return Resolution(bytes: file.resolved { _ in side }, hunkCount: file.hunks.count)
    }
}
