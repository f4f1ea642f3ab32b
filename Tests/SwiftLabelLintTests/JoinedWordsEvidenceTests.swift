import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Words joined by `+` onto a component's `String` argument are words its label shows:
/// `MetricCard(title: daysPlural + " Learned")` is evidence that `title` is a label, as a literal is. Evidence:
/// tune-10's learningapp (`MetricCardView(title: learnedPlural + " Learned")`). Twins that stay silent: a separator
/// joined between values (`first + ", " + last`) and an identifier prefix (`"tag-" + code`).
final class JoinedWordsEvidenceTests: XCTestCase {
    typealias Case = LintCase

    static let cards = """
        import SwiftUI

        struct MetricCard: View {
            let title: String
            let value: String
            var body: some View {
                VStack {
                    Text(value)
                    Text(title)
                }
            }
        }

        struct PersonRow: View {
            let caption: String
            var body: some View { Text(caption) }
        }

        struct TagChip: View {
            let label: String
            var body: some View { Text(label) }
        }

        struct StatsView: View {
            let daysPlural: String
            let first: String
            let last: String
            let code: String
            var body: some View {
                VStack {
                    MetricCard(title: daysPlural + " Learned", value: "\\(first.count)")
                    PersonRow(caption: first + ", " + last)
                    TagChip(label: "tag-" + code)
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "words joined onto a label argument are evidence; separators and identifier prefixes are not",
             sources: [("App/Cards.swift", cards)],
             expected: [
                "App/Cards.swift:4:9 [string-typed-label] 'title' is a label typed 'String', so it is never extracted for "
                    + "translation; type it 'LocalizedStringKey' so callers' literals are extracted",
             ]),
    ]

    func testJoinedWordsAreEvidence() {
        LintCase.assertEach(Self.cases)
    }
}
