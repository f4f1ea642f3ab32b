import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Values shown from one set — the literals a member returns, the raw values an enum writes — are a list of names
/// when two or more, and a quarter or more, are written as mixed-case names (`"OpenAI"`, `"GitHub"`, `"xAI"`): the
/// capitalised single words beside them (`"Anthropic"`, `"Tokyo"`) are names too, and neither `string-typed-label`
/// nor `raw-value-label` reports them. Evidence: tune-6's GPTalks (`ProviderType.name`, `CodeTheme`). Each case
/// states every finding exactly; each class has a twin that stays a finding.
final class NameListTests: XCTestCase {
    typealias Case = LintCase

    /// A UI file with an enum whose `name` returns `returns` (one `case … : "…"` line each) and a menu showing it.
    static func provider(_ returns: [(String, String)]) -> String {
        let cases = returns.map(\.0).joined(separator: ", ")
        let lines = returns.map { "        case .\($0.0): \"\($0.1)\"" }.joined(separator: "\n")
        return """
            import SwiftUI

            enum ProviderType: CaseIterable {
                case \(cases)

                var name: String {
                    switch self {
            \(lines)
                    }
                }
            }

            struct ProviderMenu: View {
                var body: some View {
                    Menu("Add") {
                        ForEach(ProviderType.allCases, id: \\.self) { type in
                            Label(type.name, systemImage: "plus")
                        }
                    }
                }
            }
            """
    }

    /// A picker showing the raw values of `enum CodeTheme: String { <cases> }`.
    static func themes(_ cases: String) -> String {
        """
        import SwiftUI

        enum CodeTheme: String, CaseIterable { \(cases) }

        struct ThemePicker: View {
            @Binding var theme: CodeTheme
            var body: some View {
                Picker("Theme", selection: $theme) {
                    ForEach(CodeTheme.allCases, id: \\.self) { theme in
                        Text(theme.rawValue)
                    }
                }
            }
        }
        """
    }

    static let rawMessage = "'Text(theme.rawValue)' shows a 'rawValue' as text, which is never translated; "
        + "map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"

    static let cases: [Case] = [
        Case(name: "a member returning product names",
             sources: [("App/ProviderType.swift", provider([("openai", "OpenAI"), ("xai", "xAI"), ("anthropic", "Anthropic"),
                                                             ("ollama", "Ollama")]))],
             expected: []),
        Case(name: "twin: one mixed-case name among labels",
             sources: [("App/ProviderType.swift", provider([("off", "Off"), ("cloud", "iCloud"), ("local", "On This Mac")]))],
             expected: ["App/ProviderType.swift:6:9 [string-typed-label] 'name' returns words typed 'String', so they "
                        + "are never extracted for translation; return a 'LocalizedStringResource' (each literal then "
                        + "becomes a catalog entry)"]),
        Case(name: "raw values that are theme names",
             sources: [("App/ThemePicker.swift", themes("case atomOne = \"Atom One\", github = \"GitHub\", "
                 + "stackoverflow = \"StackOverflow\", tokyo = \"Tokyo\", panda = \"Panda\""))],
             expected: []),
        Case(name: "twin: raw values that are words, one of them a brand",
             sources: [("App/ThemePicker.swift", themes("case light = \"Light\", dark = \"Dark\", cloud = \"iCloud\", "
                 + "contrast = \"High Contrast\""))],
             expected: ["App/ThemePicker.swift:10:28 [raw-value-label] " + rawMessage]),
        Case(name: "twin: identifiers written as case names are not names",
             sources: [("App/ThemePicker.swift", themes("case followSystem, darkMode, Light, Dark"))],
             expected: ["App/ThemePicker.swift:10:28 [raw-value-label] " + rawMessage]),
    ]

    func testNameLists() {
        LintCase.assertEach(Self.cases)
    }

    func testMixedCaseNames() {
        let cases: [(String, Bool)] = [
            ("OpenAI", true), ("GitHub", true), ("StackOverflow", true), ("LMStudio", true), ("xAI", true),
            ("iCloud", true), ("darkMode", false), ("Anthropic", false), ("Atom One", false), ("USD", false),
            ("A11Y", false), ("H264", false), ("Self Use", false), ("x", false),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(LiteralText.isMixedCaseName(value), expected, value)
        }
    }

    func testNameListCounts() {
        let cases: [([String], Bool)] = [
            (["OpenAI", "xAI", "Anthropic", "Ollama"], true),
            (["OpenAI", "GitHub", "Anthropic", "Google", "Vertex", "Ollama", "Groq", "Custom"], true),
            (["OpenAI", "GitHub", "Anthropic", "Google", "Vertex", "Ollama", "Groq", "Custom", "Local"], false),
            (["Off", "iCloud", "On This Mac"], false),
            (["darkMode", "lightMode", "Light"], false),
            ([], false),
        ]
        for (values, expected) in cases {
            XCTAssertEqual(LiteralText.isNameList(values), expected, "\(values)")
        }
    }
}
