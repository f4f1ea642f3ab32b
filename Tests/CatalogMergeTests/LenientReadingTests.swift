import StringCatalog
import XCTest

@testable import CatalogMerge

/// Issue 12 §4: sides holding what Xcode reads but strict JSON does not — a trailing comma, duplicate keys — are
/// read leniently (the last duplicate wins, as in Foundation), merged structurally, and the repair is said.
final class LenientReadingTests: XCTestCase {
    private typealias F = Fixture

    private struct Row {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        var expected: String
        /// The summary line after `path: merged N changes from both sides`.
        var summaryTail: String
    }

    private var rows: [Row] {
        let saveDe = F.entry(["de": ("translated", "Sichern")])
        let saveFr = F.entry(["fr": ("translated", "Enregistrer")])
        let empty = "{ }"
        let withTrailingComma = "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"Open\" : \(empty),\n\"Save\" : \(saveFr),\n},\n\"version\" : \"1.0\"\n}"
        let duplicated = { (first: String, last: String) in
            "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"Open\" : \(empty),\n\"Save\" : \(first),\n\"Save\" : \(last)\n},\n\"version\" : \"1.0\"\n}"
        }
        return [
            Row(name: "a trailing comma after the last entry of strings",
                base: F.catalog([("Open", empty), ("Save", empty)]),
                ours: F.catalog([("Open", saveDe), ("Save", empty)]),
                theirs: withTrailingComma,
                expected: F.catalog([("Open", saveDe), ("Save", saveFr)]),
                summaryTail: "; theirs: removed 1 trailing comma"),
            Row(name: "a trailing comma inside an entry and in an array",
                base: F.catalog([("Save", empty)]),
                ours: F.catalog([("Save", "{ \"localizations\" : { \"de\" : { \"stringSet\" : { \"state\" : \"translated\", \"values\" : [\"a\", \"b\",] }, }, } }")]),
                theirs: F.catalog([("Save", empty)]),
                expected: F.catalog([("Save", "{ \"localizations\" : { \"de\" : { \"stringSet\" : { \"state\" : \"translated\", \"values\" : [\"a\", \"b\"] } } } }")]),
                summaryTail: "; ours: removed 3 trailing commas"),
            Row(name: "identical duplicate keys: the last is kept",
                base: F.catalog([("Open", empty), ("Save", empty)]),
                ours: duplicated(saveFr, saveFr),
                theirs: F.catalog([("Open", saveDe), ("Save", empty)]),
                expected: F.catalog([("Open", saveDe), ("Save", saveFr)]),
                summaryTail: "; ours: 1 duplicate key (\"Save\"): kept the last, as Foundation does"),
            Row(name: "differing duplicate keys: the last is kept and both values are shown",
                base: F.catalog([("Open", empty), ("Save", empty)]),
                ours: duplicated(saveDe, saveFr),
                theirs: F.catalog([("Open", saveDe), ("Save", empty)]),
                expected: F.catalog([("Open", saveDe), ("Save", saveFr)]),
                summaryTail: "; ours: 1 duplicate key (\"Save\"): kept the last, as Foundation does; copies that differ: "
                    + "\"Save\" kept {\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Enregistrer\"}}}}, "
                    + "dropped {\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Sichern\"}}}}"),
            Row(name: "a duplicate language inside an entry of the base",
                base: F.catalog([("Save", "{ \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"S\" } }, \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Sichern\" } } } }")]),
                ours: F.catalog([("Save", saveDe)]),
                theirs: F.catalog([("Save", F.entry(["de": ("translated", "Speichern")]))]),
                expected: F.catalog([("Save", F.entry(["de": ("translated", "Speichern")]))]),
                summaryTail: "; base: 1 duplicate key (\"de\"): kept the last, as Foundation does; copies that differ: "
                    + "\"de\" kept {\"stringUnit\":{\"state\":\"translated\",\"value\":\"Sichern\"}}, "
                    + "dropped {\"stringUnit\":{\"state\":\"new\",\"value\":\"S\"}}"),
        ]
    }

