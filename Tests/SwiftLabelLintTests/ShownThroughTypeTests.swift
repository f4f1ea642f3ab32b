import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Words returned by a member not named like a label that reach the screen another way than a view's own `Text`:
/// a function called on its own type's name where it is shown, in a file that imports no UI framework
/// (`Text(LocationFormatter.directionName(d))`, inside a key's interpolation, or passed to a view's shown property);
/// an enum's label reached through such a function's fallback (`source?.title ?? "等待数据"`); a computed `String` of
/// an observable model shown through a component (`StatusPill(text: provider.statusText)`); and a view's own
/// function shown inside a key's interpolation (`Text("Sign: \(sign())")`). Evidence: tune-11's AltitudeIndicator
/// and projectBirth. Twins that stay silent: a one-word fallback after a bundle's version, a function nothing shows,
/// a function called on a value (not its type) from a file without a UI framework, a model member nothing shows, and a
/// view function whose literal holds no word outside its interpolation.
final class ShownThroughTypeTests: XCTestCase {
    typealias Case = LintCase

    static let formatter = """
        import Foundation

        enum Reading {
            enum Source {
                case barometer
                case gps

                var title: String {
                    switch self {
                    case .barometer: return "Barometric altitude"
                    case .gps: return "GPS altitude"
                    }
                }
            }
        }

        enum LocationFormatter {
            static func sourceName(_ source: Reading.Source?) -> String {
                source?.title ?? "等待数据"
            }

            static func directionName(_ degrees: Double?) -> String {
                guard let degrees, degrees >= 0 else { return "Unknown" }
                return degrees < 180 ? "East" : "West"
            }

            static func accuracy(_ value: Double) -> String {
                guard value >= 0 else { return "Unknown" }
                return String(format: "%.1f m", value)
            }

            static func appVersion(_ info: [String: Any]) -> String {
                info["CFBundleShortVersionString"] as? String ?? "Unknown"
            }

            static func logLine(_ value: Double) -> String {
                value > 0 ? "Positive value" : "Negative value"
            }
        }

        struct Describer {
            func describe(_ count: Int) -> String {
                count > 0 ? "Some items" : "No items"
            }
        }

        final class Provider: ObservableObject {
            @Published var isUpdating = false

            var statusText: String {
                isUpdating ? "Updating live" : "Paused"
            }

            var modeText: String {
                isUpdating ? "Live mode" : "Idle mode"
            }
        }
        """

    static let view = """
        import SwiftUI

        struct StatusView: View {
            @ObservedObject var provider: Provider
            let reading: Reading.Source?
            let heading: Double?
            let describer = Describer()
            let count: Int

            var body: some View {
                VStack {
                    StatusPill(text: provider.statusText)
                    Label(LocationFormatter.sourceName(reading), systemImage: "barometer")
                    Text(LocationFormatter.directionName(heading))
                    Label("Accuracy \\(LocationFormatter.accuracy(5))", systemImage: "scope")
                    Text(LocationFormatter.appVersion([:]))
                    Text(describer.describe(count))
                    Text("Sign: \\(sign())")
                    Text("Count: \\(countText())")
                }
            }

            func sign() -> String {
                count > 5 ? "Aquarius" : "Pisces"
            }

            func countText() -> String {
                "\\(count)"
            }
        }

        struct StatusPill: View {
            let text: String
            var body: some View { Text(text) }
        }
        """

    static let cases: [Case] = [
        Case(name: "words reaching the screen through a type-qualified call, a fallback, a component or an interpolation",
             sources: [("App/Formatter.swift", formatter), ("App/StatusView.swift", view)],
             expected: [
                "App/Formatter.swift:8:13 [string-typed-label] 'title' returns words typed 'String', so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
                "App/Formatter.swift:18:17 [string-typed-label] 'sourceName' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
                "App/Formatter.swift:22:17 [string-typed-label] 'directionName' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
                "App/Formatter.swift:27:17 [string-typed-label] 'accuracy' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
                "App/Formatter.swift:50:9 [string-typed-label] 'statusText' returns words typed 'String', so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
                "App/StatusView.swift:23:10 [string-typed-label] 'sign' returns words typed 'String' that are shown as text, so they are never extracted for translation; "
                    + "return a 'LocalizedStringResource' (each literal then becomes a catalog entry)",
             ]),
    ]

    func testWordsShownThroughTheirType() {
        LintCase.assertEach(Self.cases)
    }
}
