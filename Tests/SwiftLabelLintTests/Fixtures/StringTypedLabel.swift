// === string-typed-label: stored title in a view
struct EmptyStateView: View {
    let ↓title: String
    var body: some View { Text(title) }
}
// === string-typed-label: optional subtitle in a view
struct HeaderView: View {
    var ↓subtitle: String?
    var body: some View { Text(subtitle ?? "") }
}
// === string-typed-label: suffix words
struct CardView: View {
    let ↓emptyStateTitle: String
    let ↓buttonTitle: String
    let ↓errorMessage: String
    var body: some View {
        ContentUnavailableView { Text(emptyStateTitle) } description: { Text(errorMessage) } actions: { Button(buttonTitle) {} }
    }
}
// === string-typed-label: literal default inferred String
struct SettingsView: View {
    private let ↓navigationTitle = "Settings"
    var body: some View { List {}.navigationTitle(navigationTitle) }
}
// === string-typed-label: computed label returning literals
struct PlanRow: View {
    let isYearly: Bool
    var ↓caption: String {
        isYearly ? "Billed yearly" : "Billed monthly"
    }
    var body: some View { Text(caption) }
}
// === string-typed-label: view modifier
struct CardModifier: ViewModifier {
    let ↓header: String
    func body(content: Content) -> some View { VStack { Text(header); content } }
}
// === string-typed-label: button style
struct PillButtonStyle: ButtonStyle {
    var ↓accessibilityHint: String = "Double tap to open"
    func makeBody(configuration: Configuration) -> some View { configuration.label.accessibilityHint(accessibilityHint) }
}
// === string-typed-label: init parameter in a view
struct Badge: View {
    private let text: Text
    init(↓label: String) { text = Text(label) }
    var body: some View { text }
}
// === string-typed-label: function returning a view
struct ProfileView: View {
    var body: some View { section(title: "Account") }
    func section(↓title: String) -> some View { Text(title).font(.headline) }
}
// === string-typed-label: toolbar content
struct EditorToolbar: ToolbarContent {
    let ↓placeholder: String
    var body: some ToolbarContent { ToolbarItem { Text(placeholder) } }
}
// === string-typed-label: extension of a view in the same file
struct DetailView: View {
    var body: some View { Text(footer) }
}
extension DetailView {
    var ↓footer: String { "Last updated today" }
}
// === string-typed-label: static constant in a view
struct OnboardingView: View {
    static let ↓headline: String = "Welcome to Acme Notes"
    var body: some View { Text(Self.headline) }
}
// === string-typed-label: nested view inside a view
struct ListScreen: View {
    struct Row: View {
        let ↓summary: String
        var body: some View { Text(summary) }
    }
    var body: some View { Row(summary: "All done") }
}
// === string-typed-label: prompt and note
struct SearchPanel: View {
    @State private var query = ""
    let ↓prompt: String
    let ↓note: String?
    var body: some View {
        VStack { TextField(prompt, text: $query); if let note { Text(note) } }
    }
}
// === string-typed-label: commands
struct AppCommands: Commands {
    let ↓menuTitle: String = "Export"
    var body: some Commands { CommandMenu(menuTitle) { } }
}
// === string-typed-label: label in public view with public init
public struct TagView: View {
    public let ↓label: String
    public init(label: String) { self.label = label }
    public var body: some View { Text(label) }
}
// === string-typed-label: Swift.String spelled out
struct FooterView: View {
    let ↓disclaimer: Swift.String
    var body: some View { Text(disclaimer) }
}
// === string-typed-label: blurb with switch returning literals
struct TierView: View {
    let tier: Int
    var ↓blurb: String {
        switch tier {
        case 0: return "Free forever"
        default: return "Everything included"
        }
    }
    var body: some View { Text(blurb) }
}
// === string-typed-label: implicitly unwrapped
struct LegacyHeader: View {
    var ↓title: String!
    var body: some View { Text(title) }
}
// === string-typed-label: several labels in a row view
struct SettingRow: View {
    let ↓title: String
    let ↓subtitle: String
    let icon: String
    var body: some View {
        Label { Text(title); Text(subtitle) } icon: { Image(systemName: icon) }
    }
}
// === string-typed-label: public error view with memberwise-style init, callers pass keys
public struct FailureView: View {
    public let ↓title: String
    public let ↓message: String
    public let ↓buttonTitle: String
    public let onButtonPress: () -> Void
    public init(title: String, message: String, buttonTitle: String, onButtonPress: @escaping () -> Void) {
        self.title = title
        self.message = message
        self.buttonTitle = buttonTitle
        self.onButtonPress = onButtonPress
    }
    public var body: some View {
        VStack { Text(title); Text(message); Button(action: onButtonPress) { Text(buttonTitle) } }
    }
}
struct TimelineScreen: View {
    var body: some View { FailureView(title: "Error", message: "Try again later", buttonTitle: "Retry") {} }
}
// === string-typed-label: a caller passes a literal even if another passes data
struct SettingsRow: View {
    let ↓title: String
    let systemImage: String
    var body: some View { Label(title, systemImage: systemImage) }
}
struct SettingsScreen: View {
    let account: Account
    var body: some View {
        List {
            SettingsRow(title: "Notifications", systemImage: "bell")
            SettingsRow(title: account.displayName, systemImage: "person")
        }
    }
}
// === string-typed-label: placeholder of a text field
struct SearchBar: View {
    @Binding var text: String
    let ↓placeholder: String
    var body: some View { TextField(placeholder, text: $text) }
}
// === string-typed-label: function parameter of a row builder
struct AboutView: View {
    var body: some View { List { row("Version", value: version) } }
    private func row(_ ↓label: String, value: String) -> some View {
        HStack { Text(label); Spacer(); Text(verbatim: value) }
    }
}
// === string-typed-label: unlabeled init parameter filled with a literal
struct ActionButton2: View {
    let ↓title: String
    let action: () -> Void
    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
    var body: some View { Button(action: action) { Text(title) } }
}
struct Footer2: View {
    var body: some View { ActionButton2("Sign Out") {} }
}
// === string-typed-label: computed subtitle with words around an interpolation
struct InboxRow: View {
    let count: Int
    var ↓subtitle: String { "\(count) unread messages" }
    var body: some View { Text(subtitle) }
}
// === string-typed-label: modifier in an extension of View called with a literal
extension View {
    func emptyState(↓title: String) -> some View {
        overlay { Text(title) }
    }
}
struct FeedScreen: View {
    var body: some View { List {}.emptyState(title: "Nothing here yet") }
}
// === string-typed-label: feature row with a description, planner list with an empty-state title
struct FeatureRow: View {
    let ↓title: String
    let ↓description: String
    let ↓buttonText: String
    var body: some View { VStack { Text(title); Text(description); Button(buttonText) {} } }
}
struct PlannerList: View {
    @Binding var searchText: String
    private var ↓emptyTitle: String {
        searchText.isEmpty ? "No tasks" : "Nothing found"
    }
    private var ↓emptyDescription: String {
        searchText.isEmpty
            ? "Use quick add to create a task."
            : "Try another search."
    }
    var body: some View {
        ContentUnavailableView(emptyTitle, systemImage: "tray", description: Text(emptyDescription))
    }
}
// === string-typed-label: conformance declared in an extension
struct BadgeLabel {
    let ↓caption: String
}
extension BadgeLabel: View {
    var body: some View { Text(caption) }
}
// === string-typed-label: @State used as a parameter the caller fills
import SwiftUI
struct HeadlineGroup: View {
    @State var ↓title: String
    @State var ↓caption: String = ""
    @State var detail: String
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Text(caption)
            Text(verbatim: detail)
        }
    }
}
struct AboutBox: View {
    var body: some View { HeadlineGroup(title: "Version", caption: "Installed today", detail: build) }
}
