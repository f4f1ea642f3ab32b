import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates folders with the operating system's own error words: on Linux, Foundation's `createDirectory` reports
/// a file in the way only as "The operation could not be completed".
public enum Folder {
    /// Creates `url` and every missing folder above it (like `mkdir -p`); `shown` names it in the error.
    public static func create(_ url: URL, shown: String) throws {
        var missing: [URL] = []
        var current = url.standardizedFileURL
        var isFolder: ObjCBool = false
        while current.path != "/", !FileManager.default.fileExists(atPath: current.path, isDirectory: &isFolder) {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        guard current.path == "/" || isFolder.boolValue else { throw failure(shown, ENOTDIR) }
        for folder in missing.reversed() where mkdir(folder.path, 0o755) != 0 {
            let code = errno
            guard code == EEXIST, FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
            else { throw failure(shown, code == EEXIST ? ENOTDIR : code) }
        }
    }

    private static func failure(_ shown: String, _ code: Int32) -> FileError {
        FileError(path: shown, message: "cannot create the folder: \(String(cString: strerror(code)).lowercased())")
    }
}
