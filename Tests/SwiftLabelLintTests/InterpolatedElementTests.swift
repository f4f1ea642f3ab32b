import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A view's array property of prose literals whose element is interpolated into shown text through a subscript
/// (`Text("\(monthNames[month - 1]) \(year)")`): the key is `%@ %lld`, so the month's name is a `String` shown
/// verbatim, as in `Text(monthNames[month])`. Reported once at the array's first prose literal. Evidence: tune-12's
/// firashome-todo (`LifeCalendarView`'s toolbar title). Twins that stay silent: an array of codes and one of SF Symbol
/// names interpolated the same way, an element interpolated into a log, a dictionary looked up by key.
final class InterpolatedElementTests: XCTestCase {
    typealias Case = LintCase

    static let view = """
        import SwiftUI

        struct MonthHeader: View {
            @State private var month = 1
            private var monthNames = ["January", "February", "March", "April", "May", "June"]
            private let steps = ["First step", "Second step"]
            private let currencies = ["USD", "EUR", "GBP"]
            private let symbols = ["star.fill", "moon.fill"]
            private let logLines = ["Opened the calendar", "Closed the calendar"]
            private let names = ["jan": "January", "feb": "February"]

            var body: some View {
                VStack {
                    Text("\\(monthNames[month - 1]) 2026")
                    Text("Now: \\(self.steps[month])")
                    Text("\\(currencies[month]) rate")
                    Label("\\(symbols[month])", systemImage: symbols[month])
                    Text("\\(names["jan"] ?? "")")
                }
                .onAppear { print("\\(logLines[month])") }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "prose arrays interpolated through a subscript; codes, symbols, a log and a dictionary silent",
             sources: [("App/MonthHeader.swift", view)],
             expected: [
                "App/MonthHeader.swift:5:31 [string-into-text] 'monthNames' holds words that are shown one by one as "
                    + "'String's, so they are never extracted for translation; make it an array of "
                    + "'LocalizedStringResource' (or 'LocalizedStringKey')",
                "App/MonthHeader.swift:6:26 [string-into-text] 'steps' holds words that are shown one by one as "
                    + "'String's, so they are never extracted for translation; make it an array of "
                    + "'LocalizedStringResource' (or 'LocalizedStringKey')",
             ]),
    ]

    /// A prose array whose element's count, not the element, is interpolated.
    static let counts = """
        import SwiftUI

        struct StepCount: View {
            @State private var index = 0
            private let steps = ["First step", "Second step"]

            var body: some View {
                Text("\\(steps[index].count) parts")
            }
        }
        """

    static let countCases: [Case] = [
        Case(name: "twin: an element's count interpolated shows a number, not the element",
             sources: [("App/StepCount.swift", counts)],
             expected: []),
        Case(name: "the element itself interpolated is reported",
             sources: [("App/StepCount.swift", counts.replacingOccurrences(of: "[index].count)", with: "[index])"))],
             expected: ["App/StepCount.swift:5:26 [string-into-text] 'steps' holds words that are shown one by one as "
                 + "'String's, so they are never extracted for translation; make it an array of "
                 + "'LocalizedStringResource' (or 'LocalizedStringKey')"]),
    ]

    func testElementCountIsNotTheElement() {
        LintCase.assertEach(Self.countCases)
    }

    func testArrayElementInterpolatedIntoShownText() {
        LintCase.assertEach(Self.cases)
    }
}
