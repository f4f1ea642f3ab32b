import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Large apps localize through their own helpers rather than string literals in `Text`: `String(localized:)` handed
/// to a private row builder (pillo-app), `"Key".localized()` from a `String` extension (CurrencyConverter),
/// `String(localized:defaultValue:)` kept in one `…Strings` enum per feature (cmux). These are the idioms of tune-14
/// (docs/evaluation.md, "tune-14 and tune-15"), where the lint reported no false positive: each case states that a
/// value localized by the helper is no evidence, and its twin, the same shape with a word literal, is still reported.
final class LocalizationHelperTests: XCTestCase {
    typealias Case = LintCase

    /// A private row builder showing its `String` parameter, called with `argument`.
    static func stockSection(_ argument: String) -> String {
        """
        import SwiftUI
        struct StockSection: View {
            var body: some View { row(\(argument), value: "2") }
            private func row(_ title: String, value: String) -> some View {
                HStack { Text(title); Text(value) }
            }
        }
        """
    }

    static let emptyCard = "import SwiftUI\nstruct EmptyCard: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n"

    static let localizedHelper = "import Foundation\nextension String {\n    func localized() -> String { NSLocalizedString(self, comment: \"\") }\n}\n"

    /// A screen building an `EmptyCard` with `argument` as its title.
    static func history(_ argument: String) -> String {
        "import SwiftUI\nstruct History: View {\n    var body: some View { EmptyCard(title: \(argument)) }\n}\n"
    }

    /// A feature's strings enum whose popover title is `body`, and the view showing it.
    static func subAgents(_ body: String) -> [(String, String)] {
        [("App/SubAgentsStrings.swift", "import Foundation\nenum SubAgentsStrings {\n    static var popoverTitle: String {\n        \(body)\n    }\n}\n"),
         ("App/Popover.swift", "import SwiftUI\nstruct Popover: View {\n    var body: some View { Text(SubAgentsStrings.popoverTitle) }\n}\n")]
    }

    /// A tab descriptor enum whose titles are `exchange` and `history`, beside a view (the project has views).
    static func tabBar(_ exchange: String, _ history: String) -> [(String, String)] {
        [("App/TabBarItem.swift", "import UIKit\nenum TabBarItem: Int, CaseIterable {\n    case exchange, history\n\n"
            + "    var displayTitle: String {\n        switch self {\n        case .exchange:\n            \(exchange)\n"
            + "        case .history:\n            \(history)\n        }\n    }\n}\n"),
         ("App/RootView.swift", "import SwiftUI\nstruct RootView: View {\n    var body: some View { Text(\"Exchange\") }\n}\n")]
    }

    static let cases: [Case] = [
        Case(name: "a row builder's title from String(localized:) is localized",
             sources: [("App/StockSection.swift", stockSection("String(localized: \"settings.stock.title\")"))],
             expected: []),
        Case(name: "twin: a row builder's title from a word literal is reported",
             sources: [("App/StockSection.swift", stockSection("\"Stock left\""))],
             expected: ["App/StockSection.swift:4:24 [string-typed-label] parameter 'title' is a label typed 'String', so "
                 + "callers' text is never extracted for translation; type it 'LocalizedStringResource' (or 'LocalizedStringKey')"]),
        Case(name: "a component title from a .localized() helper is localized",
             sources: [("App/String+localized.swift", localizedHelper), ("App/EmptyCard.swift", emptyCard),
                       ("App/History.swift", history("\"History.empty.title\".localized()"))],
             expected: []),
        Case(name: "twin: a component title from a word literal is reported",
             sources: [("App/String+localized.swift", localizedHelper), ("App/EmptyCard.swift", emptyCard),
                       ("App/History.swift", history("\"No exchanges yet\""))],
             expected: ["App/EmptyCard.swift:3:9 [string-typed-label] 'title' is a label typed 'String', so it is never "
                 + "extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted"]),
        Case(name: "a feature strings enum returning String(localized:defaultValue:) is localized",
             sources: subAgents("String(localized: \"carousel.popover.title\", defaultValue: \"Sub-agents\")"),
             expected: []),
        Case(name: "twin: a feature strings enum returning a word literal is reported",
             sources: subAgents("\"Sub-agents\""),
             expected: ["App/SubAgentsStrings.swift:3:16 [string-typed-label] 'popoverTitle' returns words typed 'String', "
                 + "so they are never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"]),
        Case(name: "tab titles from a .localized() helper are localized",
             sources: tabBar("\"Tab.exchange\".localized()", "\"Tab.history\".localized()") + [("App/String+localized.swift", localizedHelper)],
             expected: []),
        Case(name: "twin: tab titles returned as word literals are reported",
             sources: tabBar("\"Exchange\"", "\"History\""),
             expected: ["App/TabBarItem.swift:5:9 [string-typed-label] 'displayTitle' returns words typed 'String', so they "
                 + "are never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"]),
    ]

    func testLocalizationHelpersOfLargeApps() {
        LintCase.assertEach(Self.cases)
    }
}
