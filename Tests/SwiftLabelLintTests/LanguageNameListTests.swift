import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A language picker shows each language's own name (`"English"`, `"Polski"`, `"Deutsch"`, `"日本語"`), which is
/// not translated: an array of two or more such names, a quarter or more of its literals, is a list of names
/// (`LiteralText.isNameList`, `LiteralText.languageEndonyms`). Evidence: tune-8's unpouch. Each case states every
/// finding exactly; a twin with one language's name among labels (school subjects, frequencies) stays a finding.
final class LanguageNameListTests: XCTestCase {
    typealias Case = LintCase

    /// A picker view `type`, titled `title`, showing the elements of its array property `property` of `values`.
    static func picker(_ type: String, _ title: String, _ property: String, _ values: [String]) -> String {
        let array = values.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            import SwiftUI

            struct \(type): View {
                @State private var selection = 0
                let \(property) = [\(array)]
                var body: some View {
                    Picker("\(title)", selection: $selection) {
                        ForEach(0..<\(property).count, id: \\.self) { index in
                            Text(\(property)[index]).tag(index)
                        }
                    }
                }
            }
            """
    }

    static let languages = picker("LanguagePicker", "Language", "languageNames", ["English", "Polski", "Deutsch"])

    static let subjects = picker("SubjectPicker", "Subject", "subjects", ["English", "Math", "Science"])

    static let inline = """
            import SwiftUI

            struct InlineLanguages: View {
                var body: some View {
                    List {
                        ForEach(["English", "日本語", "Deutsch"], id: \\.self) { Text($0) }
                        ForEach(["Deutsch", "Daily", "Weekly", "Monthly"], id: \\.self) { Text($0) }
                    }
                }
            }
            """

    static let cases: [Case] = [
        Case(name: "a language picker over a property of endonyms", sources: [("App/Picker.swift", languages)],
             expected: []),
        Case(name: "twin: one language's name among school subjects", sources: [("App/Subjects.swift", subjects)],
             expected: ["App/Subjects.swift:5:21 [string-into-text] 'subjects' holds words that are shown one by one "
                 + "as 'String's, so they are never extracted for translation; make it an array of "
                 + "'LocalizedStringResource' (or 'LocalizedStringKey')"]),
        Case(name: "an inline array of endonyms, silent; twin: one endonym among frequencies, reported",
             sources: [("App/Inline.swift", inline)],
             expected: ["App/Inline.swift:7:22 [string-into-text] 'ForEach' shows the words of this array as "
                 + "'String's, so they are never extracted for translation; make it an array of "
                 + "'LocalizedStringResource' (or 'LocalizedStringKey')"]),
    ]

    func testLanguageNameLists() {
        LintCase.assertEach(Self.cases)
    }

    func testNameListCountsEndonyms() {
        let cases: [([String], Bool)] = [
            (["English", "Polski", "Deutsch"], true), (["English", "日本語"], true), (["English", "Math", "Science"], false),
            (["Deutsch", "Daily", "Weekly", "Monthly"], false), (["Français", "Español", "Off", "On", "Auto"], true),
        ]
        for (values, expected) in cases {
            XCTAssertEqual(LiteralText.isNameList(values), expected, "\(values)")
        }
    }
}
