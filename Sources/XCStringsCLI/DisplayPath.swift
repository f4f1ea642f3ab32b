import Foundation

/// Paths as the user would type them: relative to the current folder when inside it.
enum DisplayPath {
    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `text` with each line that starts with a path inside `folder` made relative, so error lines read
    /// `App/de.lproj/Localizable.strings:1:10: error: …` like the rest of the report.
    static func relativeLines(_ text: String, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : String($0) }
            .joined(separator: "\n")
    }
}
