import StringCatalog
import XCTest

@testable import CatalogMerge

/// A side holding conflict-marker lines is found unreadable without reading the three sides in full; the error is
/// the one the full merge's reads give (the first unreadable side in base, ours, theirs order, with its line).
final class ConflictMarkerFallbackTests: XCTestCase {
    func testTheErrorIsTheFullMergesError() throws {
        let good = Fixture.catalog([("Open", "{ }"), ("Save", "{ }")])
        let marked = "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n<<<<<<< HEAD\n\"Open\" : { },\n=======\n\"Opened\" : { },\n"
            + ">>>>>>> other\n\"Save\" : { }\n},\n\"version\" : \"1.0\"\n}"
        let broken = "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : { \"Open\" : { } \"Save\" : { } },\n\"version\" : \"1.0\"\n}"
        let rows: [(name: String, base: String, ours: String, theirs: String, side: MergeSide, line: String)] = [
            ("markers in ours", good, marked, good, .ours, "4:1"),
            ("markers in theirs", good, good, marked, .theirs, "4:1"),
            ("markers on both sides: ours first", good, marked, marked, .ours, "4:1"),
            ("an unreadable base before ours' markers", broken, marked, good, .base, "3:"),
            ("an unreadable ours before theirs' markers", good, broken, marked, .ours, "3:"),
        ]
        for row in rows {
            let errors = [true, false].map { fastPath -> MergeInputError? in
                do {
                    _ = try CatalogMerger().merge(
                        base: Array(row.base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t",
                        fastPath: fastPath)
                    return nil
                } catch {
                    return error as? MergeInputError
                }
            }
            let fast = try XCTUnwrap(errors[0], row.name)
            let full = try XCTUnwrap(errors[1], row.name)
            XCTAssertEqual(fast.side, row.side, row.name)
            XCTAssertTrue(fast.reason.hasPrefix(row.line), "\(row.name): \(fast.reason)")
            XCTAssertEqual(fast.message, full.message, row.name)
        }
    }

    func testFindsMarkersOnlyAtTheStartOfALine() {
        let rows: [(String, Bool)] = [
            ("<<<<<<< HEAD\n{}", true), ("{\n<<<<<<< HEAD\n}", true), ("{\"a\" : \"<<<<<<< x\"}", false),
            ("{\n <<<<<<< HEAD\n}", false), ("{\n<<<<<<\n}", false), ("", false), ("{\n<<<<<<<\n}", true),
            ("{\n<<<<<<<\r\n}", true), ("{\n<<<<<<<x\n}", false), ("{\n=======\n}", false), ("<<<<<<<", true),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(ConflictMarkerScanner.holdsOpeningMarker(Array(text.utf8)), expected, text)
            XCTAssertEqual(ConflictMarkerScanner().markers(in: Array(text.utf8)).contains { $0.marker == "<<<<<<<" }, expected, text)
        }
    }
}
