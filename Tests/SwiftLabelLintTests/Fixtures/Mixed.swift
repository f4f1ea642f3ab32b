// === string-typed-label: onboarding page filled with literals
struct OnboardingPage: View {
    let imageName: String
    let ↓title: String
    let ↓subtitle: String
    var body: some View { VStack { Image(imageName); Text(title).font(.title); Text(subtitle) } }
}
struct Onboarding: View {
    var body: some View {
        TabView {
            OnboardingPage(imageName: "onb1", title: "Track habits", subtitle: "Build streaks that last")
        }
    }
}
// === silent: placeholder that is an image name
struct RemoteImage: View {
    let url: URL?
    let placeholder: String
    var body: some View {
        AsyncImage(url: url) { image in image.resizable() } placeholder: { Image(placeholder) }
    }
}
struct Gallery: View {
    var body: some View { RemoteImage(url: nil, placeholder: "photo") }
}
// === string-typed-label: text field row labelled by callers
struct TextFieldRow: View {
    let ↓label: String
    @Binding var text: String
    var body: some View { TextField(label, text: $text) }
}
struct ProfileForm: View {
    @State private var name = ""
    var body: some View { Form { TextFieldRow(label: "Name", text: $name) } }
}
// === silent: app name constant and brand text
enum Strings2 {
    static let appName = "Acme"
}
struct Splash: View {
    var body: some View { Text(Strings2.appName) }
}
// === string-into-text: welcome message constant in a strings enum
enum Strings3 {
    static let welcomeMessage = "Welcome!"
}
struct Splash2: View {
    var body: some View { Text(↓Strings3.welcomeMessage) }
}
// === silent: toggle row with a localized key and app storage
struct SettingsToggle: View {
    let title: LocalizedStringKey
    @AppStorage("haptics") private var isOn = true
    @AppStorage("username") private var username = ""
    var body: some View { Toggle(title, isOn: $isOn) }
}
// === silent: initials and icon names in an avatar
struct Avatar: View {
    let initials: String
    let icon: String
    var body: some View { ZStack { Image(systemName: icon); Text(initials) } }
}
// === string-typed-label: menu item with an icon
struct MenuItemView: View {
    let ↓title: String
    let icon: String
    var body: some View { Label(title, systemImage: icon) }
}
struct MainMenu: View {
    var body: some View { List { MenuItemView(title: "Favorites", icon: "star") } }
}
// === string-typed-label: enum display names returned as String
import SwiftUI
struct TabHost: View {
    var body: some View { TabView { ForEach(AppTab.allCases, id: \.self) { Text($0.title) } } }
}
enum AppTab: CaseIterable {
    case home, settings
    var ↓title: String {
        switch self {
        case .home: return "Home"
        case .settings: return "Settings"
        }
    }
    var icon: String { self == .home ? "house" : "gear" }
}
// === string-typed-label: error messages of an enum shown in alerts
import SwiftUI
struct SyncBanner: View {
    let error: SyncError
    var body: some View { Text(error.message) }
}
enum SyncError: Error {
    case offline, quota
    var ↓message: String {
        switch self {
        case .offline: "You are offline."
        case .quota: "Your storage is full."
        }
    }
}
// === silent: enum labels that are identifiers or symbol names
import SwiftUI
struct GlyphView: View {
    var body: some View { Image(systemName: Glyph.star.label) }
}
enum Glyph {
    case star, person
    var label: String {
        switch self {
        case .star: return "star.fill"
        case .person: return "person.circle"
        }
    }
    var analyticsTitle: String { self == .star ? "glyph_star" : "glyph_person" }
}
// === silent: enum titles already localized
enum Sort2 {
    case name, date
    var title: String {
        switch self {
        case .name: return String(localized: "Name")
        case .date: return String(localized: "Date")
        }
    }
}
// === silent: messages of a command-line tool
import Foundation
enum ToolError: Error {
    case missingFile
    var message: String {
        switch self {
        case .missingFile: return "No such file; name a file to read"
        }
    }
}
// === string-typed-label: optional labels with nil defaults
struct EmptyStateView2: View {
    let icon: String
    let ↓title: String
    var ↓message: String? = nil
    var ↓actionTitle: String? = nil
    var action: (() -> Void)? = nil
    var body: some View {
        VStack {
            Image(systemName: icon)
            Text(title)
            if let message { Text(message) }
            if let actionTitle, let action { Button(actionTitle, action: action) }
        }
    }
}
// === silent: optional label with nil default that callers fill with data
struct StatusLine: View {
    var message: String? = nil
    var body: some View { Text(message ?? "") }
}
struct Footer3: View {
    let sync: SyncState
    var body: some View { StatusLine(message: sync.lastError) }
}
// === string-into-text: a computed string named like data that returns a word
import SwiftUI
struct SyncStatus: View {
    let lastSync: Date?
    private var lastSyncString: String {
        if let lastSync {
            lastSync.formatted(date: .abbreviated, time: .shortened)
        } else {
            "Never"
        }
    }
    var body: some View {
        HStack {
            Text("Last synced:")
            Text(↓lastSyncString)
        }
    }
}
// === silent: a computed string named like data that only formats data
import SwiftUI
struct SyncStamp: View {
    let lastSync: Date
    private var lastSyncString: String {
        lastSync.formatted(date: .abbreviated, time: .shortened)
    }
    var body: some View { Text(lastSyncString) }
}
// === string-typed-label: a model struct of literal UI text that a view shows
import SwiftUI
struct Feature {
    let icon: String
    let ↓title: String
}
struct FeatureList: View {
    let features = [Feature(icon: "star", title: "Track your habits"), Feature(icon: "bell", title: "Get reminders")]
    var body: some View { ForEach(features, id: \.title) { feature in Text(feature.title) } }
}
// === string-into-text: an array of words shown through ForEach
struct WeekdayHeader: View {
    var body: some View { HStack { ForEach([↓"Mon day", "Tue day"], id: \.self) { Text($0) } } }
}
// === silent: an array of identifiers shown through ForEach
struct CodecList: View {
    var body: some View { ForEach(["H.264", "HEVC"], id: \.self) { Text($0) } }
}
// === english-error-description: a LocalizedError returning English literals
import SwiftUI
struct SyncScreen: View { var body: some View { Text("Sync") } }
enum SyncError: LocalizedError {
    case offline, quota
    var ↓errorDescription: String? {
        switch self {
        case .offline: return "You are offline"
        case .quota: return "Your storage is full"
        }
    }
}
// === silent: a LocalizedError that localizes
import SwiftUI
struct UploadScreen: View { var body: some View { Text("Upload") } }
enum UploadError: LocalizedError {
    case failed
    var errorDescription: String? { String(localized: "The upload failed") }
}
// === string-typed-label: a display name that a view shows
import SwiftUI
enum Source { case local, remote
    var ↓displayName: String {
        switch self {
        case .local: return "On this device"
        case .remote: return "On the server"
        }
    }
}
struct SourceRow: View {
    let source: Source
    var body: some View { Text(source.displayName) }
}
// === string-into-text: a data-named property the view sets to words
struct VolumePicker: View {
    @State private var selectedVolumeName = ""
    var body: some View {
        Button("Reset") { selectedVolumeName = "Startup Disk" }
        Text(↓selectedVolumeName)
    }
}
// === silent: a helper returning units and codec names
struct StreamBadge: View {
    let bitrate: Int
    var body: some View { Text(formatBitrate(bitrate)) }
    private func formatBitrate(_ bitrate: Int) -> String {
        if bitrate >= 1_000_000 { return String(format: "%.1f Mbps", Double(bitrate) / 1_000_000) }
        return "\(bitrate / 1000) kbps"
    }
}
// === silent: a label assigned localized text by its own initializer
struct SaveBar: View {
    private var saveLabel: String
    init(isNew: Bool) { saveLabel = isNew ? String(localized: "Add") : String(localized: "Save") }
    var body: some View { Button(saveLabel) {} }
}
// === silent: a private helper whose callers in this file pass localized text
struct SourcesList: View {
    var body: some View { List { sectionHeader(String(localized: "Remote servers")) } }
    private func sectionHeader(_ title: String) -> some View { Text(title) }
}
struct DebugStats: View {
    var body: some View { sectionHeader("Video") }
    private func sectionHeader(_ title: String) -> some View { Text(verbatim: title) }
}
// === string-typed-label: a binding in another view of the same file does not silence a label
struct Editor: View {
    @State private var title = ""
    var body: some View { TextField("Title", text: $title) }
}
struct Card: View {
    let ↓title: String
    var body: some View { Text(title) }
}
struct Deck: View {
    var body: some View { Card(title: "Welcome aboard") }
}
// === label-without-callers: a label component nothing uses yet
struct TipsCard: View {
    let ↓title: String
    var body: some View { Text(title) }
}
// === silent: debug-only code
#if DEBUG
struct DebugPanel: View {
    let title: String
    var body: some View { Text(title) }
}
struct DebugHost: View { var body: some View { DebugPanel(title: "Cache stats") } }
#endif
// === string-into-text: framework text given prose literals
import AppKit
import UserNotifications
final class Notifier {
    func notify(_ error: String) {
        let notification = UNMutableNotificationContent()
        notification.title = ↓"Conversion Completed"
        notification.subtitle = error
        let alert = NSAlert()
        alert.informativeText = ↓"Authorization error: \(error)"
        alert.addButton(withTitle: ↓"Try Again")
        alert.addButton(withTitle: "OK")
        let item = NSMenuItem(title: ↓"Quit Gifski", action: nil, keyEquivalent: "q")
        menu.addItem(item)
    }
}
// === silent: model titles, data and localized text given to framework text
import AppKit
final class Filler {
    var item = Item()
    func fill(_ reminder: Reminder, count: Int) {
        reminder.title = "Look for awesome projects"
        item.title = "Draft"
        let alert = NSAlert()
        alert.messageText = "\(count)"
        alert.addButton(withTitle: "OK")
        alert.informativeText = String(localized: "Try again later")
        alert.messageText = "Saved " + reminder.name
    }
}
// === string-typed-label: view helper with a Text overload beside the String one
import SwiftUI
extension View {
    func alert2(_ title: Text, isPresented: Binding<Bool>) -> some View { self.alert(title, isPresented: isPresented) {} }
    func alert2(_ ↓title: String, isPresented: Binding<Bool>) -> some View { self.alert(title, isPresented: isPresented) {} }
}
struct Done: View {
    @State private var shown = false
    var body: some View { Text("Done").alert2("The GIF was copied to the clipboard.", isPresented: $shown) }
}
// === string-into-text: label set to words in code, shown through if let
import SwiftUI
struct ChannelScreen: View {
    @State private var errorMessage: String?
    var body: some View {
        if let error = errorMessage { errorView(error) } else { Text("Loaded") }
    }
    private func errorView(_ error: String) -> some View { Text(error) }
    private func load(_ message: String?, code: Int) {
        errorMessage = ↓"No instances configured"
        errorMessage = message ?? ↓"Server error (\(code))."
        errorMessage = nil
    }
}
// === silent: label set to localized text, data, or bound to a field
import SwiftUI
struct FormScreen: View {
    @State private var errorMessage: String?
    @State private var titleText = ""
    var body: some View {
        TextField("Title", text: $titleText)
        if let error = errorMessage { Text(verbatim: error) }
    }
    private func load(_ error: Error, code: Int) {
        errorMessage = String(localized: "No instances configured")
        errorMessage = error.localizedDescription
        errorMessage = "\(code)"
        titleText = "Untitled draft"
    }
}
// === string-into-text: a choice between a literal and a String, and a fallback inside an interpolation
import SwiftUI
struct NoteRow: View {
    let note: Note
    var body: some View {
        Text(note.title.isEmpty ? ↓"New Note" : note.title)
        Text(↓"\(note.author ?? "Unknown author")")
        Text(note.isPinned ? "Pinned" : "Not pinned")
    }
}
// === string-typed-label: overloads share one finding
import SwiftUI
extension View {
    func banner(_ ↓title: String, isPresented: Binding<Bool>) -> some View { self.alert(title, isPresented: isPresented) {} }
    func banner(_ title: String, message: String, isPresented: Binding<Bool>) -> some View { self.alert(title, isPresented: isPresented) { Text(message) } }
}
struct Home2: View {
    @State private var shown = false
    var body: some View { Text("Home").banner("Welcome back", isPresented: $shown) }
}
