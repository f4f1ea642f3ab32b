import Exchange
import StringCatalog
import XCTest

/// Every rule refuses a batch built to break it (exact message and rule) and accepts its fixed twin.
final class ValidationRuleTests: XCTestCase {
    struct Case {
        var name: String
        var broken: String
        var refusal: String
        var fixed: String
        var machine = false
        /// More refusals than the first, when the broken batch breaks the rule in several units.
        var moreRefusals: [String] = []
    }

    let cases: [Case] = [
        Case(name: "format specifier dropped", broken: #"{"de": {"Open %@ in Acme": "In Acme öffnen"}}"#,
             refusal: "batch.json:1:9: error: drops %@ (argument 1) that the source passes [import-format-specifiers]",
             fixed: #"{"de": {"Open %@ in Acme": "%@ in Acme öffnen"}}"#),
        Case(name: "format specifier type", broken: #"{"de": {"%lld items": {"one": "%@ Stück", "other": "%lld Artikel"}}}"#,
             refusal: "batch.json:1:24: error: uses %@ for argument 1 where the source has %lld [import-format-specifiers]",
             fixed: #"{"de": {"%lld items": {"one": "%lld Stück", "other": "%lld Artikel"}}}"#),
        Case(name: "invented plural category", broken: #"{"de": {"%lld items": {"few": "%lld Stücke", "one": "%lld Stück", "other": "%lld Artikel"}}}"#,
             refusal: "batch.json:1:24: error: de has no 'few' plural category; de uses one, other [import-plural-categories]",
             fixed: #"{"de": {"%lld items": {"one": "%lld Stück", "other": "%lld Artikel"}}}"#),
        Case(name: "incomplete plural", broken: #"{"ru": {"%lld items": {"one": "%lld предмет", "other": "%lld предмета"}}}"#,
             refusal: "batch.json:1:24: error: ru needs the 'few', 'many' plural forms too: the catalog has no such form and the batch brings no valid one [import-plural-categories]",
             fixed: #"{"ru": {"%lld items": {"one": "%lld предмет", "few": "%lld предмета", "many": "%lld предметов", "other": "%lld предмета"}}}"#,
             moreRefusals: ["batch.json:1:47: error: ru needs the 'few', 'many' plural forms too: the catalog has no such form and the batch brings no valid one [import-plural-categories]"]),
        Case(name: "glossary term", broken: #"{"de": {"Open %@ in Acme": "%@ in Akme öffnen"}}"#,
             refusal: "batch.json:1:9: error: 'Acme' must appear unchanged in the translation, as in the source [import-protected-terms]",
             fixed: #"{"de": {"Open %@ in Acme": "%@ in Acme öffnen"}}"#),
        Case(name: "URL", broken: #"{"de": {"Visit https://example.com/help for help": "Hilfe unter https://example.de/hilfe"}}"#,
             refusal: "batch.json:1:9: error: 'https://example.com/help' must appear unchanged in the translation, as in the source [import-protected-terms]",
             fixed: #"{"de": {"Visit https://example.com/help for help": "Hilfe unter https://example.com/help"}}"#),
        Case(name: "backticked code", broken: #"{"de": {"Run `make`": "`machen` ausführen"}}"#,
             refusal: "batch.json:1:9: error: '`make`' must appear unchanged in the translation, as in the source [import-protected-terms]",
             fixed: #"{"de": {"Run `make`": "`make` ausführen"}}"#),
        Case(name: "length", broken: #"{"de": {"OK": "Das ist vollkommen in Ordnung so"}}"#,
             refusal: "batch.json:1:9: error: the translation has 32 characters, more than 2.5× the source's 2 allows (25); shorten it or raise maxLengthRatio for de [import-length]",
             fixed: #"{"de": {"OK": "In Ordnung"}}"#),
        Case(name: "trailing line break", broken: #"{"de": {"welcome.banner": "Willkommen & <hallo>"}}"#,
             refusal: "batch.json:1:9: error: ends with no white space where the source ends with '\\n' [import-whitespace]",
             fixed: #"{"de": {"welcome.banner": "Willkommen & <hallo>\n"}}"#),
        Case(name: "leading space", broken: #"{"de": {"Save": " Speichern"}}"#,
             refusal: "batch.json:1:9: error: starts with '␠' where the source starts with no white space [import-whitespace]",
             fixed: #"{"de": {"Save": "Speichern"}}"#),
        Case(name: "shouldTranslate false", broken: #"{"de": {"Acme": "Akme"}}"#,
             refusal: "batch.json:1:9: error: 'Acme' is marked shouldTranslate: false and is never translated [import-should-translate]",
             fixed: #"{"de": {"Save": "Speichern"}}"#),
        Case(name: "source language", broken: #"{"en": {"Save": "Store"}}"#,
             refusal: "batch.json:1:9: error: en is the catalog's source language, which import never changes [import-source-language]",
             fixed: #"{"de": {"Save": "Speichern"}}"#),
        Case(name: "empty target", broken: #"{"de": {"Save": ""}}"#,
             refusal: "batch.json:1:9: error: the translation is empty; an empty target is no translation [import-empty-target]",
             fixed: #"{"de": {"Save": "Speichern"}}"#),
        Case(name: "unknown key", broken: #"{"de": {"Nope": "Nein"}}"#,
             refusal: "batch.json:1:9: error: 'Nope' is not a key of Shop.xcstrings; import never creates keys [import-unknown-key]",
             fixed: #"{"de": {"Save": "Speichern"}}"#),
        Case(name: "machine over a person's translation", broken: #"{"de": {"Cancel": "Stornieren"}}"#,
             refusal: "batch.json:1:9: error: a machine batch does not overwrite a person's translation «Abbrechen»; pass --force to replace it [import-machine-overwrite]",
             fixed: #"{"de": {"Delete": "Entfernen"}}"#, machine: true),
    ]

    func testEachRuleRefusesItsBrokenBatchAndAcceptsTheFixedTwin() throws {
        for testCase in cases {
            let refused = try ExchangeFixtures.importJSON(testCase.broken, machine: testCase.machine)
            XCTAssertEqual(refused.refusals.map(\.line), [testCase.refusal] + testCase.moreRefusals, testCase.name)
            XCTAssertTrue(refused.changes.isEmpty, "\(testCase.name): a refused batch writes nothing")
            let accepted = try ExchangeFixtures.importJSON(testCase.fixed, machine: testCase.machine)
            XCTAssertEqual(accepted.refusals.map(\.line), [], testCase.name)
            XCTAssertEqual(accepted.changes.count, 1, testCase.name)
        }
    }

    func testSourceChangedSinceExportIsRefusedOrTakenAsNeedsReviewWithPartial() throws {
        let changed = ExchangeFixtures.xliff(id: "Save", source: "Save file", target: "Datei sichern")
        let refused = try ExchangeFixtures.importXLIFF(changed)
        XCTAssertEqual(refused.refusals.map(\.line), [
            "batch.xliff:5:7: error: the source changed since the export: the batch has «Save file», the catalog has «Save»; "
                + "export again, or import with --partial to take it as needs_review [import-source-changed]",
        ])
        let partial = try ExchangeFixtures.importXLIFF(changed, partial: true)
        XCTAssertEqual(partial.refusals, [])
        let unit = try ExchangeFixtures.catalog(after: partial).strings["Save"]?.localizations?["de"]?.stringUnit
        XCTAssertEqual(unit, StringUnit(state: .needsReview, value: "Datei sichern"))
        let fixed = try ExchangeFixtures.importXLIFF(ExchangeFixtures.xliff(id: "Save", source: "Save", target: "Datei sichern"))
        XCTAssertEqual(fixed.refusals, [])
        XCTAssertEqual(try ExchangeFixtures.catalog(after: fixed).strings["Save"]?.localizations?["de"]?.stringUnit,
                       StringUnit(state: .translated, value: "Datei sichern"))
    }

    func testInlineMarkupIsRefused() throws {
        let refused = try ExchangeFixtures.importXLIFF(
            ExchangeFixtures.xliff(id: "Save", source: "Save", target: "<g id=\"1\">Sichern</g>"))
        XCTAssertEqual(refused.refusals.map(\.rule), [.markup])
        let fixed = try ExchangeFixtures.importXLIFF(ExchangeFixtures.xliff(id: "Save", source: "Save", target: "Sichern!"))
        XCTAssertEqual(fixed.refusals, [])
    }

    /// Which inline elements are markup: `<mrk>` (a segmenting CAT tool's `<mrk mtype="seg">`, a term mark) holds
    /// plain text; `<g>`, `<x/>`, `<ph>`, also inside `<mrk>`, are refused.
    func testMarkupTable() throws {
        let cases: [(target: String, rule: ImportRule?, text: String?)] = [
            ("<mrk mtype=\"seg\" mid=\"1\">Sichern</mrk>", nil, "Sichern"),
            ("<mrk mtype=\"seg\" mid=\"1\">Jetzt</mrk> <mrk mtype=\"seg\" mid=\"2\">sichern</mrk>", nil, "Jetzt sichern"),
            ("<mrk mtype=\"x-term\">Sichern</mrk>!", nil, "Sichern!"),
            ("<mrk mtype=\"seg\" mid=\"1\"><g id=\"1\">Sichern</g></mrk>", .markup, nil),
            ("Sichern<x id=\"1\"/>", .markup, nil),
            ("<ph id=\"1\">%@</ph> sichern", .markup, nil),
        ]
        for testCase in cases {
            let outcome = try ExchangeFixtures.importXLIFF(ExchangeFixtures.xliff(id: "Save", source: "Save", target: testCase.target))
            XCTAssertEqual(outcome.refusals.map(\.rule), testCase.rule.map { [$0] } ?? [], testCase.target)
            XCTAssertEqual(try ExchangeFixtures.catalog(after: outcome).strings["Save"]?.localizations?["de"]?.stringUnit?.value,
                           testCase.text ?? "Sichern", testCase.target)
        }
    }

    /// A unit is found by its id, else by its `resname` (Crowdin's XLIFF export: `crowdin:…` ids); a `resname` never
    /// overrides an id that names a key.
    func testResnameNamesTheKeyWhenTheIdDoesNot() throws {
        func batch(id: String, resname: String) -> String {
            ExchangeFixtures.xliff(id: id, source: "Save", target: "Speichern")
                .replacingOccurrences(of: "xml:space=\"preserve\"", with: "resname=\"\(resname)\" xml:space=\"preserve\"")
        }
        let byResname = try ExchangeFixtures.importXLIFF(batch(id: "crowdin:5fd89b853ee27904dd6c5f67", resname: "Save"))
        XCTAssertEqual(byResname.refusals, [])
        XCTAssertEqual(byResname.tallies, [tally("de", imported: 1)])
        let byID = try ExchangeFixtures.importXLIFF(batch(id: "Save", resname: "Cancel"))
        XCTAssertEqual(byID.refusals, [])
        XCTAssertEqual(try ExchangeFixtures.catalog(after: byID).strings["Save"]?.localizations?["de"]?.stringUnit?.value, "Speichern")
        let neither = try ExchangeFixtures.importXLIFF(batch(id: "crowdin:1", resname: "Nope"))
        XCTAssertEqual(neither.refusals.map(\.line),
                       ["batch.xliff:5:7: error: 'Nope' is not a key of Shop.xcstrings; import never creates keys [import-unknown-key]"])
    }

    func testAllOrNothingAndPartial() throws {
        let batch = #"{"de": {"Save": "Speichern", "Open %@ in Acme": "Öffnen"}}"#
        let whole = try ExchangeFixtures.importJSON(batch)
        XCTAssertEqual(whole.refusals.map(\.rule), [.formatSpecifiers, .protectedTerms])
        XCTAssertTrue(whole.changes.isEmpty)
        XCTAssertEqual(whole.tallies, [tally("de", imported: 1, refused: 1)])
        let partial = try ExchangeFixtures.importJSON(batch, partial: true)
        XCTAssertEqual(partial.refusals.map(\.rule), [.formatSpecifiers, .protectedTerms])
        let catalog = try ExchangeFixtures.catalog(after: partial)
        XCTAssertEqual(catalog.strings["Save"]?.localizations?["de"]?.stringUnit?.value, "Speichern")
        XCTAssertNil(catalog.strings["Open %@ in Acme"]?.localizations)
    }

    func testMachineBatchesBecomeNeedsReviewAndForceOverwrites() throws {
        let forced = try ExchangeFixtures.importJSON(#"{"de": {"Cancel": "Stornieren"}}"#, machine: true, force: true)
        XCTAssertEqual(forced.refusals, [])
        XCTAssertEqual(try ExchangeFixtures.catalog(after: forced).strings["Cancel"]?.localizations?["de"]?.stringUnit,
                       StringUnit(state: .needsReview, value: "Stornieren"))
    }

    private func tally(_ language: String, imported: Int = 0, unchanged: Int = 0, refused: Int = 0, untranslated: Int = 0) -> LanguageTally {
        var tally = LanguageTally(language: language)
        tally.imported = imported
        tally.unchanged = unchanged
        tally.refused = refused
        tally.untranslated = untranslated
        return tally
    }
}
