import LegacyStrings
import XCTest
@testable import XCStringsCLI

/// Report lines read as English: `1 table`, `2 tables`, and no empty `()` after `0 languages`.
final class CountPhraseTests: XCTestCase {
    func testSingularAndPlural() {
        let cases: [(count: Int, noun: String, expected: String)] = [
            (0, "warning", "0 warnings"),
            (1, "table", "1 table"),
            (2, "legacy file", "2 legacy files"),
        ]
        for (count, noun, expected) in cases {
            XCTAssertEqual(CountPhrase.of(count, noun), expected)
        }
    }

    func testStatisticsSummaryWithoutLanguages() {
        var statistics = TableStatistics()
        XCTAssertEqual(statistics.summary, "0 keys, 0 languages")
        statistics.keys = 1
        statistics.languages = ["en"]
        XCTAssertEqual(statistics.summary, "1 key, 1 language (en)")
    }
}
