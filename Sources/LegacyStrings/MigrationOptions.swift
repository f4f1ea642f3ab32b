/// What the migration does where there is a choice.
public struct MigrationOptions: Equatable, Sendable {
    /// The catalog's source language; `Base.lproj` values count as this language.
    public var sourceLanguage: String
    /// The `extractionState` given to migrated keys: `migrated` (what Xcode writes) or `manual`.
    public var extractionState: String
    /// Keep a width rule (`NSStringVariableWidthRuleType`) by taking its widest form instead of stopping.
    public var keepWidthRules: Bool

    /// Creates options; only the source language has no default.
    public init(sourceLanguage: String, extractionState: String = "migrated", keepWidthRules: Bool = false) {
        self.sourceLanguage = sourceLanguage
        self.extractionState = extractionState
        self.keepWidthRules = keepWidthRules
    }
}
