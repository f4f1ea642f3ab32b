import XCTest
@testable import LegacyStrings

final class LegacyStringsSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(LegacyStringsModule.name.isEmpty)
    }
}
