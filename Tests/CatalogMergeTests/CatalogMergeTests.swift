import XCTest
@testable import CatalogMerge

final class CatalogMergeSmokeTests: XCTestCase {
    func testModuleIsLinked() {
        XCTAssertFalse(CatalogMergeModule.name.isEmpty)
    }
}
