import GitIntegration
import TestSupport
import XCTest

final class MarkedBlockTests: XCTestCase {
    private let block = MarkedBlock(begin: "# >>> b >>>", body: ["x", "y"], end: "# <<< b <<<")

    func testInsertThenRemoveRestoresText() {
        let cases = ["#!/bin/sh\n", "#!/bin/sh\necho a\n", "#!/bin/sh\necho a", "#!/bin/bash\r\necho a\r\n"]
        for text in cases {
            let inserted = try? XCTUnwrap(block.insertedAfterFirstLine(of: text))
            XCTAssertEqual(inserted.map { block.removed(from: $0) }, text)
            XCTAssertTrue(inserted.map(block.isPresent(in:)) ?? false)
        }
        XCTAssertNil(block.insertedAfterFirstLine(of: "no newline"))
    }

    func testReplaceUpdatesOnlyTheBlock() {
        let text = "a\n# >>> b >>> old comment\nold\n# <<< b <<<\nz\n"
        XCTAssertEqual(block.replacing(in: text), "a\n# >>> b >>>\nx\ny\n# <<< b <<<\nz\n")
        XCTAssertNil(block.replacing(in: "a\n# >>> b >>>\nno end\n"))
        XCTAssertEqual(block.removed(from: "a\n"), "a\n")
    }

    func testAttributesEntryDetection() {
        let cases: [(String, Bool)] = [
            ("*.xcstrings merge=xcstrings diff=xcstrings\n", true),
            ("*.png binary\n*.xcstrings  diff=xcstrings\tmerge=xcstrings\n", true),
            ("*.xcstrings merge=xcstrings\n", false),
            ("*.png binary\n*.xcstrings  -diff merge=xcstrings\n", false),
            ("*.xcstrings merge=union\n", false),
            ("# *.xcstrings merge=xcstrings\n", false),
            ("", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(AttributesEntry.isPresent(in: text), expected, text)
        }
    }
}
