import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// The app's own name (`AppName`: the project name of Xcode's file headers, the `@main` `App` type's name) is a name,
/// not words to translate: a caller passing it is no evidence. Each case lints its files together and states every
/// finding exactly (`path:line:col [rule] message`); each has a twin that stays a finding.
final class AppNameTests: XCTestCase {
    typealias Case = LintCase

    /// Xcode's header for `file` in project `project`.
    static func header(_ file: String, project: String) -> String {
        "//\n//  \(file)\n//  \(project)\n//\n//  Created by A. Developer on 12/02/2024.\n//\n\n"
    }

    static let control = """
        import SwiftUI
        struct ControlRow: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    /// A menu that fills `ControlRow` with `title`.
    static func menu(_ title: String) -> String {
        "import SwiftUI\nstruct Menu: View { var body: some View { ControlRow(title: \"\(title)\") } }\n"
    }

    /// Three files whose headers name `project`, the component and the menu passing `title`.
    static func project(_ project: String, headers: Int = 3, title: String) -> [(String, String)] {
        let files = [("App/ControlRow.swift", control), ("App/Menu.swift", menu(title)),
                     ("App/Model.swift", "import Foundation\nstruct Model {}\n")]
        return files.enumerated().map { offset, file in
            let name = String(file.0.split(separator: "/").last ?? "")
            return (file.0, (offset < headers ? header(name, project: project) : "") + file.1)
        }
    }

    static let finding = "App/ControlRow.swift:3:9 [string-typed-label] 'title' is a label typed 'String', so it is never "
        + "extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted"

    static let cases: [Case] = [
        Case(name: "the project name of Xcode's headers is a name",
             sources: project("Enchanted", title: "Enchanted"), expected: []),
        Case(name: "twin: another word passed by the same caller is evidence",
             sources: project("Enchanted", title: "Online"), expected: [finding.replacingOccurrences(of: "3:9", with: "10:9")]),
        Case(name: "twin: a header name in fewer than three files is not the app's",
             sources: project("Enchanted", headers: 2, title: "Enchanted"),
             expected: [finding.replacingOccurrences(of: "3:9", with: "10:9")]),
        Case(name: "the @main App type's name without its suffix is a name",
             sources: [("App/ControlRow.swift", control), ("App/Menu.swift", menu("Enchanted")),
                       ("App/EnchantedApp.swift", "import SwiftUI\n@main\nstruct EnchantedApp: App {\n"
                           + "    var body: some Scene { WindowGroup { Menu() } }\n}\n")],
             expected: []),
        Case(name: "twin: an App type without @main names no app",
             sources: [("App/ControlRow.swift", control), ("App/Menu.swift", menu("Enchanted")),
                       ("App/EnchantedApp.swift", "import SwiftUI\nstruct EnchantedApp: App {\n"
                           + "    var body: some Scene { WindowGroup { Menu() } }\n}\n")],
             expected: [finding]),
    ]

    /// A view showing the raw value of `enum Kind`, the enum with `cases`, and a file running `script`.
    static func terminals(_ cases: String, script: String) -> [(String, String)] {
        [("App/KindRow.swift", "import SwiftUI\nenum Kind: String { \(cases) }\nstruct KindRow: View {\n    let kind: Kind\n"
             + "    var body: some View { Text(kind.rawValue) }\n}\n"),
         ("App/Runner.swift", "import Foundation\nfunc run() -> String {\n    \(script)\n}\n")]
    }

    static let rawFinding = "App/KindRow.swift:5:37 [raw-value-label] 'Text(kind.rawValue)' shows a 'rawValue' as text, which "
        + "is never translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"

    static let referencedCases: [Case] = [
        Case(name: "case names the code scripts as applications are names",
             sources: terminals("case Terminal, iTerm, Ghostty, Kitty",
                                script: "return \"tell application \\\"Terminal\\\"\" + \"tell application \\\"Ghostty\\\"\""),
             expected: []),
        Case(name: "twin: the same case names with no application named in the code are words",
             sources: terminals("case Terminal, iTerm, Ghostty, Kitty", script: "return \"tell me\""),
             expected: [rawFinding]),
        Case(name: "raw values the code opens as application bundles are names",
             sources: terminals("case terminal = \"Terminal\", xcode = \"Xcode\", notes = \"Notes\"",
                                script: "return \"/System/Applications/Utilities/Terminal.app\" + \"/Applications/Xcode.app\""),
             expected: []),
        Case(name: "twin: a sentence naming a bundle names no application",
             sources: terminals("case terminal = \"Terminal\", xcode = \"Xcode\", notes = \"Notes\"",
                                script: "return \"Open Terminal.app\" + \"Open Xcode.app\""),
             expected: [rawFinding]),
        Case(name: "raw values the code runs as programs are names",
             sources: terminals("case bash = \"bash\", zsh = \"zsh\", automatic = \"default\"",
                                script: "return \"/bin/bash\" + \"/bin/zsh\""),
             expected: []),
        Case(name: "twin: the same raw values with no program path are words",
             sources: terminals("case bash = \"bash\", zsh = \"zsh\", automatic = \"default\"",
                                script: "return \"bin/bash\" + \"zsh\""),
             expected: [rawFinding]),
    ]

    func testApplicationsTheCodeNamesAreNames() {
        LintCase.assertEach(Self.referencedCases)
    }

    func testReferencedAppsReadsBundlesScriptsAndPrograms() {
        let rows: [(String, Set<String>)] = [
            ("let p = \"/Applications/iTerm.app\"", ["iTerm"]),
            ("let p = \"/Applications/iTerm.app/Contents/MacOS/iTerm2\"", ["iTerm"]),
            ("let p = \"Visual Studio Code.app\"", ["Visual Studio Code"]),
            ("let p = \"Open Visual Studio Code.app now\"", []),
            ("let p = \"com.example.app\"", []),
            ("let p = \"/Applications/\\(name).app\"", []),
            ("let p = \"https://example.com/apple\"", []),
            ("let s = \"\"\"\ntell application \"Terminal\"\n  activate\nend tell\n\"\"\"", ["Terminal"]),
            ("let s = \"tell application \\\"iTerm\\\" to activate\"", ["iTerm"]),
            ("let s = \"tell application id \\\"com.apple.Terminal\\\"\"", []),
            ("let p = \"/usr/local/bin/brew\"", ["brew"]),
            ("let p = \"/usr/bin/env\"", ["env"]),
            ("let p = \"/api/v1/settings\"", []),
            ("let p = \"/bin/\"", []),
        ]
        for (source, expected) in rows {
            XCTAssertEqual(AppName.referencedApps(SourceModel(source: source)), expected, source)
        }
    }

    func testTheAppsOwnNameIsNoEvidence() {
        LintCase.assertEach(Self.cases)
    }

    func testHeaderNameReadsOnlyXcodesHeader() {
        let rows: [(String, String?)] = [
            ("//\n//  Chat.swift\n//  Enchanted\n//\n", "Enchanted"),
            ("//\n//  Chat.swift\n//  Mochi Diffusion\n//\n", "Mochi Diffusion"),
            ("//\r\n//  Chat.swift\r\n//  Enchanted\r\n//\r\n", "Enchanted"),
            ("//\n//  Chat.swift\n//  Created by A. Developer.\n//\n", nil),
            ("//\n//  Chat.swift\n//\n//\n", nil),
            ("// Chat\n//  Chat.swift\n//  Enchanted\n//\n", nil),
            ("//\n//  Chat\n//  Enchanted\n//\n", nil),
            ("import SwiftUI\n", nil),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(AppName.headerName(of: text), expected, text)
        }
    }
}
