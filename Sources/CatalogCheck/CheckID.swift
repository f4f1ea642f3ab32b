/// The checks `git xcstrings check` runs; each finding names its check in brackets (`[plurals]`).
public enum CheckID: String, CaseIterable, Sendable {
    /// Every key that should be translated has a finished translation in every target language.
    case coverage
    /// Every translation passes the source's format arguments.
    case placeholders
    /// The plural forms of each language are the ones CLDR gives it.
    case plurals
    /// Every `%#@name@` has its substitution, each substitution is used and well formed.
    case substitutions
    /// The file is a readable, well-formed catalog.
    case structure

    /// One sentence, for SARIF rule descriptions and the documentation.
    public var summary: String {
        switch self {
        case .coverage:
            return "every key that should be translated has a non-empty, finished translation in each target language"
        case .placeholders:
            return "every translation, plural form, device variant and substitution passes the source's format arguments"
        case .plurals:
            return "each language has the CLDR plural forms that everyday numbers reach, and no form it lacks"
        case .substitutions:
            return "every %#@name@ has a substitution, each substitution is used, its argNum and formatSpecifier are valid"
        case .structure:
            return "the catalog is valid JSON and a valid String Catalog with known states"
        }
    }
}
