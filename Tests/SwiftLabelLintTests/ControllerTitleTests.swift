import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// The titles UIKit shows from a `String`: a view controller's own `title` (`title = "Favorites"` in a subclass of
/// `UIViewController`, shown in its navigation bar and tab), `navigationItem.title` / `.prompt` /
/// `.backButtonTitle`, `tabBarItem.title`, and the initializers `UIBarButtonItem(title:)`, `UIAction(title:)`,
/// `UIMenu(title:)`, `UIContextualAction(title:)`. A literal there is never extracted; `String(localized:)` is.
/// Twins that stay silent: a controller declaring a `title` of its own, a function with a `title` parameter or
/// local, a type nested in a controller, a class that is not a controller, an SF Symbol name, an empty menu title,
/// a localized title, a title joined from a literal and a value.
final class ControllerTitleTests: XCTestCase {
    typealias Case = LintCase

    static let controllers = """
        import UIKit

        final class FavoritesViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Favorites"
                navigationItem.title = "Saved Items"
                self.tabBarItem.title = "Saved"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                let menu = UIMenu(title: "", children: [UIAction(title: "Sort by Name") { _ in }])
                navigationItem.backButtonTitle = "chevron.left"
                _ = menu
            }

            func rename(to title: String) {
                self.title = "Untitled"
            }

            func reset() {
                let title = "Draft"
                self.title = String(localized: "Favorites")
                print(title)
            }

            func show(count: Int) {
                title = "Saved " + String(count)
            }

            struct Row {
                var title: String
                mutating func clear() { title = "Empty row" }
            }
        }

        final class ComposerViewController: UIViewController {
            var title2 = ""
            override var title: String? { didSet { title2 = title ?? "" } }
            override func viewDidLoad() {
                title = "New Message"
            }
        }

        final class Draft {
            var title = ""
            func reset() { title = "Untitled draft" }
        }
        """

    static let cases: [Case] = [
        Case(name: "controller titles and UIKit bar items given literals; own titles, shadowing, symbols and data silent",
             sources: [("App/Controllers.swift", controllers)],
             expected: [
                "App/Controllers.swift:6:17 [string-into-text] 'UITableViewController.title' takes a 'String', so "
                    + "\"Favorites\" is shown as written and never extracted for translation; pass String(localized: "
                    + "\"Favorites\") (a 'LocalizedStringResource' is extracted)",
                "App/Controllers.swift:7:32 [string-into-text] 'navigationItem.title' takes a 'String', so \"Saved "
                    + "Items\" is shown as written and never extracted for translation; pass String(localized: \"Saved "
                    + "Items\") (a 'LocalizedStringResource' is extracted)",
                "App/Controllers.swift:8:33 [string-into-text] 'tabBarItem.title' takes a 'String', so \"Saved\" is "
                    + "shown as written and never extracted for translation; pass String(localized: \"Saved\") (a "
                    + "'LocalizedStringResource' is extracted)",
                "App/Controllers.swift:9:68 [string-into-text] 'UIBarButtonItem(title:)' takes a 'String', so \"Edit\" "
                    + "is shown as written and never extracted for translation; pass String(localized: \"Edit\") (a "
                    + "'LocalizedStringResource' is extracted)",
                "App/Controllers.swift:10:65 [string-into-text] 'UIAction(title:)' takes a 'String', so \"Sort by "
                    + "Name\" is shown as written and never extracted for translation; pass String(localized: \"Sort by "
                    + "Name\") (a 'LocalizedStringResource' is extracted)",
             ]),
    ]

    func testControllerTitlesAndBarItems() {
        LintCase.assertEach(Self.cases)
    }
}
