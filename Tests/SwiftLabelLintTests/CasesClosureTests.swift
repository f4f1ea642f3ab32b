import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A closure over an enum's cases (`ForEach(Format.allCases) { Text($0.rawValue) }`) shows that enum's raw values (`$0`
/// is the innermost closure's), and a raw value spelling its case name in glued words (`case remoteControl =
/// "RemoteControl"`) is an identifier, not a name, unlike a brand spelled so (`case gitHub = "GitHub"`).
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

    /// Probe p5-nested (lint-mend2 review): `$0` of an inner closure over `codec.warnings`, inside a closure over
    /// `Codec.allCases`, is a `CodecWarning`, not a `Codec`.
    static let nestedClosure = """
        import SwiftUI

        enum Codec: String, CaseIterable {
            case h264 = "H.264"
            case hevc = "HEVC"
            case prores = "ProRes"

            var warnings: [CodecWarning] {
                switch self {
                case .h264: return []
                case .hevc: return [.slow]
                case .prores: return [.large, .slow]
                }
            }
        }

        enum CodecWarning: String {
            case slow = "Encoding is slow on older Macs"
            case large = "Files are very large"
        }

        struct ExportView: View {
            var body: some View {
                Form {
                    ForEach(Codec.allCases, id: \\.self) { codec in
                        Section(codec.rawValue) {
                            ForEach(codec.warnings, id: \\.self) {
                                Text($0.rawValue)
                            }
                        }
                    }
                }
            }
        }
        """

    /// Probe p7b-spells-declared (lint-mend2 review): brands spelled as their case names (`case openAI = "OpenAI"`,
    /// `case gitHub = "GitHub"`) are a list of names.
    static let spelledBrands = """
        import SwiftUI

        enum Provider: String, CaseIterable, Identifiable {
            case openAI = "OpenAI"
            case gitHub = "GitHub"
            case anthropic = "Anthropic"
            case mistral = "Mistral"
            var id: String { rawValue }
        }

        struct ProviderRow: View {
            let provider: Provider
            var body: some View {
                Text(provider.rawValue)
            }
        }
        """

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
        Case(name: "$0 of an inner closure is the inner closure's element, not the outer enum's case",
             sources: [("App/ExportView.swift", nestedClosure)],
             expected: ["App/ExportView.swift:28:33 [raw-value-label] " + message("$0.rawValue")]),
        Case(name: "twin: $0 of the closure over the cases is judged by that enum",
             sources: [("App/FormatPicker.swift", picker("case h264 = \"H.264\", hevc = \"HEVC\", prores = \"ProRes\""))],
             expected: []),
        Case(name: "brands spelled as their case names keep their capitals: a list of names",
             sources: [("App/Provider.swift", spelledBrands)], expected: []),
        Case(name: "twin: words glued as their case names are no names",
             sources: [("App/FormatPicker.swift", picker("case player = \"Player\", downloads = \"Downloads\", "
                 + "navigation = \"Navigation\", imageLoading = \"ImageLoading\", mediaSources = \"MediaSources\""))],
             expected: ["App/FormatPicker.swift:5:113 [raw-value-label] " + message("$0.rawValue")]),
        Case(name: "brands spelled as their case names over a closure's cases: a list of names",
             sources: [("App/FormatPicker.swift", picker("case openAI = \"OpenAI\", gitHub = \"GitHub\", "
                 + "youTube = \"YouTube\", anthropic = \"Anthropic\", mistral = \"Mistral\""))],
             expected: []),
    ]

    func testClosuresOverCasesAndSpelledCaseNames() {
        LintCase.assertEach(Self.cases)
    }
}
