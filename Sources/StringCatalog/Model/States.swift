/// The `state` of a string unit: where its translation stands. Unknown values are kept as they are.
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    /// Wraps a raw state value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not translated yet.
    public static let new = TranslationState(rawValue: "new")
    /// Translated, but the source changed or a reviewer must look.
    public static let needsReview = TranslationState(rawValue: "needs_review")
    /// Done.
    public static let translated = TranslationState(rawValue: "translated")
    /// Left over from an older source string.
    public static let stale = TranslationState(rawValue: "stale")

    /// The states Xcode writes.
    public static let known: [TranslationState] = [.new, .needsReview, .translated, .stale]

    /// The states Xcode writes with their raw values as literals, the most frequent first: a reader matches them
    /// on the source's bytes (`FieldReader.translationState`).
    static let knownRawValues: [(StaticString, TranslationState)] = [
        ("translated", .translated), ("needs_review", .needsReview), ("new", .new), ("stale", .stale),
    ]

    /// Whether Xcode knows this state (compared most frequent first: `translated` in one comparison).
    public var isKnown: Bool { Self.knownRawValues.contains { $0.1 == self } }

    public var description: String { rawValue }
}

/// A key's `extractionState`: what the last build saw of it in code. Unknown values are kept as they are.
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    /// Wraps a raw extraction state.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Found in code by the build, with its value.
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    /// Added by hand.
    public static let manual = ExtractionState(rawValue: "manual")
    /// No longer found in code.
    public static let stale = ExtractionState(rawValue: "stale")
    /// Brought over from `.strings`/`.stringsdict` by a migration.
    public static let migrated = ExtractionState(rawValue: "migrated")

    public var description: String { rawValue }
}
