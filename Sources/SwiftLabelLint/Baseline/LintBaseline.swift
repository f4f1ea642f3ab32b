import Diagnostics
import Foundation

/// The findings a project accepted when it adopted the lint, so that only new ones fail (SwiftLint's baseline).
///
/// A finding is identified by its rule, its file, its message and the text of its source line (trimmed), never by
/// its line number: code added above it, or reformatted around it, does not make an old finding new. Identical
/// entries are counted, so a second copy of an accepted finding in the same file is new.
public struct LintBaseline: Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var message: String
        /// The finding's source line, trimmed of surrounding white space.
        public var line: String

        /// Creates an entry.
        public init(rule: String, path: String, message: String, line: String) {
            self.rule = rule
            self.path = path
            self.message = message
            self.line = line
        }
    }

    public var entries: [Entry]

    /// Creates a baseline of `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The baseline of `findings`, reading each one's source line with `lineText`.
    public init(findings: [Finding], lineText: (Finding) -> String) {
        entries = findings.map { Self.entry(for: $0, lineText: lineText) }
    }

    static func entry(for finding: Finding, lineText: (Finding) -> String) -> Entry {
        Entry(rule: finding.ruleID, path: finding.path, message: finding.message,
              line: lineText(finding).trimmingCharacters(in: .whitespaces))
    }

    /// Reads a baseline file written by `encoded()`; `path` names it in the error.
    public static func read(_ data: Data, path: String) throws -> LintBaseline {
        do {
            return LintBaseline(entries: try JSONDecoder().decode([Entry].self, from: data))
        } catch {
            throw LintInputError.invalidBaseline(path: path)
        }
    }

    /// The file form: a JSON array of entries sorted by path, rule, line and message, so that a re-recorded
    /// baseline diffs cleanly.
    public func encoded() -> Data {
        let sorted = entries.sorted { ($0.path, $0.rule, $0.line, $0.message) < ($1.path, $1.rule, $1.line, $1.message) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(sorted)) ?? Data("[]".utf8)) + Data("\n".utf8)
    }

    /// The findings not in the baseline: each entry accepts at most one matching finding.
    public func newFindings(_ findings: [Finding], lineText: (Finding) -> String) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Self.entry(for: finding, lineText: lineText)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }
}
