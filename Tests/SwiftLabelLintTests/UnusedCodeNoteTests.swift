import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Text in code that nothing that runs uses is shown to nobody: a finding there has no evidence either way, so it
/// is reported apart as a `text-in-unused-code` note (issue 11, class 3; tune-12's CatApp `SearchBar`, OSM's
/// `errorAlert` and `connectedPeerBubblesView()`, firashome's `BiometricLock`). Each shape has a twin where a view
/// of the app uses the same code once, which stays a finding; and the same code in a project with no entry point
/// (a library, a partial copy) or one that builds a view no file declares (code is missing) stays a finding too —
/// unless the view is an Apple framework's (TipKit's `TipView`, which firashome builds).
final class UnusedCodeNoteTests: XCTestCase {
    typealias Case = LintCase

    static let app = """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { HomeScreen() }
            }
        }
        """

    static let searchField = """
        import SwiftUI

        struct SearchField: View {
            var placeholder: String = "Search recipes"
            @State private var text = ""
            var body: some View {
                TextField(placeholder, text: $text)
            }
        }

        #Preview {
            SearchField()
        }
        """

    /// A service: its availability's label and its errors are shown where a screen uses it (`unlock()` throws).
    static let faceLock = """
        import SwiftUI
        import LocalAuthentication

        final class FaceLock: ObservableObject {
            enum Availability {
                case ready, off
                var label: String {
                    switch self {
                    case .ready: return "Face ID is ready"
                    case .off: return "Face ID is off"
                    }
                }
            }
            enum LockError: LocalizedError {
                case cancelled
                var errorDescription: String? {
                    switch self {
                    case .cancelled: return "Authentication was cancelled."
                    }
                }
            }
            @Published var availability: Availability = .ready
            func unlock() throws { throw LockError.cancelled }
        }
        """

    static let errorBanner = """
        import SwiftUI

        struct ErrorBanner: ViewModifier {
            @Binding var message: String?
            func body(content: Content) -> some View {
                content.overlay { Text(message ?? "Something went wrong") }
            }
        }

        extension View {
            func errorBanner(_ message: Binding<String?>) -> some View {
                modifier(ErrorBanner(message: message))
            }
        }
        """

    /// The app's one screen, whose body is `body` and which may declare `members`.
    static func home(_ body: String, members: String = "") -> String {
        """
        import SwiftUI

        struct HomeScreen: View {
            let name: String?
            @State private var error: String?
            @StateObject private var lock = FaceLock()
        \(members)
            var body: some View {
                \(body)
            }
        }
        """
    }

    /// The app's one screen without the service: nothing refers to `FaceLock`.
    static func homeWithoutLock(_ body: String) -> String {
        home(body).replacingOccurrences(of: "    @StateObject private var lock = FaceLock()\n", with: "")
    }

    static let header = """
            private func header() -> some View {
                Text(name ?? "Unknown user")
            }
        """

    static let unused = "is used by no code that runs (nothing outside previews and its own body refers to it), so this "
        + "text is shown to nobody: no evidence either way. If it will be used, "

    static let placeholder = "'placeholder' is a label typed 'String', so it is never extracted for translation; type it "
        + "'LocalizedStringKey' so callers' literals are extracted"
    static let label = "'label' returns words typed 'String', so they are never extracted for translation; return a "
        + "'LocalizedStringResource' (each literal then becomes a catalog entry)"
    static let lockError = "'errorDescription' returns English literals (\"Authentication was cancelled.\") that alerts "
        + "show untranslated; return 'String(localized: …)' for each case"
    static let banner = "'Text(message ?? \"Something went wrong\")' builds a 'String' around 'Something went wrong', which "
        + "is never extracted for translation; localize that literal (String(localized: \"Something went wrong\")), or pass a 'LocalizedStringKey'"
    static let unknownUser = "'Text(name ?? \"Unknown user\")' builds a 'String' around 'Unknown user', which is never "
        + "extracted for translation; localize that literal (String(localized: \"Unknown user\")), or pass a 'LocalizedStringKey'"

