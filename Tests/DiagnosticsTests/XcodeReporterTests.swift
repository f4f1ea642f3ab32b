import XCTest
@testable import Diagnostics

final class XcodeReporterTests: XCTestCase {
    func testOneLinePerFindingInXcodeForm() {
        let finding = Finding(path: "A.xcstrings", location: SourceLocation(line: 3, column: 7), severity: .error,
                              message: "missing 'de'", ruleID: "coverage")
        XCTAssertEqual(XcodeReporter().render([finding]), "A.xcstrings:3:7: error: missing 'de' [coverage]\n")
    }
}
