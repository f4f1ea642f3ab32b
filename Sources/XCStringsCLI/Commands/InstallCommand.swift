import Diagnostics
import Foundation
import GitIntegration

/// `git xcstrings install`: configures the merge driver, the catalog attribute and the pre-commit hook.
struct InstallCommand: Command {
    static let name = "install"
    static let summary = "Set up the merge driver, .gitattributes and the pre-commit hook (idempotent)."
    static let discussion = """
    Writes merge.xcstrings.driver to the repository's git config (with --global, the user's), pointing at this
    executable's stable path; adds '*.xcstrings merge=xcstrings' to .gitattributes (with --global, to the file
    core.attributesFile names, setting it to ~/.config/git/attributes when unset); and adds the pre-commit hook to
    the hooks folder git really uses, keeping any existing hook running. Where husky, lefthook or the pre-commit
    framework manage the hooks, nothing is written there and the lines for their config are printed instead.
    Running it again changes nothing; 'git xcstrings uninstall' removes exactly what it added.
    """
    static let global = Option.flag("--global", help: "Configure the driver for every repository of this user (no hook).")
    static let noHook = Option.flag("--no-hook", help: "Do not add the pre-commit hook.")
    static let noDriver = Option.flag("--no-driver", help: "Do not configure the merge driver or the attribute.")
    static let dryRun = Option.flag("--dry-run", help: "Print what would change; change nothing.")
    static let spec = ArgumentSpec(keys: [global, noHook, noDriver, dryRun])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let options = Installer.Options(
            global: arguments[Self.global], hook: !arguments[Self.noHook], driver: !arguments[Self.noDriver])
        let installer = try InstallerContext(context).installer
        let plan = try installer.planInstall(options)
        return try InstallerContext.report(plan, apply: !arguments[Self.dryRun], installer: installer,
                                           nothingToDo: "git-xcstrings is already installed; nothing changed.",
                                           context: context)
    }
}
