import Diagnostics
import Foundation

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

    /// Parses the configuration `data` read from `path`; returns it with warnings about unknown keys.
    static func load(_ data: Data, path: String, knownRules: Set<String>) throws -> (LintConfiguration, [Finding]) {
        let text = String(decoding: data, as: UTF8.self)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LintInputError.invalidConfiguration(path: path, message: "not valid JSON")
        }
        guard let object = root as? [String: Any] else {
            throw LintInputError.invalidConfiguration(path: path, message: "the top level must be a JSON object")
        }
        var configuration = LintConfiguration()
        var warnings: [Finding] = []
        for key in object.keys.sorted() where !otherCommandKeys.contains(key) {
            guard keys.contains(key) else {
                warnings.append(warning(path, text, needle: "\"\(key)\"",
                    "unknown key '\(key)' is ignored; known keys: \(keys.joined(separator: ", "))"))
                continue
            }
            guard let values = object[key] as? [String] else {
                throw LintInputError.invalidConfiguration(path: path, message: "'\(key)' must be a list of strings")
            }
            switch key {
            case "labelWords": configuration.labelWords.formUnion(values.map { $0.lowercased() })
            case "viewTypes": configuration.viewTypes.formUnion(values)
            case "localizingFunctions": configuration.localizingFunctions.formUnion(values)
            case "allowedWords": configuration.allowedWords.formUnion(values)
            case "excludedPaths": configuration.excludedPaths += values
            default:
                for rule in values where !knownRules.contains(rule) {
                    warnings.append(warning(path, text, needle: "\"\(rule)\"",
                        "unknown rule '\(rule)' in '\(key)'; known rules: \(knownRules.sorted().joined(separator: ", "))"))
                }
                if key == "enabledRules" { configuration.enabledRules.formUnion(values); continue }
                configuration.disabledRules.formUnion(values)
            }
        }
        return (configuration, warnings)
    }

    /// A warning placed at the first occurrence of `needle` in the file (line 1, column 1 when not found).
    private static func warning(_ path: String, _ text: String, needle: String, _ message: String) -> Finding {
        var location = SourceLocation(line: 1, column: 1)
        if let range = text.range(of: needle) {
            let before = text[..<range.lowerBound]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                                         to: before.endIndex) + 1
            location = SourceLocation(line: line, column: column)
        }
        return Finding(path: path, location: location, severity: .warning, message: message, ruleID: ruleID)
    }
}
