import Diagnostics

/// Applies a file's suppression comments to its findings, and reports suppressions that are unreadable,
/// name an unknown rule, give no reason, or suppress nothing (rule id `suppression`).
struct SuppressionFilter: Sendable {
    /// The rule id of the lint's reports about suppressions themselves.
    static let ruleID = "suppression"

    var path: String
    var directives: [SuppressionDirective]
    var problems: [Finding]

    /// Reads the suppression comments of a file; `knownRules` are the ids a suppression may name.
    init(path: String, comments: [Token], knownRules: Set<String>) {
        self.path = path
        var directives: [SuppressionDirective] = []
        var problems: [Finding] = []
        for comment in comments {
            switch SuppressionDirective.parse(comment) {
            case .none: continue
            case .failure(let error)?:
                problems.append(Self.report(path, error.line, error.column, error.message))
            case .success(let directive)?:
                let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
                if !unknown.isEmpty {
                    problems.append(Self.report(path, directive.line, directive.column,
                        "unknown rule '\(unknown[0])' in suppression; known rules: \(knownRules.sorted().joined(separator: ", "))"))
                }
                if directive.kind != .enable, directive.reason == nil {
                    problems.append(Self.report(path, directive.line, directive.column,
                        "suppression of '\(directive.rules.joined(separator: ","))' gives no reason; "
                            + "add ' - why' after the rule, e.g. '- brand name'"))
                }
                directives.append(directive)
            }
        }
        self.directives = directives
        self.problems = problems
    }

    private static func report(_ path: String, _ line: Int, _ column: Int, _ message: String) -> Finding {
        Finding(path: path, location: SourceLocation(line: line, column: column), severity: .warning,
                message: message, ruleID: ruleID)
    }

    /// The findings left after suppression, plus reports about the suppressions; `disabledRules` are off in the
    /// configuration, so suppressions of them are not called unused.
    func apply(to findings: [Finding], disabledRules: Set<String>) -> [Finding] {
        var used = Array(repeating: false, count: directives.count)
        var kept: [Finding] = []
        for finding in findings {
            var suppressed = false
            for (offset, directive) in directives.enumerated() where covers(directive, offset, finding) {
                used[offset] = true
                suppressed = true
            }
            if !suppressed { kept.append(finding) }
        }
        var result = kept + problems
        for (offset, directive) in directives.enumerated() where !used[offset] && directive.kind != .enable {
            if directive.rules.allSatisfy({ disabledRules.contains($0) }) { continue }
            result.append(Self.report(path, directive.line, directive.column,
                "suppression of '\(directive.rules.joined(separator: ","))' matches no finding; remove it"))
        }
        return result
    }

    private func covers(_ directive: SuppressionDirective, _ offset: Int, _ finding: Finding) -> Bool {
        guard directive.rules.contains(finding.ruleID) || directive.rules.contains("all") else { return false }
        switch directive.kind {
        case .enable:
            return false
        case .disableNextLine:
            return finding.location.line == directive.line + 1
        case .disable:
            guard finding.location.line > directive.line else { return false }
            let end = directives[(offset + 1)...].first { other in
                other.kind == .enable && !Set(other.rules).isDisjoint(with: Set(directive.rules) .union(["all"]))
            }
            return end.map { finding.location.line < $0.line } ?? true
        }
    }
}
