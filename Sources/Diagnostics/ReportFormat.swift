/// The output formats a command that reports findings offers with `--format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:col: warning: message [rule]`, which Xcode shows inline from a build phase and editors parse.
    case xcode
    /// One JSON document, for scripts.
    case json
    /// GitHub Actions workflow commands (`::warning file=…,line=…,col=…::…`), shown as annotations on a pull request.
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// Renders findings in this format; `tool` names the producing command in SARIF and JSON.
    public func render(_ findings: [Finding], tool: ToolDescription) -> String {
        let sorted = Finding.sortedForReport(findings)
        switch self {
        case .xcode: return XcodeReporter().render(sorted)
        case .json: return JSONReporter().render(sorted, tool: tool)
        case .github: return GitHubReporter().render(sorted)
        case .sarif: return SARIFReporter().render(sorted, tool: tool)
        }
    }
}

/// Names the tool and its rules for reporters that describe themselves (SARIF, JSON).
public struct ToolDescription: Sendable {
    public var name: String
    public var version: String
    public var informationURI: String
    /// Rule id → one-sentence description.
    public var rules: [(id: String, description: String)]

    /// Creates a tool description.
    public init(name: String, version: String, informationURI: String, rules: [(id: String, description: String)]) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.rules = rules
    }
}
