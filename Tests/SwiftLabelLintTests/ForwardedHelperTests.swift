import XCTest
@testable import SwiftLabelLint

/// `string-into-text` through a chain of the project's own helpers (tune-3: Plash's `Utilities.swift`): a subclass
/// or extension of a framework class hands a `String` parameter to its shown text (`super.init(title: title, …)`,
/// `self.messageText = title`), other helpers pass their own parameter on to it (`CallbackMenuItem(title, …)`,
/// `NSAlert(title: title, …)`), and callers far up pass English. Each case lints its files together and states every
/// finding exactly; each has a twin that stays silent. Also words passed on the other way, as results: a view's own
/// function returning another's words interpolated (tune-4: CodeEdit's `Text(commitDetails())`).
final class ForwardedHelperTests: XCTestCase {
    static let helpers = """
        import AppKit
        final class CallbackMenuItem: NSMenuItem {
            init(_ title: String, key: String = "", action: @escaping () -> Void) {
                super.init(title: title, action: nil, keyEquivalent: key)
            }
        }
        extension NSMenu {
            func addCallbackItem(_ title: String, action: @escaping () -> Void) -> NSMenuItem {
                let item = CallbackMenuItem(title, action: action)
                addItem(item)
                return item
            }
        }
        extension NSAlert {
            static func showModal(title: String, message: String? = nil) {
                NSAlert(title: title, message: message).runModal()
            }
            convenience init(title: String, message: String? = nil) {
                self.init()
                self.messageText = title
                if let message {
                    self.informativeText = message
                }
            }
        }
        """

    static let callers = """
        import AppKit
        final class StatusMenu {
            let menu = NSMenu()
            func build() {
                menu.addCallbackItem("Next Website") {}
                menu.addCallbackItem("Reload") {}
                NSAlert.showModal(title: "Welcome to the app!", message: "Click the menu bar icon to start.")
            }
        }
        """

    static let header = """
        import SwiftUI
        struct CommitHeader: View {
            let commit: Commit
            var body: some View {
                Text(commitDetails())
            }
            private func commitDetails() -> String {
                if commit.authorEmail == commit.committerEmail { return commit.message }
                return "\\(commit.message)\\n\\n\\(coAuthDetail())"
            }
            private func coAuthDetail() -> String {
                "Co-authored by: \\(commit.committer)\\n<\\(commit.committerEmail)>"
            }
        }
        """

    static let cases: [LintCase] = [
        LintCase(name: "a helper chain ending in framework text, callers passing English",
                 sources: [("App/Utilities.swift", helpers), ("App/StatusMenu.swift", callers)],
                 expected: [
                    "App/Utilities.swift:4:27 [string-into-text] 'super.init(title:)' takes a 'String', and callers fill 'title' with words, which are never extracted for translation; type 'title' 'LocalizedStringResource' and assign String(localized: title)",
                    "App/Utilities.swift:20:28 [string-into-text] 'self.messageText' takes a 'String', and callers fill 'title' with words, which are never extracted for translation; type 'title' 'LocalizedStringResource' and assign String(localized: title)",
                    "App/Utilities.swift:22:36 [string-into-text] 'self.informativeText' takes a 'String', and callers fill 'message' with words, which are never extracted for translation; type 'message' 'LocalizedStringResource' and assign String(localized: message)",
                 ]),
        LintCase(name: "twin: the same chain, callers passing data or localized text",
                 sources: [("App/Utilities.swift", helpers), ("App/StatusMenu.swift", callers
                    .replacingOccurrences(of: "\"Next Website\"", with: "website.name")
                    .replacingOccurrences(of: "\"Reload\"", with: "String(localized: \"Reload\")")
                    .replacingOccurrences(of: "\"Welcome to the app!\"", with: "error.localizedDescription")
                    .replacingOccurrences(of: "\"Click the menu bar icon to start.\"", with: "String(localized: \"Click the menu bar icon to start.\")"))],
                 expected: []),
        LintCase(name: "a view's function returning another function's words, interpolated",
                 sources: [("App/CommitHeader.swift", header)],
                 expected: [
                    "App/CommitHeader.swift:5:14 [string-into-text] 'Text(commitDetails())' shows a 'String' verbatim, so the words it returns are never translated; return a 'LocalizedStringResource' (or 'LocalizedStringKey') instead",
                 ]),
        LintCase(name: "twin: the other function returns data only",
                 sources: [("App/CommitHeader.swift", header
                    .replacingOccurrences(of: "Co-authored by: ", with: ""))],
                 expected: []),
    ]

    func testForwardedHelpers() {
        LintCase.assertEach(Self.cases)
    }
}
