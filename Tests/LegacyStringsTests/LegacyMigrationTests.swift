import Foundation
import StringCatalog
import TestSupport
import XCTest
@testable import LegacyStrings

/// The migration of the fixture project end to end (golden catalogs), and its planning rules.
final class LegacyMigrationTests: XCTestCase {
    private let project = LegacyFixtures.folder.appendingPathComponent("Project")

    private func copyOfProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: project.path) {
            try FileManager.default.copyItem(at: project.appendingPathComponent(name), to: directory.url.appendingPathComponent(name))
        }
        return directory
    }

    func testFixtureProjectMigratesToGoldenCatalogs() throws {
        let plan = try LegacyMigration.plan(roots: [project], sourceLanguage: nil)
        XCTAssertEqual(plan.sourceLanguage, "en")
        XCTAssertTrue(plan.sourceLanguageOrigin.hasPrefix("developmentRegion in "), plan.sourceLanguageOrigin)
        let relative = plan.catalogs.map { String($0.catalogURL.path.dropFirst(project.path.count + 1)) }
        XCTAssertEqual(relative, ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "App/mul.lproj/Main.xcstrings"])
        for catalog in plan.catalogs {
            assertGolden(catalog.bytes, at: LegacyFixtures.golden.appendingPathComponent("Migrated/" + catalog.catalogURL.lastPathComponent))
        }
        let warnings = plan.catalogs.flatMap(\.warnings).map { $0.description.replacingOccurrences(of: project.path + "/", with: "") }
        XCTAssertEqual(warnings, [
            "App/de.lproj/InfoPlist.strings: warning: empty file: nothing to migrate",
            "App/de.lproj/Localizable.strings:4:1: warning: duplicate key \"button.save\" (first on line 3): the last value wins",
            "App/de.lproj/Localizable.stringsdict: warning: %d files.files: 'zero' form kept for 'de', whose plural rules have no zero category",
            "App/de.lproj/Localizable.strings: warning: key \"only.in.german\" is only in translations (de), not in the en file",
            "App/de.lproj/Main.strings: warning: key \"gone.title\" is only in translations (de), not in Main.storyboard; kept",
        ])
        let localizable = try XCTUnwrap(plan.catalogs.first { $0.table.name == "Localizable" })
        XCTAssertEqual(localizable.statistics.summary, "10 keys, 2 languages (de, en), 2 plurals, 1 substitution, 1 device-specific")
    }

    func testSourceLanguageDecision() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let lproj = directory.url.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";".utf8).write(to: lproj.appendingPathComponent("T.strings"))
        XCTAssertThrowsError(try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil)) { error in
            XCTAssertEqual("\(error)", "cannot tell the source language (no Xcode project with a developmentRegion, no en.lproj); found fr; pass --source-language LANG")
        }
        XCTAssertEqual(try LegacyMigration.plan(roots: [directory.url], sourceLanguage: "fr").sourceLanguage, "fr")
        let en = directory.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try Data("\"a\" = \"a\";".utf8).write(to: en.appendingPathComponent("T.strings"))
        let plan = try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil)
        XCTAssertEqual([plan.sourceLanguage, plan.sourceLanguageOrigin], ["en", "en.lproj present"])
    }

    func testDevelopmentRegionParsing() {
        let cases: [(String, String?)] = [
            ("developmentRegion = en;", "en"), ("developmentRegion = \"pt-BR\";", "pt-BR"),
            ("developmentRegion = English;", "en"), ("knownRegions = (en);", nil), ("developmentRegion = ;", nil),
        ]
        for (text, expected) in cases { XCTAssertEqual(DevelopmentRegion.parse(text), expected, text) }
    }

    func testUnreadableFileStopsEverythingAndNamesThePlace() throws {
        let directory = try copyOfProject()
        defer { directory.remove() }
        let broken = directory.url.appendingPathComponent("App/de.lproj/Main.strings")
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: broken)
        XCTAssertThrowsError(try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil)) { error in
            guard case MigrationError.unreadable(let files)? = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertEqual(files.map { "\($0.path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-") \($0.position.map(\.description) ?? "-")" },
                           ["Main.strings 1:10"])
            XCTAssertTrue(files[0].message.hasPrefix("missing ';' after the value of the key \"a\""), files[0].message)
            XCTAssertTrue(files[0].path?.hasSuffix("App/de.lproj/Main.strings") == true, "\(files[0])")
            XCTAssertEqual("\(error)", "nothing was written; fix the files above and run again")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("App/Localizable.xcstrings").path))
    }

    func testWidthRuleStopsUnlessKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let en = directory.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>Welcome</key><dict>
            <key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Hi</string><key>50</key><string>Welcome!</string>
            </dict></dict></dict></plist>
            """.utf8).write(to: en.appendingPathComponent("T.stringsdict"))
        XCTAssertThrowsError(try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil)) { error in
            guard case MigrationError.unreadable(let files)? = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertEqual(files.map(\.message), ["Welcome.NSStringVariableWidthRuleType: a width rule (NSStringVariableWidthRuleType) "
                + "cannot be expressed in a String Catalog; remove it, or pass --keep-width-rules to keep only its widest form"])
            XCTAssertEqual(files.map { $0.path.map { URL(fileURLWithPath: $0).lastPathComponent } }, ["T.stringsdict"])
        }
        let plan = try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil, keepWidthRules: true)
        let text = String(decoding: plan.catalogs[0].bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("\"value\" : \"Welcome!\""), text)
        XCTAssertEqual(plan.catalogs[0].warnings.count, 1)
    }

    func testExistingCatalogIsMergedIntoNeverOverwritten() throws {
        let directory = try copyOfProject()
        defer { directory.remove() }
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "button.save" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Speichern!"
                      }
                    }
                  }
                },
                "zzz.from.code" : {

                }
              },
              "version" : "1.0"
            }
            """
        let url = directory.url.appendingPathComponent("App/Localizable.xcstrings")
        try Data(existing.utf8).write(to: url)
        let plan = try LegacyMigration.plan(roots: [directory.url], sourceLanguage: nil)
        let catalog = try XCTUnwrap(plan.catalogs.first { $0.table.name == "Localizable" })
        XCTAssertTrue(catalog.mergesIntoExisting)
        let merged = try JSONDocument(bytes: catalog.bytes, path: "merged")
        let strings = try XCTUnwrap(merged.root.object?["strings"]?.object)
        let save = strings["button.save"]?.object?["localizations"]?.object
        XCTAssertEqual(save?["de"]?.object?["stringUnit"]?.object?["value"]?.stringValue, "Speichern!")
        XCTAssertEqual(save?["en"]?.object?["stringUnit"]?.object?["value"]?.stringValue, "Save")
        XCTAssertNotNil(strings["zzz.from.code"])
        XCTAssertNotNil(strings["window.title"])
        XCTAssertTrue(catalog.warnings.contains { $0.message.contains("\"button.save\" (de): the catalog's value differs") })
    }

    func testApplyWritesAndDeletesWithGitRm() throws {
        let directory = try copyOfProject()
        defer { directory.remove() }
        try Shell.git(["init", "-q"], in: directory.url)
        try Shell.git(["add", "-A"], in: directory.url)
        try Shell.git(["commit", "-qm", "legacy"], in: directory.url)
        let plan = try LegacyMigration.plan(roots: [directory.url.appendingPathComponent("App")], sourceLanguage: "en")
        let removed = try LegacyMigration.apply(plan, delete: true)
        XCTAssertEqual(removed.count, 7)
        let status = try Shell.git(["status", "--porcelain", "-uall"], in: directory.url).stdout
        XCTAssertTrue(status.contains("D  App/de.lproj/Localizable.strings"), status)
        XCTAssertTrue(status.contains("?? App/Localizable.xcstrings"), status)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("App/en.lproj/Localizable.strings").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("App/en.lproj").path),
                       "an lproj folder the migration emptied is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("App/mul.lproj").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Pods/Lib/en.lproj/Lib.strings").path))
    }

    func testDiscoveryGroupsNestedFoldersAndSkipsDependencies() {
        let files = [
            "/p/Localization/en.lproj/Localizable.strings", "/p/Localization/Plurals/en.lproj/Localizable.stringsdict",
            "/p/A/en.lproj/Main.strings", "/p/B/en.lproj/Main.strings",
        ].compactMap { LegacyDiscovery.legacyFile(URL(fileURLWithPath: $0)) }
        let tables = LegacyDiscovery.group(files)
        XCTAssertEqual(tables.map { "\($0.folder.path)/\($0.name):\($0.files.count)" },
                       ["/p/A/Main:1", "/p/B/Main:1", "/p/Localization/Localizable:2"])
        XCTAssertNil(LegacyDiscovery.legacyFile(URL(fileURLWithPath: "/p/en/Main.strings")))
        XCTAssertEqual(LegacyDiscovery.legacyFile(URL(fileURLWithPath: "/p/English.lproj/Main.strings"))?.language, "en")
        XCTAssertEqual(LegacyDiscovery.legacyFile(URL(fileURLWithPath: "/p/pt-BR.lproj/Main.stringsdict"))?.kind, .stringsdict)
        let found = LegacyDiscovery.tables(under: [project]).map(\.name)
        XCTAssertFalse(found.contains("Lib"))
    }
}

