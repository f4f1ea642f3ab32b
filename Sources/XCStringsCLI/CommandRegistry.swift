/// The list of subcommands, in the order `git xcstrings help` shows them.
///
/// Adding a command: write a type conforming to `Command` in `Commands/`, then add it here.
enum CommandRegistry {
    static let all: [Command.Type] = [
        FormatCommand.self,
        LintCommand.self,
        MigrateCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        CheckCommand.self,
        InstallCommand.self,
        UninstallCommand.self,
        DoctorCommand.self,
        PreCommitCommand.self,
        GitMergeDriverCommand.self, MergeCommand.self, ResolveCommand.self, DemoCommand.self,
        ConflictsCommand.self,
        TextconvCommand.self, DiffCommand.self,
    ]

    /// The command called `name`. The merge driver, which git starts once per conflicted catalog, is found without
    /// building `all`: the list's first use instantiates its array type's metadata, ~8.5 K instructions and two or
    /// three page faults of a process whose whole work on a small catalog is ~470 K instructions and ~190 faults
    /// (docs/merge.md, "Speed and memory", session 10).
    static func command(named name: String) -> Command.Type? {
        if name == GitMergeDriverCommand.name { return GitMergeDriverCommand.self }
        return all.first { $0.name == name }
    }
}
