import Foundation

/// Replaces a file's content all at once: writes a temporary file in the same folder, then renames it over the
/// target, so a crash, a kill or a full disk never leaves a truncated file — the target holds either its old bytes
/// or the new ones. The target's permissions are kept.
public enum AtomicFile {
    /// Why the file could not be written; the target is unchanged.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The file that was to be written.
        public var path: String
        /// What failed, from the operating system.
        public var reason: String

        public var description: String { "\(path): could not write the file: \(reason); it was left unchanged" }
    }

    /// Writes `bytes` to `url` atomically, keeping the existing file's permissions (0644 for a new file).
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let permissions = (try? manager.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)??.intValue
            ?? 0o644
        do {
            guard manager.createFile(atPath: temporary.path, contents: Data(bytes),
                                     attributes: [.posixPermissions: NSNumber(value: permissions)]) else {
                throw WriteError(path: url.path, reason: "cannot create a temporary file in \(folder.path)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
            if rename(temporary.path, url.path) != 0 {
                throw WriteError(path: url.path, reason: String(cString: strerror(errno)))
            }
        } catch let error as WriteError {
            try? manager.removeItem(at: temporary)
            throw error
        } catch {
            try? manager.removeItem(at: temporary)
            throw WriteError(path: url.path, reason: error.localizedDescription)
        }
    }
}
