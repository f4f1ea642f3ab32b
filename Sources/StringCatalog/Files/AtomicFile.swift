import Foundation

/// Writes files so that a crash, a kill or a full disk never leaves a truncated file: the bytes go to a temporary
/// file in the same folder, which then replaces the target with one `rename`. The target's permissions are kept.
public enum AtomicFile {
    /// Replaces (or creates) the file at `url` with `bytes`.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let manager = FileManager.default
        let permissions = (try? manager.attributesOfItem(atPath: url.path))?[.posixPermissions]
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw AtomicFileError(path: url.path, reason: "cannot create a temporary file in \(folder.path)")
        }
        do {
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}

/// A file that could not be written; the original is untouched.
public struct AtomicFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): cannot write the file: \(reason) (the file was left as it was)" }
}
