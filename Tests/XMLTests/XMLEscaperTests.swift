import XCTest
import XML

final class XMLEscaperTests: XCTestCase {
    func testEscapesText() {
        let cases: [(raw: String, escaped: String)] = [
            ("plain", "plain"),
            ("a & b < c > d", "a &amp; b &lt; c &gt; d"),
            ("\"quoted\" it's", "\"quoted\" it's"),
            ("tab\tline\nreturn\r", "tab\tline\nreturn&#13;"),
            ("bell\u{7}nul\u{0}", "bell&#7;nul&#0;"),
            ("emoji 😀 𝄞", "emoji 😀 𝄞"),
            ("non\u{FFFE}char\u{FFFF}", "non&#65534;char&#65535;"),
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
            ("tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
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
