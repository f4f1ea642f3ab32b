/// What `export` includes and how it writes.
public struct ExportOptions: Equatable, Sendable {
    /// The states exported by default: translated and needs_review, and `new` units that hold a value.
    public static let defaultStates: Set<String> = ["translated", "needs_review", "new"]

    /// Only these languages (nil: every language in the catalog, and the source language).
    public var languages: [String]?
    /// Unit states to export; a `new` unit is exported only when its value is not empty.
    public var states: Set<String>
    /// The `.strings` text encoding.
    public var encoding: StringsWriter.OutputEncoding

    /// Creates options.
    public init(languages: [String]? = nil, states: Set<String> = ExportOptions.defaultStates,
                encoding: StringsWriter.OutputEncoding = .utf8) {
        self.languages = languages
        self.states = states
        self.encoding = encoding
    }
}
