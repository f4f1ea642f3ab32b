import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A computed `[String]` that builds its result from one array literal of words (`var base = ["All Accounts",
/// "Cash"]; base.append(contentsOf: custom); return base`) and that the view shows element by element is reported at
/// its first prose literal, as a stored array is. Evidence: tune-9's spendAnalyzer (`bankFilters`). Twins that stay
/// silent: a computed array of codes shown the same way (`["SBI", "HDFC", "ICICI"]`) and a computed array of words
/// that nothing shows.
final class ComputedArrayTests: XCTestCase {
    typealias Case = LintCase

    static let filters = """
        import SwiftUI

        struct FilterBar: View {
            let custom: [String]
            @State private var selected = ""

            var body: some View {
                VStack {
                    ForEach(accountFilters, id: \\.self) { account in
                        Text(account)
                    }
                    ForEach(bankCodes, id: \\.self) { code in
                        Text(code)
                    }
                }
            }

            var accountFilters: [String] {
                var base = ["All Accounts", "Cash"]
                base.append(contentsOf: custom)
                return base
            }

            var bankCodes: [String] {
                return ["SBI", "HDFC", "ICICI"]
            }

            var hiddenChoices: [String] {
                ["Show everything", "Show nothing"]
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "words of a computed array shown one by one; codes and unshown arrays silent",
             sources: [("App/FilterBar.swift", filters)],
             expected: [
                "App/FilterBar.swift:19:21 [string-into-text] 'accountFilters' holds words that are shown one by one as "
                    + "'String's, so they are never extracted for translation; make it an array of "
                    + "'LocalizedStringResource' (or 'LocalizedStringKey')",
             ]),
    ]

    func testComputedArrayShownOneByOne() {
        LintCase.assertEach(Self.cases)
    }
}
