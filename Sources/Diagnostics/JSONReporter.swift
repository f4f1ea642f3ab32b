/// Renders findings as one JSON document: the tool, a summary, and each finding with its position.
public struct JSONReporter: Sendable {
    /// Creates the reporter.
    public init() {}

    /// The document, pretty-printed with a final newline.
    public func render(_ findings: [Finding], tool: ToolDescription) -> String {
        let items: [JSONText] = findings.map { finding in
            .object([
                ("path", .string(finding.path)),
                ("line", .int(finding.location.line)),
                ("column", .int(finding.location.column)),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.ruleID)),
                ("message", .string(finding.message)),
            ])
        }
        let errors = findings.filter { $0.severity == .error }.count
        return JSONText.object([
            ("tool", .string(tool.name)),
            ("version", .string(tool.version)),
            ("summary", .object([("errors", .int(errors)), ("warnings", .int(findings.count - errors))])),
            ("findings", .array(items)),
        ]).rendered()
    }
}
