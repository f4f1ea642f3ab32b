import Diagnostics
@testable import GitIntegration
import XCTest

final class CatalogSyntaxValidatorTests: XCTestCase {
    func testFindings() {
        let cases: [(name: String, text: String, expected: [(line: Int, rule: String)])] = [
            ("valid", Catalogs.valid(), []),
            ("markers", "{\n<<<<<<< HEAD\n=======\n>>>>>>> b\n}\n", [(2, "conflict-marker"), (3, "conflict-marker"), (4, "conflict-marker")]),
            ("broken JSON", Catalogs.broken, [(7, "invalid-json")]),
            ("array", "[]", [(1, "not-a-catalog")]),
            ("no strings", "{\"sourceLanguage\":\"en\"}", [(1, "not-a-catalog")]),
            ("empty", "", [(1, "invalid-json")]),
        ]
        for item in cases {
            let findings = CatalogSyntaxValidator().findings(path: "L.xcstrings", contents: Data(item.text.utf8))
            XCTAssertEqual(findings.map(\.ruleID), item.expected.map(\.rule), item.name)
            XCTAssertTrue(findings.allSatisfy { $0.severity == .error && $0.path == "L.xcstrings" }, item.name)
            if item.name != "broken JSON" {
                XCTAssertEqual(findings.map(\.location.line), item.expected.map(\.line), item.name)
            } else {
                // Foundation reports the end of input (Linux: a byte offset; Darwin: a line); either way past line 1.
                XCTAssertGreaterThan(findings.first?.location.line ?? 0, 1, item.name)
            }
        }
    }

    func testOffsetToLocation() {
        let bytes = Array("ab\ncd\n".utf8)
        XCTAssertEqual(CatalogSyntaxValidator.location(ofOffset: 0, in: bytes), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(CatalogSyntaxValidator.location(ofOffset: 4, in: bytes), SourceLocation(line: 2, column: 2))
    }
}
