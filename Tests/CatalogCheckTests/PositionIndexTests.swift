import Foundation
import StringCatalog
import XCTest
@testable import CatalogCheck

final class PositionIndexTests: XCTestCase {
    /// The indexed lookup gives the same line and column as `JSONDocument.location(of:)` for every finding's path,
    /// in check order and in reverse (each path is looked up from where it parts from the one before).
    func testAgreesWithTheDocument() throws {
        let url = ReportGoldenTests.fixtures.appendingPathComponent("Sample.xcstrings")
        let file = try CatalogFile(bytes: [UInt8](try Data(contentsOf: url)), path: "Sample.xcstrings")
        var index = PositionIndex(tape: file.tape)
        let document = file.document()
        let paths = CatalogChecker().issues(in: file.catalog).map(\.keyPath)
            + [["strings", "%lld nights", "localizations", "ru", "variations", "plural", "few", "stringUnit", "value"],
               ["strings", "no such key"], ["version"], ["strings", "%lld nights", "no such member"]]
        XCTAssertGreaterThan(paths.count, 5)
        for path in paths + paths.reversed() {
            let expected = try XCTUnwrap(document.location(of: path), "\(path)")
            let found = index.location(of: path)
            XCTAssertEqual("\(found.line):\(found.column)", "\(expected.line):\(expected.column)", "\(path)")
        }
    }

    func testColumnsCountCharactersNotBytes() throws {
        let text = "{\n  \"strings\" : { \"ä€😀\" : { \"comment\" : \"x\" } },\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}"
        let file = try CatalogFile(bytes: Array(text.utf8), path: "T.xcstrings")
        var index = PositionIndex(tape: file.tape)
        let location = index.location(of: ["strings", "ä€😀", "comment"])
        XCTAssertEqual(location.line, 2)
        XCTAssertEqual(location.column, 27)  // 3 scalars of 2, 3 and 4 bytes before it count once each
    }
}
