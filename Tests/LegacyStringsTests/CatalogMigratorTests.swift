import InterfaceBuilderStrings
import StringCatalog
import XCTest
@testable import LegacyStrings

/// Mapping rules of the migrator, one small table at a time.
final class CatalogMigratorTests: XCTestCase {
    private func strings(_ language: String, _ entries: [StringsEntry]) -> ParsedLegacyFile {
        ParsedLegacyFile(language: language, content: .strings(StringsFile(path: "\(language).lproj/T.strings", format: .text, encoding: .utf8, entries: entries)))
    }

    private func migrate(_ files: [ParsedLegacyFile], state: String = "migrated") throws -> JSONObject {
        let root = try CatalogMigrator.migrate(files, options: MigrationOptions(sourceLanguage: "en", extractionState: state)).root
        return try XCTUnwrap(root.object?["strings"]?.object)
    }

    private func value(_ strings: JSONObject, _ key: String, _ language: String) -> String? {
        strings[key]?.object?["localizations"]?.object?[language]?.object?["stringUnit"]?.object?["value"]?.stringValue
    }

    func testCommentsComeFromTheSourceLanguageFirst() throws {
        let cases: [(String, [ParsedLegacyFile], String?)] = [
            ("source comment wins", [strings("de", [StringsEntry(key: "k", value: "d", comment: "German note")]),
                                     strings("en", [StringsEntry(key: "k", value: "e", comment: "English note")])], "English note"),
            ("translation comment when the source has none", [strings("fr", [StringsEntry(key: "k", value: "f", comment: "French")]),
                                                             strings("de", [StringsEntry(key: "k", value: "d", comment: "German")])], "German"),
            ("genstrings placeholder dropped", [strings("en", [StringsEntry(key: "k", value: "e", comment: "No comment provided by engineer.")])], nil),
            ("no comment", [strings("en", [StringsEntry(key: "k", value: "e")])], nil),
        ]
        for (name, files, comment) in cases {
            XCTAssertEqual(try migrate(files)["k"]?.object?["comment"]?.stringValue, comment, name)
        }
    }

    func testBaseIsTheSourceLanguageAndTheSourceLprojWins() throws {
        let result = try migrate([strings("en", [StringsEntry(key: "k", value: "from en")]),
                                  strings("Base", [StringsEntry(key: "k", value: "from Base"), StringsEntry(key: "b", value: "only Base")])])
        XCTAssertEqual(value(result, "k", "en"), "from en")
        XCTAssertEqual(value(result, "b", "en"), "only Base")
        XCTAssertNil(result["k"]?.object?["localizations"]?.object?["Base"])
    }

    func testEveryUnitIsTranslatedAndTheExtractionStateIsAnOption() throws {
        let result = try migrate([strings("de", [StringsEntry(key: "k", value: "")])], state: "manual")
        XCTAssertEqual(result["k"]?.object?["extractionState"]?.stringValue, "manual")
        XCTAssertEqual(result["k"]?.object?["localizations"]?.object?["de"]?.object?["stringUnit"]?.object?["state"]?.stringValue, "translated")
        XCTAssertEqual(value(result, "k", "de"), "")
    }

    func testDeviceRuleWithANestedPlural() throws {
        let rule = StringsdictRule.device([
            "mac": .text("Click"),
            "watch": .format("%#@n@", variables: ["n": StringsdictVariable(valueType: "d", forms: ["one": "%d tap", "other": "%d taps"])]),
        ])
        let file = ParsedLegacyFile(language: "en", content: .stringsdict(StringsdictFile(path: "x", entries: [StringsdictEntry(key: "k", rule: rule)])))
        let device = try migrate([file])["k"]?.object?["localizations"]?.object?["en"]?.object?["variations"]?.object?["device"]?.object
        XCTAssertEqual(Set(device?.keys ?? []), ["applewatch", "mac"])
        XCTAssertEqual(device?["mac"]?.object?["stringUnit"]?.object?["value"]?.stringValue, "Click")
        let plural = device?["applewatch"]?.object?["variations"]?.object?["plural"]?.object
        XCTAssertEqual(plural?["one"]?.object?["stringUnit"]?.object?["value"]?.stringValue, "%d tap")

        // And back: the exporter writes the device rule with the nested plural.
        let catalog = try CatalogMigrator.migrate([file], options: MigrationOptions(sourceLanguage: "en")).root
        let export = CatalogExporter.export(root: catalog, tableName: "T", path: "T", options: ExportOptions())
        guard case let .device(rules)? = export.languages.first?.stringsdict.first?.rule else { return XCTFail("no device rule") }
        XCTAssertEqual(rules["mac"], .text("Click"))
        XCTAssertEqual(rules["watch"], .format("%#@count@", variables: ["count": StringsdictVariable(valueType: "d", forms: ["one": "%d tap", "other": "%d taps"])]))
    }

