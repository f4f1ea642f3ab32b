import CatalogReview
import Foundation
import TestSupport
import XCTest

/// The canonical listing (`git xcstrings textconv`): golden for a catalog with every kind of fact, and the
/// properties a line diff relies on.
final class CatalogListingTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func listing(_ text: String) -> String {
        String(decoding: CatalogListing.listing(of: Array(text.utf8), path: "L.xcstrings"), as: UTF8.self)
    }

    func testListingGolden() throws {
        let catalog = try String(contentsOf: Self.fixtures.appendingPathComponent("Listing.xcstrings"), encoding: .utf8)
        assertGolden(listing(catalog), at: Self.fixtures.appendingPathComponent("Listing.listing"))
    }

    /// Keys come in Xcode's order whatever order the file has, so reordering a file changes no line.
    func testKeysInXcodesOrderAndOneLinePerFact() {
        let shuffled = "{\"sourceLanguage\":\"en\",\"strings\":{\"b\":{},\"a 10\":{},\"a 9\":{},\"A\":{}},\"version\":\"1.0\"}"
        XCTAssertEqual(listing(shuffled), "sourceLanguage  en\nversion  1.0\n\"A\"\n\"a 9\"\n\"a 10\"\n\"b\"\n")
        let multiline = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\\n2\":{\"comment\":\"x\\ny\\r\\u001b\"}},\"version\":\"1.0\"}"
        XCTAssertEqual(listing(multiline), "sourceLanguage  en\nversion  1.0\n\"k\\n2\"  comment  x\\ny\\r\\u{1B}\n")
    }

    func testUnreadableFilesAreShownAsTheyAreAfterALineSayingWhy() {
        let cases: [(String, String)] = [
            ("{\n<<<<<<< ours\n}\n", "# git-xcstrings: not a readable String Catalog (line 2: "),
            ("{\"hello\":[1]}", "# git-xcstrings: not a readable String Catalog (no \"strings\" object); shown as it is\n"),
            ("{\"a\":1,\"a\":2}", "# git-xcstrings: not a readable String Catalog (line 1: "),
        ]
        for (text, header) in cases {
            let shown = listing(text)
            XCTAssertTrue(shown.hasPrefix(header), shown)
            XCTAssertTrue(shown.hasSuffix("; shown as it is\n" + text), shown)
        }
    }
}
