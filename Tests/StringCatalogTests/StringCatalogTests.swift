import XCTest
@testable import StringCatalog

final class StringCatalogSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(StringCatalogModule.name.isEmpty)
    }
}
