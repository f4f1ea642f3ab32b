import XCTest
@testable import SwiftLabelLint

/// `string-into-text` on a name bound from tuples (tune-4: Pearcleaner's `let (label, action) = switch index { case 0:
/// ("Reset", resetAction) … }` shown as `Text(label)`). Each case states every finding exactly; each has a silent twin.
final class TupleBindingTests: XCTestCase {
    static let group = """
        import SwiftUI
        struct ControlGroup: View {
            let resetAction: () -> Void
            let exportAction: () -> Void
            var body: some View {
                ForEach(0..<2) { index in
                    let (label, action): (String, () -> Void) = switch index {
                    case 0: ("Reset", resetAction)
                    default: ("Export", exportAction)
                    }
                    Button(action: action) {
                        Text(label)
                    }
                }
                let (title, icon) = ("Clear History", "trash")
                Label(title, systemImage: icon)
            }
        }
        """

    static let cases: [LintCase] = [
        LintCase(name: "a label bound from a switch of tuples, and from a tuple literal",
                 sources: [("App/ControlGroup.swift", group)],
                 expected: [
                    "App/ControlGroup.swift:12:22 [string-into-text] 'Text(label)' shows a 'String' verbatim, so it is never translated; make 'label' a 'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: label)' if it is data",
                    "App/ControlGroup.swift:16:15 [string-into-text] 'Label(title)' shows a 'String' verbatim, so it is never translated; make 'title' a 'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: title)' if it is data",
                 ]),
        LintCase(name: "twin: the element typed LocalizedStringKey, and tuples of data",
                 sources: [("App/ControlGroup.swift", group
                    .replacingOccurrences(of: "(String, () -> Void)", with: "(LocalizedStringKey, () -> Void)")
                    .replacingOccurrences(of: "(\"Clear History\", \"trash\")", with: "(item.name, item.icon)"))],
                 expected: []),
    ]

    func testTupleBindings() {
        LintCase.assertEach(Self.cases)
    }
}
