import Diagnostics
@testable import CatalogCheck
import TestSupport
import XCTest

final class CatalogSyntaxValidatorTests: XCTestCase {
    func testFindings() {
        let duplicate = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    },\n    \"A\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
        let cases: [(name: String, text: String, expected: [(line: Int, rule: String)])] = [
            ("valid", TestRepository.catalog(), []),
            ("markers", "{\n<<<<<<< HEAD\n=======\n>>>>>>> b\n}\n", [(2, "conflict-marker"), (3, "conflict-marker"), (4, "conflict-marker")]),
            ("broken JSON", TestRepository.brokenCatalog, [(8, "structure")]),
            ("duplicate key", duplicate, [(7, "structure")]),
            ("not a catalog", "{\"sourceLanguage\" : 1, \"strings\" : {}}", [(1, "structure")]),
            ("wrong type", "{\"sourceLanguage\" : \"en\", \"strings\" : {\"A\" : {\"comment\" : 1}}, \"version\" : \"1.0\"}",
             [(1, "structure")]),
            ("empty", "", [(1, "structure")]),
        ]
        for item in cases {
            let findings = CatalogSyntaxValidator().findings(path: "L.xcstrings", contents: Data(item.text.utf8))
            XCTAssertEqual(findings.map(\.ruleID), item.expected.map(\.rule), item.name + ": \(findings)")
            XCTAssertEqual(findings.map(\.location.line), item.expected.map(\.line), item.name)
            XCTAssertTrue(findings.allSatisfy { $0.severity == .error && $0.path == "L.xcstrings" }, item.name)
        }
    }
}
