import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A literal that is a name or a code is not prose (`LiteralText.isProse`), and developer-only UI named so
/// (`DeveloperCode.isDeveloperName`) is developer code. Each case lints its files together and states every
/// finding exactly (`path:line:col [rule] message`); each class has a twin that stays a finding.
final class NamesAndCodesTests: XCTestCase {
    typealias Case = LintCase

    /// A view that shows the raw value of the enum declared in `declaration` (a `var value: Kind`).
    static func shown(_ declaration: String, through view: String = "KindRow") -> String {
        "import SwiftUI\n\(declaration)\nstruct \(view): View {\n    let kind: Kind\n    var body: some View { Text(kind.rawValue) }\n}\n"
    }

    /// A view that shows the raw value of a property named unlike its enum type (`let pick: Engine!`).
    static func engine(_ cases: String) -> String {
        "import SwiftUI\nenum Engine: String { \(cases) }\nstruct EngineRow: View {\n    let pick: Engine!\n"
            + "    var body: some View { Text(pick.rawValue) }\n}\n"
    }

    static let badge = """
        import SwiftUI
        struct Badge: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    static let rawMessage = "'Text(kind.rawValue)' shows a 'rawValue' as text, which is never translated; "
        + "map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"

    static let cases: [Case] = [
        Case(name: "raw values that are codes are not prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case pndm = \"PNDM\", dpm = \"DPM-Solver++\" }"))],
             expected: []),
        Case(name: "twin: raw values in title-case words are prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case player = \"Player\", downloads = \"Downloads\" }"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] " + rawMessage]),
        Case(name: "implicit raw values that are mixed-case names are not prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case iOS, macOS, tvOS }"))],
             expected: []),
        Case(name: "twin: implicit raw values in title-case words are prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case Player, Downloads }"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] " + rawMessage]),
        Case(name: "an enum mostly of codes holds codes",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case rgb = \"RGB\", hsl = \"HSL\", hex = \"Hex\" }"))],
             expected: []),
        Case(name: "twin: an enum half prose or more holds words",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case small = \"Small\", large = \"Large\", xl = \"XL\" }"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] " + rawMessage]),
        Case(name: "a value declared with an enum of codes is not prose, whatever its name",
             sources: [("App/EngineRow.swift", engine("case pndm = \"PNDM\", dpm = \"DPM-Solver++\""))],
             expected: []),
        Case(name: "twin: a value declared with an enum of words is prose",
             sources: [("App/EngineRow.swift", engine("case fast = \"Fast\", careful = \"Careful\""))],
             expected: ["App/EngineRow.swift:5:37 [raw-value-label] "
                 + rawMessage.replacingOccurrences(of: "kind.rawValue", with: "pick.rawValue")]),
        Case(name: "a caller passing only a name is no evidence",
             sources: [("App/Badge.swift", badge),
                       ("App/Home.swift", "struct Home: View { var body: some View { Badge(title: \"macOS\") } }")],
             expected: []),
        Case(name: "twin: a caller passing a title-case word is evidence",
             sources: [("App/Badge.swift", badge),
                       ("App/Home.swift", "struct Home: View { var body: some View { Badge(title: \"Downloads\") } }")],
             expected: ["App/Badge.swift:3:9 [string-typed-label] 'title' is a label typed 'String', so it is never "
                 + "extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted"]),
        Case(name: "a raw value shown in capitals is a code",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case small, large }")
                 .replacingOccurrences(of: "Text(kind.rawValue)", with: "Text(kind.rawValue.uppercased())"))],
             expected: []),
        Case(name: "twin: a raw value capitalized into words is prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case small, large }")
                 .replacingOccurrences(of: "Text(kind.rawValue)", with: "Text(kind.rawValue.capitalized)"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] "
                 + rawMessage.replacingOccurrences(of: "kind.rawValue", with: "kind.rawValue.capitalized")]),
        Case(name: "a raw value behind a fallback is shown",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case random, specify }")
                 .replacingOccurrences(of: "let kind: Kind", with: "let kind: Kind?")
                 .replacingOccurrences(of: "Text(kind.rawValue)", with: "Text(kind?.rawValue ?? \"?\")"))],
             expected: ["App/KindRow.swift:5:38 [raw-value-label] "
                 + rawMessage.replacingOccurrences(of: "kind.rawValue", with: "kind?.rawValue ?? \"?\"")]),
        Case(name: "twin: a raw value of codes behind a fallback is not prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case rgb = \"RGB\", hsl = \"HSL\" }")
                 .replacingOccurrences(of: "let kind: Kind", with: "let kind: Kind?")
                 .replacingOccurrences(of: "Text(kind.rawValue)", with: "Text(kind?.rawValue ?? \"?\")"))],
             expected: []),
        Case(name: "a debug menu file is developer code",
             sources: [("App/Settings/DebugMenuView.swift",
                        shown("enum Kind: String { case player = \"Player\", downloads = \"Downloads\" }", through: "VersionView"))],
             expected: []),
        Case(name: "a debug-named type is developer code",
             sources: [("App/KindRow.swift",
                        shown("enum Kind: String { case player = \"Player\", downloads = \"Downloads\" }", through: "FeatureDebugMenu"))],
             expected: []),
        Case(name: "a developer settings type is developer code",
             sources: [("App/KindRow.swift",
                        shown("enum Kind: String { case player = \"Player\", downloads = \"Downloads\" }", through: "DeveloperSettings"))],
             expected: []),
        Case(name: "twin: a developer account view is shown to people",
             sources: [("App/DeveloperAccountView.swift",
                        shown("enum Kind: String { case player = \"Player\", downloads = \"Downloads\" }", through: "DeveloperAccountView"))],
             expected: ["App/DeveloperAccountView.swift:5:37 [raw-value-label] " + rawMessage]),
    ]

    func testNamesCodesAndDeveloperUI() {
        LintCase.assertEach(Self.cases)
    }

    /// A project whose `.xcstrings-lint.json` lists product names as shown verbatim on purpose.
    static let productNames = LintConfiguration(allowedWords: ["App Store", "Homebrew", "Sparkle"])

    /// Callers of `Badge(title:)` passing each of `titles`.
    static func badgeCallers(_ titles: [String]) -> String {
        "import SwiftUI\nstruct Home: View {\n    var body: some View {\n        VStack {\n"
            + titles.map { "            Badge(title: \"\($0)\")\n" }.joined() + "        }\n    }\n}\n"
    }

    static let badgeFinding = "App/Badge.swift:3:9 [string-typed-label] 'title' is a label typed 'String', so it is never "
        + "extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted"

    /// A model `Feature` whose `title` a view shows, built with each of `titles`.
    static func featureCallers(_ titles: [String]) -> String {
        "import SwiftUI\nstruct Feature {\n    let title: String\n}\nstruct Home: View {\n    let features = [\n"
            + titles.map { "        Feature(title: \"\($0)\"),\n" }.joined()
            + "    ]\n    var body: some View {\n        ForEach(features, id: \\.title) { Text($0.title) }\n    }\n}\n"
    }

    static let featureFinding = "App/Home.swift:3:9 [string-typed-label] 'title' of 'Feature' is shown as text and callers "
        + "fill it with words, which are never extracted for translation; type it 'LocalizedStringResource'"

    /// Pearcleaner (tune-16): `CategorySection(title:)` given "App Store", "Homebrew", "Sparkle", and `UpdateSource`'s
    /// raw values, the same three product names.
    static let allowedWordCases: [Case] = [
        Case(name: "callers passing only words the project allows verbatim are no evidence",
             sources: [("App/Badge.swift", badge), ("App/Home.swift", badgeCallers(["App Store", "Homebrew", "Sparkle"]))],
             expected: [], configuration: productNames),
        Case(name: "twin: the same callers without the project's list are evidence",
             sources: [("App/Badge.swift", badge), ("App/Home.swift", badgeCallers(["App Store", "Homebrew", "Sparkle"]))],
             expected: [badgeFinding]),
        Case(name: "twin: one caller passing a word the list does not hold is evidence",
             sources: [("App/Badge.swift", badge), ("App/Home.swift", badgeCallers(["App Store", "Recent updates"]))],
             expected: [badgeFinding], configuration: productNames),
        Case(name: "twin: a model field given an allowed word and a phrase is reported (the allowed word is neutral)",
             sources: [("App/Home.swift", featureCallers(["App Store", "Track your habits"]))],
             expected: [featureFinding], configuration: productNames),
        Case(name: "a model field given only an allowed word is not",
             sources: [("App/Home.swift", featureCallers(["App Store"]))],
             expected: [], configuration: productNames),
        Case(name: "raw values the project allows verbatim are names",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case homebrew = \"Homebrew\", appStore = \"App Store\", "
                 + "sparkle = \"Sparkle\" }"))],
             expected: [], configuration: productNames),
        Case(name: "twin: the same raw values without the project's list are prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case homebrew = \"Homebrew\", appStore = \"App Store\", "
                 + "sparkle = \"Sparkle\" }"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] " + rawMessage]),
        Case(name: "twin: raw values mostly outside the list are prose",
             sources: [("App/KindRow.swift", shown("enum Kind: String { case homebrew = \"Homebrew\", browse = \"Browse\", "
                 + "taps = \"Taps\", maintenance = \"Maintenance\" }"))],
             expected: ["App/KindRow.swift:5:37 [raw-value-label] " + rawMessage], configuration: productNames),
    ]

    func testWordsTheProjectAllowsVerbatimAreNoEvidence() {
        LintCase.assertEach(Self.allowedWordCases)
    }
}
