/// The fixed name tables the rules share: the calls and modifiers whose first argument is shown text, and the words
/// naming a control. Kept apart from `LintContext`, which holds one file's facts.
enum NameTables {
    /// Words naming a control whose text is a label: `buttonText`, `linkText`.
    static let controlWords: Set<String> = ["button", "link", "action", "banner", "badge", "alert", "toast", "tab", "menu", "cta"]

    /// Calls whose first unlabeled argument is text shown to a person.
    static let displayCalls: Set<String> = [
        "Text", "Label", "Button", "Toggle", "TextField", "SecureField", "Section", "Picker", "Link", "Menu",
        "NavigationLink", "LabeledContent", "DatePicker", "Stepper", "ProgressView", "GroupBox", "DisclosureGroup",
        "ColorPicker", "ControlGroup", "ContentUnavailableView", "MenuBarExtra", "WindowGroup", "Window", "Gauge",
    ]

    /// Modifiers whose first unlabeled argument is text shown (or spoken) to a person.
    static let displayModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "accessibilityLabel", "accessibilityHint",
        "help", "alert", "confirmationDialog", "badge", "accessibilityValue",
    ]

    /// The label of a modifier's shown argument when it has one: `.searchable(text: $query, prompt: hint)` shows
    /// `hint` in the search field (its `String` overload takes `some StringProtocol`, shown as written).
    static let shownModifierLabels: [String: String] = ["searchable": "prompt"]

    /// The lengths of the names of `shownModifierLabels`, computed once from the table.
    private static let shownModifierLengths = Set(shownModifierLabels.keys.map(\.utf8.count))

    /// Which argument of a call shows text.
    enum ShownArgument: Equatable {
        /// The argument with this label (`.searchable(text:prompt:)` shows `prompt`).
        case labelled(String)
        /// The first argument, when it has no label (`Text(title)`, `.navigationTitle(title)`).
        case first
    }

    /// The argument of call `name` (a member call, a modifier, when `isMember`) that shows text, nil when the call
    /// shows none: the one place that tells the labelled modifiers from the display calls and modifiers.
    static func shownArgument(ofCall name: String, isMember: Bool) -> ShownArgument? {
        if isMember, let label = shownLabel(ofModifier: name) { return .labelled(label) }
        return (isMember ? displayModifiers : displayCalls).contains(name) ? .first : nil
    }

    /// The label of modifier `name`'s shown argument (`shownModifierLabels`). Every member call is asked: the
    /// length is tested first (it is stored, and most names differ in it) before the name is hashed.
    private static func shownLabel(ofModifier name: String) -> String? {
        guard shownModifierLengths.contains(name.utf8.count) else { return nil }
        return shownModifierLabels[name]
    }
}
