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

    /// Paths of nested variations and substitutions, a unit's and a string set's other members, and DEL, which is
    /// escaped in values and names whether the file writes it raw or as `\u007f` (keys keep it: they are quoted).
    func testNestedPathsOtherMembersAndDeleteCharacters() {
        let catalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\u{7F}b\":{\"comment\":\"c\u{7F}d\",\"localizations\":{"
            + "\"de\":{\"stringUnit\":{\"extra\":[1,{\"x\":\"\\u007f\"}],\"state\":\"new\",\"value\":\"v\u{7F}\\\\w\"}},"
            + "\"fr\":{\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"value\":\"un\"}}},\"odd\":3}},\"it\":\"flat\","
            + "\"ja\":{\"substitutions\":{\"n\":{\"argNum\":1,\"variations\":{\"device\":{\"mac\":{\"variations\":{\"plural\":"
            + "{\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%d\"}}}}}}}}}},"
            + "\"ko\":{\"stringSet\":{\"note\":\"x\",\"state\":\"translated\",\"values\":[\"a\",\"b\\u007f\"]}}}}},\"version\":\"1.0\"}"
        let expected = [
            "sourceLanguage  en",
            "version  1.0",
            "\"a\u{7F}b\"  comment  c\\u{7F}d",
            "\"a\u{7F}b\"  de  [new]  v\\u{7F}\\\\w",
            "\"a\u{7F}b\"  de  stringUnit.extra  [1,{\"x\":\"\u{7F}\"}]",
            "\"a\u{7F}b\"  fr  plural.one  []  un",
            "\"a\u{7F}b\"  fr  variations.odd  3",
            "\"a\u{7F}b\"  it  flat",
            "\"a\u{7F}b\"  ja  substitutions.n  argNum  1",
            "\"a\u{7F}b\"  ja  substitutions.n.device.mac.plural.other  [translated]  %d",
            "\"a\u{7F}b\"  ko  stringSet  [translated]  a | b\\u{7F}",
            "\"a\u{7F}b\"  ko  stringSet.note  x",
        ]
        XCTAssertEqual(listing(catalog), expected.map { $0 + "\n" }.joined())
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
