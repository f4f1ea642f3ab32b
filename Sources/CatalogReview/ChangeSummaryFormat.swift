import CatalogCheck
import Foundation
import StringCatalog

/// How `git xcstrings diff` prints change summaries: `text` for a terminal, `markdown` for a pull-request comment,
/// `json` for scripts, `github` for workflow annotations (one notice per catalog).
public enum ChangeSummaryFormat: String, CaseIterable, Sendable {
    case text, markdown, json, github

    /// Renders `summaries` (catalogs without a change a reviewer reads are left out).
    public func render(_ summaries: [CatalogChangeSummary]) -> String {
        let shown = summaries.filter { !$0.isEmpty }
        switch self {
        case .text:
            return shown.isEmpty ? "No catalog changes.\n" : shown.map(Self.text).joined(separator: "\n")
        case .markdown:
            return shown.isEmpty ? "### String Catalogs\n\nNo catalog changes.\n"
                : "### String Catalogs\n\n" + shown.map(Self.markdown).joined(separator: "\n")
        case .json:
            return Self.json(shown)
        case .github:
            return shown.map { summary in
                "::notice file=\(Self.githubEscaped(summary.path, property: true)),title=String Catalog changes::"
                    + Self.githubEscaped(Self.text(summary).trimmingCharacters(in: .newlines), property: false) + "\n"
            }.joined()
        }
    }

    // MARK: text

    static func quoted(_ key: String) -> String { CatalogKeyPath.quoted(key) }

    static func list(_ keys: [String]) -> String { keys.map(quoted).joined(separator: ", ") }

    static func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    static func headline(_ summary: CatalogChangeSummary) -> String {
        if let reason = summary.unreadable { return "\(summary.path): \(reason)" }
        var parts: [String] = []
        if !summary.keysAdded.isEmpty { parts.append(count(summary.keysAdded.count, "key") + " added") }
        if !summary.keysRemoved.isEmpty { parts.append(count(summary.keysRemoved.count, "key") + " removed") }
        if !summary.keysRenamed.isEmpty { parts.append(count(summary.keysRenamed.count, "key") + " renamed") }
        if !summary.sourceChanges.isEmpty { parts.append(count(summary.sourceChanges.count, "source text") + " changed") }
        let translated = summary.languages.reduce(0) { $0 + $1.added.count + $1.changed.count }
        if translated > 0 { parts.append(count(translated, "translation") + " added or changed") }
        let file = summary.file == .added ? " (new file)" : summary.file == .removed ? " (deleted)" : ""
        return "\(summary.path)\(file): " + (parts.isEmpty ? "states or coverage changed" : parts.joined(separator: ", "))
    }

    static func coverage(_ change: CatalogChangeSummary.LanguageChange) -> String {
        func figure(_ row: CatalogCheckReport.Row?) -> String {
            row.map { "\(CheckGate.percent($0.percent)) (\($0.translated)/\($0.total))" } ?? "—"
        }
        return figure(change.before) + " → " + figure(change.after)
    }

    static func states(_ change: CatalogChangeSummary.LanguageChange) -> String {
        change.states.map { state in
            quoted(state.key) + (state.path.isEmpty ? "" : " " + state.path) + " \(state.before) → \(state.after)"
        }.joined(separator: ", ")
    }

