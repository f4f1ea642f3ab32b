import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A label-named stored `String` of a model struct that views show, filled by every caller with word literals: one
/// phrase was needed before (`Feature(title: "Track your habits")`); two single words or more tell it as well
/// (`AppIconOption(label: "Default")`, `(label: "Dark")`, `(label: "Color")`), since a label-named field every
/// caller fills with words is a label. Evidence: tune-12's firashome-todo (`AppIconOption.label`). Twins that stay
/// silent: a field filled by one word only (also one word written at two call sites, `Tag(title: "Work")`), one
/// filled by a word and by data, one filled by a list of names (`"GitHub"`, `"OpenAI"`), one filled by codes
/// (`"USD"`, `"EUR"`).
final class ModelLabelWordsTests: XCTestCase {
    typealias Case = LintCase

    static let view = """
        import SwiftUI

        struct IconOption: Identifiable {
            let id: String
            let label: String
        }

        struct Single {
            let title: String
        }

        struct Tag {
            let title: String
        }

        struct Mixed {
            let title: String
        }

        struct Service {
            let label: String
        }

        struct Money {
            let label: String
        }

        struct IconPicker: View {
            let custom: String
            let options = [
                IconOption(id: "primary", label: "Default"),
                IconOption(id: "dark", label: "Dark"),
                IconOption(id: "color", label: "Color"),
            ]
            let single = Single(title: "Default")
            let tags = [Tag(title: "Work"), Tag(title: "Work")]
            var mixed: [Mixed] { [Mixed(title: "Default"), Mixed(title: custom)] }
            let services = [Service(label: "GitHub"), Service(label: "OpenAI"), Service(label: "Gmail")]
            let money = [Money(label: "USD"), Money(label: "EUR")]

            var body: some View {
                VStack {
                    ForEach(options) { option in Text(option.label) }
                    Text(single.title)
                    ForEach(tags, id: \\.title) { Text($0.title) }
                    ForEach(mixed, id: \\.title) { Text($0.title) }
                    ForEach(services, id: \\.label) { Text($0.label) }
                    ForEach(money, id: \\.label) { Text($0.label) }
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a model label every caller fills with single words; one word (twice too), mixed data, names and codes silent",
             sources: [("App/IconPicker.swift", view)],
             expected: [
                "App/IconPicker.swift:5:9 [string-typed-label] 'label' of 'IconOption' is shown as text and callers "
                    + "fill it with words, which are never extracted for translation; type it 'LocalizedStringResource'",
             ]),
    ]

    func testModelLabelFilledWithSingleWords() {
        LintCase.assertEach(Self.cases)
    }
}
