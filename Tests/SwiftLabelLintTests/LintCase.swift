import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// One table-driven case of lint tests that lint several files together: its name, its files (path, text) and
/// every finding it expects, each written `path:line:col [rule] message`.
struct LintCase {
    var name: String
    var sources: [(String, String)]
    var expected: [String]
    /// The project's `.xcstrings-lint.json`, read; the defaults when the case has none.
    var configuration = LintConfiguration()

    /// Every finding of the files linted together, in report order, written as `expected` is.
    var actual: [String] {
        let findings = Linter(configuration: configuration).lint(sources.map { Linter.Source(path: $0.0, text: $0.1) })
        return Finding.sortedForReport(findings).map {
            "\($0.path):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)"
        }
    }
}

extension LintCase {
    /// Asserts that every case reports exactly what it expects.
    static func assertEach(_ cases: [LintCase], file: StaticString = #filePath, line: UInt = #line) {
        for testCase in cases {
            XCTAssertEqual(testCase.actual, testCase.expected, testCase.name, file: file, line: line)
        }
    }
}
