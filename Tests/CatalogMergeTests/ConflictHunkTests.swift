import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import CatalogMerge

/// The smallest valid hunk, case by case: each synthetic conflict's hunk holds exactly the lines the issue names,
/// keeping ours, theirs or (diff3) the base of every hunk gives back that side's catalog, `resolve` equals keeping
/// the side by hand, no hunk side is larger than its language object, and the hunks are no larger than git's.
final class ConflictHunkTests: XCTestCase {
    private static func unit(_ value: String, _ state: String = "translated") -> String {
        "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    /// A catalog in Xcode's format with the entry `Settings` (languages as JSON texts) between two others.
    private static func catalog(_ languages: [(String, String)], comment: String? = nil, crlf: Bool = false) -> String {
        let localizations = languages.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ", ")
        let commentField = comment.map { "\"comment\" : \"\($0)\", " } ?? ""
        let entries = [
            ("Cancel", "{ \"localizations\" : { \"nl\" : \(unit("Annuleren")) } }"),
            ("Settings", "{ \(commentField)\"localizations\" : { \(localizations) } }"),
            ("Zoom", "{ \"localizations\" : { \"nl\" : \(unit("Zoomen")) } }"),
        ]
        let text = Fixture.canonical(Fixture.catalog(entries))
        return crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    }

    private static func plural(_ one: String, _ other: String) -> String {
        "{ \"variations\" : { \"plural\" : { \"one\" : \(unit(one)), \"other\" : \(unit(other)) } } }"
    }

    private static func device(_ iphone: String, _ mac: String) -> String {
        "{ \"variations\" : { \"device\" : { \"iphone\" : \(unit(iphone)), \"mac\" : \(unit(mac)) } } }"
    }

    private static func substitution(_ other: String) -> String {
        "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@n@\" }, \"substitutions\" : { \"n\" : "
            + "{ \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { \"one\" : \(unit("1 bestand")), "
            + "\"other\" : \(unit(other)) } } } } }"
    }

    private struct Case {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        /// The lines of the one hunk in the merge style, without indentation: ours' side, then theirs'.
        var oursLines: [String]
        var theirsLines: [String]
        /// Whether the base has the conflicted places (not so for a language added on both sides: keeping the base
        /// of the hunk inside it gives a valid catalog, but not the base's).
        var baseHasThePlaces = true
    }

    private static let de = ("de", unit("Einstellungen"))
    private static let fr = ("fr", unit("Réglages"))

