import Diagnostics
import Foundation
import XCTest
@testable import SwiftLabelLint

/// `.xcstrings-lint.json`: known keys change what is reported, unknown keys warn, malformed files are input errors.
final class ConfigurationTests: XCTestCase {
    private let known = Linter.knownRuleIDs

    func testKnownKeysAreRead() throws {
        let json = """
        {
          "labelWords": ["Tagline2"],
          "viewTypes": ["Screen"],
          "localizingFunctions": ["tr"],
          "allowedWords": ["Acme"],
          "excludedPaths": ["Vendor", "Sources/Legacy/"],
          "disabledRules": ["compare-shown-word"]
        }
        """
        let (configuration, warnings) = try ConfigurationLoader.load(Data(json.utf8), path: "c.json", knownRules: known)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(configuration.labelWords.contains("tagline2"))
        XCTAssertTrue(configuration.labelWords.contains("title"), "defaults are kept")
        XCTAssertEqual(configuration.viewTypes, ["Screen"])
        XCTAssertEqual(configuration.localizingFunctions, ["tr"])
        XCTAssertEqual(configuration.disabledRules, ["compare-shown-word"])
        XCTAssertTrue(configuration.excludes("Vendor/Lib/A.swift"))
        XCTAssertTrue(configuration.excludes("App/Vendor/A.swift"))
        XCTAssertTrue(configuration.excludes("Sources/Legacy/A.swift"))
        XCTAssertFalse(configuration.excludes("Sources/LegacyNot/A.swift"))
    }

    func testUnknownKeysAndRulesWarnWithPosition() throws {
        let json = "{\n  \"labelWords\": [],\n  \"lableWords\": [\"x\"],\n  \"disabledRules\": [\"nope\"]\n}"
        let (_, warnings) = try ConfigurationLoader.load(Data(json.utf8), path: "c.json", knownRules: known)
        XCTAssertEqual(warnings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["4:21 config", "3:3 config"])
        XCTAssertTrue(warnings[1].message.contains("unknown key 'lableWords'"))
        // Windows line ends place the same warnings on the same lines and columns.
        let crlf = json.replacingOccurrences(of: "\n", with: "\r\n")
        let (_, crlfWarnings) = try ConfigurationLoader.load(Data(crlf.utf8), path: "c.json", knownRules: known)
        XCTAssertEqual(crlfWarnings.map { "\($0.location.line):\($0.location.column)" }, ["4:21", "3:3"])
        XCTAssertTrue(warnings[0].message.contains("unknown rule 'nope'"))
    }

    func testMalformedFilesAreInputErrors() {
        let cases: [(String, String)] = [
            ("{", "c.json:1:2: error: not valid JSON: the file ends early: expected a key (is it truncated?); fix the file or remove it to use the defaults"),
            ("{\n  \"labelWords\": [\"a\"],\n  \"labelWords\": []\n}",
             "c.json:3:3: error: not valid JSON: duplicate key \"labelWords\" (first at line 2, again at line 3); keep one of them — duplicates usually come from a merge resolved by hand; fix the file or remove it to use the defaults"),
            ("[]", "c.json: error: the top level must be a JSON object; fix the file or remove it to use the defaults"),
            ("{\"allowedWords\": \"Acme\"}", "c.json:1:2: error: 'allowedWords' must be a list of strings; fix the file or remove it to use the defaults"),
            ("{\n  \"viewTypes\": [\"Screen\", 1]\n}", "c.json:2:3: error: 'viewTypes' must be a list of strings; fix the file or remove it to use the defaults"),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.load(Data(json.utf8), path: "c.json", knownRules: known)) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testConfigurationChangesFindings() {
        let source = """
        struct Screen1: Screen {
            let tagline2: String
            var title: String { tr("Hello") }
            var body: some View { Detail(text: tagline2) }
        }
        """
        let plain = Linter().lint([Linter.Source(path: "A.swift", text: source)])
        XCTAssertEqual(plain, [])
        let configured = Linter(configuration: LintConfiguration(
            labelWords: LintConfiguration.defaultLabelWords.union(["tagline2"]), viewTypes: ["Screen"],
            localizingFunctions: ["tr"]))
        XCTAssertEqual(configured.lint([Linter.Source(path: "A.swift", text: source)]).map(\.location.line), [2])
    }
}
