import Diagnostics
import Foundation
import StringCatalog

/// Runs the check over the catalogs and folders a user names: what `git xcstrings check` does, without printing.
public enum CatalogCheckRun {
    /// The findings of a run and what they mean for the exit code.
    public struct Result: Equatable, Sendable {
        /// Every finding, sorted for reporting.
        public var findings: [Finding]
        /// The catalogs checked, as displayed.
        public var catalogs: [String]

        /// The number of errors.
        public var errorCount: Int { findings.filter { $0.severity == .error }.count }
        /// The number of warnings.
        public var warningCount: Int { findings.count - errorCount }

        /// Whether the run fails: any error, or with `strict` any warning too.
        public func fails(strict: Bool) -> Bool {
            errorCount > 0 || (strict && warningCount > 0)
        }

        /// One line for the end of a report: `2 errors and 1 warning in 3 catalogs`.
        public var summary: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            return "\(count(errorCount, "error")) and \(count(warningCount, "warning")) in \(count(catalogs.count, "catalog"))"
        }
    }

    /// The catalogs `paths` name: files as given, folders expanded to every `.xcstrings` under them (sorted).
    /// Display paths keep the user's spelling so reports stay relative.
    public static func catalogs(for paths: [String], currentDirectory: URL) throws -> [(url: URL, displayPath: String)] {
        var result: [(URL, String)] = []
        let manager = FileManager.default
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { throw CheckInputError.notFound(path: path) }
            guard isDirectory.boolValue else {
                result.append((url, path))
                continue
            }
            let found = catalogFiles(in: url)
            guard !found.isEmpty else { throw CheckInputError.noCatalogs(folder: path) }
            let prefix = path == "." || path == "./" ? "" : (path.hasSuffix("/") ? path : path + "/")
            let base = url.standardizedFileURL.resolvingSymlinksInPath().path
            for file in found {
                let full = file.standardizedFileURL.resolvingSymlinksInPath().path
                let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : file.lastPathComponent
                result.append((file, prefix + relative))
            }
        }
        return result
    }

    /// Checks every catalog `paths` name with `options`.
    public static func run(paths: [String], currentDirectory: URL, options: CheckOptions) throws -> Result {
        let checker = CatalogChecker(options: options)
        var findings: [Finding] = []
        var names: [String] = []
        for (url, displayPath) in try catalogs(for: paths, currentDirectory: currentDirectory) {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw CheckInputError.unreadable(path: displayPath, reason: CatalogFile.unreadableReason(url, error: error))
            }
            findings += checker.check(bytes: [UInt8](data), path: displayPath)
            names.append(displayPath)
        }
        return Result(findings: Finding.sortedForReport(findings), catalogs: names)
    }

    /// How reporters describe the tool and its checks (SARIF rules, JSON header). The information URI is the
    /// documentation page in the repository (the project has no published address yet).
    public static func toolDescription(version: String) -> ToolDescription {
        ToolDescription(
            name: "git-xcstrings check", version: version,
            informationURI: "docs/check.md",
            rules: CheckID.allCases.map { ($0.rawValue, $0.summary) })
    }

    private static func catalogFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xcstrings" {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }
}
