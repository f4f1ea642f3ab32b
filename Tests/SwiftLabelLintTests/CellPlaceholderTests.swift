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

    /// A cell whose listen button gets a title and whose `setup(_:)`, run on every `inject(_:)`, runs `hiding`;
    /// `more` follows the cell in the file.
    static func liveCell(_ hiding: String, _ more: String = "") -> String {
        """
        import UIKit
        final class LiveCell: UITableViewCell {
            let listenButton = UIButton()
            func configure() {
                listenButton.setTitle("Listen now", for: .normal)
            }
            func inject(_ live: Live) {
                setup(live)
            }
            func setup(_ live: Live) {
                \(hiding)
            }
        }
        \(more)
        """
    }

    /// The finding on the listen button's title.
    static let listenFinding = ["App/LiveCell.swift:5:31 [string-into-text] 'setTitle(_:)' takes a 'String', so "
        + "\"Listen now\" is shown as written and never extracted for translation; pass String(localized: \"Listen "
        + "now\") (a 'LocalizedStringResource' is extracted)"]

    static let hiddenCases: [Case] = [
        Case(name: "the title of a button the cell always hides is never shown",
             sources: [("App/LiveCell.swift", liveCell("listenButton.isHidden = true"))],
             expected: []),
        Case(name: "the title of a button hidden in the same method that sets it is never shown",
             sources: [("App/LiveCell.swift", liveCell("_ = live").replacingOccurrences(
                of: "for: .normal)\n", with: "for: .normal)\n        listenButton.isHidden = true\n"))],
             expected: []),
        Case(name: "the title of a button its cell hides in init is never shown",
             sources: [("App/LiveCell.swift", liveCell("_ = live", """
                extension LiveCell {
                    convenience init(live: Live) {
                        self.init(style: .default, reuseIdentifier: nil)
                        listenButton.isHidden = true
                    }
                }
                """))],
             expected: []),
        Case(name: "twin: the title of a button hidden only under a condition is reported",
             sources: [("App/LiveCell.swift", liveCell("if live.isOver { listenButton.isHidden = true }"))],
             expected: listenFinding),
        Case(name: "twin: the title of a button hidden from data is reported",
             sources: [("App/LiveCell.swift", liveCell("listenButton.isHidden = live.isOver"))],
             expected: listenFinding),
        Case(name: "twin: the title of a button hidden only by an event handler is reported",
             sources: [("App/LiveCell.swift", liveCell(
                "listenButton.addTarget(self, action: #selector(dismissTip), for: .touchUpInside) }\n"
                    + "    @objc func dismissTip() { listenButton.isHidden = true"))],
             expected: listenFinding),
        Case(name: "twin: a view of the same name that another type of the file hides is another view",
             sources: [("App/LiveCell.swift", liveCell("_ = live", """
                final class BannerCell: UITableViewCell {
                    let listenButton = UIButton()
                    func inject() { setup() }
                    func setup() { listenButton.isHidden = true }
                }
                """))],
             expected: listenFinding),
        Case(name: "twin: the title of a button whose hiding is toggled is reported",
             sources: [("App/LiveCell.swift", liveCell("listenButton.isHidden = true",
                "extension LiveCell { func tap() { listenButton.isHidden.toggle() } }"))],
             expected: listenFinding),
    ]

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

    /// otoaka-ios (tune-14g): a cell sets its listen and ticket buttons' titles, then hides both on every configure.
    func testTitlesOfViewsAlwaysHidden() {
        LintCase.assertEach(Self.hiddenCases)
    }

    /// A controller that makes a window titled "Log Viewer", then runs `presenting` on it.
    static func logWindow(_ presenting: String) -> String {
        """
        import AppKit
        final class LogPresenter {
            func show(from parentWindow: NSWindow) {
                let logWindow = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                logWindow.title = "Log Viewer"
                \(presenting)
            }
        }
        """
    }

    /// The finding on the log window's title, when the window is not a sheet.
    static let logTitleFinding = ["App/LogPresenter.swift:5:27 [string-into-text] 'logWindow.title' takes a 'String', so "
        + "\"Log Viewer\" is shown as written and never extracted for translation; pass String(localized: \"Log "
        + "Viewer\") (a 'LocalizedStringResource' is extracted)"]

    static let sheetCases: [Case] = [
        Case(name: "the title of a window the file presents as a sheet is reported: accessibility still reads it",
             sources: [("App/LogPresenter.swift", logWindow("parentWindow.beginSheet(logWindow)"))],
             expected: logTitleFinding),
        Case(name: "twin: the title of a window ordered front on its own is reported",
             sources: [("App/LogPresenter.swift", logWindow("logWindow.makeKeyAndOrderFront(nil)"))],
             expected: logTitleFinding),
        Case(name: "twin: a window that is the parent of a sheet keeps its title",
             sources: [("App/LogPresenter.swift", logWindow("logWindow.beginSheet(parentWindow)"))],
             expected: logTitleFinding),
    ]

    /// Pearcleaner (tune-16): a log window's title set just before `parentWindow.beginSheet(sheetWindow)`. A sheet
    /// shows no title bar, but AppKit still gives the window's title to accessibility (VoiceOver reads it), so the
    /// title is reported like any window's.
    func testTitlesOfWindowsPresentedAsSheets() {
        LintCase.assertEach(Self.sheetCases)
    }
}
