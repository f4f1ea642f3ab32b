import Foundation

/// Finds the path the installer records for this executable: absolute, and stable across upgrades.
///
/// A package manager installs into a versioned folder (`/opt/homebrew/Cellar/git-xcstrings/1.2.0/bin/…`) and links
/// it from a stable one (`/opt/homebrew/bin/git-xcstrings`). Recording the versioned path would break the driver at
/// the next upgrade, so symlinks are followed only when the path as invoked lies in a versioned folder, and then
/// back to a stable link that points at the same file.
public struct ExecutableLocator {
    /// The environment (`PATH`, `HOME`).
    public var environment: [String: String]
    /// The folder a relative `argv[0]` is resolved against.
    public var currentDirectory: URL
    /// Folders package managers link executables from, searched after PATH.
    public var wellKnownFolders: [String]

    /// Creates a locator.
    public init(environment: [String: String], currentDirectory: URL) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        let home = environment["HOME"] ?? NSHomeDirectory()
        wellKnownFolders = ["/opt/homebrew/bin", "/usr/local/bin", "/home/linuxbrew/.linuxbrew/bin", home + "/.mint/bin"]
    }

    /// The stable absolute path for an executable started as `invokedAs` (argv[0]); `processPath` (the resolved
    /// executable of the running process) is used when argv[0] cannot be found.
    public func stablePath(invokedAs: String, processPath: String?) -> String {
        let candidate = invokedPath(invokedAs) ?? processPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard let candidate else { return invokedAs }
        if Self.isStable(candidate) { return candidate }
        let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        let name = URL(fileURLWithPath: candidate).lastPathComponent
        let folders = pathFolders + wellKnownFolders
        for folder in folders {
            let link = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if Self.isStable(link.path), FileManager.default.isExecutableFile(atPath: link.path),
                link.resolvingSymlinksInPath().path == real
            {
                return link.path
            }
        }
        return candidate
    }

    /// argv[0] made absolute (with a slash: against the current folder; without: the first match on PATH).
    func invokedPath(_ invokedAs: String) -> String? {
        if invokedAs.contains("/") {
            let url = invokedAs.hasPrefix("/")
                ? URL(fileURLWithPath: invokedAs) : currentDirectory.appendingPathComponent(invokedAs)
            let path = url.standardizedFileURL.path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        return pathFolders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(invokedAs).standardizedFileURL.path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private var pathFolders: [String] {
        (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    }

    /// Whether `path` survives upgrades: no folder named like a version (`1.2.0`, `v2.1`, `tool-1.0`), no Homebrew
    /// `Cellar`, no Nix store, no Mint package build folder.
    public static func isStable(_ path: String) -> Bool {
        if path.hasPrefix("/nix/store/") || path.contains("/.mint/packages/") { return false }
        let folders = path.split(separator: "/").dropLast()
        return !folders.contains { $0 == "Cellar" || isVersionLike($0) }
    }

    /// `1.2`, `v1.2.3`, `1.2.3_1`, `name-1.2.0`, `name@2.1`.
    static func isVersionLike(_ component: Substring) -> Bool {
        let parts = component.split(whereSeparator: { $0 == "-" || $0 == "@" || $0 == "_" })
        return parts.contains { part in
            let digits = part.hasPrefix("v") ? part.dropFirst() : part[...]
            let numbers = digits.split(separator: ".", omittingEmptySubsequences: false)
            return numbers.count >= 2 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        }
    }
}
