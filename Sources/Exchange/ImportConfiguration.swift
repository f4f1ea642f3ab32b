import StringCatalog

/// What a project tunes for import, read from the project's one configuration file, `.xcstrings-lint.json` at the
/// repository root (the lint's file; import reads its `glossary` and `import` keys):
///
/// ```json
/// {
///   "glossary": ["Acme", "iCloud", "km/h"],
///   "import": { "maxLengthRatio": 2.5, "maxLengthRatioByLanguage": { "de": 3.0 } }
/// }
/// ```
public struct ImportConfiguration: Equatable, Sendable {
    /// Terms that must appear unchanged in a translation whenever the source has them.
    public var glossary: [String]
    /// A translation longer than this many times its source is refused.
    public var maxLengthRatio: Double
    /// Per-language ratios that replace `maxLengthRatio`.
    public var maxLengthRatioByLanguage: [String: Double]

    /// The configuration file's name.
    public static let fileName = ConfigurationFile.name

    /// Creates a configuration (defaults: no glossary, ratio 2.5).
    public init(glossary: [String] = [], maxLengthRatio: Double = 2.5, maxLengthRatioByLanguage: [String: Double] = [:]) {
        self.glossary = glossary
        self.maxLengthRatio = maxLengthRatio
        self.maxLengthRatioByLanguage = maxLengthRatioByLanguage
    }

    /// The ratio for `language`.
    public func lengthRatio(for language: String) -> Double {
        maxLengthRatioByLanguage[language] ?? maxLengthRatio
    }

    /// Reads the import part of the configuration file; other keys belong to the lint and are left to it.
    public init(bytes: [UInt8], path: String) throws {
        self.init()
        let file = try ConfigurationFile(bytes: bytes, path: path)
        func fail(_ member: JSONObject.Member?, _ message: String) -> ExchangeInputError {
            .malformed(path: path, position: member.map(file.position(of:)) ?? TextPosition(line: 1, column: 1), message: message)
        }
        guard let root = file.root else { throw fail(nil, "the configuration must be a JSON object") }
        for member in root.members {
            switch member.key {
            case "glossary":
                guard let terms = ConfigurationFile.strings(member.value) else {
                    throw fail(member, "'glossary' must be a list of strings")
                }
                glossary = terms.filter { !$0.isEmpty }
            case "import":
                guard let settings = member.value.object else { throw fail(member, "'import' must be an object") }
                for setting in settings.members {
                    switch setting.key {
                    case "maxLengthRatio":
                        guard let ratio = Self.ratio(setting.value) else { throw fail(setting, "'maxLengthRatio' must be a number above 0") }
                        maxLengthRatio = ratio
                    case "maxLengthRatioByLanguage":
                        guard let languages = setting.value.object else {
                            throw fail(setting, "'maxLengthRatioByLanguage' must map languages to numbers")
                        }
                        for language in languages.members {
                            guard let ratio = Self.ratio(language.value) else {
                                throw fail(language, "the ratio for '\(language.key)' must be a number above 0")
                            }
                            maxLengthRatioByLanguage[language.key] = ratio
                        }
                    default:
                        throw fail(setting, "unknown import setting '\(setting.key)'; known: maxLengthRatio, maxLengthRatioByLanguage")
                    }
                }
            default:
                continue
            }
        }
    }

    private static func ratio(_ value: JSONValue) -> Double? {
        guard case .number(let text) = value.kind, let number = Double(text), number > 0 else { return nil }
        return number
    }
}
