import Foundation
import XCTest
@testable import LegacyStrings

/// Encodings by byte order mark and by zero bytes, and property list `.strings` files.
final class StringsFileTests: XCTestCase {
    private let text = "/* Greeting */\n\"hello\" = \"Grüß dich 👋\";\n"

    private func utf16(_ string: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in string.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    private func utf32(_ string: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in string.unicodeScalars {
            let v = scalar.value
            let le = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            bytes += bigEndian ? le.reversed() : le
        }
        return bytes
    }

    func testEncodings() throws {
        let cases: [(String, [UInt8], StringsTextDecoder.Encoding)] = [
            ("UTF-8", Array(text.utf8), .utf8),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8),
            ("UTF-16 LE with BOM", utf16(text, bigEndian: false, bom: true), .utf16LittleEndian),
            ("UTF-16 BE with BOM", utf16(text, bigEndian: true, bom: true), .utf16BigEndian),
            ("UTF-16 LE without BOM", utf16(text, bigEndian: false, bom: false), .utf16LittleEndian),
            ("UTF-16 BE without BOM", utf16(text, bigEndian: true, bom: false), .utf16BigEndian),
            ("UTF-32 LE", utf32(text, bigEndian: false), .utf32LittleEndian),
            ("UTF-32 BE", utf32(text, bigEndian: true), .utf32BigEndian),
        ]
        for (name, bytes, encoding) in cases {
            let file = try StringsFile.parse(bytes, path: "x.strings")
            XCTAssertEqual(file.encoding, encoding, name)
            XCTAssertEqual(file.format, .text, name)
            XCTAssertEqual(file.entries, [StringsEntry(key: "hello", value: "Grüß dich 👋", comment: "Greeting", line: 2)], name)
        }
    }

    func testInvalidUTF8IsAnErrorNotGarbage() {
        XCTAssertThrowsError(try StringsFile.parse([0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x3B], path: "bad.strings")) { error in
            XCTAssertEqual(error as? LegacyReadError, .undecodable(path: "bad.strings", encoding: "UTF-8"))
        }
    }

    func testPropertyListStrings() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>b</key>
            \t<string>B &amp; more</string>
            \t<key>a</key>
            \t<string>A</string>
            </dict>
            </plist>
            """
        let file = try StringsFile.parse(Array(xml.utf8), path: "x.strings")
        XCTAssertEqual(file.format, .xmlPropertyList)
        XCTAssertEqual(file.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(file.dictionary, ["a": "A", "b": "B & more"])

        let binary = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
        let binaryFile = try StringsFile.parse(Array(binary), path: "y.strings")
        XCTAssertEqual(binaryFile.format, .binaryPropertyList)
        XCTAssertEqual(binaryFile.dictionary, ["k": "v"])
    }

    func testPropertyListWithNonStringValueNamesTheKey() {
        let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>n</key><integer>1</integer></dict></plist>"
        XCTAssertThrowsError(try StringsFile.parse(Array(xml.utf8), path: "x.strings")) { error in
            XCTAssertEqual("\(error)", "x.strings: error: n: expected a string value")
        }
    }
}
