import Diagnostics
import Git
import GitIntegration

/// `git xcstrings pre-commit`: checks the staged catalogs and Swift files; what the installed hook runs.
struct PreCommitCommand: Command {
    static let name = "pre-commit"
    static let summary = "Check the staged catalogs and Swift files (what the pre-commit hook runs)."
    static let discussion = """
    Reads the STAGED content only (the index, through 'git cat-file --batch'), never the work tree, and changes
    nothing. Staged .xcstrings files must be free of conflict markers, read as catalogs and pass the catalog check
    (coverage findings are warnings here); staged .swift files go through the lint. Only what the change introduces
    counts: a catalog's findings are compared with its version in HEAD (and in MERGE_HEAD when finishing a merge),
    a Swift file's with the lines the change touches; what was already there is counted in one line per file, on
    standard error. A catalog that does not read is always refused. Findings are printed as
    'path:line:col: error: message [rule]' with paths relative to the repository's top folder; any error exits 1,
    which makes git refuse the commit. A file with unstaged changes besides the staged ones gets a warning.
    """
    static let format: Option<ReportFormat?> = .choice("--format", valueName: "format", help: "How to print findings; default xcode.")
    static let spec = ArgumentSpec(keys: [format])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let format = arguments[Self.format] ?? .xcode
        let git = try Git(directory: context.currentDirectory, environment: context.environment)
        let repository = try Repository.discover(using: git)
        let report = try PreCommitCheck(validators: PreCommitValidators.standard(repository: repository))
            .run(in: repository)
        let tool = PreCommitValidators.toolDescription(version: CLI.version)
        if !report.findings.isEmpty || format != .xcode {
            context.writeOutput(format.render(report.findings, tool: tool))
        }
        for note in report.notes { context.writeError("git-xcstrings pre-commit: \(note)\n") }
        let errors = report.findings.filter { $0.severity == .error }.count
        if errors > 0 {
            context.writeError("git-xcstrings pre-commit: \(CountPhrase.of(errors, "error")) in staged files; "
                + "commit refused. Fix \(errors == 1 ? "it" : "them") and 'git add' again "
                + "(or commit with --no-verify to skip the check).\n")
            return .findings
        }
        return .clean
    }
}
