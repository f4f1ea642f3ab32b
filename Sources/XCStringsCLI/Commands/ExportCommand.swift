import Diagnostics
import Foundation
import LegacyStrings
import StringCatalog

/// `git xcstrings export CATALOG…`: writes `<lang>.lproj/<Table>.strings` (and `.stringsdict`) from catalogs.
///
/// Thin wiring: `CatalogExporter` builds the tables, `LegacyExportPlan` decides what may be written (collisions,
/// files that would change) and writes atomically; this reads the catalogs and reports.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Export String Catalogs to <lang>.lproj/<Table>.strings and .stringsdict files."
    static let discussion = """
    Writes what Xcode's build produces from a catalog, as readable text with the comments: one .strings per
    language and, where there are plural or device variations or substitutions, a .stringsdict. Exported
    states: translated, needs_review and new units that hold a value (--states changes that). Entries with
    shouldTranslate false are exported only in the source language. Existing files that would change are not
    replaced without --force. Exit 0 on success, 2 on bad input (nothing written).

    With --xliff DIR it writes XLIFF 1.2 for translators instead, as Xcode's Export Localizations does for String
    Catalogs: one <lang>.xliff per language (every language of the catalogs but the source, or --languages), one
    <file> per catalog, variations as KEY|==|plural.one units, every plural category the language needs.
    --xcloc writes <lang>.xcloc bundles. Bring the translations back with `git xcstrings import`.
    """
    static let force = Option.flag("--force", help: "Replace existing .strings/.stringsdict files that differ.")
    static let xcloc = Option.flag(
        "--xcloc", help: "With --xliff: write <lang>.xcloc bundles (contents.json, Localized Contents, Source Contents).")
    static let xliff = Option.value(
        "--xliff", valueName: "DIR",
        help: "Write XLIFF 1.2 for translators instead: one <lang>.xliff per language in DIR, as Xcode exports.")
    static let output = Option.value(
        "--output", short: "o", valueName: "DIR",
        help: "Where the lproj folders go (default: beside each catalog, or beside its lproj folder).")
    static let languages = Option.list("--languages", valueName: "LANG,...", help: "Only these languages.")
    static let states = Option.list(
        "--states", valueName: "STATE,...",
        help: "Unit states to export (translated, needs_review, new, stale); default translated,needs_review,new.")
    static let encoding: Option<StringsWriter.OutputEncoding?> = .choice(
        "--encoding", valueName: "ENCODING", help: "Text encoding of .strings files (default utf8).", cases: [.utf8, .utf16])
    static let spec = ArgumentSpec(
        keys: [force, xcloc, xliff, output, languages, states, encoding],
        positionals: .init(usage: "CATALOG...", help: "The .xcstrings files to export.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        if let folder = arguments[Self.xliff] {
            return try XLIFFExportRun.run(arguments, folder: folder, context: context)
        }
        let languages = arguments[Self.languages]
        let states = arguments[Self.states]
        let knownStates: Set<String> = ["translated", "needs_review", "new", "stale"]
        if let unknown = states.first(where: { !knownStates.contains($0) }) {
            throw UsageError("unknown state '\(unknown)' for --states; use translated, needs_review, new or stale")
        }
        let encoding = arguments[Self.encoding] ?? .utf8
        let options = ExportOptions(languages: languages.isEmpty ? nil : languages,
                                    states: states.isEmpty ? ExportOptions.defaultStates : Set(states), encoding: encoding)
        let output = arguments[Self.output]
        if let output { try requireFolder(output, context: context) }
        var writes: [LegacyExportPlan.Write] = []
        var report = ""
        var warnings: [LegacyWarning] = []
        for path in arguments.positionals {
            let url = context.url(for: path)
            let document = try CatalogFile.read(url, displayPath: path).document()
            let export = CatalogExporter.export(root: document.root, tableName: url.deletingPathExtension().lastPathComponent,
                                                path: path, options: options)
            // Beside the catalog; for a catalog inside an lproj folder (`mul.lproj/Main.xcstrings`), beside that folder.
            var besideCatalog = url.deletingLastPathComponent()
            if besideCatalog.pathExtension == "lproj" { besideCatalog = besideCatalog.deletingLastPathComponent() }
            let folder = output.map { context.url(for: $0) } ?? besideCatalog
            writes += export.files(in: folder, encoding: encoding)
            report += "exported \(path): \(export.statistics.summary)\n"
            warnings += export.warnings
        }
        let shown = { (url: URL) in DisplayPath.relative(url, to: context.currentDirectory) }
        let plan = LegacyExportPlan.plan(writes, force: arguments[Self.force])
        if !plan.refusals.isEmpty {
            for refusal in plan.refusals { context.writeError("\(FileError(path: shown(refusal.url), message: refusal.message))\n") }
            if plan.refusals.contains(where: { $0.reason == .wouldChange }) { context.writeError("nothing was written\n") }
            return .failure
        }
        try plan.apply(shown: shown)
        context.writeOutput(report)
        context.writeOutput("wrote \(CountPhrase.of(writes.count, "file")), \(CountPhrase.of(warnings.count, "warning"))\n")
        for warning in warnings { context.writeOutput("\(warning)\n") }
        return .clean
    }

    /// Refuses an `--output` that exists and is not a folder, before anything is read or written.
    private static func requireFolder(_ path: String, context: CommandContext) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: context.url(for: path).path, isDirectory: &isFolder), !isFolder.boolValue {
            throw FileError(path: path, message: "--output names a file; give the folder the lproj folders go in")
        }
    }
}
