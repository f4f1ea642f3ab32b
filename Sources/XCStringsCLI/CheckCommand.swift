import CatalogCheck
import Diagnostics

/// `git xcstrings check`: reports untranslated keys, placeholder slips, plural forms that do not fit the language,
/// broken substitutions and unreadable catalogs. The work is done by `CatalogCheckRun`.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Check catalogs: translations complete, placeholders matched, plural forms right for each language."
    static let discussion = """
    CATALOG may be a folder: every .xcstrings file under it is checked. Findings are printed as
    'path:line:col: error|warning: message [check]' at the place in the catalog they are about.
    Checks: coverage, placeholders, plurals (CLDR \(PluralRules.cldrVersion)), substitutions, structure.
    Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or input error.
    """
    static let spec = ArgumentSpec(
        flags: [.init("--strict", help: "Fail on warnings too.")],
        options: [
            .init("--languages", valueName: "LANG,...",
                  help: "Languages a translation is expected in (default: every language the catalog has).", repeatable: true),
            .init("--require", valueName: "STATE", help: "How finished translations must be (default: translated).",
                  allowedValues: CheckOptions.Requirement.allCases.map(\.rawValue)),
            .init("--format", valueName: "FORMAT", help: "Output format (default: xcode).",
                  allowedValues: ReportFormat.allCases.map(\.rawValue)),
        ],
        positionals: .init(usage: "CATALOG...", help: "The .xcstrings files or folders to check.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let languages = arguments.list("--languages")
        if arguments.options["--languages"] != nil, languages.isEmpty {
            throw UsageError("option '--languages' needs at least one language code, e.g. 'de,fr'")
        }
        let options = CheckOptions(
            languages: languages.isEmpty ? nil : languages,
            requirement: arguments.option("--require").flatMap(CheckOptions.Requirement.init(rawValue:)) ?? .translated)
        let format = arguments.option("--format").flatMap(ReportFormat.init(rawValue:)) ?? .xcode
        let result = try CatalogCheckRun.run(
            paths: arguments.positionals, currentDirectory: context.currentDirectory, options: options)
        context.writeOutput(format.render(result.findings, tool: CatalogCheckRun.toolDescription(version: CLI.version)))
        if format == .xcode || format == .github {
            context.writeError("check: \(result.summary)\n")
        }
        return result.fails(strict: arguments.flag("--strict")) ? .findings : .clean
    }
}
