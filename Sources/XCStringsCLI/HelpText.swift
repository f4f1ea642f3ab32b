/// Renders `--help` output from the command list and each command's `ArgumentSpec`.
enum HelpText {
    static func overview(version: String) -> String {
        var text = """
        git-xcstrings \(version): String Catalogs (.xcstrings) that merge, migrate and check cleanly in git.

        Usage: git xcstrings <command> [options]

        Commands:

        """
        let width = CommandRegistry.all.map { $0.name.count }.max() ?? 0
        for command in CommandRegistry.all {
            text += "  " + command.name.padding(toLength: width + 2) + command.summary + "\n"
        }
        text += """

        Run 'git xcstrings <command> --help' for a command's options.
        Exit codes: 0 clean, 1 findings or conflicts, 2 usage or input error.

        """
        return text
    }

    static func help(for command: Command.Type) -> String {
        let spec = command.spec
        var usage = "Usage: git xcstrings \(command.name)"
        if !spec.flags.isEmpty || !spec.options.isEmpty { usage += " [options]" }
        if !spec.positionals.usage.isEmpty { usage += " " + spec.positionals.usage }
        var text = command.summary + "\n\n" + usage + "\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        var rows: [(String, String)] = []
        if !spec.positionals.usage.isEmpty, !spec.positionals.help.isEmpty {
            rows.append((spec.positionals.usage, spec.positionals.help))
        }
        for flag in spec.flags {
            rows.append(((flag.short.map { "-\($0), " } ?? "") + flag.name, flag.help))
        }
        for option in spec.options {
            var help = option.help
            if let allowed = option.allowedValues { help += " (\(allowed.joined(separator: "|")))" }
            rows.append(((option.short.map { "-\($0), " } ?? "") + option.name + " <\(option.valueName)>", help))
        }
        rows.append(("-h, --help", "Show this help."))
        let width = rows.map { $0.0.count }.max() ?? 0
        text += "\nOptions:\n"
        for (name, help) in rows {
            text += "  " + name.padding(toLength: width + 2) + help + "\n"
        }
        return text
    }
}

extension String {
    /// Pads with spaces on the right to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
