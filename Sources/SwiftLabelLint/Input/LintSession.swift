import Diagnostics
import Foundation
import StringCatalog

/// One run of the lint as the command line asks for it: finds the repository root and its configuration,
/// collects the Swift files (from the working tree or git's index) and the catalogs, and lints them.
public struct LintSession {
    /// What to lint.
    public struct Request: Sendable {
        /// Files or folders; empty means the current folder (or, with `staged`, the whole index).
        public var paths: [String]
        /// Lint the staged blobs instead of the working tree.
        public var staged: Bool
        /// Catalogs to read shown words and untranslated keys from; empty means every catalog in the repository (or
        /// the index).
        public var catalogs: [String]

        /// Opt-in rules to run on top of the configuration file's `enabledRules` (the real-code label test turns
        /// every rule on, to measure the opt-in ones too).
        public var enabledRules: Set<String>

        /// Creates a request.
        public init(paths: [String] = [], staged: Bool = false, catalogs: [String] = [], enabledRules: Set<String> = []) {
            self.paths = paths
            self.staged = staged
            self.catalogs = catalogs
            self.enabledRules = enabledRules
        }
    }

    public var currentDirectory: URL
    public var environment: [String: String]

    /// Creates a session run from `currentDirectory` with the process `environment` (git needs it).
    public init(currentDirectory: URL, environment: [String: String]) {
        self.currentDirectory = currentDirectory.standardizedFileURL
        self.environment = environment
    }