    private static let cases: [Case] = [
        Case(name: "a value",
             base: catalog([de, fr, ("nl", unit("Instellingen ..."))]),
             ours: catalog([de, fr, ("nl", unit("Instellingen..."))]),
             theirs: catalog([de, fr, ("nl", unit("Instellingen…"))]),
             oursLines: ["\"value\" : \"Instellingen...\""], theirsLines: ["\"value\" : \"Instellingen…\""]),
        Case(name: "a state with its value",
             base: catalog([de, fr, ("nl", unit("Instellingen"))]),
             ours: catalog([de, fr, ("nl", unit("Opties", "needs_review"))]),
             theirs: catalog([de, fr, ("nl", unit("Voorkeuren"))]),
             oursLines: ["\"state\" : \"needs_review\",", "\"value\" : \"Opties\""],
             theirsLines: ["\"state\" : \"translated\",", "\"value\" : \"Voorkeuren\""]),
        Case(name: "a language added on both sides",
             base: catalog([de, fr]),
             ours: catalog([de, fr, ("nl", unit("Opties"))]),
             theirs: catalog([de, fr, ("nl", unit("Voorkeuren"))]),
             oursLines: ["\"value\" : \"Opties\""], theirsLines: ["\"value\" : \"Voorkeuren\""], baseHasThePlaces: false),
        Case(name: "a plural form",
             base: catalog([de, ("nl", plural("%lld bestand", "%lld bestanden"))]),
             ours: catalog([de, ("nl", plural("één bestand", "%lld bestanden"))]),
             theirs: catalog([de, ("nl", plural("%lld bestandje", "%lld bestanden"))]),
             oursLines: ["\"value\" : \"één bestand\""], theirsLines: ["\"value\" : \"%lld bestandje\""]),
        Case(name: "a substitution",
             base: catalog([de, ("nl", substitution("%arg bestanden"))]),
             ours: catalog([de, ("nl", substitution("%arg bestandjes"))]),
             theirs: catalog([de, ("nl", substitution("%arg files"))]),
             oursLines: ["\"value\" : \"%arg bestandjes\""], theirsLines: ["\"value\" : \"%arg files\""]),
        Case(name: "a device variant",
             base: catalog([de, ("nl", device("Tik", "Klik"))]),
             ours: catalog([de, ("nl", device("Tik", "Klik hier"))]),
             theirs: catalog([de, ("nl", device("Tik", "Klikken"))]),
             oursLines: ["\"value\" : \"Klik hier\""], theirsLines: ["\"value\" : \"Klikken\""]),
        Case(name: "the first member of an object, deleted against changed",
             base: catalog([de, fr]),
             ours: catalog([fr]),
             theirs: catalog([("de", unit("Optionen")), fr]),
             oursLines: [],
             theirsLines: ["\"de\" : {", "\"stringUnit\" : {", "\"state\" : \"translated\",", "\"value\" : \"Optionen\"", "}", "},"]),
        Case(name: "the last member of an object, deleted against changed",
             base: catalog([de, fr]),
             ours: catalog([de, ("fr", unit("Préférences"))]),
             theirs: catalog([de]),
             oursLines: ["},", "\"fr\" : {", "\"stringUnit\" : {", "\"state\" : \"translated\",", "\"value\" : \"Préférences\"", "}"],
             theirsLines: []),
        Case(name: "CRLF line ends",
             base: catalog([de, fr], crlf: true),
             ours: catalog([de, ("fr", unit("Préférences"))], crlf: true),
             theirs: catalog([de, ("fr", unit("Options"))], crlf: true),
             oursLines: ["\"value\" : \"Préférences\""], theirsLines: ["\"value\" : \"Options\""]),
        Case(name: "a comment",
             base: catalog([de], comment: "Menu item"),
             ours: catalog([de], comment: "The settings menu item"),
             theirs: catalog([de], comment: "Opens the settings window"),
             oursLines: ["\"comment\" : \"The settings menu item\","], theirsLines: ["\"comment\" : \"Opens the settings window\","]),
        Case(name: "a whole entry, deleted against changed",
             base: catalog([de]),
             ours: Fixture.canonical(Fixture.catalog([
                 ("Cancel", "{ \"localizations\" : { \"nl\" : \(unit("Annuleren")) } }"),
                 ("Zoom", "{ \"localizations\" : { \"nl\" : \(unit("Zoomen")) } }")])),
             theirs: catalog([de], comment: "Opens the settings"),
             oursLines: [],
             theirsLines: ["\"Settings\" : {", "\"comment\" : \"Opens the settings\",", "\"localizations\" : {", "\"de\" : {",
                           "\"stringUnit\" : {", "\"state\" : \"translated\",", "\"value\" : \"Einstellungen\"", "}", "}", "}", "},"]),
    ]

    private func merge(_ item: Case, _ style: MergeOptions.ConflictStyle) throws -> MergeResult {
        try CatalogMerger(options: MergeOptions(conflictStyle: style)).merge(
            base: Array(item.base.utf8), ours: Array(item.ours.utf8), theirs: Array(item.theirs.utf8))
    }

