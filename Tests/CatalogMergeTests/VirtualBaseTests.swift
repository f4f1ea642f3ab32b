import XCTest

@testable import CatalogMerge

/// Which bases are read as virtual bases: those with a line starting with seven or more `<`.
final class VirtualBaseTests: XCTestCase {
    func testOpeningMarkerOnlyAtTheStartOfALine() {
        let cases: [(text: String, expected: Bool)] = [
            ("", false),
            ("{\n  \"a\" : \"<<<<<<< in a value\"\n}", false),
            ("<<<<<<< Temporary merge branch 1\n", true),
            ("{\n<<<<<<< ours\n", true),
            ("{\n<<<<<<<<< longer marker of a criss-cross\n", true),
            ("{\n<<<<<< six only\n", false),
            ("{\n <<<<<<< indented\n", false),
            ("{\n\"<\" : 1, \"x\" : \"<<\"\n<<<<<<<", true),
            ("{\n<<<<<<", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(VirtualBase.hasOpeningMarker(Array(text.utf8)), expected, text)
        }
    }
}
