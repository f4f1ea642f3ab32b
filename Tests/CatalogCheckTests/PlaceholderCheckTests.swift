import XCTest
@testable import CatalogCheck

final class PlaceholderCheckTests: XCTestCase {
    typealias F = CheckFixtures

    func testPlaceholders() {
        let device = #"{ "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicke %@" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippe %d" } } } } }"#
        let cases: [(String, [String], [String], UInt)] = [
            ("matching", [F.entry("Hello %@", [("de", F.unit("Hallo %@"))])], [], #line),
            ("key as source", [F.entry("Hello %@", [("de", F.unit("Hallo"))])],
             ["error: strings[\"Hello %@\"].localizations.de.stringUnit: drops %@ (argument 1) that the source passes"], #line),
            ("identifier key without arguments is not compared",
             [F.entry("greeting", [("de", F.unit("Hallo %@"))])], [], #line),
            ("source unit", [F.entry("greeting", [("en", F.unit("Hello %@")), ("de", F.unit("Hallo %lld"))])],
             ["error: strings[\"greeting\"].localizations.de.stringUnit: uses %lld for argument 1 where the source has %@"], #line),
            ("positional reorder", [F.entry("%@ of %@", [("de", F.unit("%2$@ von %1$@"))])], [], #line),
            ("plain reorder", [F.entry("%@ has %lld", [("de", F.unit("%lld hat %@"))])],
             ["error: strings[\"%@ has %lld\"].localizations.de.stringUnit: reorders plain specifiers (%lld %@ for the "
                + "source's %@ %lld); only positional ones may move: write %2$lld %1$@"], #line),
            ("device variants", [F.entry("Tap %@", [("de", device)])],
             ["error: strings[\"Tap %@\"].localizations.de.variations.device.other.stringUnit: uses %d for argument 1 "
                + "where the source has %@"], #line),
            ("English one may drop the count",
             [F.entry("%lld files", [("en", F.plural([("one", "One file"), ("other", "%lld files")]))])], [], #line),
            ("Russian one may not: 21 is one too",
             [F.entry("%lld files", [("ru", F.plural([("one", "Один файл"), ("few", "%lld файла"), ("many", "%lld файлов"),
                                                      ("other", "%lld файла")]))])],
             ["error: strings[\"%lld files\"].localizations.ru.variations.plural.one.stringUnit: drops %lld (argument 1) "
                + "that the source passes"], #line),
            ("zero may drop the count",
             [F.entry("%lld files", [("de", F.plural([("zero", "Keine Dateien"), ("one", "Eine Datei"), ("other", "%lld Dateien")]))])],
             [], #line),
            ("a form the language lacks is left to the plural check",
             [F.entry("%lld files", [("ja", F.plural([("one", "ファイル"), ("other", "%lld ファイル")]))])], [], #line),
            ("a translation may use an argument the key passes",
             [F.entry("starred %lld", [("en", F.unit("starred")), ("de", F.unit("%lld Sterne"))])], [], #line),
            ("the same stray sequence twice in one value is reported once",
             [F.entry("Press %@", [("ta", F.unit("%உடன் அழுத்தவும் %உடன் %@"))])],
             ["error: strings[\"Press %@\"].localizations.ta.stringUnit: '%உ' is not a format specifier; write %% for a percent sign"],
             #line),
            ("different findings at one place are each kept; a repeat after both is dropped",
             [F.entry("Press %@", [("ta", F.unit("%உ %ஆ %உ %@"))])],
             ["error: strings[\"Press %@\"].localizations.ta.stringUnit: '%உ' is not a format specifier; write %% for a percent sign",
              "error: strings[\"Press %@\"].localizations.ta.stringUnit: '%ஆ' is not a format specifier; write %% for a percent sign"],
             #line),
            ("percent sign in a string without arguments",
             [F.entry("Save 100%", [("fr", F.unit("Économisez 100 % sur tout"))])], [], #line),
        ]
        for (name, entries, expected, line) in cases {
            XCTAssertEqual(F.findings(F.catalog(entries), check: .placeholders), expected, name, line: line)
        }
    }

    func testSubstitutionForms() {
        let english = #"{ "stringUnit" : { "state" : "translated", "value" : "%#@files@" }, "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } }"#
        let german = #"{ "stringUnit" : { "state" : "translated", "value" : "%#@files@" }, "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Dateien" } } } } } } }"#
        let plainGerman = F.unit("%lld Dateien")
        let cases: [(String, String, [String], UInt)] = [
            ("form drops %arg", german,
             ["error: strings[\"files\"].localizations.de.substitutions.files.variations.plural.other.stringUnit: drops %arg "
                + "that the source's substitution has"], #line),
            ("plain translation of a substitution", plainGerman, [], #line),
        ]
        for (name, translation, expected, line) in cases {
            let text = F.catalog([F.entry("files", [("en", english), ("de", translation)])])
            XCTAssertEqual(F.findings(text, check: .placeholders), expected, name, line: line)
        }
    }
}
