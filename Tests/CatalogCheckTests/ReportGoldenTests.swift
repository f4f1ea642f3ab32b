import Diagnostics
import Foundation
import XCTest
@testable import CatalogCheck

/// The check's report of `Fixtures/Sample.xcstrings` in each format, compared byte for byte with the golden files in
/// `Fixtures/golden`. Re-record with `XCSTRINGS_RECORD_GOLDEN=1 swift test --filter ReportGoldenTests` (the recording
/// run fails on purpose, so nobody records by accident), then review the diff.
final class ReportGoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testReportsMatchGoldenFiles() throws {
        let result = try CatalogCheckRun.run(paths: ["Sample.xcstrings"], currentDirectory: Self.fixtures, options: CheckOptions())
        XCTAssertTrue(result.fails(strict: false))
        let tool = CatalogCheckRun.toolDescription(version: "0.0.0-test")
        let recording = ProcessInfo.processInfo.environment["XCSTRINGS_RECORD_GOLDEN"] != nil
        for (format, name) in [(ReportFormat.xcode, "check.xcode.txt"), (.json, "check.json"),
                               (.github, "check.github.txt"), (.sarif, "check.sarif.json")] {
            let rendered = format.render(result.findings, tool: tool)
            let golden = Self.fixtures.appendingPathComponent("golden").appendingPathComponent(name)
            if recording {
                try Data(rendered.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(rendered, expected, "\(name) differs; re-record and review the diff if the change is intended")
        }
        if recording { XCTFail("golden files recorded; run again without XCSTRINGS_RECORD_GOLDEN") }
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
