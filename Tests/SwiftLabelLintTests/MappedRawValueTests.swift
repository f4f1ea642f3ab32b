import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// An array made of every case's raw value (`Mood.allCases.map { $0.rawValue }`) that a view shows element by element
/// — as `Text(mood)` or inside the shown literal (`Text("Feeling \(mood)")`) — shows the raw values as text. Evidence:
/// tune-9's spendAnalyzer (`allCategories` from `SpendCategory` raw values, shown in a menu). Each case states every
/// finding exactly; the twin, the raw values of an enum of codes (`"SBI"`, `"HDFC"`), stays silent.
final class MappedRawValueTests: XCTestCase {
    typealias Case = LintCase

    static let picker = """
        import SwiftUI

        enum Mood: String, CaseIterable {
            case happy = "Very happy"
            case calm = "Calm"
            case tired = "Tired"
        }

        enum Bank: String, CaseIterable {
            case sbi = "SBI"
            case hdfc = "HDFC"
        }

        struct MoodPicker: View {
            private var moods: [String] { Mood.allCases.filter { $0 != .tired }.map { $0.rawValue } }
            private var banks: [String] { Bank.allCases.map(\\.rawValue) }
            var body: some View {
                VStack {
                    ForEach(moods, id: \\.self) { mood in
                        Text("Feeling \\(mood)")
                    }
                    ForEach(banks, id: \\.self) { bank in
                        Text(bank)
                    }
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "the raw values of an enum of words, shown one by one; twin: an enum of codes, silent",
             sources: [("App/MoodPicker.swift", picker)],
             expected: ["App/MoodPicker.swift:15:82 [raw-value-label] 'moods' holds the raw values of 'Mood', shown one "
                 + "by one as text, which are never translated; map each case to a 'LocalizedStringResource' (e.g. a "
                 + "'title' property with a switch)"]),
    ]

    func testMappedRawValues() {
        LintCase.assertEach(Self.cases)
    }
}
