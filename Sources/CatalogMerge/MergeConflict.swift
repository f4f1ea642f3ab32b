import StringCatalog

/// One disagreement the merge could not settle, named by where it is in the catalog.
public struct MergeConflict: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What kind of disagreement.
    public enum Kind: String, Sendable, Hashable {
        /// Both sides changed the same value to different values.
        case bothChanged
        /// One side deleted what the other changed.
        case deletedAndChanged
        /// One side made a language plural forms, the other changed it as one unit, with different text.
        case formChanged
    }

    /// The leaf (or entry, language…) where the sides disagree.
    public var path: CatalogKeyPath
    /// What kind of disagreement.
    public var kind: Kind

    /// Creates a conflict.
    public init(path: CatalogKeyPath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// A short human name: `"Save" de value`, `"Save" (deleted on one side, changed on the other)`, `sourceLanguage`.
    public var description: String {
        var words: [String] = []
        let components = path.components
        if let key = path.stringKey {
            words.append(CatalogKeyPath.quoted(key))
            let skipped: Set<String> = ["localizations", "stringUnit", "variations"]
            words += components.dropFirst(2).filter { !skipped.contains($0) }
        } else {
            words = components
        }
        if words.isEmpty { words = ["catalog"] }
        if kind == .deletedAndChanged { words.append("(deleted on one side, changed on the other)") }
        if kind == .formChanged { words.append("(plural forms on one side, one unit with other text on the other)") }
        return words.joined(separator: " ")
    }
}
