import Foundation
import InterfaceBuilderStrings
import TestSupport
import XCTest

/// The strings of a storyboard or xib, with the keys and comments Xcode's migration writes. The fixtures are our
/// own, shaped like the real files the mapping was derived from (docs/migration.md, "Interface Builder tables").
final class InterfaceBuilderReaderTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func lines(_ name: String) throws -> [String] {
        try InterfaceBuilderReader.read(Self.fixtures.appendingPathComponent(name), path: name)
            .map { "\($0.key) = \($0.value.debugDescription) // \($0.comment)" }
    }

    func testAppKitStoryboard() throws {
        XCTAssertEqual(try lines("Editor.storyboard"), [
            #"men-aa-001.title = "Main Menu" // Class = "NSMenu"; title = "Main Menu"; ObjectID = "men-aa-001";"#,
            #"mit-aa-001.title = "Edit" // Class = "NSMenuItem"; title = "Edit"; ObjectID = "mit-aa-001";"#,
            #"men-aa-002.title = "Edit" // Class = "NSMenu"; title = "Edit"; ObjectID = "men-aa-002";"#,
            #"0HX-j9-5jF.title = "Select Word" // Class = "NSMenuItem"; title = "Select Word"; ObjectID = "0HX-j9-5jF"; Note = "Selects the word at the cursor";"#,
            #"mit-aa-002.title = "Say \"Hi\"" // Class = "NSMenuItem"; title = "Say \"Hi\""; ObjectID = "mit-aa-002";"#,
            #"mit-aa-002.toolTip = "Greets" // Class = "NSMenuItem"; toolTip = "Greets"; ObjectID = "mit-aa-002";"#,
            #"vc1-aa-001.title = "Find" // Class = "NSViewController"; title = "Find"; ObjectID = "vc1-aa-001";"#,
            #"Yi4-Vk-FCZ.title = "Inconsistent Line Endings" // Class = "NSTextFieldCell"; title = "Inconsistent Line Endings"; ObjectID = "Yi4-Vk-FCZ";"#,
            #"tfd-aa-002.ibShadowedToolTip = "Two lines" // Class = "NSTextField"; ibShadowedToolTip = "Two lines"; ObjectID = "tfd-aa-002";"#,
            #"tfc-aa-002.placeholderString = "Search" // Class = "NSTextFieldCell"; placeholderString = "Search"; ObjectID = "tfc-aa-002";"#,
            #"tfc-aa-002.title = "First line\nSecond line" // Class = "NSTextFieldCell"; title = "First line\nSecond line"; ObjectID = "tfc-aa-002";"#,
            #"hxw-DS-gxQ.ibShadowedToolTip = "Type the text to search for." // Class = "NSTextView"; ibShadowedToolTip = "Type the text to search for."; ObjectID = "hxw-DS-gxQ";"#,
            #"hxw-DS-gxQ.ibExternalAccessibilityDescription = "Find" // Class = "NSTextView"; ibExternalAccessibilityDescription = "Find"; ObjectID = "hxw-DS-gxQ";"#,
            #"ISG-Ev-a6H.ibShadowedIsNilPlaceholder = "Find" // Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "Find"; ObjectID = "ISG-Ev-a6H";"#,
            #"ISG-Ev-a6H.ibShadowedNoSelectionPlaceholder = "No Selection" // Class = "CocoaBindingsConnection"; ibShadowedNoSelectionPlaceholder = "No Selection"; ObjectID = "ISG-Ev-a6H";"#,
            #"btn-aa-001.ibShadowedToolTip = "Show advanced options" // Class = "NSButton"; ibShadowedToolTip = "Show advanced options"; ObjectID = "btn-aa-001";"#,
            #"brT-HP-GVL.title = "Regular Expression" // Class = "NSButtonCell"; title = "Regular Expression"; ObjectID = "brT-HP-GVL";"#,
            #"brT-HP-GVL.alternateTitle = "Regex" // Class = "NSButtonCell"; alternateTitle = "Regex"; ObjectID = "brT-HP-GVL";"#,
            #"brT-HP-GVL.ibShadowedToolTip = "Tab\tStop" // Class = "NSButtonCell"; ibShadowedToolTip = "Tab\tStop"; ObjectID = "brT-HP-GVL";"#,
            #"nUs-hp-672.title = "Black and White" // Class = "NSMenuItem"; title = "Black and White"; ObjectID = "nUs-hp-672";"#,
            #"o1z-QY-xMY.headerToolTip = "The line number" // Class = "NSTableColumn"; headerToolTip = "The line number"; ObjectID = "o1z-QY-xMY";"#,
            #"o1z-QY-xMY.headerCell.title = "Line" // Class = "NSTableColumn"; headerCell.title = "Line"; ObjectID = "o1z-QY-xMY";"#,
            #"tvi-aa-001.label = "General" // Class = "NSTabViewItem"; label = "General"; ObjectID = "tvi-aa-001";"#,
            #"win-aa-001.title = "Find & Replace" // Class = "NSWindow"; title = "Find & Replace"; ObjectID = "win-aa-001";"#,
            #"tbi-aa-001.label = "Share" // Class = "NSToolbarItem"; label = "Share"; ObjectID = "tbi-aa-001";"#,
            #"tbi-aa-001.paletteLabel = "Share Document" // Class = "NSToolbarItem"; paletteLabel = "Share Document"; ObjectID = "tbi-aa-001";"#,
            #"tbi-aa-001.toolTip = "Share the document" // Class = "NSToolbarItem"; toolTip = "Share the document"; ObjectID = "tbi-aa-001";"#,
        ])
    }

    func testUIKitXib() throws {
        XCTAssertEqual(try lines("Welcome.xib"), [
            #"lbl-bb-001.text = "Welcome" // Class = "UILabel"; text = "Welcome"; ObjectID = "lbl-bb-001";"#,
            #"tfd-bb-001.placeholder = "Your name" // Class = "UITextField"; placeholder = "Your name"; ObjectID = "tfd-bb-001";"#,
            #"btn-bb-001.normalTitle = "Continue" // Class = "UIButton"; normalTitle = "Continue"; ObjectID = "btn-bb-001";"#,
        ])
    }

    func testBadInputNamesTheFileAndThePlace() throws {
        let cases: [(text: String, error: String)] = [
            ("<document><objects><menu title=\"A\" id=\"x\"></objects></document>", "Bad.xib:1:"),
            ("<plist version=\"1.0\"/>", "Bad.xib:1:1: error: not a storyboard or xib: the root element is <plist>, not <document>"),
        ]
        for (text, error) in cases {
            XCTAssertThrowsError(try InterfaceBuilderReader.strings(bytes: Array(text.utf8), path: "Bad.xib")) { thrown in
                XCTAssertTrue("\(thrown)".hasPrefix(error), "\(thrown)")
            }
        }
        XCTAssertThrowsError(try InterfaceBuilderReader.read(Self.fixtures.appendingPathComponent("Missing.xib"), path: "Missing.xib")) {
            XCTAssertTrue("\($0)".hasPrefix("Missing.xib: error: cannot read the file"), "\($0)")
        }
    }
}
