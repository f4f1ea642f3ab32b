import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Common SwiftUI shapes in which a shown read's receiver type is not the exact type the file writes, each of which
/// must still be reported (the review of session 10's shown-type rule, fixtures `/tmp/rfx`): a generic parameter, a
/// superclass, a typealias, a protocol extension's member, a bare parameter or local that holds another value's
/// member. Each expectation is what the lint reported before the shown-type rule (de95eee).
final class ShownTypeShapesTests: XCTestCase {
    typealias Case = LintCase

    /// The model of three fixtures: a computed `summary` returning prose, on lines 2 to 5.
    static let plan = #"""
        import SwiftUI
        struct Plan {
            var isPro: Bool
            var summary: String { isPro ? "Unlimited projects and sync" : "Three projects on one device" }
        }
        """#

    static let cases: [Case] = [
        Case(name: "a generic view reads the member through its generic parameter (SummaryRow<Item: Summarized>)",
             sources: [
                ("App/App.swift", #"""
                import SwiftUI
                protocol Summarized { var summary: String { get } }
                struct Plan: Summarized {
                    var isPro: Bool
                    var summary: String { isPro ? "Unlimited projects and sync" : "Three projects on one device" }
                }
                struct SummaryRow<Item: Summarized>: View {
                    let item: Item
                    var body: some View { Text(item.summary) }
                }
                struct PlansView: View {
                    let plans: [Plan]
                    var body: some View { List(plans.indices, id: \.self) { SummaryRow(item: plans[$0]) } }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { PlansView(plans: []) } } }
                """#),
             ],
             expected: [
                typed(5, 9, "summary"),
             ]),
        Case(name: "a superclass-typed property reads a subclass override (let reminder: Reminder, DailyReminder)",
             sources: [
                ("App/App.swift", #"""
                import SwiftUI
                class Reminder { var caption: String { "" } }
                final class DailyReminder: Reminder { override var caption: String { "Every day at nine in the morning" } }
                struct ReminderRow: View {
                    let reminder: Reminder
                    var body: some View { Text(reminder.caption) }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { ReminderRow(reminder: DailyReminder()) } } }
                """#),
             ],
             expected: [
                typed(3, 52, "caption"),
             ]),
        Case(name: "a bare parameter of a helper is shown, called with plan.summary",
             sources: [
                ("App/App.swift", #"""
                \#(plan)
                struct PlansView: View {
                    let plan: Plan
                    var body: some View { row(plan.summary) }
                    func row(_ summary: String) -> some View { Text(summary) }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { PlansView(plan: Plan(isPro: true)) } } }
                """#),
             ],
             expected: [
                typed(4, 9, "summary"),
             ]),
        Case(name: "a closure parameter named like another view's typed property (item in a List closure, HeaderView.item: Header)",
             sources: [
                ("App/App.swift", #"""
                import SwiftUI
                struct Header { var name: String }
                struct Entry: Identifiable {
                    let id: Int
                    var isDone: Bool
                    var summary: String { isDone ? "Finished and filed away" : "Still waiting for review" }
                }
                struct HeaderView: View {
                    let item: Header
                    var body: some View { Text(item.name) }
                }
                struct EntryList: View {
                    let entries: [Entry]
                    var body: some View { List(entries) { item in Text(item.summary) } }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { EntryList(entries: []); HeaderView(item: Header(name: "x")) } } }
                """#),
             ],
             expected: [
                typed(6, 9, "summary"),
             ]),
        Case(name: "a property typed with a typealias (typealias Offer = Plan)",
             sources: [
                ("App/App.swift", #"""
                \#(plan)
                typealias Offer = Plan
                struct OfferView: View {
                    let offer: Offer
                    var body: some View { Text(offer.summary) }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { OfferView(offer: Plan(isPro: true)) } } }
                """#),
             ],
             expected: [
                typed(4, 9, "summary"),
             ]),
        Case(name: "a local bound from the member (let summary = plan.summary; Text(summary))",
             sources: [
                ("App/App.swift", #"""
                \#(plan)
                struct PlanView: View {
                    let plan: Plan
                    var body: some View {
                        let summary = plan.summary
                        Text(summary)
                    }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { PlanView(plan: Plan(isPro: true)) } } }
                """#),
             ],
             expected: [
                typed(4, 9, "summary"),
             ]),
        Case(name: "a member of a protocol extension read from a conforming type (extension Plannable, Plan: Plannable)",
             sources: [
                ("App/App.swift", #"""
                import SwiftUI
                protocol Plannable { var isPro: Bool { get } }
                extension Plannable {
                    var summary: String { isPro ? "Unlimited projects and sync" : "Three projects on one device" }
                }
                struct Plan: Plannable { var isPro: Bool }
                struct PlanView: View {
                    let plan: Plan
                    var body: some View { Text(plan.summary) }
                }
                @main struct DemoApp: App { var body: some Scene { WindowGroup { PlanView(plan: Plan(isPro: true)) } } }
                """#),
             ],
             expected: [
                typed(4, 9, "summary"),
             ]),
    ]

    /// The `string-typed-label` finding for member `name` of `App/App.swift` at `line`:`column`.
    static func typed(_ line: Int, _ column: Int, _ name: String) -> String {
        "App/App.swift:\(line):\(column) [string-typed-label] '\(name)' returns words typed 'String', so they are never "
            + "extracted for translation; return a 'LocalizedStringResource' (each literal then becomes a catalog entry)"
    }

    /// What a receiver's declarations give it: `Tab` for a closure over `Tab.allCases`, nothing for one over its
    /// indices or its enumeration, nor for a generic parameter.
    static let declaredTypes: [(name: String, source: String, receiver: String, expected: String?)] = [
        ("a closure over a type's cases", "ForEach(Tab.allCases, id: \\.self) { tab in Text(tab.label) }", "tab", "Tab"),
        ("a closure over the cases' indices", "ForEach(Tab.allCases.indices, id: \\.self) { tab in Text(tab.label) }", "tab", nil),
        ("a closure over the cases enumerated", "ForEach(Tab.allCases.enumerated()) { tab in Text(tab.label) }", "tab", nil),
        ("a generic parameter", "struct Row<Item: Titled>: View { let item: Item }", "item", nil),
        ("a generic function's parameter", "func row<T>(_ item: T) -> some View { Text(item.title) }", "item", nil),
        ("a written type", "struct Row: View { let item: Plan }", "item", "Plan"),
    ]

    func testDeclaredTypeOfAReceiver() {
        for row in Self.declaredTypes {
            let model = SourceModel(source: row.source)
            let generics = ProjectIndex.genericParameters(model)
            XCTAssertEqual(ProjectIndex.declaredType(of: row.receiver, model, generics: generics), row.expected, row.name)
        }
    }

    func testShownReadsOfRelatedOrUntypedValuesAreShown() {
        LintCase.assertEach(Self.cases)
    }
}
