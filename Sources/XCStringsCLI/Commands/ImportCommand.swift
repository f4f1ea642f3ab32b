import Diagnostics
import Exchange
import Foundation
import StringCatalog

/// `git xcstrings import FILE… [--catalog PATH] [--partial] [--dry-run] [--machine] [--force] [--format F]`: reads the
/// batches, lets `BatchImporter` validate and plan, prints refusals and input errors as findings through the
/// Diagnostics reporters, then a per-language report, and writes atomically.
struct ImportCommand: Command {
    static let name = "import"
    static let summary = "Import translations (XLIFF, .xcloc, JSON batch, .xcstrings) into String Catalogs, all or nothing."
    static let discussion = """
    Reads XLIFF 1.2 (from Xcode or a translation platform), .xcloc bundles, a JSON batch ({"de": {"Save": "Sichern"}})
    or another .xcstrings, matches each unit to its catalog (by <file original>, or --catalog) and key, and checks
    it against the catalog's source: format specifiers, plural categories, glossary terms, URLs and `code`, length,
    white space at the ends, shouldTranslate, the source language, empty targets, and a source that changed since
    the export. One refused unit refuses the whole batch: nothing is written, each refusal is listed as
    file:line:col: error: … [import-rule] (exit 1). --partial takes the valid units. Imported units become
    translated (needs_review with --machine, which never overwrites a translated unit without --force). Only the
    touched units change in the catalog. The glossary and length ratio come from .xcstrings-lint.json at the
    repository root. --format json, github or sarif prints the refusals and input errors as lint and check print
    findings (the per-language report then goes to standard error).
    Exit 0 when everything was imported, 1 with refusals, 2 on unreadable input.
    """
    static let partial = Option.flag("--partial", help: "Import the valid units and list the refused ones.")
    static let dryRun = Option.flag("--dry-run", help: "Validate and report; write nothing.")
    static let machine = Option.flag(
        "--machine", help: "Machine translation: units become needs_review and never overwrite translated ones.")
    static let force = Option.flag("--force", help: "With --machine: overwrite translated units too.")
    static let catalog = Option.list(
        "--catalog", valueName: "PATH", help: "The catalog(s) to import into (default: each <file original>).")
    static let format = Option.value(
        "--format", valueName: "FORMAT", help: "How to print refusals and input errors (default: xcode; text is the same).",
        allowedValues: ReportFormat.allCases.map(\.rawValue) + ["text"])
    static let spec = ArgumentSpec(
        keys: [partial, dryRun, machine, force, catalog, format],
        positionals: .init(usage: "FILE...", help: "XLIFF files, .xcloc bundles, JSON batches or .xcstrings files.", minimum: 1)
    )

    /// What the reading phase gathers: the units, the catalogs they may change, where those live, the settings.
    struct Prepared {
        var units: [BatchUnit] = []
        var targets: [BatchImporter.Target] = []
        var locations: [String: URL] = [:]
        var configuration = ImportConfiguration()
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let format = arguments[Self.format].flatMap { ReportFormat(rawValue: $0 == "text" ? "xcode" : $0) } ?? .xcode
        let prepared: Prepared
        do { prepared = try prepare(arguments, context: context) } catch let error as LocatedError {
            guard let finding = ImportDiagnostics.finding(for: error) else { throw error }
            report([finding], format: format, context: context)
            return .failure
        }
        let options = ImportOptions(partial: arguments[Self.partial], machine: arguments[Self.machine],
                                    force: arguments[Self.force], configuration: prepared.configuration)
        let catalogCount = arguments[Self.catalog].count
        let outcome = BatchImporter(targets: prepared.targets, options: options, forceTarget: catalogCount == 1).run(prepared.units)
        report(outcome.refusals.map(\.finding), format: format, context: context)
        // The findings own standard output in the machine formats; the summary then goes to standard error.
        let say: (String) -> Void = format == .xcode ? context.writeOutput : context.writeError
        let writes = !arguments[Self.dryRun] && (outcome.refusals.isEmpty || options.partial)
        for tally in outcome.tallies {
            say("\(tally.language): \(tally.imported) \(writes ? "imported" : "valid"), \(tally.unchanged) unchanged, "
                + "\(tally.refused) refused, \(tally.untranslated) untranslated\n")
        }
        if writes {
            for change in outcome.changes {
                try AtomicFile.write(change.bytes, to: prepared.locations[change.path] ?? context.url(for: change.path))
                say("wrote \(change.path)\n")
            }
        } else if !outcome.changes.isEmpty || !outcome.refusals.isEmpty {
            say(arguments[Self.dryRun] ? "dry run: nothing was written\n"
                : "the batch was refused: nothing was written (--partial takes the valid units)\n")
        }
        return outcome.refusals.isEmpty ? .clean : .findings
    }