    static func text(_ summary: CatalogChangeSummary) -> String {
        var lines = [headline(summary)]
        if !summary.keysAdded.isEmpty { lines.append("  added: " + list(summary.keysAdded)) }
        if !summary.keysRemoved.isEmpty { lines.append("  removed: " + list(summary.keysRemoved)) }
        for rename in summary.keysRenamed { lines.append("  renamed: \(quoted(rename.from)) → \(quoted(rename.to))") }
        for change in summary.sourceChanges {
            lines.append("  source changed: \(quoted(change.key)): \(quoted(change.before)) → \(quoted(change.after))")
        }
        for language in summary.languages {
            var parts: [String] = []
            if !language.added.isEmpty { parts.append(count(language.added.count, "translation") + " added (\(list(language.added)))") }
            if !language.changed.isEmpty { parts.append(count(language.changed.count, "translation") + " changed (\(list(language.changed)))") }
            if !language.states.isEmpty { parts.append(count(language.states.count, "state") + " changed (\(states(language)))") }
            parts.append("coverage " + coverage(language))
            lines.append("  \(language.language): " + parts.joined(separator: "; "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: markdown

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    static func code(_ key: String) -> String { "`" + quoted(key).replacingOccurrences(of: "`", with: "'") + "`" }

    static func markdown(_ summary: CatalogChangeSummary) -> String {
        var out = "#### `\(summary.path)`\n\n" + headline(summary).dropFirst(summary.path.count + 2).description + "\n\n"
        if summary.unreadable != nil { return out }
        if !summary.keysAdded.isEmpty { out += "- Added: " + summary.keysAdded.map(code).joined(separator: ", ") + "\n" }
        if !summary.keysRemoved.isEmpty { out += "- Removed: " + summary.keysRemoved.map(code).joined(separator: ", ") + "\n" }
        for rename in summary.keysRenamed { out += "- Renamed: \(code(rename.from)) → \(code(rename.to))\n" }
        for change in summary.sourceChanges {
            out += "- Source changed: \(code(change.key)): \(code(change.before)) → \(code(change.after))\n"
        }
        if !summary.keysAdded.isEmpty || !summary.keysRemoved.isEmpty || !summary.keysRenamed.isEmpty || !summary.sourceChanges.isEmpty {
            out += "\n"
        }
        guard !summary.languages.isEmpty else { return out }
        out += "| language | translations added | changed | states changed | coverage |\n|---|---:|---:|---|---|\n"
        for language in summary.languages {
            out += "| \(language.language) | \(language.added.count) | \(language.changed.count) | "
                + cell(states(language)) + " | " + coverage(language) + " |\n"
        }
        return out
    }

    // MARK: json

    static func json(_ summaries: [CatalogChangeSummary]) -> String {
        func string(_ text: String) -> String {
            var bytes: [UInt8] = []
            JSONWriter.writeQuoted(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        func strings(_ list: [String]) -> String { "[" + list.map(string).joined(separator: ", ") + "]" }
        func row(_ row: CatalogCheckReport.Row?) -> String {
            row.map { "{\"translated\": \($0.translated), \"total\": \($0.total)}" } ?? "null"
        }
        let items = summaries.map { summary -> String in
            var fields = ["\"path\": \(string(summary.path))", "\"file\": \(string(summary.file.rawValue))"]
            if let reason = summary.unreadable { fields.append("\"unreadable\": \(string(reason))") }
            fields.append("\"keysAdded\": \(strings(summary.keysAdded))")
            fields.append("\"keysRemoved\": \(strings(summary.keysRemoved))")
            fields.append("\"keysRenamed\": [" + summary.keysRenamed.map { "{\"from\": \(string($0.from)), \"to\": \(string($0.to))}" }
                .joined(separator: ", ") + "]")
            fields.append("\"sourceChanges\": [" + summary.sourceChanges.map {
                "{\"key\": \(string($0.key)), \"before\": \(string($0.before)), \"after\": \(string($0.after))}"
            }.joined(separator: ", ") + "]")
            fields.append("\"languages\": [" + summary.languages.map { language in
                "{\"language\": \(string(language.language)), \"translationsAdded\": \(strings(language.added)), "
                    + "\"translationsChanged\": \(strings(language.changed)), \"statesChanged\": ["
                    + language.states.map {
                        "{\"key\": \(string($0.key)), \"path\": \(string($0.path)), \"before\": \(string($0.before)), \"after\": \(string($0.after))}"
                    }.joined(separator: ", ")
                    + "], \"coverageBefore\": \(row(language.before)), \"coverageAfter\": \(row(language.after))}"
            }.joined(separator: ", ") + "]")
            return "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
        }
        return "{\n  \"catalogs\": [\n" + items.joined(separator: ",\n") + (items.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    // MARK: github

    /// GitHub's workflow-command escaping: `%`, CR and LF always; `:` and `,` in properties.
    static func githubEscaped(_ text: String, property: Bool) -> String {
        var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        if property { result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return result
    }
}
