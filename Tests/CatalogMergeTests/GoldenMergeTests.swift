import Foundation
import XCTest

@testable import CatalogMerge

/// The merged file for a small realistic triple, byte for byte, in both conflict styles (golden files in
/// `Fixtures/golden`). Re-record with `RECORD_GOLDEN=1 swift test --filter GoldenMergeTests`; a recording run
/// fails on purpose so nobody records by accident.
final class GoldenMergeTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    private func read(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    func testMergedFilesMatchGoldens() throws {
        let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil
        for style in [MergeOptions.ConflictStyle.merge, .diff3, .zdiff3] {
            let options = MergeOptions(oursLabel: "HEAD", theirsLabel: "feature", baseLabel: "merged common ancestors", conflictStyle: style)
            let result = try CatalogMerger(options: options).merge(
                base: try read("base.xcstrings"), ours: try read("ours.xcstrings"), theirs: try read("theirs.xcstrings"))
            XCTAssertEqual(result.summary(path: "Localizable.xcstrings"),
                           "Localizable.xcstrings: merged 8 changes from both sides; 2 conflicts: \"Save\" de value: "
                           + "ours \"Speichern\", theirs \"Sichern!\" (base \"Sichern\"); \"Zoom\" (deleted on one side, changed on "
                           + "the other): ours deleted, theirs {\"comment\":\"Zooms the document view\"} (base {\"comment\":\"Zooms the view\"})")
            let name = "merged-\(style.rawValue).xcstrings"
            if recording {
                try Data(result.bytes).write(to: folder.appendingPathComponent(name))
                XCTFail("recorded \(name); run again without RECORD_GOLDEN")
                continue
            }
            XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), String(decoding: try read(name), as: UTF8.self), name)
        }
    }
}
