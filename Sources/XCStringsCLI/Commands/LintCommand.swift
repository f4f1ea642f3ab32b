import Diagnostics
import Foundation
import SwiftLabelLint

/// `git xcstrings lint`: finds text a person reads that can never be translated (string-typed labels and friends).
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Find user-facing text in Swift code that can never be translated."
    static let discussion = """
    Lints Swift files (folders are searched recursively, skipping .build, DerivedData, Pods, Carthage and
    generated files) for labels typed String, Strings shown by Text, raw values shown as text, comparisons with
    translated words, and localized accessibility identifiers. Reads .xcstrings-lint.json at the repository root.
    Suppress one finding with '// xcstrings-lint:disable-next-line <rule> - reason'. See docs/lint.md.
    Exit status: 0 clean (or warnings only), 1 errors (or warnings with --strict), 2 usage or input error.
    """
    static let staged = Option.flag(
        "--staged", help: "Lint the staged blobs of files that differ from HEAD (what a pre-commit hook checks); paths are repository-relative.")
    static let strict = Option.flag("--strict", help: "Fail (exit 1) on warnings too, not only on errors.")
    static let format: Option<ReportFormat?> = .choice("--format", valueName: "format", help: "How to print findings.")
    static let baseline = Option.value(
        "--baseline", valueName: "file",
        help: "Report only findings not recorded in this baseline (rule, file, message and line text; line numbers may move).")
    static let writeBaseline = Option.value(
        "--write-baseline", valueName: "file", help: "Record today's findings in this file (what '--baseline' accepts), then exit 0.")
    static let catalogs = Option.values(
        "--catalog", valueName: "file",
        help: "A catalog whose words 'compare-shown-word' looks for (repeatable; default: all in the repository).")
    static let spec = ArgumentSpec(
        keys: [staged, strict, format, baseline, writeBaseline, catalogs],
        positionals: .init(usage: "[PATH...]", help: "Swift files or folders to lint (default: the current folder).")
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let format = arguments[Self.format] ?? .xcode
        let request = LintSession.Request(
            paths: arguments.positionals, staged: arguments[Self.staged], catalogs: arguments[Self.catalogs])
        let session = LintSession(currentDirectory: context.currentDirectory, environment: context.environment)
        let result = try session.lint(request)
        var findings = result.findings
        if let path = arguments[Self.writeBaseline] {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : context.currentDirectory.appendingPathComponent(path)
            let baseline = LintBaseline(findings: findings, lineText: result.lineText(of:))
            do {
                try baseline.encoded().write(to: url, options: .atomic)
            } catch {
                throw LintInputError.unreadableFile(path: path, reason: "cannot write: \(error.localizedDescription)")
            }
            context.writeError("lint: recorded \(CountPhrase.of(findings.count, "finding")) in \(path)\n")
            return .clean
        }
        if let path = arguments[Self.baseline] {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : context.currentDirectory.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { throw LintInputError.noBaseline(path: path) }
            findings = try LintBaseline.read(data, path: path).newFindings(findings, lineText: result.lineText(of:))
        }
        if format != .xcode || !findings.isEmpty {
            context.writeOutput(format.render(findings, tool: Linter.toolDescription(version: CLI.version)))
        }
        let errors = findings.filter { $0.severity == .error }.count
        if format == .xcode, !findings.isEmpty {
            context.writeError("lint: \(CountPhrase.of(errors, "error")) and \(CountPhrase.of(findings.count - errors, "warning"))\n")
        }
        return errors > 0 || (arguments[Self.strict] && !findings.isEmpty) ? .findings : .clean
    }
}
