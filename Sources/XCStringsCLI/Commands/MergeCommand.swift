import CatalogMerge
import Diagnostics
import Foundation

/// `git xcstrings merge BASE OURS THEIRS [-o OUT]`: the merge driver's engine for scripts and tools.
struct MergeCommand: Command {
    static let name = "merge"
    static let summary = "Three-way merge of catalogs: BASE OURS THEIRS, result to stdout or -o OUT."
    static let discussion = """
        The same engine as merge-driver, without touching the inputs. An empty BASE means the file was added on
        both sides. Exit 0 when clean, 1 when conflict hunks remain in the output, 2 when nothing was written.
        """
    static let output = Option.value(
        "--output", short: "o", valueName: "file", help: "Write the result here (atomically) instead of stdout.")
    static let conflictStyle: Option<MergeOptions.ConflictStyle?> = .choice(
        "--conflict-style", valueName: "style", help: "How hunks are written; default: git's merge.conflictStyle.",
        cases: [.merge, .diff3, .zdiff3])
    static let markerSize = Option.value("--marker-size", valueName: "n", help: "Conflict marker length (default 7).")
    static let shared = MergeArguments(ours: "default: OURS", theirs: "default: THEIRS", base: "default: BASE")
    static let spec = ArgumentSpec(
        keys: [output, conflictStyle, markerSize] + shared.keys,
        positionals: .init(usage: "BASE OURS THEIRS", help: "The three versions of the catalog.", minimum: 3, maximum: 3)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let values = arguments.positionals
        let explicitStyle = arguments[Self.conflictStyle]
        let options = try shared.options(
            markerSize: arguments[Self.markerSize], labels: .init(ours: values[1], theirs: values[2], base: values[0]),
            arguments: arguments, conflictStyle: explicitStyle ?? .merge)
        let directory = context.currentDirectoryPath
        var driver = MergeDriver(
            basePath: context.url(for: values[0]).path, oursPath: context.url(for: values[1]).path,
            theirsPath: context.url(for: values[2]).path, displayPath: values[1], options: options,
            conflictStyle: explicitStyle.map(ConflictStyleSource.given) ?? .gitConfig(directory: directory))
        driver.refusedNonCatalogNames = [.base: values[0], .ours: values[1], .theirs: values[2]]
        let destination: MergeDriver.Destination = arguments[Self.output].map { .file(context.url(for: $0).path) } ?? .returned
        let report = driver.run(to: destination)
        if let output = report.output {
            guard let text = String(bytes: output, encoding: .utf8) else {
                let refusal = UsageError("the result is not UTF-8 text; use -o FILE to write it")
                context.writeError(refusal.rendered(program: "git-xcstrings \(name)") + "\n")
                return .failure
            }
            context.writeOutput(text)
        }
        context.writeError(report.message + "\n")
        return report.exitCode
    }
}
