import XCTest
import XML

final class XMLReaderTests: XCTestCase {
    func testReadsDeclarationElementsAttributesAndText() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- made by hand -->
            <xliff version='1.2' xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="A/B.xcstrings"><body>
                <trans-unit id="a &amp; b" xml:space="preserve"><source>x &lt; y &gt; z</source><target/></trans-unit>
              </body></file>
            </xliff>
            """
        let document = try XDocument(string: text)
        XCTAssertEqual(document.declaration, XDeclaration(version: "1.0", encoding: "UTF-8", standalone: false))
        XCTAssertEqual(document.prolog, [.comment(" made by hand ")])
        XCTAssertEqual(document.root.name, "xliff")
        XCTAssertEqual(document.root.attributes.map(\.name), ["version", "xmlns"])
        XCTAssertEqual(document.root.attribute("version"), "1.2")
        let file = try XCTUnwrap(document.root.firstElement(named: "file"))
        XCTAssertEqual(file.position, XMLPosition(line: 4, column: 3))
        let unit = try XCTUnwrap(file.firstElement(named: "body")?.firstElement(named: "trans-unit"))
        XCTAssertEqual(unit.attribute("id"), "a & b")
        XCTAssertEqual(unit.position, XMLPosition(line: 5, column: 5))
        XCTAssertTrue(unit.preservesSpace)
        XCTAssertFalse(file.preservesSpace)
        XCTAssertEqual(unit.firstElement(named: "source")?.textContent, "x < y > z")
        XCTAssertTrue(try XCTUnwrap(unit.firstElement(named: "source")).preservesSpace)
        XCTAssertEqual(unit.firstElement(named: "target")?.children, [])
    }

    func testContentNodes() throws {
        let cases: [(xml: String, children: [XNode])] = [
            ("<a>plain</a>", [.text("plain")]),
            ("<a><![CDATA[<b>&amp;</b>]]></a>", [.cdata("<b>&amp;</b>")]),
            ("<a>x<!--c-->y</a>", [.text("x"), .comment("c"), .text("y")]),
            ("<a><?php echo 1 ?></a>", [.processingInstruction(target: "php", data: "echo 1 ")]),
            ("<a>&#65;&#x42;&#x1F600;&apos;&quot;</a>", [.text("AB😀'\"")]),
            ("<a>&#x1;</a>", [.text("\u{1}")]),
            ("<a>l1\r\nl2\rl3</a>", [.text("l1\nl2\nl3")]),
            ("<a>\u{1F600} ok</a>", [.text("😀 ok")]),
            ("<a><b/></a>", [.element(XElement(name: "b", position: XMLPosition(line: 1, column: 4)))]),
        ]
        for (xml, children) in cases {
            XCTAssertEqual(try XDocument(string: xml).root.children, children, xml)
        }
    }

    func testAttributeNormalization() throws {
        let cases: [(xml: String, value: String)] = [
            ("<a v=\"x\ty\nz\"/>", "x y z"),
            ("<a v=\"x&#9;y&#xA;z&#xD;\"/>", "x\ty\nz\r"),
            ("<a v='say \"hi\"'/>", "say \"hi\""),
            ("<a v=\"it's &lt;&gt;&amp;\"/>", "it's <>&"),
            ("<a v = \"spaced\" />", "spaced"),
        ]
        for (xml, value) in cases {
            XCTAssertEqual(try XDocument(string: xml).root.attribute("v"), value, xml)
        }
    }

    func testXMLSpaceInherits() throws {
        let root = try XDocument(string: "<a xml:space=\"preserve\"><b><c xml:space=\"default\"><d/></c></b></a>").root
        let b = try XCTUnwrap(root.firstElement(named: "b"))
        let c = try XCTUnwrap(b.firstElement(named: "c"))
        XCTAssertEqual([root.preservesSpace, b.preservesSpace, c.preservesSpace, c.elements[0].preservesSpace],
                       [true, true, false, false])
    }

    func testByteOrderMarkDoctypeAndLocalNames() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<!DOCTYPE x [<!ELEMENT x ANY>]><p:x/>".utf8)
        let document = try XDocument(bytes: bytes)
        XCTAssertEqual(document.root.name, "p:x")
        XCTAssertEqual(document.root.localName, "x")
        XCTAssertNil(document.declaration)
    }

    func testRefusesMalformedInputWithPosition() {
        let cases: [(xml: String, error: String)] = [
            ("", "1:1: the document has no root element"),
            ("<a>", "1:1: <a> is not closed"),
            ("<a></b>", "1:4: </b> does not close <a> opened at 1:1"),
            ("<a>\n  <b></a>", "2:6: </a> does not close <b> opened at 2:3"),
            ("<a x=1/>", "1:6: an attribute value must be in quotes"),
            ("<a x=\"1\" x=\"2\"/>", "1:10: duplicate attribute 'x' in <a>"),
            ("<a x=\"1\"y=\"2\"/>", "1:9: expected white space before an attribute in <a>"),
            ("<a x=\"<\"/>", "1:7: '<' is not allowed in an attribute value; write '&lt;'"),
            ("<a>&nbsp;</a>", "1:4: undefined entity '&nbsp;'"),
            ("<a>R&D</a>", "1:5: the reference '&D' must end with ';'"),
            ("<a>a & b</a>", "1:6: '&' must be written '&amp;'"),
            ("<a>&#xD800;</a>", "1:4: character reference to U+D800 is not a character XML allows"),
            ("<a>&#0;</a>", "1:4: character reference to U+0 is not a character XML allows"),
            ("<a>&#x;</a>", "1:4: malformed character reference"),
            ("<a>]]></a>", "1:4: ']]>' is not allowed in text; write ']]&gt;'"),
            ("<a><!-- x -- y --></a>", "1:11: '--' is not allowed inside a comment"),
            ("<a><![CDATA[x</a>", "1:4: the CDATA section is not closed with ']]>'"),
            ("<a/><b/>", "1:5: a second root element; a document has exactly one"),
            ("<a/>tail", "1:5: text after the root element"),
            ("text<a/>", "1:1: text before the root element"),
            (" <?xml version=\"1.0\"?><a/>", "1:2: the XML declaration is allowed only at the very start of the text"),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "1:21: unsupported encoding 'ISO-8859-1'; save the file as UTF-8"),
            ("<?xml encoding=\"UTF-8\"?><a/>", "1:7: unexpected 'encoding' in the XML declaration"),
            ("<a xml:space=\"keep\"/>", "1:1: xml:space must be 'preserve' or 'default', not 'keep'"),
            ("<a>\u{1}</a>", "1:4: control character U+0001 is not allowed in XML"),
            ("<1a/>", "1:2: expected an element name after '<'"),
            ("<a", "1:1: the start tag <a> is not closed"),
            ("<a>\n\u{1F600}\u{1F600}<</a>", "2:4: expected an element name after '<'"),
        ]
        for (xml, expected) in cases {
            XCTAssertThrowsError(try XDocument(string: xml), xml) { error in
                XCTAssertEqual(Self.placed(error), expected, xml)
            }
        }
    }

    func testRefusesInvalidEncodings() {
        let cases: [(bytes: [UInt8], error: String)] = [
            ([0xFF, 0xFE, 0x3C, 0x00], "1:1: the text is UTF-16; save it as UTF-8"),
            (Array("<a>".utf8) + [0xC3, 0x28] + Array("</a>".utf8), "1:4: invalid UTF-8 sequence"),
            (Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8), "1:4: invalid UTF-8 byte 0xC0"),
            (Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), "1:4: invalid UTF-8 sequence"),
            (Array("<a>".utf8) + [0xEF, 0xBF, 0xBF] + Array("</a>".utf8), "1:4: U+FFFF is not a character XML allows"),
            (Array("<a>".utf8) + [0xF0, 0x9F], "1:4: truncated UTF-8 sequence"),
        ]
        for (bytes, expected) in cases {
            XCTAssertThrowsError(try XDocument(bytes: bytes)) { error in
                XCTAssertEqual(Self.placed(error), expected)
            }
        }
    }

    func testRefusesDeepNesting() {
        let xml = String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600)
        XCTAssertThrowsError(try XDocument(string: xml)) { error in
            XCTAssertEqual((error as? XMLError)?.message, "elements are nested too deeply")
        }
    }

    /// `line:col: message` of an `XMLError` (it has no path of its own; a caller adds the file's).
    private static func placed(_ error: Error) -> String? {
        guard let error = error as? XMLError else { return nil }
        return (error.position.map { "\($0): " } ?? "") + error.message
    }
}
