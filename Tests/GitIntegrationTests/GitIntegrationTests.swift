import XCTest
@testable import GitIntegration

final class GitIntegrationSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(GitIntegrationModule.name.isEmpty)
    }
}
