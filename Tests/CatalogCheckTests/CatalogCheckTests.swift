import XCTest
@testable import CatalogCheck

final class CatalogCheckSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(CatalogCheckModule.name.isEmpty)
    }
}
