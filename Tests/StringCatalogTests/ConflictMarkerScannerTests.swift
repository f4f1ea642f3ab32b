import StringCatalog
import XCTest

final class ConflictMarkerScannerTests: XCTestCase {
    func testFindsMarkersAtLineStartOnly() {
        let text = """
        {
        <<<<<<< HEAD
          "a" : 1
        ||||||| base
        =======
          "a" : 2
        >>>>>>> theirs
          "x" : "<<<<<<< not at line start",
        ========
        <<<<<<<<< nine
        >>>>>>>
        """
        let found = ConflictMarkerScanner().markers(in: Array(text.utf8))
        XCTAssertEqual(found.map(\.line), [2, 4, 5, 7, 11])
        XCTAssertEqual(found.map(\.marker), ["<<<<<<<", "|||||||", "=======", ">>>>>>>", ">>>>>>>"])
    }

    func testCleanTextHasNone() {
        XCTAssertTrue(ConflictMarkerScanner().markers(in: Array("{\n  \"strings\" : {\n    \"a = b\" : {\n\n    }\n  }\n}".utf8)).isEmpty)
        XCTAssertTrue(ConflictMarkerScanner().markers(in: []).isEmpty)
    }
}
