// === string-into-text: literal-initialized property into Text
struct Banner: View {
    private let greeting = "Welcome back"
    var body: some View { Text(↓greeting) }
}
// === string-into-text: String parameter into Text in a helper
struct StatsView: View {
    var body: some View { stat("Steps") }
    private func stat(_ kind: String) -> some View { Text(↓kind).bold() }
}
// === string-into-text: navigationTitle with a String member
struct InboxView: View {
    let folder: String
    var body: some View { List {}.navigationTitle(↓folder) }
}
struct MailView: View { var body: some View { InboxView(folder: "Archived mail") } }
// === string-into-text: self member into Label
struct MenuRow: View {
    let action: String
    var body: some View { Label(↓self.action, systemImage: "bolt") }
}
struct ToolsMenu: View { var body: some View { MenuRow(action: "Run backup") } }
// === string-into-text: local constant into Button
struct DeleteView: View {
    var body: some View {
        let confirm = "Delete everything"
        return Button(↓confirm, role: .destructive) {}
    }
}
// === string-into-text: accessibilityLabel with a String property
struct AvatarView: View {
    let describedAs: String = "Profile picture"
    var body: some View { Image("avatar").accessibilityLabel(↓describedAs) }
}
// === string-into-text: Toggle and Section
struct PrefsView: View {
    @State private var on = false
    let option: String
    let group: String
    var body: some View { Form { Section(↓group) { Toggle(↓option, isOn: $on) } } }
}
struct SettingsView: View { var body: some View { PrefsView(option: "Show hidden files", group: "Advanced") } }
// === raw-value-label: Text of a raw value
struct PlanPicker: View {
    let plan: Plan
    var body: some View { Text(plan.↓rawValue) }
}
// === raw-value-label: raw value capitalized
struct KindBadge: View {
    let kind: Kind
    var body: some View { Text(kind.↓rawValue.capitalized) }
}
// === raw-value-label: label property returning raw value
import SwiftUI
struct PlanRow2: View {
    let plan: Plan
    var body: some View { Text(plan.title) }
}
enum Plan: String {
    case monthly, yearly
    var title: String { ↓rawValue.capitalized }
}
// === raw-value-label: String(describing:) shown
struct StatusView: View {
    let status: Status
    var body: some View { Text(↓String(describing: status)) }
}
// === raw-value-label: navigation title from raw value
struct CategoryView: View {
    let category: Category
    var body: some View { List {}.navigationTitle(category.↓rawValue) }
}
// === raw-value-label: label with return statement
import SwiftUI
struct PriorityChip: View {
    let priority: Priority
    var body: some View { Text(priority.label) }
}
enum Priority: String {
    case low, high
    var label: String { return self.↓rawValue }
}
// === raw-value-label: Picker label from raw value
struct SortMenu: View {
    @Binding var order: Order
    var body: some View {
        ForEach(Order.allCases) { order in Label(order.↓rawValue.localizedCapitalized, systemImage: "arrow.up") }
    }
}
// === compare-shown-word: equality against a catalog value
func applyDiscount(label: String) -> Bool {
    if label == ↓"Monthly" { return true }
    return false
}
// === compare-shown-word: literal on the left and not equal
func isHidden(_ title: String) -> Bool { ↓"Archived" != title }
// === compare-shown-word: switch over shown text
func price(for title: String) -> Int {
    switch title {
    case ↓"Monthly": return 5
    case ↓"Yearly", "lifetime": return 50
    default: return 0
    }
}
// === compare-shown-word: extracted key
func isCancel(_ buttonTitle: String) -> Bool { buttonTitle == ↓"Cancel" }
// === localized-accessibility-identifier: String(localized:)
struct SaveView: View {
    var body: some View { Button("Save") {}.accessibilityIdentifier(↓String(localized: "Save")) }
}
// === localized-accessibility-identifier: NSLocalizedString
struct DeleteRow: View {
    var body: some View { Text("Delete").accessibilityIdentifier(↓NSLocalizedString("Delete", comment: "")) }
}
// === localized-accessibility-identifier: localized property
struct OkButton: View {
    let title = String(localized: "OK")
    var body: some View { Button(title) {}.accessibilityIdentifier(↓title) }
}
// === localized-accessibility-identifier: .localized extension
struct ShareRow: View {
    var body: some View { Text("Share").accessibilityIdentifier(↓"share".localized) }
}
// === silent: raw value inside LocalizedStringKey
struct ModeView: View {
    let mode: Mode
    var body: some View { Text(LocalizedStringKey(mode.rawValue)) }
}
// === silent: raw value used for storage and images
struct ThemeView: View {
    let theme: Theme
    var body: some View {
        Image(theme.rawValue)
            .onAppear { UserDefaults.standard.set(theme.rawValue, forKey: "theme") }
    }
}
// === silent: raw value in verbatim text
struct DebugView: View {
    let mode: Mode
    var body: some View { Text(verbatim: mode.rawValue) }
}
// === silent: comparison inside tests file style expectation using identifiers
func check(_ status: String) -> Bool { status == "ok" || status != "error" }
// === silent: String parameter of a disfavored overload into Text
extension View {
    @_disfavoredOverload
    func hint(_ text: String) -> some View { overlay(Text(verbatim: text)) }
}
// === silent: localized local into Text
struct LocalView: View {
    var body: some View {
        let greeting = String(localized: "Hello")
        return Text(greeting)
    }
}
// === silent: for loop variable shadows member
struct TagsView: View {
    let option: String
    let tags: [String]
    var body: some View { VStack { ForEach(tags, id: \.self) { option in Text(option) } } }
}
// === silent: data-named String into Text
struct ContactRow: View {
    let email: String
    let displayName: String
    var body: some View { VStack { Text(email); Text(displayName) } }
}
// === silent: State string typed by the user into Text
struct SearchView: View {
    @State private var query = ""
    var body: some View { VStack { TextField("Search", text: $query); Text(query) } }
}
// === string-into-text: State string set to words in code, shown by Text
struct SyncStatusView: View {
    @State private var status = "Idle"
    var body: some View {
        Text(↓status).onAppear { status = "Syncing" }
    }
}
// === string-into-text: alert message assigned literals in an action
struct SaveForm: View {
    @State private var showAlert = false
    @State private var alertMessage = ""
    var body: some View {
        Button("Save") {
            alertMessage = "Could not save the note"
            showAlert = true
        }
        .alert(↓alertMessage, isPresented: $showAlert) {}
    }
}
// === silent: State string set from data and shown
struct ClockView: View {
    @State private var time = ""
    @State private var status = ""
    var body: some View {
        Text(status).onAppear { status = formatter.string(from: .now) }
    }
}
// === silent: accessibility identifier built from a model id
struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.name).accessibilityIdentifier("row-\(item.id)") }
}
// === silent: regex literal and division
struct ParserView: View {
    let total: Double
    var body: some View {
        let ratio = total / 2 / 3
        let match = "abc".firstMatch(of: /[a-z]+/)
        return Text("\(ratio) \(match != nil)")
    }
}
// === silent: raw strings with label-like content
struct RawView: View {
    let pattern = #"title: "(.*)""#
    var body: some View { Text(verbatim: pattern) }
}
// === string-into-text: constants enum shown as text
enum Copy {
    static let welcome = "Welcome to Acme Notes"
}
struct HomeView: View {
    var body: some View { Text(↓Copy.welcome) }
}
// === raw-value-label: theme name raw value shown
struct ThemeBox: View {
    let color: ColorSet
    var body: some View { VStack { Text(color.name.↓rawValue).bold() } }
}
// === localized-accessibility-identifier: SwiftGen string as identifier
struct ActionButton: View {
    let action: () -> Void
    var body: some View { Button(L10n.Actions.share, action: action).accessibilityIdentifier(↓L10n.Actions.share) }
}
// === raw-value-label: picker rows from raw values with shorthand argument
struct SortPicker: View {
    @Binding var order: SortOrder
    var body: some View {
        Picker("Sort", selection: $order) {
            ForEach(SortOrder.allCases, id: \.self) { Text($0.↓rawValue).tag($0) }
        }
    }
}
// === raw-value-label: label of a tab item
struct RootTabs: View {
    var body: some View {
        TabView {
            ForEach(Tab.allCases) { tab in
                Color.clear.tabItem { Label(tab.↓rawValue.capitalized, systemImage: tab.icon) }
            }
        }
    }
}
// === string-into-text: local chosen between two words
struct PlanBadge: View {
    let isPro: Bool
    var body: some View {
        let plan = isPro ? "Pro" : "Free"
        return Text(↓plan)
    }
}
// === string-into-text: helper function returning words
struct WeatherRow: View {
    let code: Int
    var body: some View { Text(↓describe(code)) }
    private func describe(_ code: Int) -> String {
        switch code {
        case 0: return "Clear sky"
        default: return "Cloudy"
        }
    }
}
// === silent: String(describing:) of a number and of a type
struct DebugCount: View {
    let count: Int
    var body: some View { VStack { Text(String(describing: count)); Text(String(describing: type(of: self))) } }
}
// === silent: helper function returning data
struct PriceRow: View {
    let price: Decimal
    var body: some View { Text(formatted(price)) }
    private func formatted(_ value: Decimal) -> String { value.formatted(.currency(code: "EUR")) }
}
// === silent: helper returning localized strings
struct StatusRow: View {
    let ok: Bool
    var body: some View { Text(statusText()) }
    private func statusText() -> String { ok ? String(localized: "Fine") : String(localized: "Broken") }
}
// === silent: API status and JSON values that happen to be catalog words
struct Poller {
    func done(_ response: Response, json: [String: Any]) -> Bool {
        if response.status == "Cancel" { return true }
        if json["state"] as? String == "Archived" { return true }
        switch response.kind {
        case "Monthly": return true
        default: return false
        }
    }
}
// === compare-shown-word: selected option compared with shown text
struct PlanScreen: View {
    @State private var selectedPlan = "Yearly"
    var body: some View {
        Button("Buy") { if selectedPlan == ↓"Monthly" { purchase() } }
        Text(selectedPlan)
    }
}
// === silent: raw values that are codes
struct PriceTag: View {
    let currency: Currency
    let unit: UnitKind
    var body: some View { HStack { Text(currency.rawValue); Text(unit.rawValue) } }
}
// === silent: String localized through a member extension
struct LegacyRow: View {
    let title: String
    var body: some View { Text(title.localized) }
}
// === string-into-text: section header helper called with words
struct AccountScreen: View {
    var body: some View { List { sectionHeader("Account"); sectionHeader("Privacy") } }
    private func sectionHeader(_ text: String) -> some View { Text(↓text).font(.caption) }
}
// === silent: row helper with a data-named parameter fed with data
struct InfoScreen: View {
    let device: Device
    var body: some View { List { infoRow(device.model); infoRow(device.serial) } }
    private func infoRow(_ value: String) -> some View { Text(value) }
}
// === string-into-text: a String disguised as a key by interpolation
struct ChipView: View {
    let slogan: String = "Fresh every day"
    var body: some View { Text(↓"\(slogan)") }
}
// === silent: interpolation with words around a data value
struct CounterLine: View {
    let count: Int
    let unit: String
    var body: some View { Text("\(count) \(unit)") }
}
// === silent: a stored setting compared with a word the catalog also shows
struct GlassSettings: View {
    @AppStorage("glass") private var glass = "Regular"
    var body: some View { Toggle("Clear", isOn: .constant(glass == "Regular")) }
}
// === silent: a switch mapping data names to localized text
func scriptName(_ script: String) -> String {
    switch script {
    case "Regular": return String(localized: "Regular")
    default: return script
    }
}
// === string-into-text: a fallback word built into the shown String
struct VersionRow: View {
    let version: String?
    var body: some View { Text(version ?? ↓"Unknown") }
}
// === silent: a literal with no word outside its interpolation passed to a label
struct BatteryScreen: View {
    let level: Int
    var body: some View { BatteryRow(title: "\(level)%") }
}
struct BatteryRow: View {
    let title: String
    var body: some View { Text(title) }
}
// === silent: raw values that are code names
enum Scheduler: String, CaseIterable { case pndm = "PNDM", dpm = "DPM-Solver++" }
struct SchedulerPicker: View {
    var body: some View { ForEach(Scheduler.allCases, id: \.self) { scheduler in Text(scheduler.rawValue) } }
}
