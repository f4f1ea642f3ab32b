import Diagnostics
import GitIntegration

/// `git xcstrings doctor`: what is installed where, and a live merge through the driver.
struct DoctorCommand: Command {
    static let name = "doctor"
    static let summary = "Show what is installed where and test a real merge through the driver."
    static let discussion = """
    Prints git's version, this executable, the repository and its hooks folder, the configured merge driver and
    whether its executable runs, the merge attribute of *.xcstrings, and the pre-commit hook. Then merges a catalog
    in a throwaway repository under 'env -i PATH=/usr/bin:/bin', like a GUI client. Exit 1 when there is a problem;
    each problem comes with the command that fixes it.
    """
    static let noLiveCheck = Option.flag("--no-live-check", help: "Skip the throwaway-repository merge.")
    static let spec = ArgumentSpec(keys: [noLiveCheck])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let setup = try InstallerContext(context)
        let report = Doctor(git: setup.git, executable: setup.installer.executable)
            .examine(liveCheck: !arguments[Self.noLiveCheck])
        context.writeOutput(report.text)
        return report.problems.isEmpty ? .clean : .findings
    }
}
