/// Renders findings as GitHub Actions workflow commands, with GitHub's escaping of data and properties.
public struct GitHubReporter: Sendable {
    /// Creates the reporter.
    public init() {}

    /// One `::error …::message` line per finding.
    public func render(_ findings: [Finding]) -> String {
        findings.map { finding in
            let properties = [
                "file=\(Self.escapeProperty(finding.path))",
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=\(Self.escapeProperty(finding.ruleID))",
            ].joined(separator: ",")
            return "::\(finding.severity.rawValue) \(properties)::\(Self.escapeData(finding.message + " [" + finding.ruleID + "]"))\n"
        }.joined()
    }

    /// Escapes a message body: `%`, CR and LF, as GitHub's toolkit does.
    public static func escapeData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value: the data escapes plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Replaces each character found in `table` by its replacement, in one pass (so `%` is never escaped twice).
    /// Works on Unicode scalars: a CR LF pair is one `Character` in Swift and would otherwise escape neither.
    func replacingAll(_ table: [Character: String]) -> String {
        var out = ""
        out.reserveCapacity(count)
        for scalar in unicodeScalars {
            if let replacement = table[Character(scalar)] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