    /// Prints findings through the one reporter of `format`: in the Xcode format on standard error (standard output
    /// holds the per-language report), in the others on standard output (a JSON or SARIF document even when empty).
    static func report(_ findings: [Finding], format: ReportFormat, context: CommandContext) {
        let text = format.render(findings, tool: ImportDiagnostics.toolDescription(version: CLI.version))
        if format == .xcode {
            if !text.isEmpty { context.writeError(text) }
        } else {
            context.writeOutput(text)
        }
    }

    /// Reads the batches, the configuration and the catalogs; any unreadable input throws a `LocatedError`.
    static func prepare(_ arguments: ParsedArguments, context: CommandContext) throws -> Prepared {
        var prepared = Prepared()
        for path in arguments.positionals {
            prepared.units += try readBatch(path, context: context)
        }
        let root = repositoryRoot(from: context.currentDirectory)
        let configurationURL = root.appendingPathComponent(ImportConfiguration.fileName)
        if let data = FileManager.default.contents(atPath: configurationURL.path) {
            prepared.configuration = try ImportConfiguration(
                bytes: Array(data), path: DisplayPath.relative(configurationURL, to: context.currentDirectory))
        }
        let catalogPaths = arguments[Self.catalog]
        if catalogPaths.isEmpty {
            var seen = Set<String>()
            for original in prepared.units.compactMap(\.original) where seen.insert(original).inserted {
                let candidates = [context.url(for: original), root.appendingPathComponent(original)]
                guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { continue }
                prepared.locations[original] = url
                prepared.targets.append(.init(path: original, file: try CatalogFile.read(url, displayPath: original)))
            }
        } else {
            for path in catalogPaths {
                prepared.locations[XLIFFExportRun.normalized(path)] = context.url(for: path)
                prepared.targets.append(.init(path: XLIFFExportRun.normalized(path),
                                              file: try CatalogFile.read(context.url(for: path), displayPath: path)))
            }
        }
        return prepared
    }

    /// The units of one batch file or bundle, by its kind.
    static func readBatch(_ path: String, context: CommandContext) throws -> [BatchUnit] {
        let url = context.url(for: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ExchangeInputError.unusable(path: path, message: "no such file; check the path")
        }
        if isFolder.boolValue {
            let inside = url.appendingPathComponent(XCLOCLayout.localizedContents)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: inside.path))?.filter { $0.hasSuffix(".xliff") }.sorted() ?? []
            guard !names.isEmpty else {
                throw ExchangeInputError.unusable(path: path, message: "not an .xcloc bundle: no '\(XCLOCLayout.localizedContents)/*.xliff' inside")
            }
            return try names.flatMap { name in
                let file = "\(path)/\(XCLOCLayout.localizedContents)/\(name)"
                return try BatchReader.xliff(try bytes(of: inside.appendingPathComponent(name), path: file), path: file)
            }
        }
        let data = try bytes(of: url, path: path)
        switch url.pathExtension.lowercased() {
        case "json": return try BatchReader.json(data, path: path)
        case "xcstrings": return try BatchReader.catalog(data, path: path)
        default: return try BatchReader.xliff(data, path: path)
        }
    }

    private static func bytes(of url: URL, path: String) throws -> [UInt8] {
        do { return Array(try Data(contentsOf: url)) } catch {
            throw ExchangeInputError.unusable(path: path, message: "cannot read the file: \(CatalogFile.unreadableReason(url, error: error))")
        }
    }

    /// The nearest folder upwards holding `.git`, else `start`: where `.xcstrings-lint.json` lives.
    static func repositoryRoot(from start: URL) -> URL {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return start }
            folder = parent
        }
    }
}
