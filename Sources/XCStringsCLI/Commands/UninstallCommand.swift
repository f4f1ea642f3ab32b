import Diagnostics
import GitIntegration

/// `git xcstrings uninstall`: removes exactly what install added.
struct UninstallCommand: Command {
    static let name = "uninstall"
    static let summary = "Remove what 'install' added, restoring the files as they were."
    static let spec = ArgumentSpec(flags: [
        .init("--global", help: "Remove the user-wide driver and attribute instead of the repository's."),
        .init("--dry-run", help: "Print what would change; change nothing."),
    ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let installer = try InstallerContext(context).installer
        let plan = try installer.planUninstall(global: arguments.flag("--global"))
        return try InstallerContext.report(plan, apply: !arguments.flag("--dry-run"), installer: installer,
                                           nothingToDo: "git-xcstrings is not installed here; nothing changed.",
                                           context: context)
    }
}
