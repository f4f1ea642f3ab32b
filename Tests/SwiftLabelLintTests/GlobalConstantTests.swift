import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A top-level `let` of another file holding one prose literal (`let welcomeMessage = "Welcome back to the app"`),
/// shown by name (`Text(welcomeMessage)`, also `Text("\(welcomeMessage)")`): a `String` shown verbatim, as a
/// `static let` of a type already was (`ProseConstantTests`). Twins that stay silent: a host name, an SF Symbol
/// name, a code in capitals, a localized constant, a data-named constant, a top-level `var`, a localized local of
/// the same name, and a view's own member of the same name.
final class GlobalConstantTests: XCTestCase {
    typealias Case = LintCase

    static let constants = """
        import Foundation

        let welcomeMessage = "Welcome back to the app"
        let emptyHint = "Nothing here yet"
        let apiHost = "api.example.com"
        let starIcon = "star.fill"
        let currency = "USD"
        let greeting = String(localized: "Good morning")
        let appName = "Pillo Health"
        var bannerMessage = "Saved to your library"
        let footnote = "Prices include tax"
        """

    static let view = """
        import SwiftUI

        struct HomeView: View {
            private let footnote = LocalizedStringKey("Prices include tax")

            var body: some View {
                VStack {
                    Text(welcomeMessage)
                    Text("\\(emptyHint)")
                    Text(apiHost)
                    Image(systemName: starIcon)
                    Text(currency)
                    Text(greeting)
                    Text(appName)
                    Text(bannerMessage)
                    Text(footnote)
                    ForEach(0..<1) { _ in
                        let welcomeMessage = String(localized: "Hi")
                        Text(welcomeMessage)
                    }
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a prose top-level constant of another file shown by name; data, symbols, codes, localized and shadowed names silent",
             sources: [("App/Constants.swift", constants), ("App/HomeView.swift", view)],
             expected: [
                "App/HomeView.swift:8:18 [string-into-text] 'Text(welcomeMessage)' shows a 'String' verbatim, so it is "
                    + "never translated; make 'welcomeMessage' a 'LocalizedStringKey' or 'LocalizedStringResource', or "
                    + "write 'Text(verbatim: welcomeMessage)' if it is data",
                "App/HomeView.swift:9:18 [string-into-text] 'Text(\"\\(emptyHint)\")' shows a 'String' verbatim, so it is "
                    + "never translated; make 'emptyHint' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: emptyHint)' if it is data",
             ]),
    ]

    /// A file whose `private` top-level constant its own view shows.
    static let tipFile = """
        import SwiftUI

        private let swipeHint = "Swipe left to delete"

        struct TipView: View {
            var body: some View { Text(swipeHint) }
        }
        """

    /// Another file's view showing a name that the project declares `private` elsewhere (a constant of its own
    /// module or package, not seen).
    static let otherFile = """
        import SwiftUI

        struct OtherView: View {
            var body: some View { Text(swipeHint) }
        }
        """

    static let privateCases: [Case] = [
        Case(name: "a private top-level constant shown in its own file is reported; another file's same name is not it",
             sources: [("App/TipView.swift", tipFile), ("App/OtherView.swift", otherFile)],
             expected: [
                "App/TipView.swift:6:32 [string-into-text] 'Text(swipeHint)' shows a 'String' verbatim, so it is never "
                    + "translated; make 'swipeHint' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: swipeHint)' if it is data",
             ]),
        Case(name: "twin: the same constant without private is reported in the other file too",
             sources: [("App/TipView.swift", tipFile.replacingOccurrences(of: "private let", with: "let")),
                       ("App/OtherView.swift", otherFile)],
             expected: [
                "App/OtherView.swift:4:32 [string-into-text] 'Text(swipeHint)' shows a 'String' verbatim, so it is never "
                    + "translated; make 'swipeHint' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: swipeHint)' if it is data",
                "App/TipView.swift:6:32 [string-into-text] 'Text(swipeHint)' shows a 'String' verbatim, so it is never "
                    + "translated; make 'swipeHint' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: swipeHint)' if it is data",
             ]),
    ]

    /// A `private` top-level constant resolves only in its own file.
    func testPrivateGlobalConstantOnlyInItsFile() {
        LintCase.assertEach(Self.privateCases)
    }

    func testProseGlobalConstantShownByName() {
        LintCase.assertEach(Self.cases)
    }
}
