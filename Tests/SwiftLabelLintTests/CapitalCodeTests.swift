import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A computed `String` whose every returned literal is a code in capitals (`"BTC"`, `"ETH"`, `"CRYPTO"`) shows a
/// currency, ticker or status code, the same in every language: `Text(symbolUnit)` is silent. Evidence: tune-10's
/// GeminiAxiomApp (`currentSymbolUnit` beside an amount field). The twin, a member returning a code and a phrase
/// (`"SOLD"`, `"In stock"`), stays a finding.
final class CapitalCodeTests: XCTestCase {
    typealias Case = LintCase

    static let order = """
        import SwiftUI

        struct OrderForm: View {
            let symbol: String
            let stock: Int

            var body: some View {
                HStack {
                    Text(symbolUnit)
                    Text(stockState)
                }
            }

            private var symbolUnit: String {
                switch symbol {
                case "btcusd": return "BTC"
                case "ethusd": return "ETH"
                default: return "CRYPTO"
                }
            }

            private var stockState: String {
                switch stock {
                case 0: return "SOLD"
                default: return "In stock"
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "codes in capitals are silent; a member that also returns a phrase is reported",
             sources: [("App/OrderForm.swift", order)],
             expected: [
                "App/OrderForm.swift:10:18 [string-into-text] 'Text(stockState)' shows a 'String' verbatim, so it is never "
                    + "translated; make 'stockState' a 'LocalizedStringKey' or 'LocalizedStringResource', or write "
                    + "'Text(verbatim: stockState)' if it is data",
             ]),
    ]

    func testCapitalCodesAreSilent() {
        LintCase.assertEach(Self.cases)
        let codes = ["BTC", "ETH", "CRYPTO", "USD", "H264"]
        let words = ["Bitcoin", "B", "Sold out", "DOLLARSXYZ", "btc", "N/A"]
        XCTAssertEqual(codes.filter(LiteralText.isCapitalCode), codes)
        XCTAssertEqual(words.filter(LiteralText.isCapitalCode), [])
    }
}
