import StringCatalog
import XCTest

@testable import CatalogMerge

/// Merges whose result must not depend on which side is ours (up to ours' layout, the same in every row here), on
/// both the fast and the full path: keys compared by their exact bytes, renames both sides made alike, and where
/// keys both sides added go in a file sorted by bytes.
final class MergeDirectionTests: XCTestCase {
    private typealias F = Fixture

    private struct Row {
        var name: String
        var base: String
        var x: String
        var y: String
        var expected: String
    }

    private static let nfc = "caf\u{E9}"
    private static let nfd = "cafe\u{301}"

    private static func comment(_ text: String) -> String { "{ \"comment\" : \"\(text)\" }" }

    /// `catalog` with a last entry written `"key": entry` (no space before the colon).
    private static func unspaced(_ catalog: String, _ key: String, _ entry: String) -> String {
        catalog.replacingOccurrences(of: "\n},\n\"version\"", with: ",\n\"\(key)\": \(entry)\n},\n\"version\"")
    }

    private static func translated(_ units: [String: String]) -> String {
        F.entry(units.mapValues { ("translated", $0) })
    }

    private var rows: [Row] {
        let c = Self.comment
        // Five translations; the other rename changes three of them (40% identical: not "nearly" equal).
        let five = ["de": "Öffnen", "es": "Abrir", "fr": "Ouvrir", "it": "Apri", "ja": "開く"]
        var three = five
        three["de"] = "Dokument öffnen"
        three["es"] = "Abrir documento"
        three["fr"] = "Ouvrir le document"
        var four = five
        four["de"] = "Dokument öffnen"
        four["ja"] = "書類を開く"
        four["it"] = "Apri documento"
        four["es"] = "Abrir documento"
        return [
            // Both "café" spellings: theirs' change of one is taken with theirs' key line, not the other's.
            Row(name: "NFD entry changed by one side and written `\"key\": value`",
                base: F.catalog([("A", c("a")), (Self.nfc, c("nfc")), (Self.nfd, c("nfd"))]),
                x: F.catalog([("A", c("a2")), (Self.nfc, c("nfc")), (Self.nfd, c("nfd"))]),
                y: Self.unspaced(F.catalog([("A", c("a")), (Self.nfc, c("nfc"))]), Self.nfd, c("nfd2")),
                expected: Self.unspaced(F.catalog([("A", c("a2")), (Self.nfc, c("nfc"))]), Self.nfd, c("nfd2"))),
            Row(name: "NFC entry changed by one side and written `\"key\": value` (twin)",
                base: F.catalog([("A", c("a")), (Self.nfd, c("nfd")), (Self.nfc, c("nfc"))]),
                x: F.catalog([("A", c("a2")), (Self.nfd, c("nfd")), (Self.nfc, c("nfc"))]),
                y: Self.unspaced(F.catalog([("A", c("a")), (Self.nfd, c("nfd"))]), Self.nfc, c("nfc2")),
                expected: Self.unspaced(F.catalog([("A", c("a2")), (Self.nfd, c("nfd"))]), Self.nfc, c("nfc2"))),
            // A rename both sides made, one keeping the translations, the other changing three of five.
            Row(name: "both rename alike, one changes three of five translations",
                base: F.catalog([("Open", Self.translated(five))]),
                x: F.catalog([("Open document", Self.translated(five))]),
                y: F.catalog([("Open document", Self.translated(three))]),
                expected: F.catalog([("Open document", Self.translated(three))])),
            Row(name: "both rename alike, one changes four of five translations (twin)",
                base: F.catalog([("A", c("a")), ("Open", Self.translated(five))]),
                x: F.catalog([("A", c("a")), ("Open document", Self.translated(five))]),
                y: F.catalog([("A", c("a")), ("Open document", Self.translated(four))]),
                expected: F.catalog([("A", c("a")), ("Open document", Self.translated(four))])),
            // In a file sorted by bytes ("Z" before "a"), a key renamed in place out of order by one side, a key added
            // next to it by the other.
            Row(name: "c renamed C in place, ab added",
                base: F.catalog([("Z", c("z")), ("a", c("a")), ("c", c("c")), ("d", c("d"))]),
                x: F.catalog([("Z", c("z")), ("a", c("a")), ("C", c("c")), ("d", c("d"))]),
                y: F.catalog([("Z", c("z")), ("a", c("a")), ("ab", c("ab")), ("c", c("c")), ("d", c("d"))]),
                expected: F.catalog([("Z", c("z")), ("a", c("a")), ("C", c("c")), ("ab", c("ab")), ("d", c("d"))])),
            Row(name: "d renamed D in place, b and e added before a last shared key (twin)",
                base: F.catalog([("Z", c("z")), ("a", c("a")), ("c", c("c")), ("d", c("d")), ("z", c("z2"))]),
                x: F.catalog([("Z", c("z")), ("a", c("a")), ("c", c("c")), ("D", c("d")), ("z", c("z2"))]),
                y: F.catalog([("Z", c("z")), ("a", c("a")), ("b", c("b")), ("c", c("c")), ("d", c("d")), ("e", c("e")), ("z", c("z2"))]),
                expected: F.catalog([("Z", c("z")), ("a", c("a")), ("b", c("b")), ("c", c("c")), ("D", c("d")), ("e", c("e")), ("z", c("z2"))])),
        ]
    }

    func testMergeIsTheSameInBothDirections() throws {
        for row in rows {
            for (ours, theirs, direction) in [(row.x, row.y, "x y"), (row.y, row.x, "y x")] {
                for fastPath in [true, false] {
                    let label = "\(row.name): merge b \(direction), fast path \(fastPath)"
                    let result = try CatalogMerger().merge(
                        base: Array(row.base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "t",
                        fastPath: fastPath)
                    XCTAssertEqual(result.conflicts.count, 0, label)
                    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), row.expected, label)
                }
            }
        }
    }
}
