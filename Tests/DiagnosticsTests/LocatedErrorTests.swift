import Diagnostics
import XCTest

/// The one rendering of a user-visible error: `path:line:col: error:`, `path: error:`, or the program's name when the
/// error is about no one file; the hint after a `; `.
final class LocatedErrorTests: XCTestCase {
    private struct Sample: LocatedError {
        var path: String?
        var position: SourceLocation?
        var message: String
        var hint: String?
    }

    func testRendering() {
        let cases: [(name: String, error: Sample, rendered: String, description: String)] = [
            ("path and position", Sample(path: "a.xcstrings", position: SourceLocation(line: 3, column: 7), message: "expected ','"),
             "a.xcstrings:3:7: error: expected ','", "a.xcstrings:3:7: error: expected ','"),
            ("path only", Sample(path: "a.xcstrings", message: "cannot read the file: no such file"),
             "a.xcstrings: error: cannot read the file: no such file", "a.xcstrings: error: cannot read the file: no such file"),
            ("a hint", Sample(path: "a.strings", message: "the source language differs", hint: "pass --source-language de"),
             "a.strings: error: the source language differs; pass --source-language de",
             "a.strings: error: the source language differs; pass --source-language de"),
            ("no path", Sample(message: "unknown option '--nope'"),
             "git-xcstrings merge: error: unknown option '--nope'", "unknown option '--nope'"),
            ("no path, a position is not shown", Sample(position: SourceLocation(line: 1, column: 2), message: "x", hint: "y"),
             "git-xcstrings merge: error: x; y", "x; y"),
        ]
        for item in cases {
            XCTAssertEqual(item.error.rendered(program: "git-xcstrings merge"), item.rendered, item.name)
            XCTAssertEqual(item.error.description, item.description, item.name)
        }
    }
}
