import Diagnostics
import XCTest

/// The pre-commit hook prints findings through the Xcode reporter; these pin the `path:line:col: severity:` shape.
final class XcodeReporterLineTests: XCTestCase {
    func testErrorAndWarningLines() {
        let findings = [
            Finding(path: "b.xcstrings", location: SourceLocation(line: 1, column: 1), severity: .warning,
                    message: "partially staged", ruleID: "partially-staged"),
            Finding(path: "a.xcstrings", location: SourceLocation(line: 3, column: 7), severity: .error,
                    message: "not valid JSON", ruleID: "invalid-json"),
        ]
        XCTAssertEqual(
            ReportFormat.xcode.render(findings, tool: ToolDescription(name: "t", version: "0", informationURI: "", rules: [])),
            "a.xcstrings:3:7: error: not valid JSON [invalid-json]\nb.xcstrings:1:1: warning: partially staged [partially-staged]\n")
    }
}
