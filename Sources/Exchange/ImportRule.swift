import Diagnostics

/// Why import refused a unit: the rule id printed after each refusal, `[import-…]`.
public enum ImportRule: String, CaseIterable, Sendable {
    /// The batch names a catalog that was not given or does not exist.
    case unknownCatalog = "import-unknown-catalog"
    /// The key (or its variation or substitution) is not in the catalog; import never creates keys.
    case unknownKey = "import-unknown-key"
    /// Format specifiers differ from the source's (check's placeholder rules).
    case formatSpecifiers = "import-format-specifiers"
    /// A plural category the language does not have, or a plural variation left incomplete.
    case pluralCategories = "import-plural-categories"
    /// A glossary term, URL or backticked code of the source is missing or changed.
    case protectedTerms = "import-protected-terms"
    /// The translation is longer than the configured ratio of its source.
    case length = "import-length"
    /// Leading or trailing white space or line breaks differ from the source's.
    case whitespace = "import-whitespace"
    /// The key is marked `shouldTranslate: false`.
    case shouldTranslate = "import-should-translate"
    /// The unit is in the catalog's source language.
    case sourceLanguage = "import-source-language"
    /// The target is empty.
    case emptyTarget = "import-empty-target"
    /// The source changed since the export.
    case sourceChanged = "import-source-changed"
    /// A machine batch would overwrite a person's translation.
    case machineOverwrite = "import-machine-overwrite"
    /// The target holds inline XLIFF markup.
    case markup = "import-markup"
    /// A batch, catalog or configuration that cannot be read at all (exit 2, nothing imported).
    case input = "import-input"

    /// One sentence on what the rule refuses, for reporters that describe their rules (SARIF, JSON).
    public var summary: String {
        switch self {
        case .unknownCatalog: return "The batch names a catalog that was not given or does not exist."
        case .unknownKey: return "The key, variation or substitution is not in the catalog; import never creates keys."
        case .formatSpecifiers: return "The translation's format specifiers differ from the source's."
        case .pluralCategories: return "A plural category the language does not have, or one it needs left out."
        case .protectedTerms: return "A glossary term, URL or backticked code of the source is missing from the translation."
        case .length: return "The translation is longer than the configured ratio of its source."
        case .whitespace: return "White space or line breaks at the ends differ from the source's."
        case .shouldTranslate: return "The key is marked shouldTranslate: false."
        case .sourceLanguage: return "The unit is in the catalog's source language."
        case .emptyTarget: return "The translation is empty."
        case .sourceChanged: return "The source changed since the export."
        case .machineOverwrite: return "A machine batch would overwrite a person's translation."
        case .markup: return "The translation holds inline XLIFF markup; a catalog holds plain text."
        case .input: return "A batch, catalog or configuration could not be read."
        }
    }
}


