import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A closure over an enum's cases (`ForEach(Format.allCases) { Text($0.rawValue) }`) shows that enum's raw values, and
/// a raw value spelling its case name (`case remoteControl = "RemoteControl"`) is an identifier, not a name.
final class CasesClosureTests: XCTestCase {
    typealias Case = LintCase

    /// A picker showing the raw values of `enum Format` (`cases`) through a closure written `closure`.
    static func picker(_ cases: String, closure: String = "{ Text($0.rawValue) }") -> String {
        "import SwiftUI\nenum Format: String, CaseIterable { \(cases) }\nstruct FormatPicker: View {\n"
            + "    @State private var format = Format.allCases[0]\n"
            + "    var body: some View { Picker(\"Format\", selection: $format) { ForEach(Format.allCases, id: \\.self) \(closure) } }\n}\n"
    }

    static func message(_ shown: String) -> String {
        "'Text(\(shown))' shows a 'rawValue' as text, which is never translated; map the value to a "
            + "'LocalizedStringResource' (e.g. a 'title' property with a switch)"
    }

    static let cases: [Case] = [
        Case(name: "$0 over the cases of an enum of codes shows codes",
             sources: [("App/FormatPicker.swift", picker("case png = \"PNG\", heic = \"HEIC\""))], expected: []),
        Case(name: "twin: $0 over the cases of an enum of words shows words",
             sources: [("App/FormatPicker.swift", picker("case small = \"Small\", large = \"Large\""))],
             expected: ["App/FormatPicker.swift:5:113 [raw-value-label] " + message("$0.rawValue")]),
        Case(name: "a closure parameter over the cases of an enum of codes shows codes",
             sources: [("App/FormatPicker.swift", picker("case png = \"PNG\", heic = \"HEIC\"",
                                                         closure: "{ option in Text(option.rawValue) }"))],
             expected: []),
        Case(name: "twin: a closure parameter over the cases of an enum of words shows words",
             sources: [("App/FormatPicker.swift", picker("case small = \"Small\", large = \"Large\"",
                                                         closure: "{ option in Text(option.rawValue) }"))],
             expected: ["App/FormatPicker.swift:5:127 [raw-value-label] " + message("option.rawValue")]),
        Case(name: "raw values spelling their case names are identifiers, not a list of names",
             sources: [("App/FormatPicker.swift", picker("case player = \"Player\", downloads = \"Downloads\", "
                 + "cloudKit = \"CloudKit\", remoteControl = \"RemoteControl\""))],
             expected: ["App/FormatPicker.swift:5:113 [raw-value-label] " + message("$0.rawValue")]),
        Case(name: "twin: mixed-case raw values unlike their case names are a list of names",
             sources: [("App/FormatPicker.swift", picker("case player = \"Player\", downloads = \"Downloads\", "
                 + "github = \"GitHub\", stackoverflow = \"StackOverflow\""))],
             expected: []),
    ]

    func testClosuresOverCasesAndSpelledCaseNames() {
        LintCase.assertEach(Self.cases)
    }
}
