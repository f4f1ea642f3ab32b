import StringCatalog
import XCTest
@testable import CatalogCheck

final class CoverageCheckTests: XCTestCase {
    typealias F = CheckFixtures

    func testCoverage() {
        let cases: [(String, [String], CheckOptions, [String], UInt)] = [
            ("translated", [F.entry("Save", [("de", F.unit("Sichern"))])], CheckOptions(), [], #line),
            ("missing language",
             [F.entry("Save", [("de", F.unit("Sichern"))]), F.entry("Open", [("en", F.unit("Open"))])],
             CheckOptions(), ["error: strings[\"Open\"]: no 'de' translation"], #line),
            ("no localizations at all",
             [F.entry("Save", [("de", F.unit("Sichern"))]), "\"Quit\" : { }"],
             CheckOptions(), ["error: strings[\"Quit\"]: no 'de' translation"], #line),
            ("empty value", [F.entry("Save", [("de", F.unit(""))])], CheckOptions(),
             ["error: strings[\"Save\"].localizations.de.stringUnit: empty translation"], #line),
            ("state new", [F.entry("Save", [("de", F.unit("Save", "new"))])], CheckOptions(),
             ["error: strings[\"Save\"].localizations.de.stringUnit: not translated yet (state 'new')"], #line),
            ("needs review", [F.entry("Save", [("de", F.unit("Sichern", "needs_review"))])], CheckOptions(),
             ["warning: strings[\"Save\"].localizations.de.stringUnit: needs review (state 'needs_review')"], #line),
            ("needs review, reviewed required", [F.entry("Save", [("de", F.unit("Sichern", "needs_review"))])],
             CheckOptions(requirement: .reviewed),
             ["error: strings[\"Save\"].localizations.de.stringUnit: needs review (state 'needs_review')"], #line),
            ("empty value of an empty key", [F.entry("", [("de", F.unit(""))])], CheckOptions(), [], #line),
            ("empty localization", [F.entry("Save", [("de", "{ }")])], CheckOptions(),
             ["error: strings[\"Save\"].localizations.de: holds no translation"], #line),
            ("plural form untranslated", [F.entry("%lld files", [("de", F.plural([("one", "%lld Datei"), ("other", "")]))])],
             CheckOptions(), ["error: strings[\"%lld files\"].localizations.de.variations.plural.other.stringUnit: empty translation"],
             #line),
            ("shouldTranslate false",
             [F.entry("Save", [("de", F.unit("Sichern"))]), F.entry("Brand", [("en", F.unit("Brand"))], extra: "\"shouldTranslate\" : false, ")],
             CheckOptions(), [], #line),
            ("stale key",
             [F.entry("Save", [("de", F.unit("Sichern"))]), F.entry("Old", [("en", F.unit("Old"))], extra: "\"extractionState\" : \"stale\", ")],
             CheckOptions(), [], #line),
            ("pre-commit mode: warnings", [F.entry("Save", [("de", F.unit("Save", "new"))])], CheckOptions(mode: .preCommit),
             ["warning: strings[\"Save\"].localizations.de.stringUnit: not translated yet (state 'new')"], #line),
            ("languages given", [F.entry("Save", [("de", F.unit("Sichern"))])], CheckOptions(languages: ["de", "fr"]),
             ["error: strings[\"Save\"]: no 'fr' translation"], #line),
            ("source language is not a target", [F.entry("Save", [("en", F.unit("Save", "new")), ("de", F.unit("Sichern"))])],
             CheckOptions(), [], #line),
        ]
        for (name, entries, options, expected, line) in cases {
            XCTAssertEqual(F.findings(F.catalog(entries), check: .coverage, options: options), expected, name, line: line)
        }
    }

    func testFindingIsAtTheUnit() throws {
        let text = F.catalog([F.entry("Save", [("de", F.unit("", "translated"))])])
        let finding = try XCTUnwrap(CatalogChecker().check(bytes: Array(text.utf8), path: "T.xcstrings").first)
        XCTAssertEqual(finding.location.line, 4)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[3]
        let column = line.distance(from: line.startIndex, to: try XCTUnwrap(line.range(of: "\"stringUnit\"")).lowerBound) + 1
        XCTAssertEqual(finding.location.column, column)
        XCTAssertEqual(finding.path, "T.xcstrings")
        XCTAssertEqual(finding.ruleID, "coverage")
    }

    /// The coverage table: held, unfinished, needing review (in a variation too) and missing translations, a stale
    /// key and one not to translate, in each mode. Figures read from the table `check` printed before the table was
    /// tallied from the coverage check's walk.
    func testTableRows() throws {
        let catalog = """
            {"sourceLanguage":"en","strings":{
            "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}},
              "fr":{"stringUnit":{"state":"needs_review","value":"A"}}}},
            "b %lld":{"localizations":{"de":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"needs_review","value":"%lld b"}},
              "other":{"stringUnit":{"state":"new","value":"%lld b"}}}}}}},
            "c":{"extractionState":"stale"},"d":{"shouldTranslate":false},
            "e":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":""}}}}},"version":"1.0"}
            """
        typealias Row = CatalogCheckReport.Row
        let cases: [(options: CheckOptions, rows: [Row], line: UInt)] = [
            (CheckOptions(), [
                Row(language: "de", translated: 1, total: 3, needsReview: 1, errors: 2, warnings: 1),
                Row(language: "fr", translated: 1, total: 3, needsReview: 1, errors: 2, warnings: 1),
            ], #line),
            (CheckOptions(requirement: .reviewed), [
                Row(language: "de", translated: 1, total: 3, needsReview: 1, errors: 3, warnings: 0),
                Row(language: "fr", translated: 0, total: 3, needsReview: 1, errors: 3, warnings: 0),
            ], #line),
            (CheckOptions(mode: .preCommit), [
                Row(language: "de", translated: 2, total: 3, needsReview: 1, errors: 0, warnings: 3),
                Row(language: "fr", translated: 2, total: 3, needsReview: 1, errors: 0, warnings: 3),
            ], #line),
        ]
        for testCase in cases {
            let report = CatalogChecker(options: testCase.options).report(bytes: Array(catalog.utf8), path: "T.xcstrings")
            XCTAssertEqual(report.rows, testCase.rows, line: testCase.line)
            let catalogOnly = try XCTUnwrap(try? CatalogFile(bytes: Array(catalog.utf8), path: "T.xcstrings")).catalog
            let coverageRows = CatalogChecker(options: testCase.options).coverage(of: catalogOnly)
            XCTAssertEqual(coverageRows, testCase.rows, line: testCase.line)
        }
    }
}
