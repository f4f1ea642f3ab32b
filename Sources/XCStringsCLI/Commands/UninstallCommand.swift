import Diagnostics
import GitIntegration

/// `git xcstrings uninstall`: removes exactly what install added.
struct UninstallCommand: Command {
    static let name = "uninstall"
    static let summary = "Remove what 'install' added, restoring the files as they were."
    static let global = Option.flag("--global", help: "Remove the user-wide driver and attribute instead of the repository's.")
    static let dryRun = Option.flag("--dry-run", help: "Print what would change; change nothing.")
    static let spec = ArgumentSpec(keys: [global, dryRun])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let installer = try InstallerContext(context).installer
        let plan = try installer.planUninstall(global: arguments[Self.global])
        return try InstallerContext.report(plan, apply: !arguments[Self.dryRun], installer: installer,
                                           nothingToDo: "git-xcstrings is not installed here; nothing changed.",
                                           context: context)
    }
}
