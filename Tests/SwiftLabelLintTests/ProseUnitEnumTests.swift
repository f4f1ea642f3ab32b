import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A value named like a code (`unit`, `format`, `currency`) is shown as is on purpose — unless the project's enums
/// of that name hold words: `unit.rawValue` over `enum TimeUnit { case minutes = "Minutes" }` is prose the picker
/// shows untranslated. Evidence: tune-9's Edgar-lecomte workout app. Each case states every finding exactly; the
/// twin, units that are symbols (`"mg/dL"`), stays silent.
final class ProseUnitEnumTests: XCTestCase {
    typealias Case = LintCase

    /// A form picking a value of `enumName` (nested in a model class) whose cases are `cases`, shown by `rawValue`.
    static func form(_ enumName: String, _ cases: [(String, String)]) -> String {
        let caseLines = cases.map { "        case \($0.0) = \"\($0.1)\"" }.joined(separator: "\n")
        return """
            import SwiftUI

            final class CalculatorModel: ObservableObject {
                @Published var unit: \(enumName) = .\(cases[0].0)
                enum \(enumName): String, CaseIterable, Identifiable {
            \(caseLines)
                    var id: String { rawValue }
                }
            }

            struct CalculatorForm: View {
                @ObservedObject var model = CalculatorModel()
                var body: some View {
                    Picker("Unit", selection: $model.unit) {
                        ForEach(CalculatorModel.\(enumName).allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                }
            }
            """
    }

    static let cases: [Case] = [
        Case(name: "a unit enum of words is reported",
             sources: [("App/Form.swift", form("TimeUnit", [("minutes", "Minutes"), ("hours", "Hours")]))],
             expected: ["App/Form.swift:17:27 [raw-value-label] 'Text(unit.rawValue)' shows a 'rawValue' as text, "
                 + "which is never translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property "
                 + "with a switch)"]),
        Case(name: "twin: a unit enum of symbols stays silent",
             sources: [("App/Form.swift", form("GlucoseUnit", [("mgdl", "mg/dL"), ("mmol", "mmol/L")]))],
             expected: []),
    ]

    func testProseUnitEnums() {
        LintCase.assertEach(Self.cases)
    }
}
