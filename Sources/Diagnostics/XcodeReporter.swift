/// Renders findings as `path:line:col: severity: message [rule]`, one per line: the format Xcode and editors read.
public struct XcodeReporter: Sendable {
    /// Creates the reporter.
    public init() {}

    /// One line per finding, each ending in a newline.
    public func render(_ findings: [Finding]) -> String {
        findings.map { line(for: $0) + "\n" }.joined()
    }

    /// The single line for one finding.
    public func line(for finding: Finding) -> String {
        "\(finding.path):\(finding.location.line):\(finding.location.column): "
            + "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
}
