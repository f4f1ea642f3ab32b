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
}

/// One refused unit: where it is in the batch, why, and the rule.
public struct ImportRefusal: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var language: String
    public var message: String
    public var rule: ImportRule

    /// `file:line:col: error: message [import-rule]`.
    public var description: String { "\(file):\(line):\(column): error: \(message) [\(rule.rawValue)]" }
}
