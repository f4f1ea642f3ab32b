import CatalogCheck
import Diagnostics
import Foundation
import XCTest

/// The `check` object of `.xcstrings-lint.json`: read with the project's JSON reader, every value checked, and
/// every error placed at the line and column of what is wrong.
final class CheckSettingsTests: XCTestCase {
    func testValuesAreRead() throws {
        let json = """
        { "lint": true,
          "check": { "paths": ["App"], "since": "origin/main", "minCoverage": { "fr": 90, "de": 100 },
                     "languages": ["de", "fr"], "require": "translated", "strict": true, "verbose": false } }
        """
        var expected = CheckSettings()
        expected.paths = ["App"]
        expected.since = "origin/main"
        expected.minimumCoverage = try MinimumCoverage(parsing: "de=100,fr=90")
        expected.languages = ["de", "fr"]
        expected.requirement = .translated
        expected.strict = true
        expected.verbose = false
        XCTAssertEqual(try CheckSettings.load(Data(json.utf8), path: "c.json"), expected)
        XCTAssertEqual(try CheckSettings.load(Data("{}".utf8), path: "c.json"), CheckSettings())
        var number = CheckSettings()
        number.minimumCoverage = try MinimumCoverage(parsing: "95.5")
        XCTAssertEqual(try CheckSettings.load(Data(#"{"check": {"minCoverage": 95.5}}"#.utf8), path: "c.json"), number)
    }

    func testMalformedFilesNameTheirPlace() {
        let cases: [(json: String, error: String)] = [
            ("{", "c.json:1:2: error: not valid JSON: the file ends early: expected a key (is it truncated?)"),
            ("[1]", "c.json: error: not a JSON object"),
            (#"{"check": []}"#, "c.json:1:2: error: 'check' must be an object"),
            ("{\n \"check\": {\n  \"paths\": \"App\"\n }\n}", "c.json:3:3: error: 'check.paths' must be a list of strings"),
            ("{\"check\": {\"languages\": [\"de\", 1]}}", "c.json:1:12: error: 'check.languages' must be a list of strings"),
            ("{\"check\": {\"strict\": \"yes\"}}", "c.json:1:12: error: 'check.strict' must be true or false"),
            ("{\"check\": {\"since\": \"\"}}", "c.json:1:12: error: 'check.since' must be a revision name"),
            ("{\"check\": {\"require\": \"done\"}}", "c.json:1:12: error: 'check.require' must be one of translated, reviewed"),
            ("{\"check\": {\"minCoverage\": true}}",
             "c.json:1:12: error: 'check.minCoverage' must be a number, a text like \"de=100,fr=90\" or an object"),
            ("{\"check\": {\"colour\": 1}}",
             "c.json:1:12: error: unknown key 'check.colour'; known keys: paths, since, minCoverage, languages, require, strict, verbose"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try CheckSettings.load(Data(json.utf8), path: "c.json"), json) { error in
                XCTAssertEqual((error as? CheckSettingsError)?.rendered(program: "git-xcstrings check"), expected, json)
            }
        }
    }
}
