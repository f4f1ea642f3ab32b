import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// `.searchable(text:prompt:)` shows its `prompt:` in the search field, and its `String` overload (`some
/// StringProtocol`) shows it as written: a `String` constant or property passed there is never translated, as one
/// passed to `.navigationTitle` is. A literal written there is a `LocalizedStringKey` and is extracted. Evidence:
/// tune-12's CatApp (`.searchable(text: …, prompt: UIStrings.Common.searchPrompt)`). Twins that stay silent: a literal
/// prompt, a localized constant, a data-named property, the bound `text:`, and `prompt:` of a call that is not
/// `.searchable`.
final class SearchPromptTests: XCTestCase {
    typealias Case = LintCase

    static let strings = """
        import Foundation

        enum UIStrings {
            enum Common {
                static let searchPrompt = "Search breeds..."
                static let searchIcon = "magnifyingglass"
                static let localizedPrompt = String(localized: "Find a cat")
            }
        }
        """

    static let view = """
        import SwiftUI

        struct BreedList: View {
            @State private var query = ""
            private let searchWords = "Search by name or origin"
            private let cityName = "Paris"
            var body: some View {
                List { Image(systemName: UIStrings.Common.searchIcon) }
                    .searchable(text: $query, prompt: UIStrings.Common.searchPrompt)
                    .searchable(text: $query, prompt: searchWords)
                    .searchable(text: $query, prompt: "Search breeds")
                    .searchable(text: $query, prompt: UIStrings.Common.localizedPrompt)
                    .searchable(text: $query, prompt: cityName)
                    .onAppear { ask(prompt: searchWords) }
            }

            func ask(prompt: String) {}
        }
        """

    static let cases: [Case] = [
        Case(name: "a String constant or property as the search prompt; a literal, a localized value and data silent",
             sources: [("App/UIStrings.swift", strings), ("App/BreedList.swift", view)],
             expected: [
                "App/BreedList.swift:9:47 [string-into-text] '.searchable(prompt: UIStrings.Common.searchPrompt)' shows "
                    + "a 'String' verbatim, so it is never translated; make 'UIStrings.Common.searchPrompt' a "
                    + "'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: "
                    + "UIStrings.Common.searchPrompt)' if it is data",
                "App/BreedList.swift:10:47 [string-into-text] '.searchable(prompt: searchWords)' shows a 'String' "
                    + "verbatim, so it is never translated; make 'searchWords' a 'LocalizedStringKey' or "
                    + "'LocalizedStringResource', or write 'Text(verbatim: searchWords)' if it is data",
             ]),
    ]

    /// A prompt returned by a function of the view, and one built around a literal.
    static let returned = """
        import SwiftUI

        struct CatList: View {
            @State private var query = ""
            let breed: String
            var body: some View {
                List {}
                    .searchable(text: $query, prompt: hint())
                    .searchable(text: $query, prompt: "Search " + breed)
            }

            func hint() -> String {
                query.isEmpty ? "Search cats" : "Keep typing"
            }
        }
        """

    static let returnedCases: [Case] = [
        Case(name: "a returned or built prompt is quoted as the modifier it is, with its dot",
             sources: [("App/CatList.swift", returned)],
             expected: [
                "App/CatList.swift:8:47 [string-into-text] '.searchable(prompt: hint())' shows a 'String' verbatim, so "
                    + "the words it returns are never translated; return a 'LocalizedStringResource' (or "
                    + "'LocalizedStringKey') instead",
                "App/CatList.swift:9:47 [string-into-text] '.searchable(prompt: \"Search \" + breed)' builds a 'String' "
                    + "around 'Search ', which is never extracted for translation; localize that literal "
                    + "(String(localized: \"Search \")), or pass a 'LocalizedStringKey'",
             ]),
    ]

    func testReturnedPromptQuotesTheModifier() {
        LintCase.assertEach(Self.returnedCases)
    }

    func testStringShownAsSearchPrompt() {
        LintCase.assertEach(Self.cases)
    }
}
