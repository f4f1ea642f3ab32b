import XCTest
@testable import SwiftLabelLint

/// `string-into-text` on shapes tune-3 showed (docs/evaluation.md): an open or save panel's text given English, and a
/// data-named local or member (`cssHelpText`) whose own value is a sentence. Each case lints its files together and
/// states every finding exactly (`path:line:col [rule] message`); each class has a twin that stays silent.
final class PanelsAndPhrasesTests: XCTestCase {
    static let chooser = """
        import AppKit
        final class Chooser {
            func choose(count: Int) {
                let panel = NSOpenPanel()
                panel.title = "Choose Local Website"
                panel.prompt = "Choose"
                let save = NSSavePanel()
                save.nameFieldLabel = "Export As:"
            }
        }
        """

    static let editor = """
        import SwiftUI
        struct Editor: View {
            private let introText = "Changes are saved as you type."
            var body: some View {
                Section {
                    let cssHelpText = "This lets you modify the website with CSS."
                    VStack { Text("CSS") }
                        .accessibilityHint(Text(cssHelpText))
                    Text(introText)
                }
            }
        }
        """

    static let cases: [LintCase] = [
        LintCase(name: "an open or save panel's title, prompt and field label given English",
                 sources: [("App/Chooser.swift", chooser)],
                 expected: [
                    "App/Chooser.swift:5:23 [string-into-text] 'panel.title' takes a 'String', so \"Choose Local Website\" is shown as written and never extracted for translation; pass String(localized: \"Choose Local Website\") (a 'LocalizedStringResource' is extracted)",
                    "App/Chooser.swift:6:24 [string-into-text] 'panel.prompt' takes a 'String', so \"Choose\" is shown as written and never extracted for translation; pass String(localized: \"Choose\") (a 'LocalizedStringResource' is extracted)",
                    "App/Chooser.swift:8:31 [string-into-text] 'save.nameFieldLabel' takes a 'String', so \"Export As:\" is shown as written and never extracted for translation; pass String(localized: \"Export As:\") (a 'LocalizedStringResource' is extracted)",
                 ]),
        LintCase(name: "twin: localized panel text, and a model's title, are silent",
                 sources: [("App/Chooser.swift", chooser
                    .replacingOccurrences(of: "\"Choose Local Website\"", with: "String(localized: \"Choose Local Website\")")
                    .replacingOccurrences(of: "\"Choose\"", with: "String(localized: \"Choose\")")
                    .replacingOccurrences(of: "let save = NSSavePanel()", with: "let save = Export()"))],
                 expected: []),
        LintCase(name: "a data-named local or member whose own value is a sentence, shown",
                 sources: [("App/Editor.swift", editor)],
                 expected: [
                    "App/Editor.swift:8:41 [string-into-text] 'Text(cssHelpText)' shows a 'String' verbatim, so it is never translated; make 'cssHelpText' a 'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: cssHelpText)' if it is data",
                    "App/Editor.swift:9:18 [string-into-text] 'Text(introText)' shows a 'String' verbatim, so it is never translated; make 'introText' a 'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: introText)' if it is data",
                 ]),
        LintCase(name: "twin: a data-named value of one word or a code is data",
                 sources: [("App/Editor.swift", editor
                    .replacingOccurrences(of: "\"Changes are saved as you type.\"", with: "\"README\"")
                    .replacingOccurrences(of: "\"This lets you modify the website with CSS.\"", with: "\"style.css\""))],
                 expected: []),
    ]

    func testPanelsAndPhrases() {
        LintCase.assertEach(Self.cases)
    }
}
