import Foundation
import TestSupport
import XCTest

@testable import CatalogMerge

/// The merged file for a small realistic triple, byte for byte, in both conflict styles (golden files in
/// `Fixtures/golden`). Re-record with `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`); a recording
/// run fails on purpose so nobody records by accident.
final class GoldenMergeTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    private func read(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    func testMergedFilesMatchGoldens() throws {
        for style in [MergeOptions.ConflictStyle.merge, .diff3, .zdiff3] {
            let options = MergeOptions(oursLabel: "HEAD", theirsLabel: "feature", baseLabel: "merged common ancestors", conflictStyle: style)
            let result = try CatalogMerger(options: options).merge(
                base: try read("base.xcstrings"), ours: try read("ours.xcstrings"), theirs: try read("theirs.xcstrings"))
            XCTAssertEqual(result.summary(path: "Localizable.xcstrings"),
                           "Localizable.xcstrings: merged 8 changes from both sides; 2 conflicts: \"Save\" de value: "
                           + "ours \"Speichern\", theirs \"Sichern!\" (base \"Sichern\"); \"Zoom\" (deleted on one side, changed on "
                           + "the other): ours deleted, theirs {\"comment\":\"Zooms the document view\"} (base {\"comment\":\"Zooms the view\"})")
            assertGolden(result.bytes, at: folder.appendingPathComponent("merged-\(style.rawValue).xcstrings"))
        }
    }
}
