import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Members that return words without a label name, found by where their result is shown (`string-typed-label`):
/// a view's computed `String` shown by the same view, and a label-named enum member shown anywhere in the app even
/// from a Foundation-only file. Each case lints its files together and states every finding exactly
/// (`path:line:col [rule] message`); each class has a twin that stays silent.
final class ShownTextMembersTests: XCTestCase {
    typealias Case = LintCase

    static func returnsWords(_ name: String) -> String {
        "'\(name)' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
            + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"
    }

    /// A view with a computed `warning` whose body is `body` and whose `var body` shows it through `shown`.
    static func warningView(_ body: String, shown: String) -> String {
        """
        import SwiftUI
        struct CreateSheet: View {
            let runtime: String
            private var warning: String? {
                \(body)
            }
            var body: some View { \(shown) }
        }
        """
    }

    static let cases: [Case] = [
        Case(name: "a view's computed String with words, shown by the view",
             sources: [("App/CreateSheet.swift", warningView("runtime.isEmpty ? nil : \"\\(runtime) cannot be used here.\"",
                                                            shown: "Text(warning!)"))],
             expected: ["App/CreateSheet.swift:4:17 [string-typed-label] " + returnsWords("warning")]),
        Case(name: "twin: shown verbatim, it is data",
             sources: [("App/CreateSheet.swift", warningView("runtime.isEmpty ? nil : \"\\(runtime) cannot be used here.\"",
                                                            shown: "Text(verbatim: warning!)"))],
             expected: []),
        Case(name: "twin: returning no words, it is data",
             sources: [("App/CreateSheet.swift", warningView("runtime.isEmpty ? nil : runtime.uppercased()",
                                                            shown: "Text(warning!)"))],
             expected: []),
        Case(name: "interpolated into a shown key, the String is not translated with it",
             sources: [("App/LocationRow.swift", """
                 import SwiftUI
                 struct LocationRow: View {
                     let location: String?
                     var locationText: String {
                         guard let location else { return "not set" }
                         return location
                     }
                     var body: some View { Text("Coordinates: \\(locationText)") }
                 }
                 """)],
             expected: ["App/LocationRow.swift:4:9 [string-typed-label] " + returnsWords("locationText")]),
        Case(name: "a line break inside words is still prose",
             sources: [("App/Sidebar.swift", """
                 import SwiftUI
                 struct Sidebar: View {
                     let names: [String]
                     private var selection: String {
                         "the following simulators? \\n\\n\\(names.joined(separator: "\\n"))"
                     }
                     var body: some View { Text("Delete \\(self.selection)?") }
                 }
                 """)],
             expected: ["App/Sidebar.swift:4:17 [string-typed-label] " + returnsWords("selection")]),
        Case(name: "a computed label returning words is told to return a resource",
             sources: [("App/PlanRow.swift", """
                 import SwiftUI
                 struct PlanRow: View {
                     let isYearly: Bool
                     var caption: String { isYearly ? "Billed yearly" : "Billed monthly" }
                     var body: some View { Text(caption) }
                 }
                 """)],
             expected: ["App/PlanRow.swift:4:9 [string-typed-label] " + returnsWords("caption")]),
        Case(name: "a name resolves inside the type that declares it",
             sources: [("App/Views.swift", """
                 import SwiftUI
                 struct Quiet: View {
                     var status: String { "Not connected" }
                     var body: some View { Color.clear.onAppear { print(status) } }
                 }
                 struct Loud: View {
                     let status: LocalizedStringKey
                     var body: some View { Text(status) }
                 }
                 """)],
             expected: []),
        Case(name: "a label-named enum member shown in the app, from a Foundation-only file",
             sources: [("App/MoviesMenu.swift", """
                 import Foundation
                 enum MoviesMenu: Int {
                     case popular, topRated
                     func title() -> String {
                         switch self {
                         case .popular: return "Popular"
                         case .topRated: return "Top Rated"
                         }
                     }
                 }
                 """),
                       ("App/MoviesList.swift", """
                 import SwiftUI
                 struct MoviesList: View {
                     let menu: MoviesMenu
                     var body: some View { List {}.navigationTitle(menu.title()) }
                 }
                 """)],
             expected: ["App/MoviesMenu.swift:4:10 [string-typed-label] " + returnsWords("title")]),
        Case(name: "twin: a member named otherwise still needs a UI file",
             sources: [("App/Family.swift", """
                 import Foundation
                 enum Family {
                     case watch, tv
                     var displayName: String {
                         switch self {
                         case .watch: return "Apple Watch"
                         case .tv: return "Apple TV"
                         }
                     }
                 }
                 """),
                       ("App/FamilyRow.swift", """
                 import SwiftUI
                 struct FamilyRow: View {
                     let family: Family
                     var body: some View { Text(family.displayName) }
                 }
                 """)],
             expected: []),
        Case(name: "a function one call away from a shown member: its words are what the member shows",
             sources: [("App/Permission.swift", permission("ReasonMapper.friendlyReason(for: code)")),
                       ("App/ReasonMapper.swift", reasonMapper("static ")),
                       ("App/PermissionRow.swift", permissionRow("Text(\"Previous action: \\(permission.reasonText)\")"))],
             expected: ["App/ReasonMapper.swift:3:17 [string-typed-label] " + returnsWords("friendlyReason")]),
        Case(name: "twin: called on a value, the name may be any type's method",
             sources: [("App/Permission.swift", permission("mapper.friendlyReason(for: code)")),
                       ("App/ReasonMapper.swift", reasonMapper("")),
                       ("App/PermissionRow.swift", permissionRow("Text(\"Previous action: \\(permission.reasonText)\")"))],
             expected: []),
        Case(name: "twin: the member returning it is never shown",
             sources: [("App/Permission.swift", permission("ReasonMapper.friendlyReason(for: code)")),
                       ("App/ReasonMapper.swift", reasonMapper("static ")),
                       ("App/PermissionRow.swift", permissionRow("Text(permission.service)"))],
             expected: []),
    ]