    func testLenientSidesMergeStructurallyAndSayWhatWasRepaired() throws {
        for row in rows {
            let result = try XCTUnwrap(F.merge(row.base, row.ours, row.theirs), row.name)
            XCTAssertTrue(result.isClean, row.name)
            XCTAssertEqual(F.canonical(result.bytes), F.canonical(row.expected), row.name)
            // The result is strict JSON: a reader that accepts no trailing comma and no duplicate reads it.
            XCTAssertNoThrow(try JSONDocument(bytes: result.bytes, path: "t"), row.name)
            let summary = result.summary(path: "L.xcstrings")
            let tail = summary.drop { $0 != ";" }
            XCTAssertEqual(String(tail), row.summaryTail, row.name)
            // The fast path (on repaired sides) gives the full merge's bytes and summary.
            let full = try CatalogMerger().merge(
                base: Array(row.base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), String(decoding: full.bytes, as: UTF8.self), row.name)
            XCTAssertEqual(summary, full.summary(path: "L.xcstrings"), row.name)
        }
    }

    /// Trailing commas on every side (a file committed with one, then edited on both sides): the sides are repaired
    /// and merged by the fast path (no tree of the unchanged entries), with the full merge's bytes and summary.
    func testTrailingCommasAreMergedByTheFastPath() throws {
        let file = { (open: String, save: String) in
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Open\" : {\n      \"comment\" : \"\(open)\"\n    },\n"
                + "    \"Quit\" : {\n\n    },\n    \"Save\" : {\n      \"comment\" : \"\(save)\"\n    },\n  },\n  \"version\" : \"1.0\"\n}"
        }
        let base = Array(file("o", "s").utf8), ours = Array(file("o2", "s").utf8), theirs = Array(file("o", "s2").utf8)
        let fast = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: "t", fastPath: true)
        let full = try CatalogMerger().merge(base: base, ours: ours, theirs: theirs, path: "t", fastPath: false)
        XCTAssertEqual(fast.reads?.shallow.count, 3, "the fast path merged")
        XCTAssertEqual(String(decoding: fast.bytes, as: UTF8.self), String(decoding: full.bytes, as: UTF8.self))
        XCTAssertEqual(
            fast.summary(path: "L.xcstrings"),
            "L.xcstrings: merged 2 changes from both sides; base: removed 1 trailing comma; ours: removed 1 trailing comma; "
                + "theirs: removed 1 trailing comma")
        XCTAssertEqual(fast.summary(path: "L.xcstrings"), full.summary(path: "L.xcstrings"))
    }

    func testStrictReadingStillRejectsWhatLenientReadingRepairs() {
        for text in ["{\"a\" : 1,}", "{\"a\" : [1,]}", "{\"a\" : 1, \"a\" : 2}"] {
            XCTAssertThrowsError(try JSONDocument(bytes: Array(text.utf8), path: "t"), text)
        }
    }

    func testRepairKeepsTheLastOfThreeCopiesAndTheBytesAroundThem() throws {
        let text = "{\n  \"a\" : 1,\n  \"b\" : 2,\n  \"a\" : 3,\n  \"a\" : 4,\n}\n"
        let repaired = try XCTUnwrap(JSONRepair.repairing(Array(text.utf8), path: "t"))
        XCTAssertEqual(String(decoding: repaired.bytes, as: UTF8.self), "{\n  \"b\" : 2,\n  \"a\" : 4\n}\n")
        XCTAssertEqual(repaired.repairs.count, 3)
        XCTAssertNil(try JSONRepair.repairing(Array("{\"a\" : 1}".utf8), path: "t"))
        XCTAssertThrowsError(try JSONRepair.repairing(Array("{\"a\" : }".utf8), path: "t"))
    }

    func testAFileWithConflictMarkersIsNotRepaired() {
        let marked = "{\n<<<<<<< ours\n\"a\" : 1\n=======\n\"a\" : 2\n>>>>>>> theirs\n}"
        XCTAssertThrowsError(try CatalogMerger().merge(base: Array("{}".utf8), ours: Array(marked.utf8), theirs: Array("{}".utf8)))
    }
}
