import Foundation
import XCStringsCLI

/// Runs the CLI in-process with captured output, for command tests.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `git xcstrings <arguments>` in `directory`.
    static func run(_ arguments: [String], in directory: URL) -> CLIRun {
        final class Buffer { var text = "" }
        let out = Buffer()
        let err = Buffer()
        let context = CommandContext(
            writeOutput: { out.text += $0 }, writeError: { err.text += $0 }, currentDirectory: directory,
            environment: ProcessInfo.processInfo.environment, executablePath: "git-xcstrings")
        let status = CLI.main(arguments: arguments, context: context)
        return CLIRun(status: status, stdout: out.text, stderr: err.text)
    }
}
