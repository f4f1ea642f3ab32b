import Foundation

/// What a team sets once for `git xcstrings check` so CI runs it without flags: the `check` object of the project's
/// configuration file (`.xcstrings-lint.json` at the repository root, the one file the lint also reads).
///
/// ```json
/// { "check": { "paths": ["App"], "since": "origin/main", "minCoverage": "95,de=100",
///              "languages": ["de", "fr"], "require": "translated", "strict": false, "verbose": false } }
/// ```
/// Flags given on the command line win over the file.
public struct CheckSettings: Equatable, Sendable {
    /// Catalogs or folders checked when none is named.
    public var paths: [String]?
    /// The revision findings are compared with (`--since`).
    public var since: String?
    /// The coverage each language must reach (`--min-coverage`).
    public var minimumCoverage: MinimumCoverage?
    /// The languages translations are expected in (`--languages`).
    public var languages: [String]?
    /// How finished translations must be (`--require`).
    public var requirement: CheckOptions.Requirement?
    /// Fail on warnings too (`--strict`).
    public var strict: Bool?
    /// List every missing translation (`--verbose`, `--list coverage`).
    public var verbose: Bool?

    /// No setting: the command's defaults.
    public init() {}

    /// The member of the configuration file that holds these settings.
    public static let member = "check"

    /// The keys the `check` object may hold.
    public static let keys = ["paths", "since", "minCoverage", "languages", "require", "strict", "verbose"]

    /// Reads the `check` object of configuration file `data` (named `path` in errors); the defaults when the file
    /// has none. Throws `CheckSettingsError` for a malformed file or value.
    public static func load(_ data: Data, path: String) throws -> CheckSettings {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CheckSettingsError(path: path, message: "not a JSON object")
        }
        guard let value = root[member] else { return CheckSettings() }
        guard let object = value as? [String: Any] else {
            throw CheckSettingsError(path: path, message: "'\(member)' must be an object")
        }
        var settings = CheckSettings()
        for key in object.keys.sorted() where !keys.contains(key) {
            throw CheckSettingsError(path: path, message: "unknown key '\(member).\(key)'; known keys: \(keys.joined(separator: ", "))")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = object[key] else { return nil }
            guard let list = value as? [String] else { throw CheckSettingsError(path: path, message: "'\(member).\(key)' must be a list of strings") }
            return list
        }
        func flag(_ key: String) throws -> Bool? {
            guard let value = object[key] else { return nil }
            guard let flag = value as? Bool else { throw CheckSettingsError(path: path, message: "'\(member).\(key)' must be true or false") }
            return flag
        }
        settings.paths = try strings("paths")
        settings.languages = try strings("languages")
        settings.strict = try flag("strict")
        settings.verbose = try flag("verbose")
        if let since = object["since"] {
            guard let text = since as? String, !text.isEmpty else { throw CheckSettingsError(path: path, message: "'\(member).since' must be a revision name") }
            settings.since = text
        }
        if let require = object["require"] {
            guard let text = require as? String, let value = CheckOptions.Requirement(rawValue: text) else {
                throw CheckSettingsError(path: path, message: "'\(member).require' must be one of "
                    + CheckOptions.Requirement.allCases.map(\.rawValue).joined(separator: ", "))
            }
            settings.requirement = value
        }
        if let minimum = object["minCoverage"] {
            let text: String
            switch minimum {
            case let number as NSNumber: text = number.stringValue
            case let string as String: text = string
            case let table as [String: Any]:
                text = table.keys.sorted().map { "\($0)=\(table[$0].map { "\($0)" } ?? "")" }.joined(separator: ",")
            default: throw CheckSettingsError(path: path, message: "'\(member).minCoverage' must be a number, a text like \"de=100,fr=90\" or an object")
            }
            do {
                settings.minimumCoverage = try MinimumCoverage(parsing: text)
            } catch let error as MinimumCoverage.ParseError {
                throw CheckSettingsError(path: path, message: "'\(member).minCoverage': \(error)")
            }
        }
        return settings
    }
}
