import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Words returned by a member whose name says nothing of a label, shown through an interpolation or returned as a
/// fallback: `Date.timeAgo()` returning `"Just now"` and `"\(n)m ago"`, shown by
/// `Text("\(Date(timeIntervalSince1970: t).timeAgo())")` (the member is read after a call nested in the
/// interpolation), and `var currentTopic: String { topic ?? "No goal set yet" }` shown by `Text(model.currentTopic)`.
/// Evidence: tune-10's GeminiAxiomApp and learningapp. Twins that stay silent: a one-word placeholder fallback
/// (`city ?? "Unknown"`, the shape of a bundle version's `?? "Unknown"`) and a member returning formatter output
/// shown the same way (`dayKey()`).
final class ReturnedWordsMembersTests: XCTestCase {
    typealias Case = LintCase

    static let model = """
        import SwiftUI

        final class GoalModel: ObservableObject {
            @Published var topic: String?
            @Published var city: String?

            var currentTopic: String { topic ?? "No goal set yet" }
            var currentCity: String { city ?? "Unknown" }
        }

        extension Date {
            func timeAgo() -> String {
                let seconds = Date().timeIntervalSince(self)
                if seconds < 60 {
                    return "Just now"
                }
                return "\\(Int(seconds / 60))m ago"
            }

            func dayKey() -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd"
                return formatter.string(from: self)
            }
        }
        """

    static let view = """
        import SwiftUI

        struct GoalView: View {
            @ObservedObject var model: GoalModel
            let stamp: Double

            var body: some View {
                VStack {
                    Text(model.currentTopic)
                    Text(model.currentCity)
                    Text("\\(Date(timeIntervalSince1970: stamp / 1000).timeAgo())")
                    Text("\\(Date(timeIntervalSince1970: stamp).dayKey())")
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a phrase fallback and words read through a nested interpolation; a placeholder and formatter output silent",
             sources: [("App/GoalModel.swift", model), ("App/GoalView.swift", view)],
             expected: [
                "App/GoalModel.swift:7:9 [string-typed-label] 'currentTopic' returns words typed 'String', so they are "
                    + "never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a "
                    + "catalog entry)",
                "App/GoalModel.swift:12:10 [string-typed-label] 'timeAgo' returns words typed 'String' that are shown as "
                    + "text, so they are never extracted for translation; return a 'LocalizedStringResource' (each literal "
                    + "then becomes a catalog entry)",
             ]),
    ]

    func testReturnedWordsOfMembersNotNamedLikeLabels() {
        LintCase.assertEach(Self.cases)
    }
}
