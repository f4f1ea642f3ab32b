import Foundation

/// Renders findings as a SARIF 2.1.0 log, the format code-scanning services import.
public struct SARIFReporter: Sendable {
    /// Creates the reporter.
    public init() {}

    /// The SARIF document, pretty-printed with a final newline.
    public func render(_ findings: [Finding], tool: ToolDescription) -> String {
        let rules: [JSONText] = tool.rules.map { rule in
            .object([("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.description))]))])
        }
        let results: [JSONText] = findings.map { finding in
            .object([
                ("ruleId", .string(finding.ruleID)),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([
                    .object([("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uriReference(forPath: finding.path)))])),
                        ("region", .object([
                            ("startLine", .int(finding.location.line)),
                            ("startColumn", .int(finding.location.column)),
                        ])),
                    ]))]),
                ])),
            ])
        }
        // SARIF requires `informationUri` to be an absolute URI; a relative one (a docs path) is left out.
        let information: [(String, JSONText)] = tool.informationURI.contains("://")
            ? [("informationUri", .string(tool.informationURI))] : []
        let driver: JSONText = .object(
            [("name", .string(tool.name)), ("version", .string(tool.version))] + information + [("rules", .array(rules))]
        )
        return JSONText.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).rendered()
    }

    /// A file path as the URI reference SARIF's `artifactLocation.uri` must be: relative paths percent-encoded
    /// (spaces, `%`, quotes, and `:` so no folder reads as a scheme), absolute ones as `file://` URIs.
    static func uriReference(forPath path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=@")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
