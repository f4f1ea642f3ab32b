import XCTest
@testable import SwiftLabelLint

/// Reading literal values and their visible words (interpolations removed).
final class LiteralTextTests: XCTestCase {
    func testValues() {
        let cases: [(String, String?)] = [
            (#""Monthly""#, "Monthly"),
            (#""a\"b\n""#, "a\"b\n"),
            (##"#"raw \n"#"##, #"raw \n"#),
            (#""x \(y)""#, nil),
            ("\"\"\"\nmulti\n\"\"\"", nil),
        ]
        for (source, expected) in cases {
            let token = Lexer.tokenize(source).tokens[0]
            XCTAssertEqual(LiteralText.value(of: token), expected, source)
        }
    }

    func testVisibleText() {
        let cases: [(String, String)] = [
            (#""\(steps) / \(goal)""#, #"" / ""#),
            (#""\(count) unread messages""#, #"" unread messages""#),
            (#""\(f(a("b"))) done""#, #"" done""#),
            (##"#"\#(x) items"#"##, ##"#" items"#"##),
            (#""plain""#, "plain"),
        ]
        for (source, expected) in cases {
            let token = Lexer.tokenize(source).tokens[0]
            XCTAssertEqual(LiteralText.visibleText(of: token), expected, source)
        }
    }
}
