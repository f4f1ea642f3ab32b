import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Words appended to a list of parts that a member joins and returns (`parts.append("priority \(p)")`, then
/// `return parts.joined(separator: ", ")`) are returned words like a literal after `return`: a view's computed
/// `String` built so and shown (`.accessibilityLabel(summary)`, `Text(rowSummary(for: task))`) is never
/// translated. Evidence: tune-12's firashome-todo (VoiceOver labels of task rows and board cards). Twins that stay
/// silent: parts joined only for a log, symbol names appended, words appended to a list that is returned as a list
/// (not joined), and parts that are data only.
final class JoinedPartsTests: XCTestCase {
    typealias Case = LintCase

    static let view = """
        import SwiftUI

        struct TaskRow: View {
            let title: String
            let priority: Int
            let done: Bool

            var body: some View {
                Text(title)
                    .accessibilityLabel(summary)
                    .accessibilityHint(dataSummary)
                    .onAppear { print(logLine) }
                ForEach(icons, id: \\.self) { Image(systemName: $0) }
                Text(detail(for: priority))
            }

            private var summary: String {
                var parts: [String] = [title]
                if done { parts.append("completed") }
                parts.append("priority \\(priority)")
                return parts.joined(separator: ", ")
            }

            private var dataSummary: String {
                var parts = [title]
                parts.append(String(priority))
                return parts.joined(separator: ", ")
            }

            private var logLine: String {
                var parts = [title]
                parts.append("row appeared on screen")
                return parts.joined(separator: " ")
            }

            private var icons: [String] {
                var names: [String] = []
                names.append("star.fill")
                return names
            }

            private func detail(for level: Int) -> String {
                var words: [String] = []
                words.append("Level \\(level)")
                let hidden = ["Not shown"]
                _ = hidden
                return words.joined(separator: " ")
            }
        }

        struct Host: View {
            var body: some View { TaskRow(title: "x", priority: 1, done: false) }
        }
        """

    static let cases: [Case] = [
        Case(name: "words appended to joined parts of shown text; a log, data, symbols and an unjoined list silent",
             sources: [("App/TaskRow.swift", view)],
             expected: [
                "App/TaskRow.swift:14:14 [string-into-text] 'Text(detail(for:priority))' shows a 'String' verbatim, so "
                    + "the words it returns are never translated; return a 'LocalizedStringResource' (or "
                    + "'LocalizedStringKey') instead",
                "App/TaskRow.swift:17:17 [string-typed-label] 'summary' returns words typed 'String' that are shown as "
                    + "text, so they are never extracted for translation; return a 'LocalizedStringResource' (each "
                    + "literal then becomes a catalog entry)",
             ]),
    ]

    func testWordsAppendedToJoinedParts() {
        LintCase.assertEach(Self.cases)
    }
}
