/// How serious a finding is; `error` fails a check, `warning` only with `--strict`.
public enum Severity: String, Codable, Comparable, Sendable {
    case warning
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A place in a text file, 1-based, as editors and Xcode count it.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    /// Creates a location; both numbers are 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// One problem found by the lint or the check: where it is, how bad, what to do, and which rule said so.
///
/// Findings are plain values so every reporter (Xcode, JSON, GitHub, SARIF) renders the same facts.
public struct Finding: Hashable, Codable, Sendable {
    /// The file, as the user named it (relative paths stay relative so output is stable in CI logs).
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    /// Lower case, no final period, names quoted: `title is typed 'String'; use 'LocalizedStringKey'`.
    public var message: String
    /// The stable id of the rule or check, e.g. `string-typed-label` or `plural-categories`.
    public var ruleID: String

    /// Creates a finding.
    public init(path: String, location: SourceLocation, severity: Severity, message: String, ruleID: String) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
    }
}

extension Finding {
    /// Orders findings by file, then position, then rule, so every reporter prints them in the same stable order.
    public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
        findings.sorted {
            ($0.path, $0.location.line, $0.location.column, $0.ruleID, $0.message)
                < ($1.path, $1.location.line, $1.location.column, $1.ruleID, $1.message)
        }
    }
}
