import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A view's array of prose literals whose elements `ForEach` shows after one string method that only changes how
/// they are written (`Text(icon.replacing("-", with: " "))`, `Text($0.capitalized)`): the element is still a
/// `String` shown verbatim, as in `Text(icon)`. Reported once at the array's first prose literal. Evidence: the tune
/// half's Impressia (`customIconNames` shown by `Text(icon.replacing("-", with: " "))`). Twins that stay silent: an
/// array of codes rewritten the same way, an element passed through a method that computes something else
/// (`Text(name.count.formatted())`), and an element rewritten but not shown (`Image(icon.lowercased())`).
final class RewrittenElementTests: XCTestCase {
    typealias Case = LintCase

    static let view = """
        import SwiftUI

        struct IconPicker: View {
            private let iconNames = ["Default", "Blue-Camera", "Orange-Lens"]
            private let moods = ["calm", "happy"]
            private let codes = ["USD", "EUR"]
            private let assets = ["Default", "Dark"]
            private let counted = ["First step", "Second step"]

            var body: some View {
                List {
                    ForEach(iconNames, id: \\.self) { icon in
                        Text(icon.replacing("-", with: " "))
                    }
                    ForEach(moods, id: \\.self) { Text($0.capitalized) }
                    ForEach(codes, id: \\.self) { Text($0.lowercased()) }
                    ForEach(assets, id: \\.self) { Image($0.lowercased()) }
                    ForEach(counted, id: \\.self) { Text($0.count.formatted()) }
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "prose arrays shown after a rewriting string method; codes, images and computed values silent",
             sources: [("App/IconPicker.swift", view)],
             expected: [
                "App/IconPicker.swift:4:30 [string-into-text] 'iconNames' holds words that are shown one by one as "
                    + "'String's, so they are never extracted for translation; make it an array of "
                    + "'LocalizedStringResource' (or 'LocalizedStringKey')",
                "App/IconPicker.swift:5:26 [string-into-text] 'moods' holds words that are shown one by one as "
                    + "'String's, so they are never extracted for translation; make it an array of "
                    + "'LocalizedStringResource' (or 'LocalizedStringKey')",
             ]),
    ]

    func testArrayElementShownAfterRewritingMethod() {
        LintCase.assertEach(Self.cases)
    }
}
