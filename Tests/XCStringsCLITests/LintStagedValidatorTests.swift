import Foundation
import GitIntegration
import TestSupport
import XCTest
@testable import XCStringsCLI

/// The lint as a pre-commit validator: reports on the staged files given, reads the rest of the index for context.
final class LintStagedValidatorTests: XCTestCase {
    func testReportsGivenFilesWithIndexContext() throws {
        let folder = try TemporaryDirectory(prefix: "lint-validator")
        defer { folder.remove() }
        try Shell.git(["init", "-q"], in: folder.url)
        let row = "struct Row: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n"
        try folder.write(row, to: "Row.swift")
        try folder.write("struct List2: View { let items: [Item]\n var body: some View { ForEach(items) { Row(title: $0.name) } } }\n",
                         to: "List2.swift")
        try Shell.git(["add", "."], in: folder.url)
        let validator = LintStagedValidator(currentDirectory: folder.url, environment: ProcessInfo.processInfo.environment)
        XCTAssertTrue(validator.accepts(path: "A/B.swift"))
        XCTAssertFalse(validator.accepts(path: "A/L.xcstrings"))
        let given = StagedFile(path: "Row.swift", mode: "100644", objectID: "0", contents: Data(row.utf8))
        XCTAssertEqual(validator.validate([given]), [], "the staged caller passes data, so the title is data")
        let literal = StagedFile(path: "Row.swift", mode: "100644", objectID: "0",
                                 contents: Data((row + "struct Home: View { var body: some View { Row(title: \"Home\") } }\n").utf8))
        XCTAssertEqual(validator.validate([literal]).map(\.ruleID), ["string-typed-label"])
        try folder.write("{\"labelWords\": 1}", to: ".xcstrings-lint.json")
        let broken = validator.validate([given])
        XCTAssertEqual(broken.map(\.ruleID), ["lint"])
        XCTAssertEqual(broken.first?.severity, .warning)
    }
}
