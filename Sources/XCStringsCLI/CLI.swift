import Diagnostics
import StringCatalog

/// The entry point of `git-xcstrings`: picks the subcommand, parses its arguments, runs it, maps errors to exit codes.
public enum CLI {
    /// The tool's version, printed by `--version` and recorded in reports.
    public static let version = "0.1.0"

    /// Runs the tool with `arguments` (without the executable name) and returns the process exit code.
    public static func main(arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.writeError(HelpText.overview(version: version))
            return ExitCode.failure.rawValue
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, first == "help", arguments[1] == "--man" {
                context.writeOutput(ManPage.render(version: version))
            } else if arguments.count > 1, first == "help", let command = CommandRegistry.command(named: arguments[1]) {
                context.writeOutput(HelpText.help(for: command))
            } else {
                context.writeOutput(HelpText.overview(version: version))
            }
            return ExitCode.clean.rawValue
        case "--version":
            context.writeOutput("git-xcstrings \(version)\n")
            return ExitCode.clean.rawValue
        default:
            break
        }
        guard let command = CommandRegistry.command(named: first) else {
            let unknown = UsageError("unknown command '\(first)'; run 'git xcstrings help' for the list "
                + "(git itself answers 'git xcstrings --help' with a man page)")
            context.writeError(unknown.rendered(program: "git-xcstrings") + "\n")
            return ExitCode.failure.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.writeOutput(HelpText.help(for: command))
            return ExitCode.clean.rawValue
        }
        do {
            let parsed = try ArgumentParser(spec: command.spec).parse(rest)
            return try command.run(parsed, context: context).rawValue
        } catch let error as LocatedError {
            context.writeError(error.rendered(program: "git-xcstrings \(command.name)") + "\n")
            if error is UsageError { context.writeError("Run 'git xcstrings \(command.name) --help' for usage.\n") }
            return ExitCode.failure.rawValue
        } catch {
            // Never Foundation's raw `Error Domain=… UserInfo={…}` dump: an error not of ours in the system's words.
            context.writeError("git-xcstrings \(command.name): error: \(FileError.reason(of: error))\n")
            return ExitCode.failure.rawValue
        }
    }
}
