import Diagnostics
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a crash, a kill or a full disk never leaves a truncated file: the bytes go to a temporary
/// file in the same folder, which then replaces the target with one `rename`. The target's permissions are kept.
/// Plain POSIX calls: Foundation's `createFile` would itself write a second temporary file and sync it.
public enum AtomicFile {
    /// Replaces (or creates) the file at `url` with `bytes`, keeping the existing file's permissions (0644 for a
    /// new file). With `durable`, the data is flushed to disk before the rename (survives a power loss, costs a
    /// disk round trip); without it the write is still atomic against a kill or a full disk, like git's own
    /// writes to the work tree.
    public static func write(_ bytes: [UInt8], to url: URL, durable: Bool = true) throws {
        try write(bytes, toPath: url.path, durable: durable)
    }

    /// `write(_:to:durable:)` for a file path. The merge driver writes by path: building a file URL's path costs
    /// the runtime its first lookups of the generic types Foundation uses for it, a noticeable part of the driver's
    /// run on a small catalog.
    public static func write(_ bytes: [UInt8], toPath path: String, durable: Bool = true) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let prefix = (slash.map { String(path[...$0]) } ?? "") + ".\(name).\(getpid())"
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        guard let (descriptor, temporary) = createTemporary(prefix: prefix, mode: mode) else {
            throw failure(path, "cannot create a temporary file in \(folder)")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure(path, nil)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        // The umask may have narrowed the mode given to open; set it exactly.
        fchmod(descriptor, mode)
        if durable, fsync(descriptor) != 0 {
            let error = failure(path, nil)
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let error = failure(path, nil)
            unlink(temporary)
            throw error
        }
    }

    /// Creates `<prefix>.<n>.tmp` exclusively, for the first `n` from 0 whose name is free: the process id in
    /// `prefix` keeps concurrent writers apart, and `O_EXCL` steps over a file a crashed run left behind. (A
    /// random name cost the merge driver a `/dev/urandom` read and Foundation's UUID on every run.)
    private static func createTemporary(prefix: String, mode: mode_t) -> (descriptor: Int32, path: String)? {
        for attempt in 0..<100 {
            let temporary = "\(prefix).\(attempt).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno == EINTR || errno == EEXIST { continue }
            return nil
        }
        return nil
    }

    private static func failure(_ path: String, _ what: String?) -> AtomicFileError {
        let text = String(cString: strerror(errno))
        let system = text.prefix(1).lowercased() + text.dropFirst()
        return AtomicFileError(path: path, reason: what.map { "\($0) (\(system))" } ?? system)
    }
}

/// A file that could not be written; the original is untouched.
public struct AtomicFileError: LocatedError, Equatable {
    /// The file that was to be written (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// What failed, from the operating system.
    public var reason: String

    /// Always nil: the problem is the file, not a place in it.
    public var position: TextPosition? { nil }

    public var message: String { "cannot write the file: \(reason) (the file was left as it was)" }
}
