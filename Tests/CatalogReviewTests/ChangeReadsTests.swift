@testable import CatalogReview
import StringCatalog
import XCTest

/// `CatalogChangeSummary.between` hands what it read to `keep` once, so a process can keep it until it exits.
final class ChangeReadsTests: XCTestCase {
    private static let one = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\"b\":{}},\"version\":\"1.0\"}"
    private static let two = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\"b\":{\"comment\":\"x\"}},\"version\":\"1.0\"}"
    private static let otherTop = "{\"sourceLanguage\":\"fr\",\"strings\":{\"a\":{}},\"version\":\"1.0\"}"

    func testTheVersionsReadAreHandedToKeep() {
        // before, after → files read in full, whether the earlier version was read incrementally
        let cases: [(String?, String?, Int, Bool)] = [
            (Self.one, Self.two, 1, true),
            (Self.otherTop, Self.two, 2, false),
            (nil, Self.two, 1, false),
            (Self.one, nil, 1, false),
        ]
        for (before, after, files, incremental) in cases {
            var kept: [AnyObject] = []
            _ = CatalogChangeSummary.between(before.map { Array($0.utf8) }, after.map { Array($0.utf8) },
                                             path: "L.xcstrings", keep: { kept.append($0) })
            let reads = kept.compactMap { $0 as? KeptReads }
            XCTAssertEqual(kept.count, 1, "\(String(describing: before)) → \(String(describing: after))")
            XCTAssertEqual(reads.first?.files.count, files, "\(String(describing: before)) → \(String(describing: after))")
            XCTAssertEqual(reads.first?.others.contains { $0 is EarlierSide }, incremental, "\(String(describing: before)) → \(String(describing: after))")
        }
    }
}
