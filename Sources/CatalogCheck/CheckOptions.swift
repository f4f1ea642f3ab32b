/// What `git xcstrings check` asks of a catalog: which languages, how finished, and in which setting.
public struct CheckOptions: Equatable, Sendable {
    /// How finished a translation must be to pass the coverage check.
    public enum Requirement: String, CaseIterable, Sendable {
        /// `translated` or `needs_review` passes; `needs_review` is a warning.
        case translated
        /// Only `translated` passes; `needs_review` is an error.
        case reviewed
    }

    /// Where the check runs, which decides how strict coverage is.
    public enum Mode: String, Sendable {
        /// CI and the command line: missing translations are errors.
        case standard
        /// The pre-commit hook: work in progress commits untranslated keys, so coverage findings are warnings;
        /// structure, placeholder, plural and substitution errors still block the commit.
        case preCommit = "pre-commit"
    }

    /// The target languages; nil means every language the catalog already has.
    public var languages: [String]?
    public var requirement: Requirement
    public var mode: Mode

    /// Creates options; the defaults are those of `git xcstrings check` without flags.
    public init(languages: [String]? = nil, requirement: Requirement = .translated, mode: Mode = .standard) {
        self.languages = languages
        self.requirement = requirement
        self.mode = mode
    }
}
