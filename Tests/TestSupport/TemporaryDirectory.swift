import Foundation

/// A fresh folder under the system temporary directory, removed by `remove()` (call it in `defer` or `tearDown`).
public struct TemporaryDirectory {
    public let url: URL

    /// Creates the folder; `prefix` helps tell tests apart when one leaks.
    public init(prefix: String = "git-xcstrings-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 to `relativePath` inside the folder, creating intermediate folders.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws -> URL {
        try write(Data(text.utf8), to: relativePath)
    }

    /// Writes `data` to `relativePath` inside the folder, creating intermediate folders.
    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
