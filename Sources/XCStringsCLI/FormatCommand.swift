/// `git xcstrings format`: rewrites catalogs in Xcode's canonical form.
struct FormatCommand: Command {
    static let name = "format"
    static let summary = "Rewrite catalogs in Xcode's canonical form (sorted keys, Xcode's spacing)."
    static let spec = ArgumentSpec(
        flags: [.init("--check", help: "Change nothing; exit 1 naming each file that is not canonical.")],
        positionals: .init(usage: "FILE...", help: "The .xcstrings files to format.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        context.writeError("format: not implemented yet\n")
        return .failure
    }
}
