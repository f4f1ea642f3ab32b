import Diagnostics
import StringCatalog

/// How import speaks through the Diagnostics reporters: its rules for SARIF and JSON, and input errors (a batch,
/// catalog or configuration that cannot be read) as findings of the `import-input` rule, so every output format
/// carries them the same way as the refusals.
public enum ImportDiagnostics {
    /// Names `git-xcstrings import` and its rules.
    public static func toolDescription(version: String) -> ToolDescription {
        ToolDescription(name: "git-xcstrings import", version: version, informationURI: "docs/exchange.md",
                        rules: ImportRule.allCases.map { ($0.rawValue, $0.summary) })
    }

    /// The finding for an unreadable input: at its place in the file, or at 1:1 when the whole file is the
    /// problem (a missing file; SARIF and GitHub need a line); nil for an error about no one file.
    public static func finding(for error: LocatedError) -> Finding? {
        guard let path = error.path else { return nil }
        let position = error.position ?? TextPosition(line: 1, column: 1)
        return Finding(path: path, location: SourceLocation(line: position.line, column: position.column),
                       severity: .error, message: error.message, ruleID: ImportRule.input.rawValue)
    }
}
