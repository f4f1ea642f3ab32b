import CatalogMerge
import Diagnostics
import Foundation

/// `git xcstrings demo`: a real merge in a throw-away repository, without and then with the driver.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "Show, in a temporary git repository, a catalog merge git fails and the driver merges."
    static let discussion = """
        Builds a small catalog in a temporary repository, makes concurrent edits on two branches (adjacent new
        keys, different languages of one key, a state change against a value change), runs 'git merge' without
        the driver (it conflicts), then registers this executable as the driver in that repository only and
        merges again. Leaves nothing behind. Needs git on PATH.
        """
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let demo = MergeDemo(executablePath: executablePath(context), write: context.writeOutput)
        return try demo.run() ? .clean : .findings
    }

    /// The absolute path of the running executable, for git to call back as the driver.
    static func executablePath(_ context: CommandContext) -> String {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return link }
        if let path = Bundle.main.executablePath { return path }
        let argument = context.executablePath
        if argument.contains("/") { return context.url(for: argument).standardizedFileURL.path }
        return argument
    }
}
