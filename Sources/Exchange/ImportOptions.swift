/// How import treats a batch.
public struct ImportOptions: Sendable {
    /// Take the valid units and list the refused ones, instead of refusing the whole batch.
    public var partial: Bool
    /// The batch is machine translation: units become `needs_review`, and never overwrite a person's `translated`
    /// unit unless `force`.
    public var machine: Bool
    /// Let a machine batch overwrite translated units.
    public var force: Bool
    /// Glossary and length settings.
    public var configuration: ImportConfiguration

    /// Creates options.
    public init(partial: Bool = false, machine: Bool = false, force: Bool = false, configuration: ImportConfiguration = ImportConfiguration()) {
        self.partial = partial
        self.machine = machine
        self.force = force
        self.configuration = configuration
    }
}

/// Per language: what import did with the units of a batch.
public struct LanguageTally: Equatable, Sendable {
    public var language: String
    /// Valid units that change the catalog (written unless the batch is refused or it is a dry run).
    public var imported = 0
    /// Units the catalog already holds as they are.
    public var unchanged = 0
    /// Refused units.
    public var refused = 0
    /// Units without a translation (no target, or a `new` state): nothing to import.
    public var untranslated = 0

    /// Creates an empty tally.
    public init(language: String) {
        self.language = language
    }
}
