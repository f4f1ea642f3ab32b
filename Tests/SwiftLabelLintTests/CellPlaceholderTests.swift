import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A table or collection cell often builds its labels in closures with a design-time text (`label.text = "Bitcoin"`)
/// that its configure method replaces from data (`nameLabel.text = coin.name`) before the cell is shown: the literal
/// never reaches the screen (SimpleSwap, tune-14e in docs/evaluation.md). The twins keep the rule: a cell's caption
/// that nothing sets again is shown, and a view controller's text set again from data later stays on screen until
/// the data comes.
final class CellPlaceholderTests: XCTestCase {
    typealias Case = LintCase

    /// A `superclass` subclass whose `label` view starts as `literal` and whose `method` sets it again.
    static func labelOwner(_ name: String, _ superclass: String, _ literal: String, _ method: String) -> String {
        """
        import UIKit
        final class \(name): \(superclass) {
            let nameLabel: UILabel = {
                let label = UILabel()
                label.text = "\(literal)"
                return label
            }()
            \(method)
        }
        """
    }

    /// A collection cell whose `nameLabel` starts as "Bitcoin"; `configure` is the body of its configure method.
    static func coinCell(_ configure: String) -> String {
        labelOwner("CoinCell", "UICollectionViewCell", "Bitcoin", "func setupData(with coin: Coin) { \(configure) }")
    }

    /// A view controller whose label starts as "Loading prices" and is set from data when it comes.
    static let pricesController = labelOwner("PricesViewController", "UIViewController", "Loading prices",
                                             "func show(_ prices: Prices) { nameLabel.text = prices.summary }")

    static let cases: [Case] = [
        Case(name: "a cell label's text set again from data in its configure method is a placeholder",
             sources: [("App/CoinCell.swift", coinCell("nameLabel.text = coin.name"))],
             expected: []),
        Case(name: "twin: a cell label's text that nothing sets again from data is reported",
             sources: [("App/CoinCell.swift", coinCell("nameLabel.text = nil"))],
             expected: ["App/CoinCell.swift:5:22 [string-into-text] 'label.text' takes a 'String', so \"Bitcoin\" is shown "
                 + "as written and never extracted for translation; pass String(localized: \"Bitcoin\") (a "
                 + "'LocalizedStringResource' is extracted)"]),
        Case(name: "twin: a view controller's text set again from data later is reported",
             sources: [("App/PricesViewController.swift", pricesController)],
             expected: ["App/PricesViewController.swift:5:22 [string-into-text] 'label.text' takes a 'String', so "
                 + "\"Loading prices\" is shown as written and never extracted for translation; pass String(localized: "
                 + "\"Loading prices\") (a 'LocalizedStringResource' is extracted)"]),
    ]

    func testCellPlaceholdersSetAgainFromData() {
        LintCase.assertEach(Self.cases)
    }
}
