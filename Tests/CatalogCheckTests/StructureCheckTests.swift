import XCTest
@testable import CatalogCheck

final class StructureCheckTests: XCTestCase {
    typealias F = CheckFixtures

    func testReaderErrorsBecomeFindings() {
        let cases: [(String, String, String, UInt)] = [
            ("invalid JSON", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n}", "T.xcstrings:4:2: error:", #line),
            ("duplicate key", "{\n  \"sourceLanguage\" : \"en\",\n  \"sourceLanguage\" : \"de\"\n}", "T.xcstrings:3:3: error: duplicate key", #line),
            ("conflict markers", "{\n<<<<<<< ours\n  \"sourceLanguage\" : \"en\"\n=======\n>>>>>>> theirs\n}", "T.xcstrings:2:1: error: holds unresolved merge conflict markers", #line),
            ("not a catalog", "{ \"strings\" : [] }", "T.xcstrings:1:3: error: not a String Catalog: \"strings\" is an array, "
                + "not an object; no \"sourceLanguage\" (a string) and \"version\" (a string)", #line),
            ("a field of the wrong type", "{ \"sourceLanguage\":\"en\",\"strings\":{\"A\":{\"comment\":1}},\"version\":\"1.0\"}",
             "T.xcstrings:1:41: error: not a valid String Catalog: strings[\"A\"].comment: expected a string, found a number", #line),
        ]
        for (name, text, prefix, line) in cases {
            let findings = CatalogChecker().check(bytes: Array(text.utf8), path: "T.xcstrings")
            XCTAssertEqual(findings.count, 1, name, line: line)
            let rendered = findings.first.map { "\($0.path):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" } ?? ""
            XCTAssertTrue(rendered.hasPrefix(prefix), "\(name): \(rendered)", line: line)
            XCTAssertEqual(findings.first?.ruleID, "structure", name, line: line)
        }
    }

    func testStructure() {
        let cases: [(String, [String], [String], UInt)] = [
            ("clean", [F.entry("Save", [("de", F.unit("Sichern"))])], [], #line),
            ("unknown state", [F.entry("Save", [("de", F.unit("Sichern", "done"))])],
             ["error: strings[\"Save\"].localizations.de.stringUnit.state: unknown state 'done'; use one of new, "
                + "needs_review, translated, stale"], #line),
            ("empty state", [F.entry("Save", [("de", F.unit("Sichern", ""))])],
             ["error: strings[\"Save\"].localizations.de.stringUnit.state: unknown state ''; use one of new, "
                + "needs_review, translated, stale"], #line),
            ("no state", [F.entry("Save", [("de", #"{ "stringUnit" : { "value" : "Sichern" } }"#)])],
             ["warning: strings[\"Save\"].localizations.de.stringUnit: unit has no state; Xcode writes one of new, "
                + "needs_review, translated, stale"], #line),
            ("unknown extraction state", [F.entry("Save", [("de", F.unit("Sichern"))], extra: "\"extractionState\" : \"translated\", ")],
             ["warning: strings[\"Save\"].extractionState: unknown extractionState 'translated'"], #line),
            ("empty source localization", [F.entry("Save", [("en", "{ }"), ("de", F.unit("Sichern"))])],
             ["warning: strings[\"Save\"].localizations.en: the source language 'en' has no text here while other "
                + "languages do; add it or remove the empty localization"], #line),
            ("absent source localization is normal", [F.entry("Save", [("de", F.unit("Sichern"))])], [], #line),
        ]
        for (name, entries, expected, line) in cases {
            XCTAssertEqual(F.findings(F.catalog(entries), check: .structure), expected, name, line: line)
        }
    }
}
