import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Developer code — `#if DEBUG` blocks, test targets and files, command-line targets — is neither a finding nor
/// evidence for one. Each case lints several files together and states every finding (`path:line:col [rule]`).
final class DeveloperCodeTests: XCTestCase {
    static let row = """
        import SwiftUI
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    static let error = """
        import Foundation
        enum SyncError: LocalizedError {
            case offline
            var errorDescription: String? { "You are offline" }
        }
        """

    /// A Foundation-only enum whose label-named member returns a sentence.
    static let settingError = """
        import Foundation
        enum SettingError {
            case noKey
            var message: String {
                switch self { case .noKey: "Setting needs a key to read and write" }
            }
        }
        """

    /// A view that shows `SettingError.message` through a value named like the enum (`error`).
    static let homeShowingError = """
        struct Home: View {
            let error: SettingError
            var body: some View { VStack { Row(message: "Recent files"); Text(error.message) } }
        }
        """

    static let app = "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }\n"

    struct Case {
        var name: String
        var sources: [(String, String)]
        var expected: [String]
    }

    static let cases: [Case] = [
        Case(name: "a caller in the app is evidence",
             sources: [("App/Row.swift", row), ("App/Home.swift", "struct Home: View { var body: some View { Row(title: \"Recent files\") } }")],
             expected: ["App/Row.swift:3:9 [string-typed-label]"]),
        Case(name: "a caller inside #if DEBUG is no evidence",
             sources: [("App/Row.swift", row),
                       ("App/Home.swift", "#if DEBUG\nstruct Home: View { var body: some View { Row(title: \"Recent files\") } }\n#endif")],
             expected: ["App/Row.swift:3:9 [label-without-callers]"]),
        Case(name: "a caller in a test target is no evidence",
             sources: [("App/Row.swift", row),
                       ("openHABTestsSwift/RowChecks.swift", "func check() { _ = Row(title: \"Recent files\") }")],
             expected: ["App/Row.swift:3:9 [label-without-callers]"]),
        Case(name: "an error type of the app is reported",
             sources: [("App/Home.swift", app), ("App/SyncError.swift", error)],
             expected: ["App/SyncError.swift:4:9 [english-error-description]"]),
        Case(name: "an error type in a test target is not",
             sources: [("App/Home.swift", app), ("AppUITests/SyncError.swift", error)],
             expected: []),
        Case(name: "an error type of a command-line target is not",
             sources: [("App/Home.swift", app), ("ctl/main.swift", "print(\"hi\")"), ("ctl/SyncError.swift", error)],
             expected: []),
        Case(name: "an ArgumentParser tool that imports AppKit is a command-line target",
             sources: [("App/Home.swift", app), ("tool/Tool.swift", "import AppKit\nimport ArgumentParser\n" + error)],
             expected: []),
        Case(name: "an error type of a macro target is not",
             sources: [("App/Home.swift", app), ("Macros/SettingMacro.swift", "import SwiftSyntaxMacros\n" + error)],
             expected: []),
        Case(name: "a macro's diagnostic messages are not, though the app shows a 'message'",
             sources: [("App/Row.swift", row.replacingOccurrences(of: "title", with: "message")),
                       ("App/Home.swift", "struct Home: View { var body: some View { Row(message: \"Recent files\") } }"),
                       ("Macros/SettingMacro.swift", """
                           import SwiftDiagnostics
                           import SwiftSyntaxMacros
                           enum SettingMacroError: DiagnosticMessage {
                               case noKey
                               var message: String {
                                   switch self { case .noKey: "@Setting needs the key to read and write" }
                               }
                           }
                           """)],
             expected: ["App/Row.swift:3:9 [string-typed-label]"]),
        Case(name: "twin: the same enum in the app is reported when a value named like it is shown",
             sources: [("App/Row.swift", row.replacingOccurrences(of: "title", with: "message")),
                       ("App/Home.swift", homeShowingError),
                       ("App/SettingError.swift", settingError)],
             expected: ["App/Row.swift:3:9 [string-typed-label]", "App/SettingError.swift:4:9 [string-typed-label]"]),
        Case(name: "a Foundation-only enum's member matched by name alone (a view's own 'message') is not shown",
             sources: [("App/Row.swift", row.replacingOccurrences(of: "title", with: "message")),
                       ("App/Home.swift", "struct Home: View { var body: some View { Row(message: \"Recent files\") } }"),
                       ("App/SettingError.swift", settingError)],
             expected: ["App/Row.swift:3:9 [string-typed-label]"]),
        Case(name: "nor one in a file of sample data, though a value named like it is shown",
             sources: [("App/Row.swift", row.replacingOccurrences(of: "title", with: "message")),
                       ("App/Home.swift", homeShowingError),
                       ("App/Mock/SettingError.swift", settingError)],
             expected: ["App/Row.swift:3:9 [string-typed-label]"]),
        Case(name: "main.swift beside UI code is an app",
             sources: [("App/main.swift", "import AppKit\n_ = NSApplicationMain(0, nil)"), ("App/Home.swift", app),
                       ("App/SyncError.swift", error)],
             expected: ["App/SyncError.swift:4:9 [english-error-description]"]),
    ]

    func testDeveloperCodeIsNeitherFindingNorEvidence() {
        for testCase in Self.cases {
            let findings = Linter().lint(testCase.sources.map { Linter.Source(path: $0.0, text: $0.1) })
            let actual = Finding.sortedForReport(findings).map { "\($0.path):\($0.location.line):\($0.location.column) [\($0.ruleID)]" }
            XCTAssertEqual(actual, testCase.expected, testCase.name)
        }
    }

    func testImportsAreReadFromImportLines() {
        let text = "// import UIKit in a comment\n@testable import App\nimport struct Foundation.Date\nimport SwiftUI\r\nlet x = 1\n"
        XCTAssertEqual(DeveloperCode.imports(of: text), ["App", "Foundation", "SwiftUI"])
    }

    func testDeveloperNames() {
        let table: [(String, Bool)] = [
            ("App/Views/Settings/DebugMenuView.swift", true), ("App/FeatureDebugMenu.swift", true),
            ("App/DeveloperSettings.swift", true), ("App/DevMenu.swift", true), ("App/DebuggerView.swift", true),
            ("Tests/AppTests/RowTests.swift", true),
            ("App/DeveloperAccountView.swift", false), ("App/Undebugged.swift", false), ("App/DebtView.swift", false),
            ("App/Debug/Row.swift", false), ("App/SettingsView.swift", false),
        ]
        for (path, expected) in table {
            XCTAssertEqual(DeveloperCode.isDeveloperPath(path), expected, path)
        }
    }

    func testTestPaths() {
        let table: [(String, Bool)] = [
            ("Tests/AppTests/RowTests.swift", true), ("openHABTestsSwift/Helpers.swift", true),
            ("App/UITests/Launch.swift", true), ("test/Fixture.swift", true), ("App/RowTest.swift", true),
            ("App/Latest/Row.swift", false), ("App/Contest.swift", false), ("App/Testimonials/Row.swift", false),
        ]
        for (path, expected) in table {
            XCTAssertEqual(DeveloperCode.isTestPath(path), expected, path)
        }
    }
}
