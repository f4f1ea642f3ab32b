import Diagnostics
import Foundation
import TestSupport
import XCTest
@testable import CatalogCheck

/// The check's report of `Fixtures/Sample.xcstrings` in each format, compared byte for byte with the golden files in
/// `Fixtures/golden`. Re-record with `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`; the recording run fails on
/// purpose, so nobody records by accident), then review the diff.
final class ReportGoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testReportsMatchGoldenFiles() throws {
        let result = try CatalogCheckRun.run(paths: ["Sample.xcstrings"], currentDirectory: Self.fixtures, options: CheckOptions())
        XCTAssertTrue(result.fails(strict: false))
        let tool = CatalogCheckRun.toolDescription(version: "0.0.0-test")
        for (format, name) in [(ReportFormat.xcode, "check.xcode.txt"), (.json, "check.json"),
                               (.github, "check.github.txt"), (.sarif, "check.sarif.json")] {
            assertGolden(format.render(result.findings, tool: tool),
                         at: Self.fixtures.appendingPathComponent("golden").appendingPathComponent(name))
        }
    }

    func testFolderFindsCatalogsAndSummarizes() throws {
        let result = try CatalogCheckRun.run(paths: ["."], currentDirectory: Self.fixtures, options: CheckOptions())
        XCTAssertEqual(result.catalogs, ["Sample.xcstrings"])
        XCTAssertEqual(result.summary, "\(result.errorCount) errors and \(result.warningCount) warning\(result.warningCount == 1 ? "" : "s") in 1 catalog")
        XCTAssertThrowsError(try CatalogCheckRun.run(paths: ["missing"], currentDirectory: Self.fixtures, options: CheckOptions())) {
            XCTAssertEqual($0 as? CheckInputError, .notFound(path: "missing"))
        }
        XCTAssertThrowsError(try CatalogCheckRun.run(paths: ["golden"], currentDirectory: Self.fixtures, options: CheckOptions())) {
            XCTAssertEqual($0 as? CheckInputError, .noCatalogs(folder: "golden"))
        }
    }
}
