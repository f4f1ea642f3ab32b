import Diagnostics
import Foundation
import StringCatalog

/// Reads `.xcstrings-lint.json`: each known key is a list of strings; unknown keys and unknown rule ids are
/// reported as warnings (rule id `config`) and never stop the lint; a malformed file is an input error.
enum ConfigurationLoader {
    /// The file name looked up at the repository root.
    static let fileName = ConfigurationFile.name
    /// The rule id of warnings about the configuration file.
    static let ruleID = "config"

    static let keys = ["labelWords", "viewTypes", "localizingFunctions", "allowedWords", "excludedPaths", "disabledRules", "enabledRules"]
    /// Members of the same file that configure other commands (`check`; `import` with its `glossary`): the project
    /// keeps one configuration file, and the lint leaves those members to their commands.
    static let otherCommandKeys: Set<String> = ["check", "glossary", "import"]

    /// Parses the configuration `data` read from `path` (a malformed file is reported at its line and column);
    /// returns it with warnings about unknown keys and rules, each placed where it stands.
    static func load(_ data: Data, path: String, knownRules: Set<String>) throws -> (LintConfiguration, [Finding]) {
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile(bytes: [UInt8](data), path: path)
        } catch let error as JSONReadError {
            throw LintInputError.invalidConfiguration(
                path: path, position: error.position, message: "not valid JSON: \(error.message)")
        }
        guard let root = file.root else {
            throw LintInputError.invalidConfiguration(path: path, position: nil, message: "the top level must be a JSON object")
        }
        var configuration = LintConfiguration()
        var warnings: [Finding] = []
        func warn(_ place: TextPosition, _ message: String) {
            warnings.append(Finding(path: path, location: place, severity: .warning, message: message, ruleID: ruleID))
        }
        for member in root.members.sorted(by: { $0.key < $1.key }) where !otherCommandKeys.contains(member.key) {
            let key = member.key
            guard keys.contains(key) else {
                warn(file.position(of: member), "unknown key '\(key)' is ignored; known keys: \(keys.joined(separator: ", "))")
                continue
            }
            guard let values = ConfigurationFile.strings(member.value) else {
                throw LintInputError.invalidConfiguration(
                    path: path, position: file.position(of: member), message: "'\(key)' must be a list of strings")
            }
            switch key {
            case "labelWords": configuration.labelWords.formUnion(values.map { $0.lowercased() })
            case "viewTypes": configuration.viewTypes.formUnion(values)
            case "localizingFunctions": configuration.localizingFunctions.formUnion(values)
            case "allowedWords": configuration.allowedWords.formUnion(values)
            case "excludedPaths": configuration.excludedPaths += values
            default:
                for rule in values where !knownRules.contains(rule) {
                    warn(file.position(ofQuoted: rule, in: member),
                         "unknown rule '\(rule)' in '\(key)'; known rules: \(knownRules.sorted().joined(separator: ", "))")
                }
                if key == "enabledRules" { configuration.enabledRules.formUnion(values); continue }
                configuration.disabledRules.formUnion(values)
            }
        }
        return (configuration, warnings)
    }
}
