import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Callers' literals are no evidence of prose when they are a list of names: an acknowledgements or licence list
/// (`LicenseRow(name: "SwiftUI")`, `"Supabase Swift"`, `"Alamofire"`) fills a component with library names, and
/// the capitalised words and multi-word names beside the mixed-case ones (`"SwiftUI"`, `"ExerciseDB"`) are names
/// too. For a name-like parameter (`name`, `author`) one mixed-case name in a quarter or more of the literals tells
/// it; for any other, two or more (`LiteralText.isNameList`). Evidence: tune-7's licence rows. Each case states
/// every finding exactly; each class has a twin that stays a finding.
final class CallerNameListTests: XCTestCase {
    typealias Case = LintCase

    /// A row component showing its `parameter` and a list calling it with `values`.
    static func rows(_ parameter: String, _ values: [String]) -> String {
        let calls = values.map { "            Row(\(parameter): \"\($0)\", detail: 1)" }.joined(separator: "\n")
        return """
            import SwiftUI

            struct Row: View {
                let \(parameter): String
                let detail: Int
                var body: some View {
                    Text(\(parameter))
                }
            }

            struct RowList: View {
                var body: some View {
                    List {
            \(calls)
                    }
                }
            }
            """
    }

    static let nameMessage = "'Text(name)' shows a 'String' verbatim, so it is never translated; make 'name' a "
        + "'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: name)' if it is data"

    static let titleMessage = "'title' is a label typed 'String', so it is never extracted for translation; type it "
        + "'LocalizedStringKey' so callers' literals are extracted"

    static let cases: [Case] = [
        Case(name: "a licence list: one mixed-case name among library names",
             sources: [("App/Licenses.swift", rows("name", ["SwiftUI", "Supabase Swift", "Alamofire"]))],
             expected: []),
        Case(name: "an acknowledgements list: framework names",
             sources: [("App/Licenses.swift", rows("name", ["ExerciseDB", "SwiftUI", "Swift Charts", "SwiftData"]))],
             expected: []),
        Case(name: "twin: credits with prose beside a person's name",
             sources: [("App/Licenses.swift", rows("name", ["Ryan Kanfer", "Design Team", "Beta Testers", "Community"]))],
             expected: ["App/Licenses.swift:7:14 [string-into-text] " + nameMessage]),
        Case(name: "twin: one mixed-case name among more than three phrases",
             sources: [("App/Licenses.swift", rows("name", ["iCloud", "Design Team", "Beta Testers", "Support Staff",
                                                            "Early Readers"]))],
             expected: ["App/Licenses.swift:7:14 [string-into-text] " + nameMessage]),
        Case(name: "a label-named parameter filled with library names",
             sources: [("App/Licenses.swift", rows("title", ["SwiftProtobuf", "ORSSerialPort", "Meshtastic Protocol"]))],
             expected: []),
        Case(name: "twin: a label-named parameter with one brand among labels",
             sources: [("App/Licenses.swift", rows("title", ["iCloud", "Sync Now", "Settings"]))],
             expected: ["App/Licenses.swift:4:9 [string-typed-label] " + titleMessage]),
    ]

    func testCallerNameLists() {
        LintCase.assertEach(Self.cases)
    }

    func testWeighedEvidence() {
        let cases: [(name: String, strings: Int, names: Int, isNameList: Bool)] = [
            ("name", 3, 1, true), ("name", 5, 1, false), ("name", 4, 0, false), ("author", 4, 1, true),
            ("title", 3, 1, false), ("title", 3, 2, true), ("title", 9, 2, false),
        ]
        for (name, strings, names, isNameList) in cases {
            let evidence = ProjectIndex.ArgumentEvidence(literals: 2, others: 0, phrases: 1, strings: strings, names: names)
            let expected = isNameList
                ? ProjectIndex.ArgumentEvidence(literals: 0, others: 2, phrases: 0, strings: strings, names: names)
                : evidence
            XCTAssertEqual(evidence.weighed(forName: name), expected, "\(name) \(strings) \(names)")
        }
    }
}
