import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A raw value interpolated into a shown key: `Text("Place \(side.rawValue.capitalized) Order")` puts
/// `"Place %@ Order"` in the catalog, but the word `"Buy"` comes from `enum OrderSide: String` and is never
/// translated. Reported at the literal when the project's enums named like the value hold words. Evidence: tune-10's
/// GeminiAxiomApp. Twins that stay silent: an enum of codes (`Ticker`: `"BTC"`) and a raw value made capitals
/// (`.uppercased()`, read as a code as everywhere in this rule).
final class InterpolatedRawValueTests: XCTestCase {
    typealias Case = LintCase

    static let trade = """
        import SwiftUI

        enum OrderSide: String {
            case buy = "Buy"
            case sell = "Sell"
        }

        enum Ticker: String {
            case btc = "BTC"
            case eth = "ETH"
        }

        struct TradeButton: View {
            let side: OrderSide
            let ticker: Ticker

            var body: some View {
                VStack {
                    Text("Place \\(side.rawValue.capitalized) Order")
                    Text("Price in \\(ticker.rawValue)")
                    Text("Place \\(side.rawValue.uppercased()) order")
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a raw value of words inside a shown key; codes and capitals silent",
             sources: [("App/TradeButton.swift", trade)],
             expected: [
                "App/TradeButton.swift:19:18 [raw-value-label] 'Text(\"Place \\(side.rawValue.capitalized) Order\")' "
                    + "interpolates the raw value of 'side', a word the catalog never translates (only the key around it "
                    + "is); interpolate a 'LocalizedStringResource' for each case instead (e.g. a 'title' property with a "
                    + "switch)",
             ]),
    ]

    func testRawValueInterpolatedIntoAKey() {
        LintCase.assertEach(Self.cases)
    }
}
