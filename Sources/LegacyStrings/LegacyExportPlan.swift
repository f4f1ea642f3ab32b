import Foundation
import StringCatalog

/// Plans and performs writing the `.strings`/`.stringsdict` files of `export`, as the installer plans and applies
/// its changes: planning only reads (which files exist and what they hold), so a refused export writes nothing.
///
/// The policy: two catalogs whose tables land on the same file are refused (one would silently replace the other);
/// an existing file that would change is refused unless `force` (it may hold hand edits); an existing file with
/// exactly the new bytes is written again harmlessly. Writes are atomic, folders are created as needed.
public struct LegacyExportPlan: Sendable {
    /// One file to write.
    public struct Write: Sendable, Equatable {
        /// Where.
        public var url: URL
        /// The complete new contents.
        public var bytes: [UInt8]

        /// Creates a write.
        public init(url: URL, bytes: [UInt8]) {
            self.url = url
            self.bytes = bytes
        }
    }

    /// Why the export writes nothing.
    public struct Refusal: Sendable, Equatable {
        /// Why a file is refused.
        public enum Reason: Sendable, Equatable {
            /// Two catalogs of the same table name export to this file.
            case collision
            /// The file exists with other bytes, and `force` was not given.
            case wouldChange
        }

        /// The file.
        public var url: URL
        public var reason: Reason

        /// Creates a refusal.
        public init(url: URL, reason: Reason) {
            self.url = url
            self.reason = reason
        }

        /// What is wrong and what to do, without the path.
        public var message: String {
            switch reason {
            case .collision:
                return "two catalogs of the same table name export to this file; export them to different --output folders"
            case .wouldChange:
                return "exists and would change; pass --force to replace it"
            }
        }
    }

    /// The files to write, in order.
    public var writes: [Write]
    /// Empty when the plan may be applied. A collision is reported alone (the first one): until the outputs are
    /// separated, which existing files would change is not yet the question.
    public var refusals: [Refusal]

    /// Plans writing `writes`: refuses the first collision, else every existing file that would change (unless
    /// `force`).
    public static func plan(_ writes: [Write], force: Bool) -> LegacyExportPlan {
        var seen: Set<String> = []
        for write in writes where !seen.insert(write.url.standardizedFileURL.path).inserted {
            return LegacyExportPlan(writes: writes, refusals: [Refusal(url: write.url, reason: .collision)])
        }
        let refusals = force ? [] : writes.compactMap { write -> Refusal? in
            guard let existing = FileManager.default.contents(atPath: write.url.path), Array(existing) != write.bytes else {
                return nil
            }
            return Refusal(url: write.url, reason: .wouldChange)
        }
        return LegacyExportPlan(writes: writes, refusals: refusals)
    }

    /// Writes every file atomically, creating folders; `shown` names a file or folder in an error. Precondition:
    /// no refusals (the caller reports them instead).
    public func apply(shown: (URL) -> String) throws {
        precondition(refusals.isEmpty, "a refused export plan is reported, not applied")
        for write in writes {
            let folder = write.url.deletingLastPathComponent()
            try Folder.create(folder, shown: shown(folder))
            do { try AtomicFile.write(write.bytes, to: write.url) } catch {
                throw FileError(path: shown(write.url), message: FileError.reason(of: error))
            }
        }
    }
}
