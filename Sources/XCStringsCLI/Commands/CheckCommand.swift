import CatalogCheck
import Diagnostics
import Foundation
import Git
import StringCatalog

/// `git xcstrings check`: reports untranslated keys, placeholder slips, plural forms that do not fit the language,
/// broken substitutions and unreadable catalogs. The work is done by `CatalogChecker.report`, `CatalogChangeCheck`
/// (`--since`) and `CheckGate` (what is listed, what fails).
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Check catalogs: translations complete, placeholders matched, plural forms right for each language."
    static let discussion = """
    CATALOG may be a folder: every .xcstrings file under it is checked (default: the "paths" of the configuration,
    else the current folder). First one table per catalog (language, translated/total, %, needs_review, errors,
    warnings), then the findings other than coverage as 'path:line:col: error|warning: message [check]';
    --list coverage (or --verbose) lists every missing translation too.
    --since REV judges only what changed since REV (e.g. the merge base with origin/main): findings already there
    are counted in one line per catalog, the same comparison as the pre-commit hook.
    --min-coverage 95 or de=100,fr=90: a language below its figure fails; single missing translations then do not.
    Every option can be set in the "check" object of .xcstrings-lint.json at the repository root (docs/review.md).
    Checks: coverage, placeholders, plurals (CLDR \(PluralRules.cldrVersion)), substitutions, structure.
    Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or input error.
    """
    static let strict = Option.flag("--strict", help: "Fail on warnings too.")
    static let verbose = Option.flag("--verbose", help: "List every missing translation (same as --list coverage).")
    static let languages = Option.list(
        "--languages", valueName: "LANG,...", help: "Languages a translation is expected in (default: every language the catalog has).")
    static let require: Option<CheckOptions.Requirement?> = .choice(
        "--require", valueName: "STATE", help: "How finished translations must be (default: translated).")
    static let format: Option<ReportFormat?> = .choice("--format", valueName: "FORMAT", help: "Output format (default: xcode).")
    static let list = Option.value("--list", valueName: "WHAT", help: "List the coverage findings too.", allowedValues: ["coverage"])
    static let since = Option.value("--since", valueName: "REV", help: "Judge only the findings introduced since revision REV.")
    static let minCoverage = Option.value(
        "--min-coverage", valueName: "PERCENT", help: "Minimum share translated: 95, or per language de=100,fr=90.")
    static let spec = ArgumentSpec(
        keys: [strict, verbose, languages, require, format, list, since, minCoverage],
        positionals: .init(usage: "[CATALOG...]", help: "The .xcstrings files or folders to check.")
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let repository = (try? Git(directory: context.currentDirectory, environment: context.environment))
            .flatMap { try? Repository.discover(using: $0) }
        let settings = try settings(root: repository?.topLevel ?? context.currentDirectory)
        let requested = arguments.isGiven(Self.languages) ? arguments[Self.languages] : settings.languages
        if let requested, requested.isEmpty {
            throw UsageError("option '--languages' needs at least one language code, e.g. 'de,fr'")
        }
        let options = CheckOptions(
            languages: requested,
            requirement: arguments[Self.require]
                ?? settings.requirement ?? .translated)
        let minimum = try arguments[Self.minCoverage].map { text in
            do { return try MinimumCoverage(parsing: text) } catch { throw UsageError("option '--min-coverage': \(error)") }
        } ?? settings.minimumCoverage
        let gate = CheckGate(
            minimumCoverage: minimum,
            listCoverage: arguments[Self.verbose] || arguments[Self.list] == "coverage" || settings.verbose == true,
            strict: arguments[Self.strict] || settings.strict == true)
        let format = arguments[Self.format] ?? .xcode

        let (paths, base) = arguments.positionals.isEmpty
            ? (settings.paths ?? ["."], settings.paths == nil ? context.currentDirectory : repository?.topLevel ?? context.currentDirectory)
            : (arguments.positionals, context.currentDirectory)
        let checker = CatalogChecker(options: options)
        var reports: [(url: URL, report: CatalogCheckReport)] = []
        for (url, displayPath) in try CatalogCheckRun.catalogs(for: paths, currentDirectory: base) {
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw CheckInputError.unreadable(path: displayPath, reason: "cannot open it")
            }
            reports.append((url, checker.report(bytes: [UInt8](data), path: displayPath, keep: context.keepUntilExit)))
        }
        try refuseUnknownLanguages(requested, in: reports.map(\.report))
        let comparisons = try compare(reports, since: arguments[Self.since] ?? settings.since,
                                      repository: repository, checker: checker)

        var tables = ""
        var shown: [Finding] = []
        var judged: [Finding] = []
        for (index, entry) in reports.enumerated() {
            let verdict = gate.verdict(for: entry.report, comparison: comparisons[index])
            tables += CheckGate.table(entry.report)
            shown += verdict.shown
            judged += verdict.judged
            if let note = verdict.note { context.writeError("check: \(note)\n") }
        }
        let tool = CatalogCheckRun.toolDescription(version: CLI.version)
        switch format {
        case .xcode: context.writeOutput(tables + format.render(shown, tool: tool))
        case .github:
            context.writeError(tables)
            context.writeOutput(format.render(shown, tool: tool))
        case .json, .sarif: context.writeOutput(format.render(shown, tool: tool))
        }
        if format == .xcode || format == .github {
            let errors = judged.filter { $0.severity == .error }.count
            context.writeError("check: \(CountPhrase.of(errors, "error")) and \(CountPhrase.of(judged.count - errors, "warning"))"
                + " in \(CountPhrase.of(reports.count, "catalog"))\n")
        }
        return gate.fails(judged) ? .findings : .clean
    }

    /// The `check` settings of the configuration file at `root`, or the defaults when there is none.
    static func settings(root: URL) throws -> CheckSettings {
        let url = root.appendingPathComponent(ConfigurationFile.name)
        guard let data = FileManager.default.contents(atPath: url.path) else { return CheckSettings() }
        return try CheckSettings.load(data, path: url.path)
    }

    /// `--languages` must name languages the catalogs have: a typo (`de-DE` for `de`) would otherwise report every
    /// key as untranslated, or pass a language nobody checks.
    static func refuseUnknownLanguages(_ requested: [String]?, in reports: [CatalogCheckReport]) throws {
        let readable = reports.filter(\.isReadable)
        guard let requested, !readable.isEmpty else { return }
        let known = Set(readable.flatMap(\.languages))
        let unknown = requested.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
        throw UsageError("--languages names \(names), which \(readable.count == 1 ? "the catalog does" : "no checked catalog does")"
            + " not have (it has: \(known.sorted().joined(separator: ", ")))")
    }

    /// With `--since REV`: each readable catalog's findings compared with its version in REV (none for a catalog
    /// REV does not have), through `CatalogChangeCheck`, the pre-commit hook's comparison.
    static func compare(_ reports: [(url: URL, report: CatalogCheckReport)], since: String?, repository: Repository?,
                        checker: CatalogChecker) throws -> [FindingBaseline.Comparison?] {
        guard let since else { return reports.map { _ in nil } }
        guard let repository else { throw UsageError("--since \(since) needs a git repository; run it in your clone") }
        let baseline = try ChangeBaseline.revision(since, in: repository)
        let top = repository.topLevel.resolvingSymlinksInPath().path + "/"
        let relative = reports.map { entry -> String in
            let path = entry.url.standardizedFileURL.resolvingSymlinksInPath().path
            return path.hasPrefix(top) ? String(path.dropFirst(top.count)) : path
        }
        let earlier = try baseline.versions(of: relative)
        let change = CatalogChangeCheck(checker: checker)
        return zip(reports, relative).map { entry, path in
            guard entry.report.isReadable else { return nil }
            return change.compare(entry.report.findings, earlier: (earlier[path] ?? []).map { [UInt8]($0) },
                                  path: entry.report.path)
        }
    }
}
