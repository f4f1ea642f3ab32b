import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Text that a model package (a file importing only Foundation) returns and the app's views show, seen from the
/// view side: an enum member whose name is not a label's but whose returns are sentences, and a member that a
/// shown function interpolates into the text it returns. Each case lints its files together and states every
/// finding exactly (`path:line:col [rule] message`); each class has a twin that stays silent.
final class ModelPackageTextTests: XCTestCase {
    typealias Case = LintCase

    static let returnsWords = "returns words typed 'String', so they are never extracted for translation; "
        + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"

    /// An enum of a Foundation-only package whose member `member` returns `first` and `second`.
    static func level(_ member: String, _ first: String, _ second: String) -> String {
        """
        import Foundation

        public enum ModelLevel: Int, CaseIterable {
            case instant
            case pro

            public var \(member): String {
                switch self {
                case .instant: "\(first)"
                case .pro: "\(second)"
                }
            }
        }
        """
    }

    /// A view of the app showing `shown`.
    static func overlay(_ shown: String, extra: String = "") -> String {
        """
        import SwiftUI

        struct Overlay: View {
            let model: Settings
            @State private var preview: ModelLevel?
            var body: some View { \(shown) }
        }
        \(extra)
        """
    }

    static let label = """
        enum ModelLabel {
            static func text(for level: ModelLevel) -> String {
                return "5.6 \\(level.title)"
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a member returning sentences, shown through a value named like the enum",
             sources: [("Kit/ModelLevel.swift", level("detail", "Quick answers and lookups.", "The flagship model, thinking hard.")),
                       ("App/Overlay.swift", overlay("Text(preview?.detail ?? model.detail)"))],
             expected: ["Kit/ModelLevel.swift:7:16 [string-typed-label] 'detail' " + returnsWords]),
        Case(name: "twin: returning names, not sentences, it may be product names",
             sources: [("Kit/ModelLevel.swift", level("detail", "Apple TV", "Vision Pro")),
                       ("App/Overlay.swift", overlay("Text(preview?.detail ?? model.detail)"))],
             expected: []),
        Case(name: "twin: shown through a value that does not name the enum",
             sources: [("Kit/ModelLevel.swift", level("detail", "Quick answers and lookups.", "The flagship model, thinking hard.")),
                       ("App/Overlay.swift", overlay("Text(toast.detail)"))],
             expected: []),
        Case(name: "a label member interpolated into what a shown function returns",
             sources: [("Kit/ModelLevel.swift", level("title", "Instant", "Pro")),
                       ("App/Overlay.swift", overlay("Text(ModelLabel.text(for: preview ?? .pro))", extra: label))],
             expected: ["Kit/ModelLevel.swift:7:16 [string-typed-label] 'title' " + returnsWords]),
        Case(name: "twin: the function's result is not shown",
             sources: [("Kit/ModelLevel.swift", level("title", "Instant", "Pro")),
                       ("App/Overlay.swift", overlay("Text(verbatim: ModelLabel.text(for: preview ?? .pro))", extra: label))],
             expected: []),
    ]

    func testModelPackageText() {
        LintCase.assertEach(Self.cases)
    }

    func testSentences() {
        let cases: [(String, Bool)] = [
            ("Stored on this Mac only", true), ("Quick answers and lookups.", true), ("The everyday default.", true),
            ("SIL Open Font License", false), ("Application Support, Attachments", false), ("Instant", false),
            ("Extra High", false), ("a", false), ("", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(FrameworkText.isSentence(text), expected, text)
        }
    }
}

/// A member shown only through a component: passed as it is to a view's stored property that the view shows
/// (`ToggleCard(description: style.description)`, `ToggleCard` showing `Text(description)`). `description` is a
/// member like any other when no file makes the type `CustomStringConvertible`.
final class ComponentShownMemberTests: XCTestCase {
    typealias Case = LintCase

    /// A card showing its `description` through `shown`.
    static func card(_ shown: String) -> String {
        """
        import SwiftUI

        struct ToggleCard: View {
            let isOn: Bool
            let description: String
            var body: some View { VStack { Toggle("On", isOn: .constant(isOn)); \(shown) } }
        }
        """
    }

    /// The style enum, declared in the model package.
    static let style = "import Foundation\n\npublic enum NoteStyle: CaseIterable { case glass, classic }\n"

    /// A pane passing each style's `description` to the card; `conformance` is added to the extension.
    static func pane(_ conformance: String = "") -> String {
        """
        import SwiftUI

        struct NotesPane: View {
            var body: some View {
                ForEach(NoteStyle.allCases, id: \\.self) { style in
                    ToggleCard(isOn: true, description: style.description)
                }
            }
        }

        \(conformance.isEmpty ? "private extension NoteStyle" : "extension NoteStyle" + conformance) {
            var description: String {
                switch self {
                case .glass: "Liquid Glass with a soft scrim."
                case .classic: "The paper sticky note."
                }
            }
        }
        """
    }

    static let cases: [Case] = [
        Case(name: "a description passed to a card that shows it",
             sources: [("App/ToggleCard.swift", card("Text(description)")), ("App/NotesPane.swift", pane()), ("Kit/NoteStyle.swift", style)],
             expected: ["App/NotesPane.swift:12:9 [string-typed-label] 'description' returns words typed 'String', so they "
                        + "are never extracted for translation; return a 'LocalizedStringResource' (each literal then becomes "
                        + "a catalog entry)"]),
        Case(name: "twin: the card does not show it",
             sources: [("App/ToggleCard.swift", card("Color.clear.id(description)")), ("App/NotesPane.swift", pane()), ("Kit/NoteStyle.swift", style)],
             expected: []),
        Case(name: "twin: a CustomStringConvertible description",
             sources: [("App/ToggleCard.swift", card("Text(description)")), ("App/NotesPane.swift", pane(": CustomStringConvertible")), ("Kit/NoteStyle.swift", style)],
             expected: []),
    ]

    func testComponentShownMembers() {
        LintCase.assertEach(Self.cases)
    }
}
