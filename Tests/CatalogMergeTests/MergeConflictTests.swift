import StringCatalog
import XCTest
@testable import CatalogMerge

/// The short conflict names in the merge driver's one-line summary stay on one line, whatever the key holds.
final class MergeConflictTests: XCTestCase {
    func testDescriptionEscapesTheKeyAsInTheFile() {
        let cases: [(path: CatalogKeyPath, kind: MergeConflict.Kind, expected: String)] = [
            (["strings", "Save", "localizations", "de", "stringUnit", "value"], .bothChanged, #""Save" de value"#),
            (["strings", "Say \"hi\"", "comment"], .bothChanged, #""Say \"hi\"" comment"#),
            (["strings", "Line one\nLine two"], .deletedAndChanged,
             #""Line one\nLine two" (deleted on one side, changed on the other)"#),
            (["sourceLanguage"], .bothChanged, "sourceLanguage"),
        ]
        for (path, kind, expected) in cases {
            XCTAssertEqual(MergeConflict(path: path, kind: kind).description, expected)
        }
    }
}
