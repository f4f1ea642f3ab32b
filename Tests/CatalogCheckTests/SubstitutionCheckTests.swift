import StringCatalog
import XCTest
@testable import CatalogCheck

final class SubstitutionCheckTests: XCTestCase {
    typealias F = CheckFixtures

    /// A localization whose unit is `value` and whose substitutions are `substitutions` (name → JSON fields).
    private func localization(_ value: String, _ substitutions: [(String, String)]) -> String {
        let forms = #""variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } }"#
        let body = substitutions.map { "\"\($0.0)\" : { \($0.1)\(forms) }" }.joined(separator: ", ")
        return "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" }, \"substitutions\" : { \(body) } }"
    }

    func testSubstitutions() {
        let good = #""argNum" : 1, "formatSpecifier" : "lld", "#
        let path = "strings[\"k\"].localizations.en"
        let cases: [(String, String, [String], UInt)] = [
            ("well formed", localization("%#@files@", [("files", good)]), [], #line),
            ("reference without substitution", localization("%#@files@ in %#@folders@", [("files", good)]),
             ["error: \(path).stringUnit: references %#@folders@ but 'en' has no substitution 'folders'"], #line),
            ("unused substitution", localization("%#@files@", [("files", good), ("extra", #""argNum" : 1, "formatSpecifier" : "lld", "#)]),
             ["warning: \(path).substitutions.extra: substitution 'extra' is never referenced (no %#@extra@ in the text)"], #line),
            ("argNum out of range", localization("%#@files@", [("files", #""argNum" : 3, "formatSpecifier" : "lld", "#)]),
             ["error: \(path).substitutions.files.argNum: argNum 3 is not one of the string's arguments (1)"], #line),
            ("invalid formatSpecifier", localization("%#@files@", [("files", #""argNum" : 1, "formatSpecifier" : "qq", "#)]),
             ["error: \(path).substitutions.files.formatSpecifier: formatSpecifier 'qq' is not a printf specifier "
                + "(write it without '%', e.g. 'lld' or '@')"], #line),
            ("missing formatSpecifier", localization("%#@files@", [("files", #""argNum" : 1, "#)]),
             ["error: \(path).substitutions.files: has no formatSpecifier (the argument's printf type, e.g. 'lld')"], #line),
        ]
        for (name, english, expected, line) in cases {
            let text = F.catalog([F.entry("k", [("en", english)])])
            XCTAssertEqual(F.findings(text, check: .substitutions), expected, name, line: line)
        }
    }

    func testArgumentsUsedInsideFormsCount() {
        // "%#@followers@" whose forms read "%2$@ followers": the string has two arguments, so argNum 2 is valid.
        let english = #"{ "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ follower" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ followers" } } } } } } }"#
        XCTAssertEqual(F.findings(F.catalog([F.entry("k", [("en", english)])]), check: .substitutions), [])
        let tooFar = english.replacingOccurrences(of: "\"argNum\" : 2", with: "\"argNum\" : 3")
        XCTAssertEqual(F.findings(F.catalog([F.entry("k", [("en", tooFar)])]), check: .substitutions), [
            "error: strings[\"k\"].localizations.en.substitutions.followers.argNum: argNum 3 is not one of the string's "
                + "arguments (1 to 2)",
        ])
    }

    func testTranslationAgainstSource() {
        let english = localization("%#@a@ %#@b@", [("a", #""argNum" : 1, "formatSpecifier" : "lld", "#),
                                                   ("b", #""argNum" : 2, "formatSpecifier" : "@", "#)])
        let swapped = localization("%#@a@ %#@b@", [("a", #""argNum" : 2, "formatSpecifier" : "lld", "#),
                                                    ("b", #""argNum" : 2, "formatSpecifier" : "d", "#)])
        let text = F.catalog([F.entry("k", [("en", english), ("de", swapped)])])
        XCTAssertEqual(F.findings(text, check: .substitutions), [
            "error: strings[\"k\"].localizations.de.substitutions.a.argNum: argNum 2 differs from the source's 1: "
                + "the plural would follow another argument",
            "error: strings[\"k\"].localizations.de.substitutions.b.formatSpecifier: formatSpecifier 'd' takes an integer "
                + "where the source's '@' takes an object",
        ])
    }

    func testFormatSpecifierClasses() {
        let cases: [(String, ArgumentKind?, UInt)] = [
            ("lld", .integer, #line), ("d", .integer, #line), ("%ld", .integer, #line), ("@", .object, #line),
            (".2f", .float, #line), ("f", .float, #line), ("", nil, #line), ("lldx", nil, #line), ("1$d", nil, #line),
            ("%", nil, #line), ("#@x@", nil, #line),
        ]
        for (text, expected, line) in cases {
            XCTAssertEqual(SubstitutionCheck.kind(ofFormatSpecifier: text), expected, text, line: line)
        }
    }
}
