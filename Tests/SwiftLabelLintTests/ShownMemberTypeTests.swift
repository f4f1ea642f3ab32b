import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A member is shown when a shown argument reads it from a value of its type, not because another type's member of
/// the same name is shown (issue 11: "report a member whose result reaches a shown position"). The lint has no type
/// checker, but a file often says what a receiver holds: `ForEach(Tab.allCases) { tab in Text(tab.label) }`,
/// `func row(_ tab: Tab)`. So a model's `label` that callers fill with words, when every shown `.label` is read from
/// a `Tab`, is not reported; its twins — read from a value of unknown type (`item` of an array), or shown by the
/// component it is passed to — are. Evidence: tune-12's `displayName(for:)` and the tune half's Gifski
/// (`CGColorSpace.title`, read only by a debug dump), both "shown" by other types' members.
final class ShownMemberTypeTests: XCTestCase {
    typealias Case = LintCase

    /// The app's entry, building the home screen and the tab bar.
    static let app = UnusedCodeNoteTests.app.replacingOccurrences(of: "HomeScreen()", with: "HomeScreen(); TabsBar()")

    static let models = """
        import SwiftUI

        struct Shortcut {
            let label: String
            let symbol: String
        }

        let shortcuts = [
            Shortcut(label: "New note", symbol: "square.and.pencil"),
            Shortcut(label: "Search notes", symbol: "magnifyingglass"),
        ]
        """

    static let tabs = """
        import SwiftUI

        enum Tab: CaseIterable {
            case notes, settings
            var label: String {
                switch self {
                case .notes: return "Notes"
                case .settings: return "Settings"
                }
            }
        }

        struct TabsBar: View {
            var body: some View {
                ForEach(Tab.allCases, id: \\.self) { tab in Text(tab.label) }
                row(.notes)
            }
            func row(_ current: Tab) -> some View { Text(current.label) }
        }
        """

    /// The home screen: a component `ShortcutButton` that does `use` with its `label`, built for each shortcut, and
    /// `extra` in the body.
    static func home(_ use: String, extra: String = "") -> String {
        """
        import SwiftUI

        struct ShortcutButton: View {
            let label: String
            let symbol: String
            var body: some View {
                \(use)
            }
        }

        struct HomeScreen: View {
            var body: some View {
                ForEach(shortcuts, id: \\.symbol) { item in
                    ShortcutButton(label: item.label, symbol: item.symbol)
                }
                \(extra)
            }
        }
        """
    }

    static let tabLabel = "App/Tabs.swift:5:9 [string-typed-label] 'label' returns words typed 'String', so they are never "
        + "extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"
    static let shortcutLabel = "App/Models.swift:4:9 [string-typed-label] 'label' of 'Shortcut' is shown as text and callers "
        + "fill it with words, which are never extracted for translation; type it 'LocalizedStringResource'"

    static let cases: [Case] = [
        Case(name: "every shown .label is read from a Tab: the shortcut's label, handed to a component that never shows it, is silent",
             sources: [("App/App.swift", app), ("App/Models.swift", models), ("App/Tabs.swift", tabs),
                       ("App/Home.swift", home("Image(systemName: symbol).accessibilityIdentifier(label)"))],
             expected: [tabLabel]),
        Case(name: "twin: a shortcut's label read from a value the file does not type",
             sources: [("App/App.swift", app), ("App/Models.swift", models), ("App/Tabs.swift", tabs),
                       ("App/Home.swift", home("Image(systemName: symbol).accessibilityIdentifier(label)",
                                               extra: "ForEach(shortcuts, id: \\.symbol) { item in Text(item.label) }"))],
             expected: [shortcutLabel, tabLabel]),
        Case(name: "twin: the component shows the label it is given",
             sources: [("App/App.swift", app), ("App/Models.swift", models), ("App/Tabs.swift", tabs),
                       ("App/Home.swift", home("Label(label, systemImage: symbol)"))],
             expected: [shortcutLabel, tabLabel]),
    ]

    func testAMemberIsShownWhenReadFromAValueOfItsType() {
        LintCase.assertEach(Self.cases)
    }
}