    private func trimmedLines(_ side: ArraySlice<UInt8>) -> [String] {
        String(decoding: side, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testEachCaseGivesExactlyTheSmallestHunk() throws {
        for item in Self.cases {
            let result = try merge(item, .merge)
            let hunks = try ConflictedFile(result.bytes).hunks
            XCTAssertEqual(hunks.count, 1, item.name)
            guard let hunk = hunks.first else { continue }
            XCTAssertEqual(trimmedLines(hunk.ours), item.oursLines, item.name)
            XCTAssertEqual(trimmedLines(hunk.theirs), item.theirsLines, item.name)
        }
    }

    func testKeepingAnySideOfEveryHunkGivesThatSidesCatalog() throws {
        for item in Self.cases {
            for style in [MergeOptions.ConflictStyle.merge, .diff3, .zdiff3] {
                let result = try merge(item, style)
                let label = "\(item.name), \(style)"
                var expected: [(MergeSide, String)] = [(.ours, item.ours), (.theirs, item.theirs)]
                if style == .diff3 { expected.append((.base, item.base)) }
                for (side, catalog) in expected {
                    let kept = try ConflictResolver.resolve(result.bytes, keeping: side).bytes
                    XCTAssertNoThrow(try CatalogFile(bytes: kept, path: label), "\(label): keeping \(side) reads as a catalog")
                    if side != .base || item.baseHasThePlaces {
                        XCTAssertEqual(Fixture.canonical(kept), Fixture.canonical(catalog), "\(label): keeping \(side)")
                    }
                    let byHand = HunkMetrics.keepByHand(String(decoding: result.bytes, as: UTF8.self), side: side)
                    XCTAssertEqual(String(decoding: kept, as: UTF8.self), byHand, "\(label): resolve \(side) is keeping it by hand")
                }
            }
        }
    }

    func testHunksAreNoLargerThanTheirLanguageNorThanGits() throws {
        for style in [MergeOptions.ConflictStyle.merge, .diff3, .zdiff3] {
            var ours: [Int] = []
            var gits: [Int] = []
            for item in Self.cases {
                let result = try merge(item, style)
                let label = "\(item.name), \(style)"
                let documents = try [item.base, item.ours, item.theirs].map { try JSONDocument(bytes: Array($0.utf8), path: "t") }
                let hunks = try ConflictedFile(result.bytes).hunks
                for (index, bound) in HunkMetrics.languageBounds(result.bytes, sides: documents) {
                    XCTAssertLessThanOrEqual(HunkMetrics.sideLines(hunks[index]).max() ?? 0, bound, label)
                }
                ours += try HunkMetrics.sizes(result.bytes)
                gits += try HunkMetrics.sizes(HunkMetrics.gitMerge(
                    base: Array(item.base.utf8), ours: Array(item.ours.utf8), theirs: Array(item.theirs.utf8), style: style))
            }
            print("synthetic \(style): median hunk \(HunkMetrics.median(ours)) lines (git \(HunkMetrics.median(gits))), max \(ours.max() ?? 0) (git \(gits.max() ?? 0))")
            XCTAssertLessThanOrEqual(HunkMetrics.median(ours), HunkMetrics.median(gits), "\(style)")
        }
    }

    func testCRLFHunkKeepsTheFileLineEnds() throws {
        guard let item = Self.cases.first(where: { $0.name == "CRLF line ends" }) else { return XCTFail("case missing") }
        let text = String(decoding: try merge(item, .diff3).bytes, as: UTF8.self)
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        XCTAssertTrue(text.contains("\r\n<<<<<<< ours\r\n"), text)
    }

    func testMarkersFollowGitsConventions() throws {
        let item = Self.cases[0]
        let options = MergeOptions(markerSize: 9, oursLabel: "HEAD", theirsLabel: "topic", baseLabel: "base-commit", conflictStyle: .diff3)
        let result = try CatalogMerger(options: options).merge(
            base: Array(item.base.utf8), ours: Array(item.ours.utf8), theirs: Array(item.theirs.utf8))
        let indent = String(repeating: " ", count: 12)
        let expected = [
            "<<<<<<<<< HEAD", indent + "\"value\" : \"Instellingen...\"", "||||||||| base-commit",
            indent + "\"value\" : \"Instellingen ...\"", "=========", indent + "\"value\" : \"Instellingen…\"", ">>>>>>>>> topic",
        ].joined(separator: "\n")
        XCTAssertTrue(String(decoding: result.bytes, as: UTF8.self).contains(expected), String(decoding: result.bytes, as: UTF8.self))
    }

    func testZdiff3MovesSharedLinesOutOfTheHunk() throws {
        // The last language deleted on one side, changed on the other: every side ends with the same closing line,
        // which zdiff3 (like git's zealous merge) writes after the hunk; diff3 keeps it inside.
        guard let item = Self.cases.first(where: { $0.name.hasPrefix("the last member") }) else { return XCTFail("case missing") }
        let sizes = try [MergeOptions.ConflictStyle.diff3, .zdiff3].map { try HunkMetrics.sizes(try merge(item, $0).bytes) }
        XCTAssertEqual(sizes, [[19], [16]])
    }

    func testResolveByLanguageEqualsKeepingThoseHunksByHand() throws {
        let base = Self.catalog([("de", Self.unit("Einstellungen")), ("nl", Self.unit("Instellingen"))])
        let ours = Self.catalog([("de", Self.unit("Optionen")), ("nl", Self.unit("Opties"))])
        let theirs = Self.catalog([("de", Self.unit("Einstellungen…")), ("nl", Self.unit("Instellingen…"))])
        let result = try CatalogMerger().merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        let nl = try ConflictResolver.resolve(result.bytes, keeping: .theirs, only: HunkFilter(languages: ["nl"]), path: "t")
        XCTAssertEqual([nl.hunkCount, nl.leftCount], [1, 1])
        let byHand = HunkMetrics.keepByHand(String(decoding: result.bytes, as: UTF8.self), side: .theirs, onlyHunks: [1])
        XCTAssertEqual(String(decoding: nl.bytes, as: UTF8.self), byHand)
        let rest = try ConflictResolver.resolve(nl.bytes, keeping: .ours, only: HunkFilter(keyPattern: "Set*"), path: "t")
        XCTAssertEqual([rest.hunkCount, rest.leftCount], [1, 0])
        XCTAssertEqual(Fixture.canonical(rest.bytes),
                       Fixture.canonical(Self.catalog([("de", Self.unit("Optionen")), ("nl", Self.unit("Instellingen…"))])))
        let none = try ConflictResolver.resolve(result.bytes, keeping: .ours, only: HunkFilter(keyPattern: "Zoom"), path: "t")
        XCTAssertEqual([none.hunkCount, none.leftCount], [0, 2])
    }

    func testTheSummaryNamesEachConflictWithItsValues() throws {
        let result = try merge(Self.cases[0], .merge)
        XCTAssertEqual(result.summary(path: "L.xcstrings"), "L.xcstrings: merged 2 changes from both sides; 1 conflict: "
            + "\"Settings\" nl value: ours \"Instellingen...\", theirs \"Instellingen…\" (base \"Instellingen ...\")")
        let long = String(repeating: "x", count: 70)
        let languages = (1...12).map { String(format: "l%02d", $0) }
        let many = try CatalogMerger().merge(
            base: Array(Self.catalog(languages.map { ($0, Self.unit("b")) }).utf8),
            ours: Array(Self.catalog(languages.map { ($0, Self.unit(long)) }).utf8),
            theirs: Array(Self.catalog(languages.map { ($0, Self.unit("t")) }).utf8))
        let summary = many.summary(path: "L")
        let shortened = "\"" + String(repeating: "x", count: 60) + "…\""
        XCTAssertTrue(summary.hasPrefix("L: merged 2 changes from both sides; 12 conflicts: \"Settings\" l01 value: ours \(shortened), theirs \"t\" (base \"b\"); "), summary)
        XCTAssertTrue(summary.hasSuffix("\"Settings\" l10 value: ours \(shortened), theirs \"t\" (base \"b\"); and 2 more"), summary)
    }

    func testConflictReaderNamesWhatTheMergeNamed() throws {
        for item in Self.cases {
            for style in [MergeOptions.ConflictStyle.merge, .diff3] {
                let result = try merge(item, style)
                let reports = ConflictReader.reports(in: try ConflictedFile(result.bytes), path: "t")
                let expected = result.conflictReports.map { report -> ConflictReport in
                    var report = report
                    if style == .merge { report.base = nil }
                    return report
                }
                XCTAssertEqual(reports?.map(\.path), expected.map(\.path), "\(item.name) \(style)")
                XCTAssertEqual(reports?.map { $0.text(states: true) }, expected.map { $0.text(states: true) }, "\(item.name) \(style)")
            }
        }
    }
}
