import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Words chosen inside the interpolation of a shown key (`Text("\(ok ? "" : "Not") Ready")`): the key's catalog
/// entry holds a placeholder, and the chosen literal is a `String` that is never translated. A plural ending chosen
/// by count is `plural-by-ternary`'s, not this. Each case states every finding exactly.
final class InterpolatedChoiceTests: XCTestCase {
    typealias Case = LintCase

    static func view(_ shown: String) -> String {
        """
        import SwiftUI

        struct Status: View {
            let ok: Bool
            let item: Item?
            let n: Int
            var body: some View { \(shown) }
        }
        """
    }

    static func built(_ shown: String, _ words: String, column: Int) -> String {
        "App/Status.swift:7:\(column) [string-into-text] 'Text(\(shown))' builds a 'String' around '\(words)', which is never "
            + "extracted for translation; localize that literal (String(localized: \"\(words)\")), or pass a 'LocalizedStringKey'"
    }

    static let cases: [Case] = [
        Case(name: "a word chosen inside a key's interpolation",
             sources: [("App/Status.swift", view(#"Text("\(!ok ? "Not" : "") Ready")"#))],
             expected: [built(#""\(!ok ? "Not" : "") Ready""#, "Not", column: 32)]),
        Case(name: "the choice's condition may read optionals",
             sources: [("App/Status.swift", view(#"Text("Sync: \(item?.isOn == true ? "On" : "Off")")"#))],
             expected: [built(#""Sync: \(item?.isOn == true ? "On" : "Off")""#, "On", column: 32)]),
        Case(name: "twin: a plural ending is plural-by-ternary's",
             sources: [("App/Status.swift", view(#"Text("\(n) \(n == 1 ? "item" : "items")")"#))],
             expected: ["App/Status.swift:7:32 [plural-by-ternary] 'item' or 'items' is chosen by comparing the count with 1, "
                        + "which gives every language English's two forms (Russian and Polish need four, Arabic six); write one "
                        + "key with %lld and add plural variations in the catalog"]),
        Case(name: "twin: codes chosen, not words",
             sources: [("App/Status.swift", view(#"Text("\(n) \(ok ? "MB" : "KB")")"#))],
             expected: []),
        Case(name: "twin: the choice is not the whole interpolation",
             sources: [("App/Status.swift", view(#"Text("\(format(ok ? "On" : "Off", n))")"#))],
             expected: []),
    ]

    func testInterpolatedChoices() {
        LintCase.assertEach(Self.cases)
    }
}
