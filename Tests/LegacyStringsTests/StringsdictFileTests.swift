import XCTest
@testable import LegacyStrings

/// `.stringsdict` interpretation: formats, plural variables, device and width rules, and errors with key paths.
final class StringsdictFileTests: XCTestCase {
    private func plist(_ body: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(body)</dict></plist>
            """.utf8)
    }

    private let pluralBody = """
        <key>%d files</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
          <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string>
          </dict>
        </dict>
        """

    func testRules() throws {
        let cases: [(String, String, StringsdictRule)] = [
            ("plural", pluralBody, .format("%#@files@", variables: [
                "files": StringsdictVariable(valueType: "d", forms: ["one": "%d file", "other": "%d files"]),
            ])),
            ("device", """
                <key>Tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                  <key>iphone</key><string>Tap</string><key>mac</key><string>Click</string>
                </dict></dict>
                """, .device(["iphone": .text("Tap"), "mac": .text("Click")])),
            ("width", """
                <key>Welcome</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                  <key>1</key><string>Hi</string><key>20</key><string>Welcome</string>
                </dict></dict>
                """, .width(["1": .text("Hi"), "20": .text("Welcome")])),
            ("no value type", """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>other</key><string>many</string></dict></dict>
                """, .format("%#@n@", variables: ["n": StringsdictVariable(valueType: nil, forms: ["other": "many"])])),
        ]
        for (name, body, rule) in cases {
            let file = try StringsdictFile.parse(plist(body), path: "L.stringsdict")
            XCTAssertEqual(file.entries.map(\.rule), [rule], name)
        }
    }

    func testErrorsNameTheKeyPath() {
        let cases: [(String, String, String)] = [
            ("missing format key", "<key>k</key><dict><key>v</key><string>x</string></dict>",
             "L.stringsdict: error: k.NSStringLocalizedFormatKey: missing or not a string; every key needs a format"),
            ("unknown category", """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
                <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>several</key><string>x</string></dict></dict>
                """, "L.stringsdict: error: k.v.several: unknown plural category; expected one of zero, one, two, few, many, other"),
            ("unsupported spec type", """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
                <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string></dict></dict>
                """, "L.stringsdict: error: k.v.NSStringFormatSpecTypeKey: unsupported rule type 'NSStringGenderRuleType'; expected NSStringPluralRuleType"),
            ("variable not a dictionary", """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><string>x</string></dict>
                """, "L.stringsdict: error: k.v: expected a variable dictionary with NSStringFormatSpecTypeKey"),
        ]
        for (name, body, message) in cases {
            XCTAssertThrowsError(try StringsdictFile.parse(plist(body), path: "L.stringsdict"), name) { error in
                XCTAssertEqual("\(error)", message, name)
            }
        }
        XCTAssertThrowsError(try StringsdictFile.parse(Array("<plist><dict><key>".utf8), path: "L.stringsdict")) { error in
            XCTAssertTrue("\(error)".hasPrefix("L.stringsdict: error: not a valid property list"), "\(error)")
        }
    }

    func testEmptyFileHasNoEntries() throws {
        XCTAssertEqual(try StringsdictFile.parse([], path: "L.stringsdict").entries, [])
    }

    func testWriterOutputReadsBack() throws {
        let entries = [
            StringsdictEntry(key: "%d <files> & more", rule: .format("%#@files@ in %#@folders@", variables: [
                "files": StringsdictVariable(valueType: "d", forms: ["one": "%d file", "other": "%d files"]),
                "folders": StringsdictVariable(valueType: "lld", forms: ["zero": "no folder", "other": "%lld folders"]),
            ])),
            StringsdictEntry(key: "Tap", rule: .device(["iphone": .text("Tap"), "mac": .text("Click")])),
        ]
        let text = StringsdictWriter.text(entries)
        XCTAssertEqual(try StringsdictFile.parse(Array(text.utf8), path: "x").entries, entries)
    }
}