extension LegacyMigrationTests {
    func testSymbolicLinksToFoldersAreNotFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("\"a\" = \"b\";", to: "App/en.lproj/T.strings")
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent("App/loop"), withDestinationURL: directory.url)
        XCTAssertEqual(LegacyDiscovery.tables(under: [directory.url]).map(\.files.count), [1])
    }

    func testCatalogLocation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let translationOnly = LegacyTable(name: "Main", folder: directory.url, files: [
            LegacyFile(url: directory.url.appendingPathComponent("de.lproj/Main.strings"), lprojName: "de", kind: .strings),
        ])
        let withBase = LegacyTable(name: "Main", folder: directory.url, files: translationOnly.files + [
            LegacyFile(url: directory.url.appendingPathComponent("Base.lproj/Main.strings"), lprojName: "Base", kind: .strings),
        ])
        XCTAssertEqual(translationOnly.catalogURL(sourceLanguage: "en").path, directory.url.path + "/mul.lproj/Main.xcstrings")
        XCTAssertEqual(withBase.catalogURL(sourceLanguage: "en").path, directory.url.path + "/Main.xcstrings")
        // An existing catalog wins wherever it is, so a table never ends up with two.
        try directory.write("{}", to: "mul.lproj/Main.xcstrings")
        XCTAssertEqual(withBase.catalogURL(sourceLanguage: "en").path, directory.url.path + "/mul.lproj/Main.xcstrings")
    }
}
