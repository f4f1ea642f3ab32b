import Foundation
import StringCatalog

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

    /// Reads the `check` object of configuration file `data` (named `path` in errors) with the project's one JSON
    /// reader; the defaults when the file has none. Throws `CheckSettingsError`, at the line and column of what is
    /// wrong, for a malformed file or value.
    public static func load(_ data: Data, path: String) throws -> CheckSettings {
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile(bytes: [UInt8](data), path: path)
        } catch let error as JSONReadError {
            throw CheckSettingsError(path: path, position: error.position,
                                     message: "not valid JSON: \(error.message)")
        }
        guard let root = file.root else {
            throw CheckSettingsError(path: path, position: nil, message: "not a JSON object")
        }
        guard let index = root.index(forKey: member) else { return CheckSettings() }
        func fail(_ member: JSONObject.Member, _ message: String) -> CheckSettingsError {
            CheckSettingsError(path: path, position: file.position(of: member), message: message)
        }
        guard let object = root.members[index].value.object else {
            throw fail(root.members[index], "'\(member)' must be an object")
        }
        var settings = CheckSettings()
        for setting in object.members.sorted(by: { $0.key < $1.key }) {
            let key = setting.key
            let value = setting.value
            switch key {
            case "paths", "languages":
                guard let list = ConfigurationFile.strings(value) else {
                    throw fail(setting, "'\(member).\(key)' must be a list of strings")
                }
                if key == "paths" { settings.paths = list } else { settings.languages = list }
            case "strict", "verbose":
                guard let flag = value.boolValue else { throw fail(setting, "'\(member).\(key)' must be true or false") }
                if key == "strict" { settings.strict = flag } else { settings.verbose = flag }
            case "since":
                guard let text = value.stringValue, !text.isEmpty else { throw fail(setting, "'\(member).since' must be a revision name") }
                settings.since = text
            case "require":
                guard let text = value.stringValue, let requirement = CheckOptions.Requirement(rawValue: text) else {
                    throw fail(setting, "'\(member).require' must be one of "
                        + CheckOptions.Requirement.allCases.map(\.rawValue).joined(separator: ", "))
                }
                settings.requirement = requirement
            case "minCoverage":
                guard let text = coverageText(value) else {
                    throw fail(setting, "'\(member).minCoverage' must be a number, a text like \"de=100,fr=90\" or an object")
                }
                do {
                    settings.minimumCoverage = try MinimumCoverage(parsing: text)
                } catch let error as MinimumCoverage.ParseError {
                    throw fail(setting, "'\(member).minCoverage': \(error)")
                }
            default:
                throw fail(setting, "unknown key '\(member).\(key)'; known keys: \(keys.joined(separator: ", "))")
            }
        }
        return settings
    }

    /// `minCoverage` as the `--min-coverage` text: a number as written (`95`), a text (`"95,de=100"`), or an object
    /// of languages to numbers (`{"de": 100}` → `de=100`); nil for any other value.
    private static func coverageText(_ value: JSONValue) -> String? {
        switch value.kind {
        case .number(let literal): return literal
        case .string(let text): return text
        case .object(let table):
            return table.members.sorted(by: { $0.key < $1.key }).map { language in
                switch language.value.kind {
                case .number(let literal), .string(let literal): return "\(language.key)=\(literal)"
                default: return "\(language.key)=\(language.value.typeName)"
                }
            }.joined(separator: ",")
        default:
            return nil
        }
    }
}
