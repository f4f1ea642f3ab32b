import Diagnostics
import Foundation
import StringCatalog

/// Reads `.xcstrings-lint.json`: each known key is a list of strings; unknown keys and unknown rule ids are
/// reported as warnings (rule id `config`) and never stop the lint; a malformed file is an input error.
enum ConfigurationLoader {
    /// The file name looked up at the repository root.
    static let fileName = ".xcstrings-lint.json"
    /// The rule id of warnings about the configuration file.
    static let ruleID = "config"

    static let keys = ["labelWords", "viewTypes", "localizingFunctions", "allowedWords", "excludedPaths", "disabledRules", "enabledRules"]
    /// Members of the same file that configure other commands (`check`; `import` with its `glossary`): the project
    /// keeps one configuration file, and the lint leaves those members to their commands.
    static let otherCommandKeys: Set<String> = ["check", "glossary", "import"]

    /// Parses the configuration `data` read from `path` with the project's one JSON reader (so a malformed file is
    /// reported at its line and column); returns it with warnings about unknown keys.
    static func load(_ data: Data, path: String, knownRules: Set<String>) throws -> (LintConfiguration, [Finding]) {
        let bytes = [UInt8](data)
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes, path: path)
        } catch let error as JSONReadError {
            throw LintInputError.invalidConfiguration(
                path: path, position: TextPosition(line: error.line, column: error.column), message: "not valid JSON: \(error.message)")
        }
        guard let root = document.root.object else {
            throw LintInputError.invalidConfiguration(path: path, position: nil, message: "the top level must be a JSON object")
        }
        let lines = LineIndex(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        var configuration = LintConfiguration()
        var warnings: [Finding] = []
        for member in root.members.sorted(by: { $0.key < $1.key }) where !otherCommandKeys.contains(member.key) {
            let key = member.key
            let place = member.sourceOffset.map(lines.position(ofOffset:)) ?? TextPosition(line: 1, column: 1)
            guard keys.contains(key) else {
                warnings.append(Finding(path: path, location: place, severity: .warning,
                    message: "unknown key '\(key)' is ignored; known keys: \(keys.joined(separator: ", "))", ruleID: ruleID))
                continue
            }
            guard let items = member.value.array, case let values = items.compactMap(\.stringValue), values.count == items.count else {
                throw LintInputError.invalidConfiguration(path: path, position: place, message: "'\(key)' must be a list of strings")
            }
            switch key {
            case "labelWords": configuration.labelWords.formUnion(values.map { $0.lowercased() })
            case "viewTypes": configuration.viewTypes.formUnion(values)
            case "localizingFunctions": configuration.localizingFunctions.formUnion(values)
            case "allowedWords": configuration.allowedWords.formUnion(values)
            case "excludedPaths": configuration.excludedPaths += values
            default:
                for rule in values where !knownRules.contains(rule) {
                    warnings.append(warning(path, text, needle: "\"\(rule)\"", after: member.sourceOffset ?? 0,
                        "unknown rule '\(rule)' in '\(key)'; known rules: \(knownRules.sorted().joined(separator: ", "))"))
                }
                if key == "enabledRules" { configuration.enabledRules.formUnion(values); continue }
                configuration.disabledRules.formUnion(values)
            }
        }
        return (configuration, warnings)
    }

    /// A warning placed at the first occurrence of `needle` from byte `offset` of the file on (the member that
    /// holds it; line 1, column 1 when not found).
    private static func warning(_ path: String, _ text: String, needle: String, after offset: Int, _ message: String) -> Finding {
        var location = SourceLocation(line: 1, column: 1)
        let start = text.utf8.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.startIndex
        if let range = text.range(of: needle, range: start..<text.endIndex) {
            let before = text[..<range.lowerBound]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                                         to: before.endIndex) + 1
            location = SourceLocation(line: line, column: column)
        }
        return Finding(path: path, location: location, severity: .warning, message: message, ruleID: ruleID)
    }
}
