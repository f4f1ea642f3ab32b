import CatalogMerge
import Diagnostics

/// `git xcstrings merge-driver %O %A %B %L %P`: the merge driver git calls for each conflicting catalog.
/// (GitIntegration's `DriverConfigValue` is the config value that runs it.)
struct GitMergeDriverCommand: Command {
    static let name = "merge-driver"
    static let summary = "Git merge driver: merge a catalog structurally (called by git with %O %A %B %L %P)."
    static let discussion = """
        Set it up with 'git xcstrings install' (or 'install --global'), never by hand as the bare executable: the
        installed command is guarded, so when git-xcstrings is missing or fails git merges the catalog as text
        instead of marking it conflicted with only your side in it. Writes the result to %A: exit 0 when clean, 1 when conflicts remain (git marks the path conflicted),
        2 when nothing could be written (%A is left as it was). git >= 2.44 can pass its labels too:
        append --ours-label %X --theirs-label %Y --base-label %S.
        """
    static let shared = MergeArguments(ours: "git's %X", theirs: "git's %Y", base: "git's %S")
    static let spec = ArgumentSpec(
        keys: shared.keys,
        positionals: .init(
            usage: "BASE OURS THEIRS MARKER-SIZE PATH",
            help: "git's %O %A %B %L %P; the result replaces OURS.", minimum: 5, maximum: 5)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let values = arguments.positionals
        let options = try shared.options(
            markerSize: values[3], origin: "git passes it as %L",
            labels: .init(ours: "ours", theirs: "theirs", base: "base"), arguments: arguments)
        let directory = context.currentDirectoryPath
        var driver = MergeDriver(
            basePath: context.path(for: values[0]), oursPath: context.path(for: values[1]),
            theirsPath: context.path(for: values[2]), displayPath: values[4], options: options,
            conflictStyle: .gitConfig(directory: directory))
        driver.keepUntilExit = context.keepUntilExit
        let report = driver.run(to: .file(context.path(for: values[1])))
        context.writeError(report.message + "\n")
        return report.exitCode
    }
}
