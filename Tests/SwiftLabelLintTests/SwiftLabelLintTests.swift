import XCTest
@testable import SwiftLabelLint

final class SwiftLabelLintSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(SwiftLabelLintModule.name.isEmpty)
    }
}
