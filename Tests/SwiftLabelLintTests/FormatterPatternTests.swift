import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A computed `String` that returns `DateFormatter` output holds no words: the literal assigned to the formatter
/// (`formatter.dateFormat = "MMM dd"`) configures it and is not what the body returns. Evidence: tune-9's mycost
/// (`formattedMonthDay`, `formattedSectionDate(_:)`). Each case states every finding exactly; the twin, a body that
/// configures a formatter and also returns a word (`"Never seen"`), stays a finding.
final class FormatterPatternTests: XCTestCase {
    typealias Case = LintCase

    static let header = """
        import SwiftUI

        struct DayHeader: View {
            let date: Date
            var body: some View {
                VStack {
                    Text(monthDay)
                    Text(sectionDate(date))
                    Text(lastSeen)
                }
            }

            private var monthDay: String {
                let formatter = DateFormatter()
                formatter.dateFormat = "MM/dd"
                return formatter.string(from: date)
            }

            private func sectionDate(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "MMM dd"
                return formatter.string(from: date)
            }

            private var lastSeen: String {
                let formatter = DateFormatter()
                formatter.dateFormat = "MMM dd"
                guard date > .distantPast else { return "Never seen" }
                return formatter.string(from: date)
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "formatter output is silent; twin: a body that also returns a word is reported",
             sources: [("App/DayHeader.swift", header)],
             expected: ["App/DayHeader.swift:9:18 [string-into-text] 'Text(lastSeen)' shows a 'String' verbatim, so it "
                 + "is never translated; make 'lastSeen' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                 + "'Text(verbatim: lastSeen)' if it is data"]),
    ]

    func testFormatterPatterns() {
        LintCase.assertEach(Self.cases)
    }
}
