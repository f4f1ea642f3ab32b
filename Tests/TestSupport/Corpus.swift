import Foundation

/// Locates the shared real-world corpus (`../shared/corpus` beside the project) for tests that read it.
///
/// A user's clone has no `../shared`, so corpus tests call `Corpus.root()` and skip when it returns nil.
public enum Corpus {
    /// The corpus folder, or nil when it is absent. `XCSTRINGS_CORPUS` overrides the location.
    public static func root() -> URL? {
        if let override = ProcessInfo.processInfo.environment["XCSTRINGS_CORPUS"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return candidate
    }

    /// The package's root folder (the one holding `Package.swift`), found from this source file's path.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// All files under `folder` (recursively) whose name ends in `suffix`, sorted by path.
    public static func files(in folder: URL, withSuffix suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }
}
