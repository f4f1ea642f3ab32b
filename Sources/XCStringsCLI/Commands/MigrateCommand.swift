import Diagnostics
import Foundation
import LegacyStrings
import StringCatalog

/// `git xcstrings migrate [PATH…]`: turns `.strings`/`.stringsdict` files into String Catalogs, as Xcode does.
///
/// Thin wiring: `LegacyMigration` plans (reads and maps everything, writing nothing), then applies.
struct MigrateCommand: Command {
    static let name = "migrate"
    static let summary = "Migrate .strings/.stringsdict files in *.lproj folders to String Catalogs."
    static let discussion = """
    Finds *.lproj folders under each PATH (default: the current folder; .build, DerivedData, Pods, Carthage,
    node_modules and .git are skipped) and writes one <Table>.xcstrings per table beside the lproj folders
    (in mul.lproj when the source language has no legacy file, as Xcode does for Interface Builder tables).
    The source language is --source-language, else the Xcode project's developmentRegion, else en when an
    en.lproj exists. Base.lproj values are source-language values. An existing catalog is merged into: its
    values are never overwritten. Every file is read before anything is written; one unreadable file stops
    the migration with its path:line:col and nothing is written. Exit 0 on success (warnings included),
    2 on bad input.
    """
    static let delete = Option.flag("--delete", help: "Remove the legacy files after writing the catalogs (git rm inside a repository).")
    static let dryRun = Option.flag("--dry-run", help: "Print the plan and the report; write and delete nothing.")
    static let keepWidthRules = Option.flag(
        "--keep-width-rules", help: "Keep NSStringVariableWidthRuleType rules as their widest form instead of stopping.")
    static let sourceLanguage = Option.value("--source-language", valueName: "LANG", help: "The catalogs' source language (e.g. en).")
    static let extractionState = Option.value("--extraction-state", valueName: "STATE",
                                              help: "extractionState of migrated keys (default: migrated).",
                                              allowedValues: ["migrated", "manual"])
    static let spec = ArgumentSpec(
        keys: [delete, dryRun, keepWidthRules, sourceLanguage, extractionState],
        positionals: .init(usage: "[PATH...]", help: "Folders (or files) to search for *.lproj folders.")
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: context.url(for: $0).path) }) {
            throw FileError(path: missing, message: "no such file or folder")
        }
        let plan: MigrationPlan
        do {
            plan = try LegacyMigration.plan(
                roots: paths.map { context.url(for: $0) }, sourceLanguage: arguments[Self.sourceLanguage],
                extractionState: arguments[Self.extractionState] ?? "migrated",
                keepWidthRules: arguments[Self.keepWidthRules])
        } catch let error as LocatedError {
            return report(error, context: context)
        }
        let dryRun = arguments[Self.dryRun]
        let delete = arguments[Self.delete]
        if !dryRun {
            do { try LegacyMigration.apply(plan, delete: delete) } catch let error as LocatedError {
                return report(error, context: context)
            }
        }
        context.writeOutput(MigrationReportText.render(plan, dryRun: dryRun, delete: delete,
                                                       relativeTo: context.currentDirectory))
        return .clean
    }

    /// Prints `error` (after every unreadable file's own error, when there are several), with paths relative to
    /// the current folder.
    private static func report(_ error: LocatedError, context: CommandContext) -> ExitCode {
        var errors = [error]
        if case MigrationError.unreadable(let files) = error { errors = files + errors }
        for error in errors {
            let line = error.rendered(program: "git-xcstrings \(name)")
            context.writeError(DisplayPath.relativeLines(line, to: context.currentDirectory) + "\n")
        }
        return .failure
    }
}
