import StringCatalog

/// One unit of a batch to import, from any of the formats import reads, with where it was written.
public struct BatchUnit: Sendable {
    /// The batch file, as named to the user.
    public var file: String
    /// Where the unit is in that file.
    public var position: TextPosition
    /// The catalog path the batch names (`<file original=…>`), nil when the format has none (JSON, `.xcstrings`).
    public var original: String?
    /// The target language.
    public var language: String
    /// The unit id (`KEY` or `KEY|==|plural.one`).
    public var id: String
    /// The source text the translator saw, when the batch carries it.
    public var source: String?
    /// The translation; nil when the unit has no target at all.
    public var target: String?
    /// The XLIFF `state` of the target, nil when absent.
    public var state: String?
    /// The target holds inline markup (`<g>`, `<x/>`, `<ph>`), which a catalog cannot hold.
    public var markup: String?
    /// The XLIFF `resname` when it differs from the id: Crowdin's XLIFF export writes its own `crowdin:…` ids and
    /// keeps the key there. Used when the id names nothing in the catalog.
    public var resname: String?
    /// `approved="yes"` on the `<trans-unit>` (Weblate and the Translate Toolkit): a translation whatever its state.
    public var approved: Bool = false

    /// Creates a unit.
    public init(
        file: String, position: TextPosition, original: String?, language: String, id: String, source: String?,
        target: String?, state: String? = nil, markup: String? = nil
    ) {
        self.file = file
        self.position = position
        self.original = original
        self.language = language
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.markup = markup
    }
}
