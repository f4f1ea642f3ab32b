import StringCatalog

/// The arguments a format string consumes, by 1-based position, and the substitutions it references.
///
/// Plain specifiers take the next position in order; positional ones (`%2$@`) name theirs. A `%#@name@` reference
/// takes the next position like a plain specifier (so moving plain specifiers around it is a reordering too),
/// unless its substitution names one with `argNum`; the substitution's `formatSpecifier` gives its class.
public struct ArgumentSignature: Equatable, Sendable {
    /// What occupies one argument position.
    public enum Slot: Equatable, Sendable {
        /// A value of this class, written as `text` (the first specifier using the position).
        case value(ArgumentKind, text: String)
        /// A `%#@name@` reference, with its substitution's class when the localization has that substitution.
        case reference(String, ArgumentKind?)

        /// The specifier as written, for messages.
        public var text: String {
            switch self {
            case .value(_, let text): return text
            case .reference(let name, _): return "%#@\(name)@"
            }
        }
    }

    /// Position → what the string passes there.
    public var slots: [Int: Slot]
    /// Whether any specifier names its position (`%1$@`); only then may a translation reorder arguments.
    public var usesPositions: Bool
    /// Every `%#@name@` reference, in order (a name may repeat).
    public var substitutionNames: [String]
    /// Whether the string uses `%arg` (inside a substitution's variations).
    public var usesSubstitutionArgument: Bool
    /// `%` sequences that are not valid specifiers.
    public var invalid: [FormatString.InvalidSequence]

    /// What a localization's substitution says about a reference: its `argNum` and its argument class.
    public typealias SubstitutionInfo = (argNum: Int?, kind: ArgumentKind?)

    /// Builds the signature of a parsed string; `substitution` describes the references' substitutions.
    public init(_ format: FormatString, substitution: (String) -> SubstitutionInfo? = { _ in nil }) {
        var slots: [Int: Slot] = [:]
        var next = 1
        var usesPositions = false
        var usesSubstitutionArgument = false
        func take(_ position: Int?) -> Int {
            if let position {
                usesPositions = true
                return position
            }
            defer { next += 1 }
            return next
        }
        for specifier in format.specifiers {
            switch specifier.role {
            case .percent:
                continue
            case .substitutionArgument:
                usesSubstitutionArgument = true
            case .substitution(let name):
                let info = substitution(name)
                var position = take(specifier.position)
                if let argNum = info?.argNum, argNum > 0 { position = argNum }
                if slots[position] == nil { slots[position] = .reference(name, info?.kind) }
            case .argument(let kind):
                for star in specifier.starArguments {
                    let position = take(star)
                    if slots[position] == nil { slots[position] = .value(.integer, text: "*") }
                }
                let position = take(specifier.position)
                if slots[position] == nil { slots[position] = .value(kind, text: specifier.text) }
            }
        }
        self.slots = slots
        self.usesPositions = usesPositions
        self.substitutionNames = format.substitutionNames
        self.usesSubstitutionArgument = usesSubstitutionArgument
        self.invalid = format.invalid
    }

    /// Parses `text` and builds its signature.
    public init(
        parsing text: String, allowsSubstitutionArgument: Bool = false,
        substitution: (String) -> SubstitutionInfo? = { _ in nil }
    ) {
        self.init(FormatString(text, allowsSubstitutionArgument: allowsSubstitutionArgument), substitution: substitution)
    }

    /// Whether the string takes any argument or reference (a string without any is not a format string).
    public var hasArguments: Bool { !slots.isEmpty || usesSubstitutionArgument }

    /// The values in position order, for messages (`%@, %lld`).
    public var orderedTexts: [String] {
        slots.keys.sorted().compactMap { slots[$0]?.text }
    }
}
