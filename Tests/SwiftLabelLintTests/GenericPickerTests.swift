import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A generic view showing `$0.rawValue` (`EnumPicker<T: … CaseIterable>`) shows the raw values of the enums its callers
/// pass (`EnumPicker(selected: $preferences.terminal)`, `terminal` declared `TerminalOptions`): when all of them hold
/// codes or names, it is not reported; when a caller passes that parameter anything else (a local, `$sortOrder`), it is
/// judged as before. Each case states every finding; each has a twin.
final class GenericPickerTests: XCTestCase {
    typealias Case = LintCase

    static let picker = """
        import SwiftUI
        struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {
            @Binding var selected: T
            let mapping: (T) -> V
            var body: some View { Picker("", selection: $selected) { ForEach(Array(T.allCases), id: \\.self) { mapping($0) } } }
        }
        extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {
            init(selected: Binding<T>) {
                self.init(selected: selected) { Text($0.rawValue) }
            }
        }
        """

    /// The preferences holding a `Kind` (`cases`) and the view passing it to the picker.
    static func project(_ cases: String) -> [(String, String)] {
        [
            ("App/EnumPicker.swift", picker),
            ("App/Preferences.swift", "import SwiftUI\nenum Kind: String, CaseIterable { \(cases) }\n"
                + "final class Preferences: ObservableObject {\n    @Published var terminal: Kind = .allCases[0]\n}\n"),
            ("App/SettingsView.swift", "import SwiftUI\nstruct SettingsView: View {\n    @ObservedObject var preferences: Preferences\n"
                + "    var body: some View { EnumPicker(selected: $preferences.terminal) }\n}\n"),
        ]
    }

    /// Probes p6-generic and p6b-onlycodes (lint-mend2 review): a generic picker, and its callers passing a member
    /// declared with an enum of codes and, in p6, a local `@State` (`$sortOrder`) the index does not resolve.
    static let probePicker = """
        import SwiftUI

        struct EnumPicker<T: CaseIterable & Hashable & RawRepresentable>: View where T.AllCases: RandomAccessCollection, T.RawValue == String {
            @Binding var selected: T
            var body: some View {
                Picker("", selection: $selected) {
                    ForEach(T.allCases, id: \\.self) {
                        Text($0.rawValue).tag($0)
                    }
                }
            }
        }
        """

    static let probePrefs = """
        import SwiftUI

        enum VideoCodec: String, CaseIterable { case h264 = "H.264", hevc = "HEVC", av1 = "AV1" }
        enum SortOrder: String, CaseIterable { case dateAdded = "Date added", name = "Name", size = "File size" }

        final class Preferences: ObservableObject {
            @Published var codec: VideoCodec = .h264
        }

        struct PrefsView: View {
            @StateObject private var preferences = Preferences()
            @State private var sortOrder: SortOrder = .dateAdded
            var body: some View {
                Form {
                    EnumPicker(selected: $preferences.codec)
                    EnumPicker(selected: $sortOrder)
                }
            }
        }
        """

    /// p6b-onlycodes: p6's callers without the local.
    static let probePrefsOnlyCodes = probePrefs.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("sortOrder") }.joined(separator: "\n")

    static let finding = "App/EnumPicker.swift:9:49 [raw-value-label] 'Text($0.rawValue)' shows a 'rawValue' as text, which is "
        + "never translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"

    static let cases: [Case] = [
        Case(name: "a generic picker given only an enum of codes",
             sources: project("case png = \"PNG\", heic = \"HEIC\""), expected: []),
        Case(name: "twin: a generic picker given an enum of words",
             sources: project("case small = \"Small\", large = \"Large\""), expected: [finding]),
        Case(name: "a caller passing a local the index does not resolve: judged as any $0.rawValue",
             sources: [("App/EnumPicker.swift", probePicker), ("App/Prefs.swift", probePrefs)],
             expected: ["App/EnumPicker.swift:8:25 [raw-value-label] 'Text($0.rawValue)' shows a 'rawValue' as text, which is "
                 + "never translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"]),
        Case(name: "twin: the same picker given only the member declared with an enum of codes",
             sources: [("App/EnumPicker.swift", probePicker), ("App/Prefs.swift", probePrefsOnlyCodes)], expected: []),
    ]

    func testGenericPickerShowsTheEnumsItsCallersPass() {
        LintCase.assertEach(Self.cases)
    }
}
