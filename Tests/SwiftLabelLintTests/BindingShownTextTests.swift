import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A view's `@State` `String` bound to another view of the project (`ErrorPane(message: $message)`) that shows the
/// bound property (`if let error = message { Text(error) }`) is shown text: each prose literal the first view assigns
/// it is reported where it is assigned. Evidence: tune-16's Pearcleaner (`adoptionError`, set by two adoption screens,
/// shown by `CaskAdoptionContentView` in another file). Twins that stay silent: the same binding to a view that only
/// edits it (`TextField`) or shows it verbatim (`Text(verbatim:)`), a data-named state (`presetName`), and a value
/// that is not a literal.
final class BindingShownTextTests: XCTestCase {
    typealias Case = LintCase

    /// A pane that takes `message` as a binding and does `use` with it.
    static func pane(_ use: String) -> String {
        """
        import SwiftUI

        struct ErrorPane: View {
            @Binding var message: String?
            var body: some View {
                VStack {
                    \(use)
                }
            }
        }
        """
    }

    static let sheet = """
        import SwiftUI

        struct AdoptSheet: View {
            @State private var message: String?
            var body: some View {
                ErrorPane(message: $message)
                Button("Adopt") { adopt() }
            }
            private func adopt() {
                do {
                    try perform()
                    message = nil
                } catch {
                    message = "Failed to adopt: \\(error.localizedDescription)"
                    message = error.localizedDescription
                }
            }
            private func perform() throws {}
        }
        """

    static let shown = "App/AdoptSheet.swift:14:23 [string-into-text] 'message' is shown as text by 'ErrorPane', which it is "
        + "bound to, and is set here to a 'String' literal that is never extracted for translation; assign "
        + "String(localized: \"Failed to adopt: \\(error.localizedDescription)\") (a 'LocalizedStringResource' is extracted)"

    static let cases: [Case] = [
        Case(name: "bound to a pane that shows it through a local: the literal assigned is reported",
             sources: [("App/ErrorPane.swift", pane("if let error = message { Text(error) }")), ("App/AdoptSheet.swift", sheet)],
             expected: [shown]),
        Case(name: "bound to a pane that shows it by name",
             sources: [("App/ErrorPane.swift", pane("Text(message ?? \"\")")), ("App/AdoptSheet.swift", sheet)],
             expected: [shown]),
        Case(name: "twin: bound to a pane that edits it",
             sources: [("App/ErrorPane.swift", pane("TextField(\"Note\", text: Binding($message) ?? .constant(\"\"))")),
                       ("App/AdoptSheet.swift", sheet)],
             expected: []),
        Case(name: "twin: a data-named state given a name's fallback",
             sources: [("App/ErrorPane.swift", pane("Text(message ?? \"\")").replacingOccurrences(of: "message", with: "presetName")),
                       ("App/AdoptSheet.swift", sheet.replacingOccurrences(of: "message", with: "presetName"))],
             expected: []),
        Case(name: "twin: bound to a pane that shows it verbatim",
             sources: [("App/ErrorPane.swift", pane("if let error = message { Text(verbatim: error) }")), ("App/AdoptSheet.swift", sheet)],
             expected: []),
    ]

    func testStateShownThroughABindingInAnotherFile() {
        LintCase.assertEach(Self.cases)
    }
}
