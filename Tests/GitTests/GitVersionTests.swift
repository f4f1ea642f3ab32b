import Git
import TestSupport
import XCTest

final class GitVersionTests: XCTestCase {
    func testReadsVersionOutputs() {
        let cases: [(String, GitVersion?)] = [
            ("git version 2.39.5", GitVersion(2, 39, 5)),
            ("git version 2.39.5 (Apple Git-154)", GitVersion(2, 39, 5)),
            ("git version 2.45.0.windows.1", GitVersion(2, 45, 0)),
            ("git version 2.44", GitVersion(2, 44, 0)),
            ("hub version 2.14.2", nil),
            ("git version x", nil),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(GitVersion(versionOutput: text), expected, text)
        }
    }

    func testLabelPlaceholdersFrom244() {
        XCTAssertFalse(GitVersion(2, 43, 9).supportsMergeDriverLabels)
        XCTAssertTrue(GitVersion(2, 44, 0).supportsMergeDriverLabels)
        XCTAssertTrue(GitVersion(3, 0, 0).supportsMergeDriverLabels)
    }
}
