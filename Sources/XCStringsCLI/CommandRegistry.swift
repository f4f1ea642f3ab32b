/// The list of subcommands, in the order `git xcstrings help` shows them.
///
/// Adding a command: write a type conforming to `Command` in `Commands/`, then add it here.
enum CommandRegistry {
    static let all: [Command.Type] = [
        FormatCommand.self,
        LintCommand.self,
        MigrateCommand.self,
        ExportCommand.self,
        CheckCommand.self,
        InstallCommand.self,
        UninstallCommand.self,
        DoctorCommand.self,
        PreCommitCommand.self,
        GitMergeDriverCommand.self, MergeCommand.self, ResolveCommand.self, DemoCommand.self,
        ConflictsCommand.self,
        TextconvCommand.self, DiffCommand.self,
    ]

    static func command(named name: String) -> Command.Type? {
        all.first { $0.name == name }
    }
}
