import XCTest
import XML

final class XMLEscaperTests: XCTestCase {
    func testEscapesText() {
        let cases: [(raw: String, escaped: String)] = [
            ("plain", "plain"),
            ("a & b < c > d", "a &amp; b &lt; c &gt; d"),
            ("\"quoted\" it's", "\"quoted\" it's"),
            ("tab\tline\nreturn\r", "tab\tline\nreturn&#xD;"),
            ("bell\u{7}nul\u{0}", "bell&#x7;nul&#x0;"),
            ("emoji 😀 𝄞", "emoji 😀 𝄞"),
            ("non\u{FFFE}char\u{FFFF}", "non&#xFFFE;char&#xFFFF;"),
            ("é\u{7F}\u{85}", "é\u{7F}\u{85}"),
        ]
        for (raw, escaped) in cases {
            XCTAssertEqual(XMLEscaper.escapeText(raw), escaped, raw)
        }
    }

    func testEscapesAttributes() {
        let cases: [(raw: String, escaped: String)] = [
            ("%lld items|==|plural.one", "%lld items|==|plural.one"),
            ("a & \"b\" <c>", "a &amp; &quot;b&quot; &lt;c&gt;"),
            ("it's", "it's"),
            ("tab\tline\nreturn\r", "tab&#x9;line&#xA;return&#xD;"),
            ("𝄞", "𝄞"),
        ]
        for (raw, escaped) in cases {
            XCTAssertEqual(XMLEscaper.escapeAttribute(raw), escaped, raw)
        }
    }

    /// Whatever the escaper writes, the reader gives back unchanged.
    func testEscapedTextReadsBack() throws {
        let samples = [
            "a & b < c > d ]]> e", "\"q\" 'a'", "line\nline\r\nreturn\rtab\t", "\u{1}\u{8}\u{B}\u{C}\u{1F}",
            "😀 𝄞 \u{10FFFF}", "  leading and trailing  ", "\u{FFFE}\u{FFFF}", "",
        ]
        for sample in samples {
            let xml = "<a v=\"\(XMLEscaper.escapeAttribute(sample))\">\(XMLEscaper.escapeText(sample))</a>"
            let root = try XDocument(string: xml).root
            XCTAssertEqual(root.textContent, sample, xml)
            XCTAssertEqual(root.attribute("v"), sample, xml)
        }
    }
}
