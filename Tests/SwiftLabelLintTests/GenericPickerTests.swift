import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A generic view showing `$0.rawValue` (`EnumPicker<T: … CaseIterable>`) shows the raw values of the enums its callers
/// pass (`EnumPicker(selected: $preferences.terminal)`, `terminal` declared `TerminalOptions`): when all of them hold
/// codes or names, it is not reported. Each case states every finding; each has a twin that stays a finding.
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

    static let finding = "App/EnumPicker.swift:9:49 [raw-value-label] 'Text($0.rawValue)' shows a 'rawValue' as text, which is "
        + "never translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch)"

    static let cases: [Case] = [
        Case(name: "a generic picker given only an enum of codes",
             sources: project("case png = \"PNG\", heic = \"HEIC\""), expected: []),
        Case(name: "twin: a generic picker given an enum of words",
             sources: project("case small = \"Small\", large = \"Large\""), expected: [finding]),
    ]

    func testGenericPickerShowsTheEnumsItsCallersPass() {
        LintCase.assertEach(Self.cases)
    }
}
