import Diagnostics
import Foundation
import Git
import GitIntegration

/// What install, uninstall and doctor share: a git runner in the current folder and this executable's stable path.
struct InstallerContext {
    var git: Git
    var installer: Installer

    init(_ context: CommandContext) throws {
        git = try Git(directory: context.currentDirectory, environment: context.environment)
        let executable = ExecutableLocator(environment: context.environment, currentDirectory: context.currentDirectory)
            .stablePath(invokedAs: context.executablePath, processPath: Bundle.main.executablePath)
        installer = Installer(git: git, executable: executable)
    }

    /// Prints the plan (as "would …" when not applying), applies it, then prints the notes.
    static func report(
        _ plan: Installer.Plan, apply: Bool, installer: Installer, nothingToDo: String, context: CommandContext
    ) throws -> ExitCode {
        if plan.actions.isEmpty {
            context.writeOutput(nothingToDo + "\n")
        }
        for action in plan.actions {
            context.writeOutput((apply ? "" : "would ") + action.summary + "\n")
        }
        if apply { try installer.apply(plan) }
        for note in plan.notes {
            context.writeOutput("\n" + note + (note.hasSuffix("\n") ? "" : "\n"))
        }
        return .clean
    }
}
