/// The list of subcommands, in the order `git xcstrings --help` shows them.
///
/// Adding a command: write a type conforming to `Command` in `Commands/`, then add it here.
enum CommandRegistry {
    static let all: [Command.Type] = [
        FormatCommand.self,
        MergeDriverCommand.self, MergeCommand.self, ResolveCommand.self, DemoCommand.self,
    ]

    static func command(named name: String) -> Command.Type? {
        all.first { $0.name == name }
    }
}
