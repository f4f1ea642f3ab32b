import StringCatalog
import XCTest

@testable import CatalogMerge

/// One table row per rule: base, ours, theirs, and the expected result (or the expected conflicts).
final class CatalogMergeRuleTests: XCTestCase {
    private struct Row {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        /// The expected merged catalog (compared as JSON), nil when conflicts are expected.
        var expected: String?
        /// The expected conflict names (`MergeConflict.description`), in order.
        var conflicts: [String] = []
    }

    private typealias F = Fixture

    /// An entry whose `language` is plural forms.
    private static func plural(_ language: String, one: String, other: String) -> String {
        let unit = { (value: String) in "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        return "{ \"localizations\" : { \"\(language)\" : { \"variations\" : { \"plural\" : { \"one\" : \(unit(one)), \"other\" : \(unit(other)) } } } } }"
    }

    private var rows: [Row] {
        let saveDe = F.entry(["de": ("translated", "Sichern")])
        let saveDeFr = F.entry(["de": ("translated", "Sichern"), "fr": ("translated", "Enregistrer")])
        let saveFr = F.entry(["fr": ("translated", "Enregistrer")])
        let empty = "{ }"
        let sourceEntry = { (source: String, units: [String: (String, String)]) -> String in
            var all = units
            all["en"] = ("translated", source)
            return F.entry(all, fields: "\"extractionState\" : \"manual\"")
        }
        return [
            Row(name: "one side changes a value",
                base: F.catalog([("Save", saveDe)]),
                ours: F.catalog([("Save", saveDe)]),
                theirs: F.catalog([("Save", F.entry(["de": ("translated", "Speichern")]))]),
                expected: F.catalog([("Save", F.entry(["de": ("translated", "Speichern")]))])),
            Row(name: "the same change on both sides is taken once",
                base: F.catalog([("Save", empty)]),
                ours: F.catalog([("Save", saveDe)]),
                theirs: F.catalog([("Save", saveDe)]),
                expected: F.catalog([("Save", saveDe)])),
            Row(name: "different changes to the same value conflict",
                base: F.catalog([("Save", saveDe)]),
                ours: F.catalog([("Save", F.entry(["de": ("translated", "Speichern")]))]),
                theirs: F.catalog([("Save", F.entry(["de": ("translated", "Sichern!")]))]),
                expected: nil, conflicts: ["\"Save\" de value"]),
            Row(name: "adjacent new keys on both sides",
                base: F.catalog([("A", empty), ("D", empty)]),
                ours: F.catalog([("A", empty), ("B", empty), ("D", empty)]),
                theirs: F.catalog([("A", empty), ("C", empty), ("D", empty)]),
                expected: F.catalog([("A", empty), ("B", empty), ("C", empty), ("D", empty)])),
            Row(name: "different languages of one key",
                base: F.catalog([("Save", empty)]),
                ours: F.catalog([("Save", saveDe)]),
                theirs: F.catalog([("Save", saveFr)]),
                expected: F.catalog([("Save", saveDeFr)])),
            Row(name: "a key deleted on one side, untouched on the other, is deleted",
                base: F.catalog([("Old", saveDe), ("Save", empty)]),
                ours: F.catalog([("Save", empty)]),
                theirs: F.catalog([("Old", saveDe), ("Save", saveFr)]),
                expected: F.catalog([("Save", saveFr)])),
            Row(name: "a key deleted on one side and emptied on the other is deleted",
                base: F.catalog([("Old", F.entry(["de": ("translated", "Alt")], fields: "\"comment\" : \"c\"")), ("Save", empty)]),
                ours: F.catalog([("Save", empty)]),
                theirs: F.catalog([("Old", "{ \"comment\" : \"c\" }"), ("Save", saveFr)]),
                expected: F.catalog([("Save", saveFr)])),
            Row(name: "a key deleted on one side and given a new comment on the other conflicts",
                base: F.catalog([("Old", F.entry(["de": ("translated", "Alt")], fields: "\"comment\" : \"c\"")), ("Save", empty)]),
                ours: F.catalog([("Save", empty)]),
                theirs: F.catalog([("Old", "{ \"comment\" : \"d\" }"), ("Save", empty)]),
                expected: nil, conflicts: ["\"Old\" (deleted on one side, changed on the other)"]),
            Row(name: "version: the higher one when both changed it",
                base: F.catalog([("Save", empty)], version: "1.0"),
                ours: F.catalog([("Save", empty)], version: "1.1"),
                theirs: F.catalog([("Save", empty)], version: "1.2"),
                expected: F.catalog([("Save", empty)], version: "1.2")),
            Row(name: "version: ours when it is higher",
                base: F.catalog([("Save", empty)], version: "1.0"),
                ours: F.catalog([("Save", empty)], version: "1.10"),
                theirs: F.catalog([("Save", empty)], version: "1.2"),
                expected: F.catalog([("Save", empty)], version: "1.10")),
            Row(name: "same value added with different states: the more cautious state",
                base: F.catalog([("Save", empty)]),
                ours: F.catalog([("Save", F.entry(["de": ("translated", "Sichern")]))]),
                theirs: F.catalog([("Save", F.entry(["de": ("needs_review", "Sichern")]))]),
                expected: F.catalog([("Save", F.entry(["de": ("needs_review", "Sichern")]))])),
            Row(name: "same key added on both sides, new beats translated",
                base: F.catalog([]),
                ours: F.catalog([("Save", F.entry(["de": ("new", "Sichern")]))]),
                theirs: F.catalog([("Save", F.entry(["de": ("translated", "Sichern")]))]),
                expected: F.catalog([("Save", F.entry(["de": ("new", "Sichern")]))])),
            Row(name: "human comment beats an auto-generated one",
                base: F.catalog([("Save", "{ }")]),
                ours: F.catalog([("Save", "{ \"comment\" : \"Auto\", \"isCommentAutoGenerated\" : true }")]),
                theirs: F.catalog([("Save", "{ \"comment\" : \"Saves the file\" }")]),
                expected: F.catalog([("Save", "{ \"comment\" : \"Saves the file\" }")])),
            Row(name: "human comment in ours beats theirs' auto-generated one",
                base: F.catalog([("Save", "{ \"comment\" : \"Old\" }")]),
                ours: F.catalog([("Save", "{ \"comment\" : \"Saves the file\" }")]),
                theirs: F.catalog([("Save", "{ \"comment\" : \"Auto\", \"isCommentAutoGenerated\" : true }")]),
                expected: F.catalog([("Save", "{ \"comment\" : \"Saves the file\" }")])),
            Row(name: "two auto-generated comments: ours",
                base: F.catalog([("Save", "{ }")]),
                ours: F.catalog([("Save", "{ \"comment\" : \"Auto A\", \"isCommentAutoGenerated\" : true }")]),
                theirs: F.catalog([("Save", "{ \"comment\" : \"Auto B\", \"isCommentAutoGenerated\" : true }")]),
                expected: F.catalog([("Save", "{ \"comment\" : \"Auto A\", \"isCommentAutoGenerated\" : true }")])),
            Row(name: "two human comments conflict",
                base: F.catalog([("Save", "{ }")]),
                ours: F.catalog([("Save", "{ \"comment\" : \"A\" }")]),
                theirs: F.catalog([("Save", "{ \"comment\" : \"B\" }")]),
                expected: nil, conflicts: ["\"Save\" comment"]),
            Row(name: "extractionState conflict resolves to the non-stale value",
                base: F.catalog([("Save", "{ \"extractionState\" : \"manual\" }")]),
                ours: F.catalog([("Save", "{ \"extractionState\" : \"stale\" }")]),
                theirs: F.catalog([("Save", "{ \"extractionState\" : \"extracted_with_value\" }")]),
                expected: F.catalog([("Save", "{ \"extractionState\" : \"extracted_with_value\" }")])),
            Row(name: "deleted on one side, marked stale on the other: deleted",
                base: F.catalog([("Gone", saveDe), ("Save", empty)]),
                ours: F.catalog([("Save", empty)]),
                theirs: F.catalog([("Gone", F.entry(["de": ("translated", "Sichern")], fields: "\"extractionState\" : \"stale\"")), ("Save", empty)]),
                expected: F.catalog([("Save", empty)])),
            Row(name: "deleted on one side, only translated on the other: deleted",
                base: F.catalog([("Gone", saveDe), ("Save", empty)]),
                ours: F.catalog([("Gone", saveDeFr), ("Save", empty)]),
                theirs: F.catalog([("Save", empty)]),
                expected: F.catalog([("Save", empty)])),
            Row(name: "deleted on one side, comment changed on the other: conflict",
                base: F.catalog([("Gone", "{ \"comment\" : \"A\" }"), ("Save", empty)]),
                ours: F.catalog([("Gone", "{ \"comment\" : \"B\" }"), ("Save", empty)]),
                theirs: F.catalog([("Save", empty)]),
                expected: nil, conflicts: ["\"Gone\" (deleted on one side, changed on the other)"]),
            Row(name: "a language deleted on one side and edited on the other: conflict",
                base: F.catalog([("Save", saveDeFr)]),
                ours: F.catalog([("Save", saveFr)]),
                theirs: F.catalog([("Save", F.entry(["de": ("translated", "Speichern"), "fr": ("translated", "Enregistrer")]))]),
                expected: nil, conflicts: ["\"Save\" de (deleted on one side, changed on the other)"]),
            Row(name: "source value changed against a changed translation: both, translation needs review",
                base: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Sichern")]))]),
                ours: F.catalog([("save", sourceEntry("Save file", ["de": ("translated", "Sichern")]))]),
                theirs: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Speichern")]))]),
                expected: F.catalog([("save", sourceEntry("Save file", ["de": ("needs_review", "Speichern")]))])),
            Row(name: "source changed; the changing side made the very same new translation: taken once, translated",
                base: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Sichern")]))]),
                ours: F.catalog([("save", sourceEntry("Save file", ["de": ("needs_review", "Speichern")]))]),
                theirs: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Speichern")]))]),
                expected: F.catalog([("save", sourceEntry("Save file", ["de": ("translated", "Speichern")]))])),
            Row(name: "source changed; the changing side left its other translations translated (cosmetic): no review",
                base: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Sichern"), "fr": ("translated", "Enregistrer")]))]),
                ours: F.catalog([("save", sourceEntry("Save.", ["de": ("translated", "Sichern"), "fr": ("translated", "Enregistrer")]))]),
                theirs: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Speichern"), "fr": ("translated", "Enregistrer")]))]),
                expected: F.catalog([("save", sourceEntry("Save.", ["de": ("translated", "Speichern"), "fr": ("translated", "Enregistrer")]))])),
            Row(name: "source changed; the changing side marked its other translations for review: review",
                base: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Sichern"), "fr": ("translated", "Enregistrer")]))]),
                ours: F.catalog([("save", sourceEntry("Save all", ["de": ("translated", "Sichern"), "fr": ("needs_review", "Enregistrer")]))]),
                theirs: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Speichern"), "fr": ("translated", "Enregistrer")]))]),
                expected: F.catalog([("save", sourceEntry("Save all", ["de": ("needs_review", "Speichern"), "fr": ("needs_review", "Enregistrer")]))])),
            Row(name: "both added a language: an unfinished placeholder (the key) against a translation: the translation",
                base: F.catalog([("Layout", sourceEntry("Layout", [:]))]),
                ours: F.catalog([("Layout", sourceEntry("Layout", ["uk": ("needs_review", "Layout")]))]),
                theirs: F.catalog([("Layout", sourceEntry("Layout", ["uk": ("translated", "Макет")]))]),
                expected: F.catalog([("Layout", sourceEntry("Layout", ["uk": ("translated", "Макет")]))])),
            Row(name: "both added a language: a new placeholder (the source text) against a translation: the translation",
                base: F.catalog([("layout.id", sourceEntry("Layout", [:]))]),
                ours: F.catalog([("layout.id", sourceEntry("Layout", ["uk": ("translated", "Макет")]))]),
                theirs: F.catalog([("layout.id", sourceEntry("Layout", ["uk": ("new", "Layout")]))]),
                expected: F.catalog([("layout.id", sourceEntry("Layout", ["uk": ("translated", "Макет")]))])),
            Row(name: "both added a language: a needs_review value that is not a placeholder stays a conflict",
                base: F.catalog([("Layout", sourceEntry("Layout", [:]))]),
                ours: F.catalog([("Layout", sourceEntry("Layout", ["uk": ("needs_review", "Розклад")]))]),
                theirs: F.catalog([("Layout", sourceEntry("Layout", ["uk": ("translated", "Макет")]))]),
                expected: nil, conflicts: ["\"Layout\" uk value"]),
            Row(name: "plural forms on one side with the unit's text, the plain unit translated on the other: the forms",
                base: F.catalog([("%lld files", "{ }")]),
                ours: F.catalog([("%lld files", F.entry(["de": ("translated", "%lld Dateien")]))]),
                theirs: F.catalog([("%lld files", Self.plural("de", one: "%lld Dateien", other: "%lld Dateien"))]),
                expected: F.catalog([("%lld files", Self.plural("de", one: "%lld Dateien", other: "%lld Dateien"))])),
            Row(name: "plural forms on one side with other text than the unit on the other: a form conflict",
                base: F.catalog([("%lld files", "{ }")]),
                ours: F.catalog([("%lld files", Self.plural("de", one: "%lld Datei", other: "%lld Dateien"))]),
                theirs: F.catalog([("%lld files", F.entry(["de": ("translated", "%lld Dateien")]))]),
                expected: nil,
                conflicts: ["\"%lld files\" de (plural forms on one side, one unit with other text on the other)"]),
            Row(name: "source value changed against a newly added translation: kept as translated",
                base: F.catalog([("save", sourceEntry("Save", [:]))]),
                ours: F.catalog([("save", sourceEntry("Save", ["de": ("translated", "Sichern")]))]),
                theirs: F.catalog([("save", sourceEntry("Save file", [:]))]),
                expected: F.catalog([("save", sourceEntry("Save file", ["de": ("translated", "Sichern")]))])),
            Row(name: "plural variations merge per category",
                base: F.catalog([("%lld items", "{ \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : { \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Dinge\" } } } } } } }")]),
                ours: F.catalog([("%lld items", "{ \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"ein Ding\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Dinge\" } } } } } } }")]),
                theirs: F.catalog([("%lld items", "{ \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : { \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Sachen\" } } } } } } }")]),
                expected: F.catalog([("%lld items", "{ \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"ein Ding\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Sachen\" } } } } } } }")])),
            Row(name: "substitutions merge per name and field",
                base: F.catalog([("k", "{ \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\" } } } } }")]),
                ours: F.catalog([("k", "{ \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : 2, \"formatSpecifier\" : \"lld\" } } } } }")]),
                theirs: F.catalog([("k", "{ \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : 1, \"formatSpecifier\" : \"ld\" } } } } }")]),
                expected: F.catalog([("k", "{ \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : 2, \"formatSpecifier\" : \"ld\" } } } } }")])),
            Row(name: "unknown fields merge like any other",
                base: F.catalog([("Save", "{ \"futureField\" : 1 }")], extra: "\"futureRoot\" : true,\n"),
                ours: F.catalog([("Save", "{ \"futureField\" : 2 }")], extra: "\"futureRoot\" : true,\n"),
                theirs: F.catalog([("Save", "{ \"futureField\" : 1, \"other\" : \"x\" }")], extra: "\"futureRoot\" : false,\n"),
                expected: F.catalog([("Save", "{ \"futureField\" : 2, \"other\" : \"x\" }")], extra: "\"futureRoot\" : false,\n")),
            Row(name: "shouldTranslate changed on both sides differently conflicts",
                base: F.catalog([("Save", "{ }")]),
                ours: F.catalog([("Save", "{ \"shouldTranslate\" : false }")]),
                theirs: F.catalog([("Save", "{ \"shouldTranslate\" : true }")]),
                expected: nil, conflicts: ["\"Save\" shouldTranslate"]),
            Row(name: "sourceLanguage changed differently conflicts",
                base: F.catalog([("Save", "{ }")]),
                ours: F.catalog([("Save", "{ }")]).replacingOccurrences(of: "\"en\"", with: "\"de\""),
                theirs: F.catalog([("Save", "{ }")]).replacingOccurrences(of: "\"en\"", with: "\"fr\""),
                expected: nil, conflicts: ["sourceLanguage"]),
            Row(name: "file added on both sides (empty base)",
                base: "",
                ours: F.catalog([("A", saveDe)]),
                theirs: F.catalog([("A", saveFr), ("B", empty)]),
                expected: F.catalog([("A", saveDeFr), ("B", empty)])),
        ]
    }

    func testEveryRule() throws {
        for row in rows {
            guard let result = Fixture.merge(row.base, row.ours, row.theirs) else { continue }
            XCTAssertEqual(result.conflicts.map(\.description), row.conflicts, row.name)
            if let expected = row.expected {
                XCTAssertTrue(result.isClean, row.name)
                XCTAssertEqual(Fixture.canonical(result.bytes), Fixture.canonical(expected), row.name)
            } else {
                XCTAssertFalse(result.isClean, row.name)
                for side in [MergeSide.ours, .theirs] {
                    let resolved = try ConflictResolver.resolve(result.bytes, keeping: side)
                    XCTAssertEqual(Fixture.canonical(resolved.bytes), Fixture.canonical(side == .ours ? row.ours : row.theirs),
                                   "\(row.name): keeping \(side) everywhere gives that side back")
                }
            }
        }
    }

    /// Swapping ours and theirs gives the same conflicts and, for clean rows, the same content.
    func testRulesAreSymmetric() throws {
        for row in rows where !row.name.contains("two auto-generated") && !row.name.contains("ours when") {
            guard let forward = Fixture.merge(row.base, row.ours, row.theirs),
                let backward = Fixture.merge(row.base, row.theirs, row.ours)
            else { continue }
            XCTAssertEqual(Set(forward.conflicts.map(\.path)), Set(backward.conflicts.map(\.path)), row.name)
            if forward.isClean {
                XCTAssertEqual(Fixture.canonical(forward.bytes), Fixture.canonical(backward.bytes), row.name)
            }
        }
    }
}
