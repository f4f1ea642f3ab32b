import Foundation

/// Paths as the user would type them: relative to the current folder when inside it.
enum DisplayPath {
    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
