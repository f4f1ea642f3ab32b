import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A `static let` constant of another file holding one prose literal, shown through its types' names
/// (`.navigationTitle(UIStrings.Search.title)` over `enum UIStrings { enum Search { static let title = "Search
/// Breeds" } }`), is a `String` shown verbatim: reported at the shown argument, as a constant of the same file is.
/// Evidence: tune-12's CatApp. Twins that stay silent: an SF Symbol name, a code in capitals, a data-named constant.
final class ProseConstantTests: XCTestCase {
    typealias Case = LintCase

    static let strings = """
        import Foundation

        enum UIStrings {
            enum Search {
                static let title = "Search Breeds"
                static let icon = "magnifyingglass"
                static let code = "SRCH"
            }

            enum Home {
                static let iconName = "House"
            }
        }
        """

    static let view = """
        import SwiftUI

        struct SearchScreen: View {
            var body: some View {
                VStack {
                    Image(systemName: UIStrings.Search.icon)
                    Text(UIStrings.Search.code)
                    Text(UIStrings.Home.iconName)
                }
                .navigationTitle(UIStrings.Search.title)
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a prose constant of another file shown through its type; symbols, codes and data names silent",
             sources: [("App/UIStrings.swift", strings), ("App/SearchScreen.swift", view)],
             expected: [
                "App/SearchScreen.swift:10:26 [string-into-text] '.navigationTitle(UIStrings.Search.title)' shows a "
                    + "'String' verbatim, so it is never translated; make 'UIStrings.Search.title' a 'LocalizedStringKey' "
                    + "or 'LocalizedStringResource', or write 'Text(verbatim: UIStrings.Search.title)' if it is data",
             ]),
    ]

    func testProseConstantShownThroughItsType() {
        LintCase.assertEach(Self.cases)
    }
}
