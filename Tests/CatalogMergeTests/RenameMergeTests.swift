import StringCatalog
import XCTest

@testable import CatalogMerge

/// Issue 12 §1: a key renamed on one side while the other side changed the old key; the changes go to the new key.
final class RenameMergeTests: XCTestCase {
    private typealias F = Fixture

    private struct Row {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        var expected: String
        /// The expected summary, after `path: `.
        var summary: String
    }

    private var rows: [Row] {
        let source = { (text: String, units: [String: (String, String)]) -> String in
            var all = units
            all["en"] = ("translated", text)
            return F.entry(all)
        }
        let fr = ["fr": ("translated", "Auteur")]
        let frDe = ["fr": ("translated", "Auteur"), "de": ("translated", "Autor")]
        let three = ["fr": ("translated", "Ouvrir"), "de": ("translated", "Öffnen"), "ja": ("translated", "開く"),
                     "it": ("translated", "Apri"), "es": ("translated", "Abrir")]
        var threeChanged = three
        threeChanged["es"] = ("needs_review", "Abrir…")
        var threeWithPt = three
        threeWithPt["pt"] = ("translated", "Abrir")
        var renamedWithPt = threeChanged
        renamedWithPt["pt"] = ("translated", "Abrir")
        return [
            Row(name: "ours fixes punctuation, theirs translates the old key",
                base: F.catalog([("Author:", source("Author:", fr))]),
                ours: F.catalog([("Author", source("Author", fr))]),
                theirs: F.catalog([("Author:", source("Author:", frDe))]),
                expected: F.catalog([("Author", source("Author", frDe))]),
                summary: "merged 2 changes from both sides; renamed 1 key: \"Author:\" → \"Author\""),
            Row(name: "theirs fixes case, ours translates the old key",
                base: F.catalog([("MacOS only", F.entry([:])), ("Zoom", "{ }")]),
                ours: F.catalog([("MacOS only", F.entry(["de": ("translated", "Nur macOS")])), ("Zoom", "{ }")]),
                theirs: F.catalog([("Zoom", "{ }"), ("macOS only", F.entry([:]))]),
                expected: F.catalog([("Zoom", "{ }"), ("macOS only", F.entry(["de": ("translated", "Nur macOS")]))]),
                summary: "merged 2 changes from both sides; renamed 1 key: \"MacOS only\" → \"macOS only\""),
            Row(name: "a reworded id holding nearly the same translations (4 of 5 identical)",
                base: F.catalog([("open.button", source("Open", three))]),
                ours: F.catalog([("open.action", source("Open", threeChanged))]),
                theirs: F.catalog([("open.button", source("Open", threeWithPt))]),
                expected: F.catalog([("open.action", source("Open", renamedWithPt))]),
                summary: "merged 2 changes from both sides; renamed 1 key: \"open.button\" → \"open.action\""),
            Row(name: "two candidates for one old key: not a rename, the translation-only edit loses to the deletion",
                base: F.catalog([("Author:", source("Author:", fr))]),
                ours: F.catalog([("AUTHOR", source("Author", fr)), ("Author", source("Author", fr))]),
                theirs: F.catalog([("Author:", source("Author:", frDe))]),
                expected: F.catalog([("AUTHOR", source("Author", fr)), ("Author", source("Author", fr))]),
                summary: "merged 4 changes from both sides; deleted 1 key the other side only translated"),
            Row(name: "both fix the same key's case, theirs also translates it: merged against the old key's base",
                base: F.catalog([("MacOS only", F.entry(["fr": ("translated", "macOS")])), ("Zoom", "{ }")]),
                ours: F.catalog([("Zoom", "{ }"), ("macOS only", F.entry(["fr": ("translated", "macOS")]))]),
                theirs: F.catalog([("Zoom", "{ }"), ("macOS only", F.entry(["fr": ("translated", "macOS"),
                                                                            "de": ("translated", "Nur macOS")]))]),
                expected: F.catalog([("Zoom", "{ }"), ("macOS only", F.entry(["fr": ("translated", "macOS"),
                                                                              "de": ("translated", "Nur macOS")]))]),
                summary: "merged 2 changes from both sides"),
            Row(name: "too few identical translations (3 of 5): not a rename",
                base: F.catalog([("a.b", source("Open", three))]),
                ours: F.catalog([("c.d", source("Open", ["fr": ("translated", "Ouvrir"), "de": ("translated", "Öffnen"),
                                                          "ja": ("translated", "開く")]))]),
                theirs: F.catalog([("a.b", source("Open", threeWithPt))]),
                expected: F.catalog([("c.d", source("Open", ["fr": ("translated", "Ouvrir"), "de": ("translated", "Öffnen"),
                                                          "ja": ("translated", "開く")]))]),
                summary: "merged 3 changes from both sides; deleted 1 key the other side only translated"),
        ]
    }

    func testRenamesCarryTheOtherSidesChanges() throws {
        for row in rows {
            let result = try XCTUnwrap(F.merge(row.base, row.ours, row.theirs), row.name)
            XCTAssertTrue(result.isClean, row.name)
            XCTAssertEqual(F.canonical(result.bytes), F.canonical(row.expected), row.name)
            XCTAssertEqual(result.summary(path: "L"), "L: " + row.summary, row.name)
            // Swapping the sides gives the same content.
            let swapped = try XCTUnwrap(F.merge(row.base, row.theirs, row.ours), row.name)
            XCTAssertEqual(F.canonical(swapped.bytes), F.canonical(row.expected), row.name + " (swapped)")
            // Idempotence: merging the result again with either side changes nothing.
            for side in [row.ours, row.theirs] {
                let again = try XCTUnwrap(F.merge(row.base, String(decoding: result.bytes, as: UTF8.self), side), row.name)
                XCTAssertEqual(F.canonical(again.bytes), F.canonical(result.bytes), row.name + " (again)")
            }
        }
    }

    /// Twin of "both fix the same key's case": a key both sides added with different content, where the key both
    /// deleted is another string (neither spelling nor content match), is still a conflict, as before.
    func testKeysAddedOnBothSidesWithoutAnOldKeyStillConflict() throws {
        let base = F.catalog([("Alpha", F.entry(["fr": ("translated", "Alpha")])), ("Zoom", "{ }")])
        let ours = F.catalog([("Zed", F.entry(["de": ("translated", "Zett")])), ("Zoom", "{ }")])
        let theirs = F.catalog([("Zed", F.entry(["de": ("translated", "Z")])), ("Zoom", "{ }")])
        for (first, second) in [(ours, theirs), (theirs, ours)] {
            let result = try XCTUnwrap(F.merge(base, first, second))
            XCTAssertEqual(result.conflicts.map(\.path.description), ["strings[\"Zed\"].localizations.de.stringUnit.value"])
        }
    }

    func testSpellingComparison() {
        let rows: [(String, String, Bool)] = [
            ("Author:", "Author", true), ("MacOS only enables…", "macOS only enables...", true),
            ("Save  As", "Save As", true), ("Save", "Saved", false), ("%@ items", "%lld items", false),
        ]
        for (a, b, same) in rows {
            XCTAssertEqual(RenameCriteria.spelling(a) == RenameCriteria.spelling(b), same, "\(a) / \(b)")
        }
    }
}
