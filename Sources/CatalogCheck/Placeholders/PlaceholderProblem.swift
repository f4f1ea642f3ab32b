/// One way a translation's format specifiers disagree with the source's.
public enum PlaceholderProblem: Equatable, Sendable {
    /// The source passes an argument at `position` that the translation never uses.
    case missing(position: Int, source: String)
    /// The translation uses a position the source does not pass.
    case extra(position: Int, translation: String)
    /// Both use the position with incompatible classes (`%@` where the source has `%lld`).
    case typeMismatch(position: Int, source: String, translation: String)
    /// Plain specifiers in another order than the source's: only positional ones (`%2$@`) may move.
    case reordered(source: [String], translation: [String])
    /// The source references substitution `name` and the translation does not.
    case missingReference(String)
    /// The translation references a substitution the source does not.
    case extraReference(String)
    /// The source's substitution passes `%arg` and this variation drops it.
    case missingSubstitutionArgument
    /// A `%` that does not start a specifier, in a string that takes arguments (write `%%` for a percent sign).
    case invalidSequence(String)

    /// Lower case, names quoted, no final period: the message body of a finding.
    public var message: String {
        switch self {
        case .missing(let position, let source):
            return "drops \(source) (argument \(position)) that the source passes"
        case .extra(let position, let translation):
            return "uses \(translation) (argument \(position)) that the source does not pass"
        case .typeMismatch(let position, let source, let translation):
            return "uses \(translation) for argument \(position) where the source has \(source)"
        case .reordered(let source, let translation):
            let positional = translation.map { text in
                source.firstIndex(of: text).map { Self.positional(text, position: $0 + 1) } ?? text
            }
            return "reorders plain specifiers (\(translation.joined(separator: " ")) for the source's "
                + "\(source.joined(separator: " "))); only positional ones may move: write \(positional.joined(separator: " "))"
        case .missingReference(let name):
            return "drops %#@\(name)@ that the source has"
        case .extraReference(let name):
            return "has %#@\(name)@ that the source does not have"
        case .missingSubstitutionArgument:
            return "drops %arg that the source's substitution has"
        case .invalidSequence(let text):
            return "'\(text)' is not a format specifier; write %% for a percent sign"
        }
    }

    /// `%lld` → `%2$lld`.
    static func positional(_ text: String, position: Int) -> String {
        guard text.hasPrefix("%") else { return text }
        return "%\(position)$" + text.dropFirst()
    }
}