    func testTextInCodeNothingRunsIsANoteAndItsUsedTwinAFinding() {
        LintCase.assertEach([
            Case(name: "a component only its preview builds", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Text(\"Home\")")), ("SearchField.swift", Self.searchField),
            ], expected: [
                "SearchField.swift:4:9 [text-in-unused-code] 'SearchField' \(Self.unused)[string-typed-label] \(Self.placeholder)",
            ]),
            Case(name: "twin: the screen builds it once", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("SearchField()")), ("SearchField.swift", Self.searchField),
            ], expected: [
                "SearchField.swift:4:9 [string-typed-label] \(Self.placeholder)",
            ]),
            Case(name: "members of a service nothing uses", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.homeWithoutLock("Text(\"Home\")")),
                ("FaceLock.swift", Self.faceLock),
            ], expected: [
                "FaceLock.swift:7:13 [text-in-unused-code] 'Availability' \(Self.unused)[string-typed-label] \(Self.label)",
                "FaceLock.swift:16:13 [text-in-unused-code] 'LockError' \(Self.unused)[english-error-description] \(Self.lockError)",
            ]),
            Case(name: "twin: the screen shows the service's label", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Text(lock.availability.label)")), ("FaceLock.swift", Self.faceLock),
            ], expected: [
                "FaceLock.swift:7:13 [string-typed-label] \(Self.label)",
                "FaceLock.swift:16:13 [english-error-description] \(Self.lockError)",
            ]),
            Case(name: "a modifier nothing applies, and the view modifier only it builds", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Text(\"Home\")")), ("ErrorBanner.swift", Self.errorBanner),
            ], expected: [
                "ErrorBanner.swift:6:43 [text-in-unused-code] 'ErrorBanner' \(Self.unused)[string-into-text] \(Self.banner)",
            ]),
            Case(name: "twin: the screen applies it", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Text(\"Home\").errorBanner($error)")),
                ("ErrorBanner.swift", Self.errorBanner),
            ], expected: [
                "ErrorBanner.swift:6:43 [string-into-text] \(Self.banner)",
            ]),
            Case(name: "a private function nothing calls", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Text(\"Home\")", members: Self.header)),
            ], expected: [
                "Home.swift:8:22 [text-in-unused-code] 'header(…)' \(Self.unused)[string-into-text] \(Self.unknownUser)",
            ]),
            Case(name: "twin: the body calls it", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("header()", members: Self.header)),
            ], expected: [
                "Home.swift:8:22 [string-into-text] \(Self.unknownUser)",
            ]),
            Case(name: "twin: the body passes it as a value", sources: [
                ("App.swift", Self.app), ("Home.swift", Self.home("Color.clear.overlay(content: header)", members: Self.header)),
            ], expected: [
                "Home.swift:8:22 [string-into-text] \(Self.unknownUser)",
            ]),
        ])
    }

    func testNothingIsJudgedUnusedWithoutAnEntryPointOrWithCodeMissing() {
        let partialApp = Self.app.replacingOccurrences(of: "HomeScreen()", with: "RootView()")
        LintCase.assertEach([
            Case(name: "no entry point: a library or a partial copy", sources: [
                ("Home.swift", Self.home("Text(\"Home\")")), ("SearchField.swift", Self.searchField),
            ], expected: [
                "SearchField.swift:4:9 [string-typed-label] \(Self.placeholder)",
            ]),
            Case(name: "the app builds RootView, which no file declares: its caller may be there", sources: [
                ("App.swift", partialApp), ("Home.swift", Self.home("Text(\"Home\")")), ("SearchField.swift", Self.searchField),
            ], expected: [
                "SearchField.swift:4:9 [string-typed-label] \(Self.placeholder)",
            ]),
            Case(name: "twin: a view of the app's own that no file declares leaves the same service a finding",
                 sources: [("App.swift", Self.app), ("Home.swift", Self.homeWithoutLock("SyncTipView()")), ("FaceLock.swift", Self.faceLock)],
                 expected: ["FaceLock.swift:7:13 [string-typed-label] \(Self.label)",
                            "FaceLock.swift:16:13 [english-error-description] \(Self.lockError)"]),
            Case(name: "code missing still leaves a private function nothing in its file calls a note", sources: [
                ("App.swift", partialApp), ("Home.swift", Self.home("Text(\"Home\")", members: Self.header)),
            ], expected: [
                "Home.swift:8:22 [text-in-unused-code] 'header(…)' \(Self.unused)[string-into-text] \(Self.unknownUser)",
            ]),
        ] + Self.frameworkViewCases)
    }

    /// A framework's view no file declares is not missing code: the unused service is a note. TipKit's `TipView`,
    /// StoreKit's `SubscriptionOfferView`, LinkPresentation's `LPLinkView` (by its prefix), and a SwiftUI view whose
    /// name does not end in `View` (`Map`), which is never taken for a view of the project.
    static let frameworkViewCases: [Case] = ["TipView(SyncTip())", "SubscriptionOfferView(id: \"pro\")", "LPLinkView()", "Map()"].map { built in
        Case(name: "a framework's view no file declares (\(built)) is not missing code: the unused service is a note",
             sources: [("App.swift", app), ("Home.swift", homeWithoutLock(built)), ("FaceLock.swift", faceLock)],
             expected: ["FaceLock.swift:7:13 [text-in-unused-code] 'Availability' \(unused)[string-typed-label] \(label)",
                        "FaceLock.swift:16:13 [text-in-unused-code] 'LockError' \(unused)[english-error-description] \(lockError)"])
    }

    func testTheNoteIsOffWithItsIDDisabled() {
        var configuration = LintConfiguration()
        configuration.disabledRules = [Reachability.ruleID]
        let sources = [("App.swift", Self.app), ("Home.swift", Self.home("Text(\"Home\")")), ("SearchField.swift", Self.searchField)]
        let findings = Linter(configuration: configuration).lint(sources.map { Linter.Source(path: $0.0, text: $0.1) })
        XCTAssertEqual(findings.map(\.ruleID), [])
    }
}