    /// The repository root: the nearest folder upwards holding `.git`, or the current folder.
    public var repositoryRoot: URL {
        var folder = currentDirectory
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return currentDirectory }
            folder = parent
        }
    }

    /// What a run found, with the text of the linted files (to read a finding's source line for a baseline).
    public struct Result: Sendable {
        public var findings: [Finding]
        /// The text of each linted Swift file, by the path its findings carry.
        public var texts: [String: String]

        /// The text of the line a finding points at ("" when the file is not a linted Swift file).
        public func lineText(of finding: Finding) -> String {
            guard let text = texts[finding.path] else { return "" }
            var line = 1
            var start = text.startIndex
            while line < finding.location.line, let newline = text[start...].firstIndex(of: "\n") {
                start = text.index(after: newline)
                line += 1
            }
            return String(text[start...].prefix { $0 != "\n" && $0 != "\r" })
        }
    }

    /// Runs the lint; throws `LintInputError` for input it cannot read (exit 2 at the command line).
    public func run(_ request: Request) throws -> [Finding] {
        try lint(request).findings
    }

    /// Runs the lint and keeps the linted files' text.
    public func lint(_ request: Request) throws -> Result {
        let root = repositoryRoot
        var (configuration, findings) = try loadConfiguration(root: root)
        configuration.enabledRules.formUnion(request.enabledRules)
        var sources: [Linter.Source] = []
        var context: [Linter.Source] = []
        var catalogWords = CatalogWords()
        if request.staged {
            let reader = GitIndexReader(repository: root, environment: environment)
            let staged = try reader.stagedFiles(withSuffixes: [".swift", ".xcstrings"])
            let prefixes = request.paths.map { relativeToRoot(currentDirectory.appendingPathComponent($0), root: root) }
            let changed = reader.changedPaths()
            for file in staged where file.path.hasSuffix(".swift") {
                guard !isSkipped(file.path), !configuration.excludes(file.path) else { continue }
                let source = Linter.Source(path: file.path, text: try decode(file.data, path: file.path))
                let wanted = prefixes.isEmpty || prefixes.contains { $0.isEmpty || file.path == $0 || file.path.hasPrefix($0 + "/") }
                if wanted, changed?.contains(file.path) ?? true { sources.append(source) } else { context.append(source) }
            }
            if request.catalogs.isEmpty {
                for file in staged where file.path.hasSuffix(".xcstrings") && !isSkipped(file.path) {
                    addWords(ofFoundCatalog: file.data, path: file.path, to: &catalogWords, findings: &findings)
                }
            }
        } else {
            let paths = request.paths.isEmpty ? ["."] : request.paths
            for path in try SourceFinder.files(under: paths, base: currentDirectory, suffixes: [".swift"]) {
                let url = url(for: path)
                guard !configuration.excludes(relativeToRoot(url, root: root)) else { continue }
                sources.append(Linter.Source(path: path, text: try decode(try read(url, shown: path), path: path)))
            }
            if isRepository(root) {
                let linted = Set(sources.map { relativeToRoot(url(for: $0.path), root: root) })
                for path in try SourceFinder.files(under: ["."], base: root, suffixes: [".swift"]) where !linted.contains(path) {
                    guard !configuration.excludes(path),
                          let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
                    context.append(Linter.Source(path: path, text: text))
                }
            }
            if request.catalogs.isEmpty {
                for path in try SourceFinder.files(under: ["."], base: root, suffixes: [".xcstrings"]) {
                    let url = root.appendingPathComponent(path)
                    let data = try read(url, shown: display(url))
                    addWords(ofFoundCatalog: data, path: display(url), to: &catalogWords, findings: &findings)
                }
            }
        }
        for path in request.catalogs {
            let url = url(for: path)
            guard FileManager.default.fileExists(atPath: url.path) else { throw LintInputError.noSuchCatalog(path) }
            catalogWords.formUnion(try CatalogWords.read(try read(url, shown: path), path: path))
        }
        // Keys the catalogs do not translate are names, exactly like `allowedWords` (issue #11).
        configuration.allowedWords.formUnion(catalogWords.untranslated)
        findings += Linter(configuration: configuration).lint(sources, catalogWords: catalogWords.shown, context: context)
        var texts: [String: String] = [:]
        for source in sources { texts[source.path] = source.text }
        return Result(findings: findings, texts: texts)
    }

    /// Adds the words of a catalog the lint found by itself (not one named with `--catalog`). A catalog that does
    /// not read — conflict markers during a merge, a broken file — is skipped with a warning: it is the check's to
    /// report, and it must not stop the lint (an Xcode build phase would fail).
    private func addWords(ofFoundCatalog data: Data, path: String, to words: inout CatalogWords, findings: inout [Finding]) {
        do {
            words.formUnion(try CatalogWords.read(data, path: path))
        } catch let error as LocatedError {
            let position = error.position ?? TextPosition(line: 1, column: 1)
            findings.append(Finding(
                path: path, location: SourceLocation(line: position.line, column: position.column), severity: .warning,
                message: "catalog skipped by compare-shown-word: \(error.message)", ruleID: "catalog"))
        } catch {
            findings.append(Finding(
                path: path, location: SourceLocation(line: 1, column: 1), severity: .warning,
                message: "catalog skipped by compare-shown-word: \(FileError.reason(of: error))", ruleID: "catalog"))
        }
    }

    /// A path the user typed, resolved against the current folder.
    private func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    }

    /// Whether `root` is a git working tree (only then is the whole tree read for context).
    private func isRepository(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
    }

    /// The configuration at the repository root (the defaults when there is none) and warnings about it.
    private func loadConfiguration(root: URL) throws -> (LintConfiguration, [Finding]) {
        let url = root.appendingPathComponent(ConfigurationLoader.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return (LintConfiguration(), []) }
        return try ConfigurationLoader.load(
            try read(url, shown: display(url)), path: display(url), knownRules: Linter.knownRuleIDs)
    }

    /// Whether a repository-relative path lies in a folder the lint never reads, or is a generated file.
    private func isSkipped(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        return components.dropLast().contains { SourceFinder.skippedFolders.contains($0) }
            || SourceFinder.isGeneratedName(components.last ?? "")
    }

    private func read(_ url: URL, shown: String) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw LintInputError.unreadableFile(path: shown, reason: FileError.reason(of: error))
        }
    }

    private func decode(_ data: Data, path: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LintInputError.unreadableFile(path: path, reason: "not UTF-8 text")
        }
        return text
    }

    /// `url`'s path relative to the repository root (`/`-separated, no leading `./`).
    private func relativeToRoot(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        if path == root.path { return "" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// How to show a path: relative to the current folder when inside it, absolute otherwise.
    private func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = currentDirectory.path.hasSuffix("/") ? currentDirectory.path : currentDirectory.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
