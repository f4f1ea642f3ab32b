import Foundation

/// One `// xcstrings-lint:…` comment: what it switches off, for which rules, why, and where it is written.
struct SuppressionDirective: Equatable, Sendable {
    /// The three forms of a suppression comment.
    enum Kind: String, Sendable {
        /// `disable-next-line <rule> - reason`: the following line only.
        case disableNextLine = "disable-next-line"
        /// `disable <rule> - reason`: from here to a matching `enable` or the end of the file.
        case disable
        /// `enable <rule>`: ends a `disable`.
        case enable
    }

    var kind: Kind
    /// Rule ids, or `all`.
    var rules: [String]
    /// The text after ` - `, nil when missing.
    var reason: String?
    var line: Int
    var column: Int

    /// The marker every suppression comment starts with.
    static let marker = "xcstrings-lint:"

    /// Reads a directive from a comment token, or nil when the comment is not one.
    /// Returns `.failure` text for a comment that starts with the marker but cannot be read.
    static func parse(_ comment: Token) -> Result<SuppressionDirective, SuppressionSyntaxError>? {
        var body = Substring(comment.text)
        if body.hasPrefix("//") {
            body = body.drop { $0 == "/" }
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        body = body.dropFirst(marker.count)
        var reason: String?
        if let dash = body.range(of: " - ") {
            let text = body[dash.upperBound...].trimmingSpaces()
            reason = text.isEmpty ? nil : text
            body = body[..<dash.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let first = words.first, let kind = Kind(rawValue: first) else {
            return .failure(SuppressionSyntaxError(
                message: "unreadable suppression; write 'xcstrings-lint:disable-next-line <rule> - reason', "
                    + "'xcstrings-lint:disable <rule> - reason' or 'xcstrings-lint:enable <rule>'",
                line: comment.line, column: comment.column))
        }
        let rules = Array(words.dropFirst())
        guard !rules.isEmpty else {
            return .failure(SuppressionSyntaxError(
                message: "suppression names no rule; write 'xcstrings-lint:\(kind.rawValue) <rule>' (or 'all')",
                line: comment.line, column: comment.column))
        }
        return .success(SuppressionDirective(kind: kind, rules: rules, reason: reason, line: comment.line, column: comment.column))
    }
}

/// A suppression comment that starts with the marker but cannot be read.
struct SuppressionSyntaxError: Error, Equatable, Sendable {
    var message: String
    var line: Int
    var column: Int
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
