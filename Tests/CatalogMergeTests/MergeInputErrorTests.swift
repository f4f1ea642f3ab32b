import CatalogMerge
import XCTest

/// A side that is not a readable catalog, in the one error shape: the file, then which side and why.
final class MergeInputErrorTests: XCTestCase {
    func testUnreadableSidesNameTheFileTheSideAndTheReason() {
        let cases: [(name: String, ours: String, description: String)] = [
            ("empty ours", "", "L.xcstrings: error: ours version is not a readable catalog: 1:1: the file is empty; expected a JSON object"),
            ("not JSON", "{\n  \"strings\" : [\n", "L.xcstrings: error: ours version is not a readable catalog: 3:1: the file ends early: "
                + "expected a value (is it truncated?)"),
        ]
        let base = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n".utf8)
        for item in cases {
            XCTAssertThrowsError(try CatalogMerger().merge(base: base, ours: Array(item.ours.utf8), theirs: base, path: "L.xcstrings"),
                                 item.name) { error in
                XCTAssertEqual((error as? MergeInputError)?.description, item.description, item.name)
                XCTAssertEqual((error as? MergeInputError)?.side, .ours, item.name)
            }
        }
    }
}
