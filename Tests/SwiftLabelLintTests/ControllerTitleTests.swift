import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// The titles UIKit shows from a `String`: a view controller's own `title` (`title = "Favorites"` in a subclass of
/// `UIViewController`, shown in its navigation bar and tab), `navigationItem.title` / `.prompt` /
/// `.backButtonTitle`, `tabBarItem.title`, and the initializers `UIBarButtonItem(title:)`, `UITabBarItem(title:)`,
/// `UIAction(title:)`, `UIMenu(title:)`, `UIContextualAction(title:)`. A literal there is never extracted;
/// `String(localized:)` is. An `override var title` with observers is still UIKit's title, and a same-file extension
/// of the controller sets it too. Twins that stay silent: a controller storing a `title` of its own, a function with
/// a `title` parameter or local, a type nested in a controller, a class that is not a controller, an SF Symbol name,
/// an empty menu title, a localized title, a title joined from a literal and a value.
final class ControllerTitleTests: XCTestCase {
    typealias Case = LintCase

    static let favorites = """
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
        """

    /// A controller whose `title` is an `override` with an observer; an extension of it in the same file sets it.
    static let composer = """
        import UIKit

        final class ComposerViewController: UIViewController {
            var title2 = ""
            override var title: String? { didSet { title2 = title ?? "" } }
            override func viewDidLoad() {
                title = "New Message"
            }
        }

        extension ComposerViewController {
            func clear() { title = "Empty message" }
        }
        """

    /// A controller of an app's base class that stores a `title` of its own.
    static let ownTitle = """
        import UIKit

        final class CardViewController: BaseViewController {
            var title: String = ""
            func reset() { title = "Untitled card" }
        }
        """

    /// A class that is no controller.
    static let draft = """
        final class Draft {
            var title = ""
            func reset() { title = "Untitled draft" }
        }
        """

    /// A coordinator that gives each tab its item.
    static let tabs = """
        import UIKit

        final class TabCoordinator {
            func start(_ market: UIViewController) {
                market.tabBarItem = UITabBarItem(title: "Market", image: nil, tag: 0)
            }
        }
        """

    static func finding(_ path: String, _ line: Int, _ column: Int, _ target: String, _ text: String) -> String {
        "App/\(path):\(line):\(column) [string-into-text] '\(target)' takes a 'String', so \"\(text)\" is shown as "
            + "written and never extracted for translation; pass String(localized: \"\(text)\") (a "
            + "'LocalizedStringResource' is extracted)"
    }

    static let cases: [Case] = [
        Case(name: "controller titles and UIKit bar items given literals; shadowing, symbols, nested types and data silent",
             sources: [("App/Favorites.swift", favorites)],
             expected: [
                finding("Favorites.swift", 6, 17, "UITableViewController.title", "Favorites"),
                finding("Favorites.swift", 7, 32, "navigationItem.title", "Saved Items"),
                finding("Favorites.swift", 8, 33, "tabBarItem.title", "Saved"),
                finding("Favorites.swift", 9, 68, "UIBarButtonItem(title:)", "Edit"),
                finding("Favorites.swift", 10, 65, "UIAction(title:)", "Sort by Name"),
             ]),
        Case(name: "an overridden title with an observer is UIKit's; a same-file extension sets it too",
             sources: [("App/Composer.swift", composer)],
             expected: [
                finding("Composer.swift", 7, 17, "UIViewController.title", "New Message"),
                finding("Composer.swift", 12, 28, "UIViewController.title", "Empty message"),
             ]),
        Case(name: "twin: a controller storing a title of its own is silent",
             sources: [("App/Card.swift", ownTitle)],
             expected: []),
        Case(name: "twin: a class that is no controller is silent",
             sources: [("App/Draft.swift", draft)],
             expected: []),
        Case(name: "a tab bar item made with a literal title",
             sources: [("App/Tabs.swift", tabs)],
             expected: [finding("Tabs.swift", 5, 49, "UITabBarItem(title:)", "Market")]),
    ]

    func testControllerTitlesAndBarItems() {
        LintCase.assertEach(Self.cases)
    }
}
