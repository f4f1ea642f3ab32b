import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A view's `String` state shown through a fallback (`Text(errorMessage ?? "")` in an alert's message) and set to a
/// sentence in code (`errorMessage = "Please enter a valid price."`) is text a person reads: each prose literal is
/// reported where it is assigned, whatever the property is called. Evidence: tune-10's RigidBoxQuoter (twelve alert
/// messages in four views). Twins that stay silent: a code (`"ERR_PRICE"`), a URL and an empty string assigned to a
/// property shown the same way, and a property assigned a sentence but never shown (`draft`). A property shown alone
/// (`.alert(alertMessage, isPresented:)`) keeps its finding at the shown argument. A label-named state that nothing
/// reads (its alert commented out, tune-11's AirQualityApp) is silent; its twin, read by a live alert, is reported.
final class ShownMessagePropertyTests: XCTestCase {
    typealias Case = LintCase

    static let form = """
        import SwiftUI

        struct PriceForm: View {
            @State private var price = ""
            @State private var errorMessage: String?
            @State private var alertMessage = ""
            @State private var showAlert = false
            @State private var statusCode: String?
            @State private var website: String?
            @State private var selectedPlan: String?
            @State private var draft: String?

            var body: some View {
                Form {
                    TextField("Price", text: $price)
                    Button("Save") {
                        if Double(price) == nil {
                            errorMessage = "Please enter a valid price."
                        } else {
                            errorMessage = ""
                            alertMessage = "Saved to your price list"
                            showAlert = true
                            statusCode = "ERR_PRICE"
                            website = "https://example.com/prices"
                            selectedPlan = "Family plan, billed yearly"
                            draft = "Write something here"
                        }
                    }
                    Text(statusCode ?? "")
                    Text(website ?? "")
                    Text(self.selectedPlan ?? "")
                }
                .alert("Invalid Input", isPresented: Binding(get: { errorMessage != nil }, set: { _ in errorMessage = nil })) {
                    Button("OK", role: .cancel) {}
                } message: {
                    Text(errorMessage ?? "")
                }
                .alert(alertMessage, isPresented: $showAlert) {
                    Button("OK") {}
                }
            }
        }
        """

    /// A search screen whose `alertMessage` is set to a sentence; `alert` is where its alert is written (`live`), or
    /// that code inside a `/* … */` block, as tune-11's AirQualityApp left it.
    static func search(_ alert: String) -> String {
        """
        import SwiftUI

        struct CitySearch: View {
            @State private var city = ""
            @State private var showingAlert = false
            @State private var alertMessage = ""

            var body: some View {
                VStack {
                    TextField("City", text: $city)
                    Button("Search") { search() }
                }
                \(alert)
            }

            func search() {
                guard !city.isEmpty else {
                    alertMessage = "City name cannot be empty."
                    showingAlert = true
                    return
                }
            }
        }
        """
    }

    /// The search screen with a helper `banner(_:)` that shows its text, and `use` in the body.
    static func searchWithBanner(_ use: String) -> String {
        search(use).replacingOccurrences(of: "    func search() {", with: "    func banner(_ text: String) -> some View { Text(text) }\n    func search() {")
    }

    static let liveAlert = """
        .alert(isPresented: $showingAlert) {
                    Alert(title: Text("Error"), message: Text(alertMessage))
                }
        """

    static let cases: [Case] = [
        Case(name: "a label-named state only ever written (its alert is commented out) is silent",
             sources: [("App/CitySearch.swift", search("/* .alert(isPresented: $showingAlert) {\n"
                 + "            Alert(title: Text(\"Error\"), message: Text(alertMessage))\n        } */"))],
             expected: []),
        Case(name: "twin: the same state read by a live alert is reported where the alert shows it",
             sources: [("App/CitySearch.swift", search(liveAlert))],
             expected: [
                "App/CitySearch.swift:14:55 [string-into-text] 'Text(alertMessage)' shows a 'String' verbatim, so it is "
                    + "never translated; make 'alertMessage' a 'LocalizedStringKey' or 'LocalizedStringResource', or "
                    + "write 'Text(verbatim: alertMessage)' if it is data",
             ]),
        Case(name: "twin: the same state read by a helper of the view is reported where it is set",
             sources: [("App/CitySearch.swift", searchWithBanner("if !alertMessage.isEmpty { banner(alertMessage) }"))],
             expected: [
                "App/CitySearch.swift:19:28 [string-into-text] 'alertMessage' is text a view shows, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \"City name cannot be "
                    + "empty.\") (a 'LocalizedStringResource' is extracted)",
             ]),
        Case(name: "sentences assigned to state shown through a fallback; codes, URLs, empty strings and unshown state silent",
             sources: [("App/PriceForm.swift", form)],
             expected: [
                "App/PriceForm.swift:18:36 [string-into-text] 'errorMessage' is text a view shows, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \"Please enter a valid "
                    + "price.\") (a 'LocalizedStringResource' is extracted)",
                "App/PriceForm.swift:25:36 [string-into-text] 'selectedPlan' is text a view shows, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \"Family plan, billed "
                    + "yearly\") (a 'LocalizedStringResource' is extracted)",
                "App/PriceForm.swift:38:16 [string-into-text] '.alert(alertMessage)' shows a 'String' verbatim, so it is "
                    + "never translated; make 'alertMessage' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: alertMessage)' if it is data",
             ]),
        Case(name: "twin: the same state read inside an interpolation is reported where it is set",
             sources: [("App/CitySearch.swift", searchWithBanner("if showingAlert { banner(\"Error: \\(alertMessage)\") }"))],
             expected: [
                "App/CitySearch.swift:16:53 [string-into-text] 'Text(text)' shows a 'String' verbatim, so it is never "
                    + "translated; make 'text' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: text)' if it is data",
                "App/CitySearch.swift:19:28 [string-into-text] 'alertMessage' is text a view shows, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \"City name cannot be "
                    + "empty.\") (a 'LocalizedStringResource' is extracted)",
             ]),
        Case(name: "twin: a model's published field is read by a view of another file, so the literal it is set to is reported",
             sources: [
                ("App/LoginModel.swift", """
                    import SwiftUI
                    final class LoginModel: ObservableObject {
                        @Published var errorMessage: String?
                        func login() { errorMessage = "Could not sign in to your account" }
                    }
                    """),
                ("App/LoginView.swift", """
                    import SwiftUI
                    struct LoginView: View {
                        @StateObject private var model = LoginModel()
                        var body: some View {
                            VStack {
                                banner(model.errorMessage)
                                Button("Sign in") { model.login() }
                            }
                        }
                        @ViewBuilder func banner(_ message: String?) -> some View { if let message { Text(message) } }
                    }
                    @main struct DemoApp: App { var body: some Scene { WindowGroup { LoginView() } } }
                    """),
             ],
             expected: [
                "App/LoginModel.swift:4:35 [string-into-text] 'errorMessage' is text a view shows, set here to a 'String' "
                    + "literal that is never extracted for translation; assign String(localized: \"Could not sign in to "
                    + "your account\") (a 'LocalizedStringResource' is extracted)",
             ]),
    ]

    func testStateShownThroughAFallback() {
        LintCase.assertEach(Self.cases)
    }
}
