import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A label-named member of a `private` (or `fileprivate`) type that its file never reads is dead code: every use of
/// such a type is in its file, so its words are never shown. Evidence: tune-9's mycost (`private enum StatsPeriod`
/// with a `title` nothing asks for). Each case states every finding exactly; the twins — a private type whose member
/// the file reads, and an internal type that other files may read — stay findings.
final class UnreadPrivateMemberTests: XCTestCase {
    typealias Case = LintCase

    static let stats = """
        import SwiftUI

        private enum Period: String, CaseIterable {
            case month, year
            var title: String {
                switch self {
                case .month: return "Month"
                case .year: return "Year"
                }
            }
        }

        private enum Scope: String, CaseIterable {
            case expense, income
            var label: String {
                switch self {
                case .expense: return "Expense"
                case .income: return "Income"
                }
            }
        }

        struct StatsScreen: View {
            @State private var period: Period = .month
            var body: some View {
                VStack {
                    Text("Statistics").font(.title)
                    EmptyStateView(title: "No data", message: "Add an expense")
                    ForEach(Scope.allCases, id: \\.self) { item in
                        Text(item.label)
                    }
                }
            }
        }
        """

    static let internalPlan = """
        import SwiftUI

        enum Plan: String, CaseIterable {
            case monthly, yearly
            var title: String {
                switch self {
                case .monthly: return "Monthly"
                case .yearly: return "Yearly"
                }
            }
        }

        struct PlanScreen: View {
            var body: some View { Text("Plans").font(.title) }
        }
        """

    static let cases: [Case] = [
        Case(name: "an unread member of a private enum is silent; twin: the read one of the same file is reported",
             sources: [("App/Stats.swift", stats)],
             expected: ["App/Stats.swift:15:9 [string-typed-label] 'label' returns words typed 'String', so they are "
                 + "never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a "
                 + "catalog entry)"]),
        Case(name: "twin: an unread member of an internal enum, which other files may read, stays reported",
             sources: [("App/Plan.swift", internalPlan)],
             expected: ["App/Plan.swift:5:9 [string-typed-label] 'title' returns words typed 'String', so they are "
                 + "never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a "
                 + "catalog entry)"]),
    ]

    func testUnreadPrivateMembers() {
        LintCase.assertEach(Self.cases)
    }
}
