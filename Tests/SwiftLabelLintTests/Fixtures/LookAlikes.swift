// === silent: model title in a non-view type
struct Article: Codable {
    let title: String
    let subtitle: String?
}
// === silent: class model with message
final class ChatMessage: Identifiable {
    var message: String = ""
    var caption: String = "Untitled"
}
// === silent: @State text being edited
struct EditorView: View {
    @State private var title: String = ""
    var body: some View { TextField("Title", text: $title) }
}
// === silent: @Binding and @AppStorage
struct FormView: View {
    @Binding var note: String
    @AppStorage("headline") var headline: String = "Default"
    @SceneStorage("summary") var summary = "Nothing"
    @FocusState private var focused: Bool
    var body: some View { EmptyView() }
}
// === silent: value bound to a TextField without wrapper
struct Composer: View {
    @Bindable var draft: Draft
    var body: some View { TextField("Message", text: $draft.message) }
}
// === silent: LocalizedStringKey properties and parameters
struct CardTitle: View {
    let title: LocalizedStringKey
    let caption: LocalizedStringResource
    init(title: LocalizedStringKey, caption: LocalizedStringResource) {
        self.title = title
        self.caption = caption
    }
    var body: some View { Text(title) }
}
// === silent: disfavored String overload in a library
public struct Chip: View {
    let text: Text
    public init(_ title: LocalizedStringKey) { text = Text(title) }
    @_disfavoredOverload
    public init(_ title: String) { text = Text(verbatim: title) }
    public var body: some View { text }
}
// === silent: generic StringProtocol overload next to a localized one
public struct Pill: View {
    let text: Text
    public init(title: LocalizedStringKey) { text = Text(title) }
    public init(title: String) { text = Text(verbatim: title) }
    public var body: some View { text }
}
// === silent: identifiers and image names
struct IconView: View {
    let imageName: String
    let symbol: String = "star.fill"
    let identifier: String
    var body: some View { Image(imageName).accessibilityIdentifier(identifier) }
}
// === silent: URLs and log messages
struct LinkView: View {
    let urlString = "https://example.com/help"
    var body: some View {
        Button("Help") { print("opening help"); logger.debug("tapped help") }
    }
}
// === silent: Text(verbatim:)
struct VersionView: View {
    let version: String
    let buildTitle: String = "1.0"
    var body: some View { Text(verbatim: version) }
}
// === silent: localized String property
struct GreetingView: View {
    let title: String = String(localized: "Welcome")
    var subtitle: String { NSLocalizedString("Enjoy your stay", comment: "") }
    var body: some View { Text(title) }
}
// === silent: computed title forwarding data
struct ArticleRow: View {
    let article: Article
    var title: String { article.title }
    var body: some View { Text(article.title) }
}
// === silent: names that only contain a label word
struct StyledView: View {
    let titleFont: Font
    let titleColor: String = "AccentColor"
    let labelSpacing: CGFloat = 4
    var body: some View { EmptyView() }
}
// === silent: view model class with title
@Observable final class ProfileModel {
    var title: String = "Profile"
    var message: String?
}
// === silent: protocol requirement
protocol Titled {
    var title: String { get }
}
// === silent: enum with title returning localized resource
enum Tab: String, CaseIterable {
    case home, settings
    var title: LocalizedStringResource {
        switch self {
        case .home: return "Home"
        case .settings: return "Settings"
        }
    }
}
// === plural-by-ternary: local variables in body (silent for the label rules)
struct CounterView: View {
    let count: Int
    var body: some View {
        let label = ↓count == 1 ? "item" : "items"
        return Text("\(count) \(label)")
    }
}
// === silent: private helper taking a message for logging
struct SyncView: View {
    var body: some View { Button("Sync") { report(message: "sync started") } }
    private func report(message: String) { print(message) }
}
// === silent: string literals passed to Text directly
struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("Welcome")
            Label("Inbox", systemImage: "tray")
            Button("Continue") {}
        }
        .navigationTitle("Start")
    }
}
// === silent: closure parameter shadows member
struct NamesView: View {
    let subtitle: LocalizedStringKey
    let items: [Item]
    var body: some View {
        List(items) { title in Text(title) }
    }
}
// === silent: struct conforming to Identifiable with title in a view file
struct Section: Identifiable, Hashable {
    let id: UUID
    let title: String
}
struct SectionList: View {
    let sections: [Section]
    var body: some View { ForEach(sections) { section in Text(section.title) } }
}
// === silent: text from the user in a chat bubble
struct Bubble: View {
    let text: String
    let authorName: String
    var body: some View { VStack { Text(text); Text(authorName) } }
}
// === silent: brand name allowed verbatim
struct BrandView: View {
    let title = "Acme"
    var body: some View { Text(title) }
}
// === silent: SwiftGen constants
struct PaywallView: View {
    let title: String = L10n.Paywall.title
    var subtitle: String { L10n.Paywall.subtitle }
    var body: some View { Text(title) }
}
// === silent: generic view with StringProtocol title
struct Caption<S: StringProtocol>: View {
    let caption: S
    var body: some View { Text(caption) }
}
// === silent: rawValue used as identifier
enum Route: String {
    case home
    var id: String { rawValue }
    var path: String { "/" + rawValue }
}
// === silent: accessibility identifiers that are fixed
struct SaveButton: View {
    var body: some View {
        Button("Save") {}
            .accessibilityIdentifier("saveButton")
            .accessibilityIdentifier(AccessibilityID.save)
    }
}
// === silent: comparisons with identifiers and keys
struct Router {
    func route(_ path: String) -> Int {
        if path == "settings" { return 1 }
        switch path {
        case "profile": return 2
        default: return 0
        }
    }
}
// === silent: comparing a word that is not in a catalog
func isAdmin(_ role: String) -> Bool { role == "Administrator" }
// === silent: strings in comments and multi-line strings
struct DocView: View {
    // let title: String
    /* var subtitle: String */
    let markdown = """
    let title: String
    """
    var body: some View { Text(verbatim: markdown) }
}
// === silent: a title in a preview provider
struct DocView_Previews: PreviewProvider {
    static let title = "Preview"
    static var previews: some View { DocView() }
}
// === silent: message in an error type
struct ValidationError: LocalizedError {
    let message: String
    var errorDescription: String? { message }
}
// === silent: Text with interpolation of a string property
struct ScoreView: View {
    let playerName: String
    var body: some View { Text("Player: \(playerName)") }
}
// === silent: callers only ever pass data to the title
struct ProfileHeader: View {
    let title: String
    var body: some View { Text(title).font(.largeTitle) }
}
struct ProfileScreen: View {
    let user: User
    var body: some View { ProfileHeader(title: user.displayName) }
}
#Preview {
    ProfileHeader(title: "Jane Appleseed")
}
// === silent: String title localized at run time through LocalizedStringKey
struct DynamicTitle: View {
    let title: String
    var body: some View { Text(LocalizedStringKey(title)) }
}
// === silent: Text-typed label and view model chains
struct ComposerHeader: View {
    let title: Text
    let model: ComposerModel
    var body: some View { VStack { title; Text(model.title) }.navigationTitle(model.navigationTitle) }
}
// === silent: alert with an error message from the system
struct ImportView: View {
    @State private var error: Error?
    var body: some View {
        Button("Import") {}
            .alert("Import failed", isPresented: .constant(error != nil)) {
                Button("OK") {}
            } message: {
                Text(error?.localizedDescription ?? "")
            }
    }
}
// === silent: constants enum with identifiers
enum Keys {
    static let lastTab = "lastTab"
    static let userID = "user-id"
}
struct TabMemory: View {
    var body: some View { Text(verbatim: Keys.lastTab) }
}
// === silent: unlabeled init parameter that callers fill with data
struct Pill2: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
}
struct TagList: View {
    let tags: [Tag]
    var body: some View { ForEach(tags) { tag in Pill2(tag.name) } }
}
// === silent: computed caption made only of interpolated values
struct StepsRow: View {
    let steps: Int
    let goal: Int
    var caption: String { "\(steps) / \(goal)" }
    var subtitle: String { "#\(steps)" }
    var body: some View { Text(verbatim: caption + subtitle) }
}
// === silent: view modifier helper in an extension of View fed with data
extension View {
    func cardHeader(title: String) -> some View {
        overlay(alignment: .top) { Text(verbatim: title) }
    }
}
struct Card2: View {
    let item: Item
    var body: some View { Color.clear.cardHeader(title: item.name) }
}
// === silent: web view title passed data by callers
struct WebPage: UIViewRepresentable {
    let url: URL
    let title: String
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ view: WKWebView, context: Context) {}
}
struct Browser: View {
    let page: Page
    var body: some View { WebPage(url: page.url, title: page.title) }
}
// === silent: closures and attributed strings named like labels
struct ChartLegend: View {
    let label: (Point) -> String
    let caption: AttributedString
    var body: some View { Text(caption) }
}
// === silent: binding message in a toast modifier
struct ToastModifier: ViewModifier {
    @Binding var message: String?
    func body(content: Content) -> some View { content.overlay { if let message { Text(message) } } }
}
// === silent: logging and URL schemes
struct LinkHandler {
    func handle(_ url: URL, title: String) {
        if url.scheme == "https" { print("Opening \(title)") }
        logger.info("title: \(title, privacy: .public)")
    }
}
// === silent: computed summary joining data with a word separator
struct TagSummary: View {
    let tags: [String]
    var summary: String { tags.joined(separator: ", and ") }
    var caption: String { tags.first?.replacingOccurrences(of: "tag", with: "") ?? "" }
    var body: some View { Text(verbatim: summary + caption) }
}
// === silent: description requirement and debug text in a view
struct DebugBadge: View, CustomStringConvertible {
    let value: Int
    var description: String { "DebugBadge(\(value))" }
    var debugDescription: String { "value: \(value)" }
    var titleKey: String { "badge.title" }
    var body: some View { Text(LocalizedStringKey(titleKey)) }
}
// === silent: computed String forwarding data shown by Text
struct AuthorLine: View {
    let post: Post
    private var byline: String { post.author.displayName }
    var body: some View { Text(byline) }
}
// === silent: a model nested elsewhere with the same name as a view
struct Row: View {
    var body: some View { EmptyView() }
}
enum Feed {
    struct Row: Hashable {
        let title: String
        let subtitle: String
    }
}
// === silent: description of a raw-value type for logs
public struct TranslationState2: RawRepresentable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}
enum Level: String {
    case low
}
extension Level: CustomStringConvertible {
    var description: String { rawValue }
}
// === silent: raw value title in a command-line tool
import Foundation
enum OutputFormat: String {
    case json, text
    var title: String { rawValue.uppercased() }
}
// === silent: a prompt sent to a model, never shown
struct AssistantView: View {
    let prompt: String
    @State private var answer = ""
    var body: some View {
        ScrollView { Text(verbatim: answer) }.task { answer = await assistant.complete(prompt) }
    }
}
struct AskScreen: View {
    var body: some View { AssistantView(prompt: "Summarize the following notes") }
}
// === silent: sample words in previews
struct Card4: View {
    let item: Item
    var body: some View { Text(item.name) }
}
#Preview("Card") {
    let title = "Sample card"
    return VStack { Text(title); Card4(item: .sample) }
}
struct Card4_Previews: PreviewProvider {
    static let caption = "Preview caption"
    static var previews: some View { Text(caption) }
}
// === silent: enum display names through a project's own localize() wrapper
import SwiftUI
struct SortMenu: View {
    var body: some View { ForEach(SortOrder.allCases, id: \.self) { Text($0.title) } }
}
enum SortOrder: CaseIterable {
    case newest, oldest
    var title: String {
        switch self {
        case .newest: return "Newest first".localize()
        case .oldest: return "Oldest first".localize()
        }
    }
}
// === silent: a view's words through British and translated() wrappers
import SwiftUI
struct Checkout: View {
    private let header = "Your basket".localised
    var body: some View {
        VStack {
            Text(header)
            Text(shippingNote())
        }
    }
    private func shippingNote() -> String {
        "Ships in two days".translated()
    }
}
// === silent: @State label the view fills itself from data
import SwiftUI
struct PinTile: View {
    let pin: Pin
    @State var title: String = ""
    var body: some View {
        Text(title).onAppear { title = pin.name }
    }
}