    /// A model whose shown `reasonText` returns `returned`.
    static func permission(_ returned: String) -> String {
        """
        import Foundation
        struct Permission {
            let service: String
            let code: Int
            let mapper = ReasonMapper()
            var reasonText: String {
                return \(returned)
            }
        }
        """
    }

    /// A mapper from codes to words, in a UI file; `modifier` is `"static "` or empty.
    static func reasonMapper(_ modifier: String) -> String {
        """
        import SwiftUI
        struct ReasonMapper {
            \(modifier)func friendlyReason(for code: Int) -> String {
                switch code {
                case 1: return "User consent"
                default: return "Service policy"
                }
            }
        }
        """
    }

    /// A view that shows a permission through `shown`.
    static func permissionRow(_ shown: String) -> String {
        """
        import SwiftUI
        struct PermissionRow: View {
            let permission: Permission
            var body: some View { \(shown) }
        }
        """
    }

    func testShownTextMembers() {
        LintCase.assertEach(Self.cases)
    }

    func testReturnedCallNames() {
        let cases: [(body: String, expected: Set<String>)] = [
            ("return friendlyReason(for: code)", ["friendlyReason"]),
            ("return ReasonMapper.friendlyReason(for: code)", ["friendlyReason"]),
            ("{ TCC.ServiceMapper.friendlyName(for: service) }", ["friendlyName"]),
            ("return formatter.string(from: date)", []),
            ("return String(format: \"%d\", count)", []),
            ("let text = Mapper.name(for: id); return text", []),
        ]
        for (body, expected) in cases {
            let tokens = Lexer.tokenize(body).tokens
            XCTAssertEqual(ProjectIndex.returnedCallNames(0..<tokens.count, tokens), expected, body)
        }
    }
}
