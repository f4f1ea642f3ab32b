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
            // Angle brackets framing an interpolation go with it; a lone bracket stays.
            (#""By: \(name) <\(email)>""#, #""By:  ""#),
            (#""a < \(b)""#, #""a < ""#),
            (#""<\(tag)""#, #""<""#),
        ]
        for (source, expected) in cases {
            let token = Lexer.tokenize(source).tokens[0]
            XCTAssertEqual(LiteralText.visibleText(of: token), expected, source)
        }
    }

    func testCaselessLetters() {
        let cases: [(Unicode.Scalar, Bool)] = [
            ("中", true), ("か", true), ("カ", true), ("한", true), ("ب", true), ("א", true), ("ก", true), ("क", true),
            ("a", false), ("A", false), ("ß", false), ("Ω", false), ("1", false), ("_", false), ("。", false),
        ]
        for (scalar, expected) in cases {
            XCTAssertEqual(LiteralText.isCaselessLetter(scalar), expected, String(scalar))
        }
    }

    func testProse() {
        let cases: [(String, Bool)] = [
            ("Try Again", true), ("pixels", true), ("Never", true), ("%.0f%% full", true), ("Play/Pause", true),
            ("Invalid settings.", true), ("by Carolus Vitalis", true), ("Low: ", true), ("Ünïcode wörds", true),
            ("H.264", false), ("HEVC", false), ("DPM-Solver++", false), ("%.1f Mbps", false), (" kbps", false),
            ("mg/dL", false), ("/s", false), ("GPLv3", false), ("iOS", false), ("$ USD", false), ("true", false),
            ("star.fill", false), ("https://example.com", false), ("snake_case", false), ("-", false), ("", false),
            ("%@", false), ("OK", false),
            // Names and codes are not prose; title-case words, and sentences around a name, are.
            ("PNDM", false), ("RGB", false), ("H264", false), ("tvOS", false), ("macOS", false), ("iTerm", false),
            ("darkMode", false), ("x86_64", false), ("DPM-Solver", false), ("1.2.3", false), ("v2.0", false),
            ("README.md", false), ("macOS 14", false),
            ("Downloads", true), ("Player", true), ("Terminal", true), ("Open in iTerm", true), ("Wi-Fi", true),
            ("Re-enter your DPM-Solver key", true), ("10-20 items", true),
            // Scripts without case (tune-8): words with no lower-case letter and often no space are prose; code
            // characters and file names in them are not.
            ("导出数据", true), ("购买已成功恢复！", true), ("小时", true), ("時間", true), ("設定を開く", true),
            ("مرحبا بك", true), ("설정", true), ("中文_key", false), ("设置.png", false), ("数据 {0}", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(LiteralText.isProse(text), expected, text)
        }
    }
}
