import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A component's stored `[String]` with no value of its own, shown one element at a time, whose callers fill it with
/// arrays of prose literals: the words are never extracted (`string-into-text`). Evidence: tune-6b's BioViewer
/// `PickerRow`. Each case states every finding exactly; each has a silent twin.
final class ComponentArrayTests: XCTestCase {
    typealias Case = LintCase

    /// A picker row showing its options by subscript (`bySubscript`) or through `ForEach` over the array.
    static func row(bySubscript: Bool) -> String {
        let shown = bySubscript
            ? "ForEach(0..<options.count, id: \\.self) { index in Text(self.options[index]).tag(index) }"
            : "ForEach(options, id: \\.self) { option in Text(option) }"
        return """
            import SwiftUI

            struct PickerRow: View {
                let name: String
                @Binding var selected: Int
                let options: [String]

                var body: some View {
                    Picker(name, selection: $selected) {
                        \(shown)
                    }
                }
            }
            """
    }

    static func caller(_ options: String) -> String {
        """
        import SwiftUI

        struct PhotoSettings: View {
            @State private var shadow = 1
            var body: some View {
                PickerRow(name: NSLocalizedString("Shadow", comment: ""), selected: $shadow, options: \(options))
            }
        }
        """
    }

    static func message(_ name: String) -> String {
        "'\(name)' is shown one element at a time as a 'String', and callers fill it with words that are never "
            + "extracted for translation; make it an array of 'LocalizedStringResource'"
    }

    static let cases: [Case] = [
        Case(name: "shown by subscript, filled with words",
             sources: [("App/PickerRow.swift", row(bySubscript: true)),
                       ("App/PhotoSettings.swift", caller("[\"Normal\", \"High\", \"Very high\"]"))],
             expected: ["App/PickerRow.swift:10:73 [string-into-text] " + message("options")]),
        Case(name: "shown through ForEach, filled with words",
             sources: [("App/PickerRow.swift", row(bySubscript: false)),
                       ("App/PhotoSettings.swift", caller("[\"Normal\", \"High\", \"Very high\"]"))],
             expected: ["App/PickerRow.swift:10:21 [string-into-text] " + message("options")]),
        Case(name: "twin: filled with codes",
             sources: [("App/PickerRow.swift", row(bySubscript: true)),
                       ("App/PhotoSettings.swift", caller("[\"1024x1024\", \"2048x2048\"]"))],
             expected: []),
        Case(name: "twin: filled with data",
             sources: [("App/PickerRow.swift", row(bySubscript: false)),
                       ("App/PhotoSettings.swift", caller("model.resolutions"))],
             expected: []),
        Case(name: "twin: no caller",
             sources: [("App/PickerRow.swift", row(bySubscript: true))],
             expected: []),
    ]

    func testComponentArrays() {
        LintCase.assertEach(Self.cases)
    }
}
