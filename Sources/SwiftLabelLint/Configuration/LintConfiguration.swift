/// What a project can tune in `.xcstrings-lint.json`: more label words, more view-like types, its own localizing
/// functions, words shown verbatim on purpose, paths to skip, and rules to turn off.
public struct LintConfiguration: Equatable, Sendable {
    /// Words that mark a name as text a person reads (matched as the whole name or its last camel-case word).
    public var labelWords: Set<String>
    /// Protocols (or base types) whose conformers build UI, in addition to the SwiftUI ones.
    public var viewTypes: Set<String>
    /// Functions or members that return localized text (`tr`, `L10n`, `.localized`), so their results are fine.
    public var localizingFunctions: Set<String>
    /// Literal texts that are shown verbatim on purpose (brand names), never reported.
    public var allowedWords: Set<String>
    /// Path prefixes or folder names (relative to the repository root) not to lint.
    public var excludedPaths: [String]
    /// Rule ids switched off.
    public var disabledRules: Set<String>
    /// Opt-in rule ids switched on (rules outside the default set).
    public var enabledRules: Set<String>

    /// The defaults: SwiftUI's vocabulary and nothing project-specific.
    public init(
        labelWords: Set<String> = LintConfiguration.defaultLabelWords,
        viewTypes: Set<String> = [],
        localizingFunctions: Set<String> = [],
        allowedWords: Set<String> = [],
        excludedPaths: [String] = [],
        disabledRules: Set<String> = [],
        enabledRules: Set<String> = []
    ) {
        self.labelWords = labelWords
        self.viewTypes = viewTypes
        self.localizingFunctions = localizingFunctions
        self.allowedWords = allowedWords
        self.excludedPaths = excludedPaths
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
    }

    /// Names (or last camel-case words of names) that say a person reads the value.
    public static let defaultLabelWords: Set<String> = [
        "title", "subtitle", "label", "caption", "placeholder", "prompt", "message", "header", "footer", "note",
        "hint", "blurb", "headline", "summary", "heading", "subheading", "subheadline", "tooltip", "instructions",
        "explanation", "disclaimer", "tagline", "description",
    ]

    /// Whether `path` (relative to the repository root, `/`-separated) is excluded by `excludedPaths`.
    public func excludes(_ path: String) -> Bool {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        for pattern in excludedPaths {
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            if normalized == trimmed || normalized.hasPrefix(trimmed + "/") { return true }
            if !trimmed.contains("/"), normalized.split(separator: "/").contains(Substring(trimmed)) { return true }
            if trimmed.hasPrefix("*"), normalized.hasSuffix(trimmed.dropFirst()) { return true }
        }
        return false
    }
}
