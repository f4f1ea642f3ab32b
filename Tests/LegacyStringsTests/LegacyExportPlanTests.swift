import Foundation
import LegacyStrings
import TestSupport
import XCTest

/// `LegacyExportPlan`: which writes an export refuses (collisions, files that would change) and what applying writes,
/// on real files in a temporary folder.
final class LegacyExportPlanTests: XCTestCase {
    var folder: TemporaryDirectory!

    override func setUpWithError() throws { folder = try TemporaryDirectory(prefix: "legacy-export-plan") }
    override func tearDown() { folder.remove() }

    func write(_ path: String, _ text: String) -> LegacyExportPlan.Write {
        LegacyExportPlan.Write(url: folder.url.appendingPathComponent(path), bytes: Array(text.utf8))
    }

    func testPolicyTable() throws {
        try folder.write("same", to: "de.lproj/Same.strings")
        try folder.write("hand edit", to: "de.lproj/Edited.strings")
        struct Case {
            var name: String
            var writes: [String]
            var force: Bool
            var refused: [(String, LegacyExportPlan.Refusal.Reason)]
        }
        let cases = [
            Case(name: "new files", writes: ["de.lproj/New.strings", "fr.lproj/New.strings"], force: false, refused: []),
            Case(name: "unchanged file", writes: ["de.lproj/Same.strings"], force: false, refused: []),
            Case(name: "file that would change", writes: ["de.lproj/New.strings", "de.lproj/Edited.strings"], force: false,
                 refused: [("de.lproj/Edited.strings", .wouldChange)]),
            Case(name: "forced", writes: ["de.lproj/Edited.strings"], force: true, refused: []),
            Case(name: "collision wins over changes, even forced",
                 writes: ["de.lproj/Edited.strings", "de.lproj/New.strings", "de.lproj/../de.lproj/New.strings"], force: true,
                 refused: [("de.lproj/../de.lproj/New.strings", .collision)]),
        ]
        for testCase in cases {
            let writes = testCase.writes.map { write($0, $0 == "de.lproj/Same.strings" ? "same" : "new") }
            let plan = LegacyExportPlan.plan(writes, force: testCase.force)
            XCTAssertEqual(plan.refusals.map { String($0.url.path.dropFirst(folder.url.path.count + 1)) },
                           testCase.refused.map(\.0), testCase.name)
            XCTAssertEqual(plan.refusals.map(\.reason), testCase.refused.map(\.1), testCase.name)
            XCTAssertEqual(plan.writes, writes, testCase.name)
        }
    }

    func testRefusalMessages() {
        let url = folder.url.appendingPathComponent("x.strings")
        XCTAssertEqual(LegacyExportPlan.Refusal(url: url, reason: .wouldChange).message,
                       "exists and would change; pass --force to replace it")
        XCTAssertEqual(LegacyExportPlan.Refusal(url: url, reason: .collision).message,
                       "two catalogs of the same table name export to this file; export them to different --output folders")
    }

    func testApplyCreatesFoldersAndReplacesFiles() throws {
        try folder.write("old", to: "de.lproj/T.strings")
        let plan = LegacyExportPlan.plan([write("de.lproj/T.strings", "neu"), write("a/b/fr.lproj/T.strings", "nouveau")], force: true)
        try plan.apply(shown: { $0.lastPathComponent })
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("de.lproj/T.strings"), encoding: .utf8), "neu")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a/b/fr.lproj/T.strings"), encoding: .utf8), "nouveau")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("de.lproj").path)
        XCTAssertEqual(left, ["T.strings"], "no temporary file is left behind")
    }

    func testApplyNamesTheFolderItCannotCreate() throws {
        try folder.write("a file", to: "blocked")
        let plan = LegacyExportPlan.plan([write("blocked/de.lproj/T.strings", "x")], force: false)
        XCTAssertThrowsError(try plan.apply(shown: { String($0.path.dropFirst(self.folder.url.path.count + 1)) })) { error in
            XCTAssertEqual("\(error)", "blocked/de.lproj: error: cannot create the folder: not a directory")
        }
    }
}