    func testInterfaceBuilderStringsGiveTheSourceUnitsCommentsAndStates() throws {
        let interfaceBuilder = [
            InterfaceBuilderString(objectID: "q1", property: "title", className: "NSMenuItem", value: "Quit"),
            InterfaceBuilderString(objectID: "l1", property: "title", className: "NSTextFieldCell", value: "Label", note: "Dummy"),
            InterfaceBuilderString(objectID: "b1", property: "ibShadowedIsNilPlaceholder", className: "CocoaBindingsConnection", value: "-"),
        ]
        let files = [strings("de", [StringsEntry(key: "q1.title", value: "Beenden", comment: "Class = \"NSMenuItem\"; title = \"Old\"; ObjectID = \"q1\";"),
                                    StringsEntry(key: "gone.title", value: "Weg")])]
        let migrated = try CatalogMigrator.migrate(files, interfaceBuilder: interfaceBuilder, interfaceBuilderPath: "Base.lproj/Main.storyboard",
                                                   options: MigrationOptions(sourceLanguage: "en"))
        let result = try XCTUnwrap(migrated.root.object?["strings"]?.object)
        let cases: [(key: String, en: String?, de: String?, state: String, comment: String?)] = [
            ("q1.title", "Quit", "Beenden", "extracted_with_value", #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "q1";"#),
            ("l1.title", "Label", nil, "extracted_with_value", #"Class = "NSTextFieldCell"; title = "Label"; ObjectID = "l1"; Note = "Dummy";"#),
            ("b1.ibShadowedIsNilPlaceholder", "-", nil, "extracted_with_value",
             #"Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "-"; ObjectID = "b1";"#),
            ("gone.title", nil, "Weg", "migrated", nil),
        ]
        for (key, en, de, state, comment) in cases {
            XCTAssertEqual(value(result, key, "en"), en, key)
            XCTAssertEqual(value(result, key, "de"), de, key)
            XCTAssertEqual(result[key]?.object?["extractionState"]?.stringValue, state, key)
            XCTAssertEqual(result[key]?.object?["comment"]?.stringValue, comment, key)
            let sourceState = result[key]?.object?["localizations"]?.object?["en"]?.object?["stringUnit"]?.object?["state"]?.stringValue
            XCTAssertEqual(sourceState, en == nil ? nil : "new", key)
        }
        XCTAssertEqual(migrated.warnings.map(\.description),
                       [#"de.lproj/T.strings: warning: key "gone.title" is only in translations (de), not in Main.storyboard; kept"#])
    }

    /// When a `%#@v@` stringsdict becomes `variations.plural` and when it stays a substitution.
    func testCollapseRule() {
        let cases: [(String, String?, [String: String], Bool)] = [
            ("linearmouse %d line(s)", "d", ["one": "%d line", "other": "%d lines"], true),
            ("linearmouse %.1f pixel(s)", "f", ["one": "%.1f pixel", "other": "%.1f pixels"], false),
            ("IceCubesApp followers", "lld", ["one": "%2$@ follower", "other": "%2$@ followers"], false),
            ("IceCubesApp favorite", "lld", ["one": "hat favorisiert", "other": "haben favorisiert"], false),
            ("IceCubesApp new posts", "lld", ["one": "ein neuer Beitrag", "other": "%lld neue Beiträge"], true),
            ("vienna %u unread", "u", ["other": "%u unread"], true),
            ("no value type", nil, ["other": "%d"], false),
        ]
        for (name, valueType, forms, collapses) in cases {
            let files = [ParsedLegacyFile(language: "en", content: .stringsdict(StringsdictFile(path: "x", entries: [
                StringsdictEntry(key: "k", rule: .format("%#@v@", variables: ["v": StringsdictVariable(valueType: valueType, forms: forms)])),
            ])))]
            let root = try? CatalogMigrator.migrate(files, options: MigrationOptions(sourceLanguage: "en")).root
            let localization = root?.object?["strings"]?.object?["k"]?.object?["localizations"]?.object?["en"]?.object
            XCTAssertEqual(localization?["variations"] != nil, collapses, name)
            XCTAssertEqual(localization?["substitutions"] != nil, !collapses, name)
        }
    }
}
