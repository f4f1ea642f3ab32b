import XCTest
@testable import SwiftLabelLint

/// `string-into-text` on shapes tune-2 showed (docs/evaluation.md): a choice nested in a choice, an array property of
/// words shown one by one, and framework text filled from a helper's parameter or a notification action's literal.
/// Each case lints its files together and states every finding exactly (`path:line:col [rule] message`); each class
/// has a twin that stays silent.
final class ShownStringsTests: XCTestCase {
    static let popover = """
        import SwiftUI
        struct Popover: View {
            let running: Bool
            let hovered: Bool
            let timeLeft: String
            var body: some View {
                Text(running ? (hovered ? "Stop" : timeLeft) : "Start")
            }
        }
        """

    static let cases: [LintCase] = [
        LintCase(name: "a nested choice with a String branch makes its literals Strings",
             sources: [("App/Popover.swift", popover)],
             expected: [
                "App/Popover.swift:7:35 [string-into-text] 'Text(running ? (hovered ? \"Stop\" : timeLeft) : \"Start\")' builds a 'String' around 'Stop', which is never extracted for translation; localize that literal (String(localized: \"Stop\")), or pass a 'LocalizedStringKey'",
             ]),
        LintCase(name: "twin: a nested choice of literals only is a key",
             sources: [("App/Popover.swift", popover.replacingOccurrences(of: "\"Stop\" : timeLeft", with: "\"Stop\" : \"Pause\""))],
             expected: []),
        LintCase(name: "an array property of words shown through ForEach or a subscript; codes are not words",
             sources: [("App/DataView.swift", """
                 import SwiftUI
                 struct DataView: View {
                     @State private var mode = "Active"
                     private let modes = ["Active", "Searching", "Not Supported"]
                     private let networks = ["WiFi", "3G", "LTE"]
                     let dates = ["Random", "1950-1960"]
                     var body: some View {
                         Picker("Mode:", selection: $mode) {
                             ForEach(modes, id: \\.self) { mode in Text(mode) }
                         }
                         Picker("Network:", selection: $mode) {
                             ForEach(networks, id: \\.self) { Text($0) }
                         }
                         ForEach(0 ..< dates.count) { Text(self.dates[$0]) }
                     }
                 }
                 """)],
             expected: [
                "App/DataView.swift:4:26 [string-into-text] 'modes' holds words that are shown one by one as 'String's, so they are never extracted for translation; make it an array of 'LocalizedStringResource' (or 'LocalizedStringKey')",
                "App/DataView.swift:6:18 [string-into-text] 'dates' holds words that are shown one by one as 'String's, so they are never extracted for translation; make it an array of 'LocalizedStringResource' (or 'LocalizedStringKey')",
             ]),
        LintCase(name: "a notification helper whose callers pass words, and an action's title; data callers are silent",
             sources: [("App/Notifier.swift", """
                 import UserNotifications
                 final class Notifier {
                     func send(title: String, body: String) {
                         let content = UNMutableNotificationContent()
                         content.title = title
                         content.body = body
                         let skip = UNNotificationAction(identifier: "skip", title: "Skip", options: [])
                         _ = skip
                     }
                     func restStarted() { send(title: "Time's up", body: "Take a short break") }
                 }
                 final class Reminder {
                     func post(title: String) {
                         let content = UNMutableNotificationContent()
                         content.title = title
                     }
                     func remind(_ event: Event) { post(title: event.name) }
                 }
                 """)],
             expected: [
                "App/Notifier.swift:5:25 [string-into-text] 'content.title' takes a 'String', and callers fill 'title' with words, which are never extracted for translation; type 'title' 'LocalizedStringResource' and assign String(localized: title)",
                "App/Notifier.swift:6:24 [string-into-text] 'content.body' takes a 'String', and callers fill 'body' with words, which are never extracted for translation; type 'body' 'LocalizedStringResource' and assign String(localized: body)",
                "App/Notifier.swift:7:68 [string-into-text] 'UNNotificationAction(title:)' takes a 'String', so \"Skip\" is shown as written and never extracted for translation; pass String(localized: \"Skip\") (a 'LocalizedStringResource' is extracted)",
             ]),
    ]

    static let formatted = """
        import SwiftUI
        struct ElapsedRow: View {
            let elapsed: String
            var body: some View { Text(elapsed, format: .elapsed) }
        }
        struct Home: View { var body: some View { ElapsedRow(elapsed: "Just now") } }
        """

    static let formatCases: [LintCase] = [
        LintCase(name: "Text(_:format:) formats a value, it never shows a String verbatim",
                 sources: [("App/ElapsedRow.swift", formatted)],
                 expected: []),
        LintCase(name: "twin: without a format the String is shown verbatim",
                 sources: [("App/ElapsedRow.swift", formatted.replacingOccurrences(of: ", format: .elapsed", with: ""))],
                 expected: ["App/ElapsedRow.swift:4:32 [string-into-text] 'Text(elapsed)' shows a 'String' verbatim, so it is "
                     + "never translated; make 'elapsed' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                     + "'Text(verbatim: elapsed)' if it is data"]),
    ]

    func testShownStrings() {
        LintCase.assertEach(Self.cases + Self.formatCases)
    }
}
