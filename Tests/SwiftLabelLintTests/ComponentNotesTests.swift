import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A component's `String` shown as text that no call in the project fills is noted apart (`label-without-callers`),
/// not reported by `string-into-text`: no evidence either way. With a caller passing words it is a finding; with
/// callers passing data it is silent. And a literal given to `LabeledContent(_:value:)`, a `StringProtocol` shown as
/// written, is reported when it is a sentence. Each case states every finding exactly.
final class ComponentNotesTests: XCTestCase {
    typealias Case = LintCase

    static let button = """
        import SwiftUI

        struct ChromeButton: View {
            let symbol: String
            let help: String
            let action: () -> Void

            var body: some View {
                Button(action: action) { Image(systemName: symbol) }
                    .help(help)
            }
        }
        """

    static func caller(_ help: String) -> String {
        """
        import SwiftUI

        struct Toolbar: View {
            var body: some View {
                ChromeButton(symbol: "pin", help: \(help)) {}
            }
        }
        """
    }

    static let noted = "'help' is shown as text by '.help(help)' but nothing in the project fills it; if callers will pass "
        + "words, type it 'LocalizedStringKey' so they are extracted, or show it with 'Text(verbatim:)' if it holds data"

    static let cases: [Case] = [
        Case(name: "no caller: a note, not a finding",
             sources: [("App/ChromeButton.swift", button)],
             expected: ["App/ChromeButton.swift:5:9 [label-without-callers] " + noted]),
        Case(name: "a caller passing words: a finding",
             sources: [("App/ChromeButton.swift", button), ("App/Toolbar.swift", caller("\"Pin on top\""))],
             expected: ["App/ChromeButton.swift:10:19 [string-into-text] '.help(help)' shows a 'String' verbatim, so it is "
                        + "never translated; make 'help' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                        + "'Text(verbatim: help)' if it is data"]),
        Case(name: "twin: callers passing data, silent",
             sources: [("App/ChromeButton.swift", button), ("App/Toolbar.swift", caller("item.path"))],
             expected: []),
        Case(name: "a sentence given to LabeledContent's value",
             sources: [("App/AboutPane.swift", """
                 import SwiftUI

                 struct AboutPane: View {
                     var body: some View {
                         LabeledContent("Notes", value: "Stored on this Mac only")
                         LabeledContent("Fonts", value: "SIL Open Font License")
                     }
                 }
                 """)],
             expected: ["App/AboutPane.swift:5:40 [string-into-text] 'LabeledContent(value:)' takes a 'String', so "
                        + "\"Stored on this Mac only\" is shown as written and never extracted for translation; pass "
                        + "String(localized: \"Stored on this Mac only\") (a 'LocalizedStringResource' is extracted)"]),
    ]

    func testComponentNotes() {
        LintCase.assertEach(Self.cases)
    }
}
