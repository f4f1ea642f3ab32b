import XCTest
@testable import Diagnostics

/// The four reporters on the same two findings: exact output, escaping, and the stable order they share.
final class ReporterTests: XCTestCase {
    let tool = ToolDescription(name: "demo", version: "1.2.3", informationURI: "docs/demo.md",
                               rules: [("coverage", "all translated"), ("plurals", "forms fit")])
    let findings = [
        Finding(path: "b/B.xcstrings", location: SourceLocation(line: 9, column: 1), severity: .warning,
                message: "fr has no 'many' form", ruleID: "plurals"),
        Finding(path: "a/A.xcstrings", location: SourceLocation(line: 3, column: 7), severity: .error,
                message: "strings[\"50%, \\ done\"]: no 'de'\ntranslation", ruleID: "coverage"),
    ]

    func testXcode() {
        XCTAssertEqual(ReportFormat.xcode.render(findings, tool: tool), """
        a/A.xcstrings:3:7: error: strings["50%, \\ done"]: no 'de'
        translation [coverage]
        b/B.xcstrings:9:1: warning: fr has no 'many' form [plurals]

        """)
        XCTAssertEqual(ReportFormat.xcode.render([], tool: tool), "")
    }

    func testGitHubEscapesDataAndProperties() {
        XCTAssertEqual(ReportFormat.github.render(findings, tool: tool), """
        ::error file=a/A.xcstrings,line=3,col=7,title=coverage::strings["50%25, \\ done"]: no 'de'%0Atranslation [coverage]
        ::warning file=b/B.xcstrings,line=9,col=1,title=plurals::fr has no 'many' form [plurals]

        """)
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\r\n"), "a%3Ab%2Cc%25%0D%0A")
        XCTAssertEqual(GitHubReporter.escapeData("a:b,c%"), "a:b,c%25")
    }

    func testJSON() throws {
        let text = ReportFormat.json.render(findings, tool: tool)
        XCTAssertEqual(text, """
        {
          "tool": "demo",
          "version": "1.2.3",
          "summary": {
            "errors": 1,
            "warnings": 1
          },
          "findings": [
            {
              "path": "a/A.xcstrings",
              "line": 3,
              "column": 7,
              "severity": "error",
              "rule": "coverage",
              "message": "strings[\\"50%, \\\\ done\\"]: no 'de'\\ntranslation"
            },
            {
              "path": "b/B.xcstrings",
              "line": 9,
              "column": 1,
              "severity": "warning",
              "rule": "plurals",
              "message": "fr has no 'many' form"
            }
          ]
        }

        """)
        // And it is JSON a parser accepts, with the message intact.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let first = (object?["findings"] as? [[String: Any]])?.first
        XCTAssertEqual(first?["message"] as? String, findings[1].message)
    }

    func testSARIF() throws {
        let text = ReportFormat.sarif.render(findings, tool: tool)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "demo")
        XCTAssertEqual((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String }, ["coverage", "plurals"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning"])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 3)
        XCTAssertEqual(region?["startColumn"] as? Int, 7)
    }

    func testSARIFURIsAreEncodedAndInformationURIOnlyWhenAbsolute() throws {
        let cases: [(path: String, uri: String)] = [
            ("App/Banner.swift", "App/Banner.swift"),
            ("My View, \"odd\"%.swift", "My%20View,%20%22odd%22%25.swift"),
            ("a:b/Gen.xcstrings", "a%3Ab/Gen.xcstrings"),
            ("Ünï/L.xcstrings", "%C3%9Cn%C3%AF/L.xcstrings"),
            ("/tmp/a b.swift", "file:///tmp/a%20b.swift"),
        ]
        for (path, uri) in cases {
            XCTAssertEqual(SARIFReporter.uriReference(forPath: path), uri, path)
        }
        let relative = ReportFormat.sarif.render(findings, tool: tool)
        XCTAssertFalse(relative.contains("informationUri"), "docs/demo.md is not an absolute URI")
        let absolute = ToolDescription(name: "demo", version: "1", informationURI: "https://example.com/docs", rules: [])
        XCTAssertTrue(ReportFormat.sarif.render(findings, tool: absolute).contains(#""informationUri": "https://example.com/docs""#))
    }

    func testSortedForReportOrdersByPathThenPosition() {
        let at = { (path: String, line: Int, column: Int, rule: String) in
            Finding(path: path, location: SourceLocation(line: line, column: column), severity: .error, message: "m", ruleID: rule)
        }
        let sorted = Finding.sortedForReport([at("b", 1, 1, "x"), at("a", 2, 1, "x"), at("a", 1, 5, "y"), at("a", 1, 5, "x")])
        XCTAssertEqual(sorted.map { "\($0.path):\($0.location.line):\($0.location.column):\($0.ruleID)" },
                       ["a:1:5:x", "a:1:5:y", "a:2:1:x", "b:1:1:x"])
        XCTAssertTrue(Severity.warning < Severity.error)
    }

    func testControlCharactersAreEscapedInJSON() {
        XCTAssertEqual(JSONText.quoted("a\u{01}\t"), "\"a\\u0001\\t\"")
    }
}
