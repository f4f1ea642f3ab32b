import XCTest

@testable import CatalogMerge

/// The summary line's first phrase names how many changes were merged and from which side: ours only, theirs
/// only, both, neither, or the same catalog on both sides; the fast path and the full merge say the same.
final class MergeSummaryTests: XCTestCase {
    /// An Xcode-style catalog with entries given as `key: de value` (nil: an entry with no localizations).
    private func catalog(_ entries: [(String, String?)], version: String = "1.0", separator: String = " : ") -> String {
        let members = entries.map { key, value -> String in
            guard let value else { return "    \"\(key)\"\(separator){\n\n    }" }
            return "    \"\(key)\"\(separator){\n      \"localizations\"\(separator){\n        \"de\"\(separator){\n"
                + "          \"stringUnit\"\(separator){\n            \"state\"\(separator)\"translated\",\n"
                + "            \"value\"\(separator)\"\(value)\"\n          }\n        }\n      }\n    }"
        }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\"\(separator)\"en\",\n  \"strings\"\(separator){\n\(members)\n  },\n"
            + "  \"version\"\(separator)\"\(version)\"\n}"
    }

    func testSummaryNamesTheSideTheChangesCameFrom() throws {
        let base = catalog([("A", "a"), ("B", "b"), ("C", "c")])
        let rows: [(name: String, base: String, ours: String, theirs: String, summary: String)] = [
            ("theirs changed one value, ours is the base", base, base,
             catalog([("A", "a"), ("B", "b2"), ("C", "c")]), "L.xcstrings: merged 1 change from theirs"),
            ("theirs changed two values and added a key, ours is the base", base, base,
             catalog([("A", "a2"), ("B", "b"), ("C", "c2"), ("D", "d")]), "L.xcstrings: merged 3 changes from theirs"),
            ("theirs deleted a key, ours is the base", base, base,
             catalog([("A", "a"), ("C", "c")]), "L.xcstrings: merged 1 change from theirs"),
            ("theirs changed the version, ours is the base", base, base,
             catalog([("A", "a"), ("B", "b"), ("C", "c")], version: "1.1"), "L.xcstrings: merged 1 change from theirs"),
            ("theirs changed a value and re-saved the file with \": \", ours is the base", base, base,
             catalog([("A", "a"), ("B", "b2"), ("C", "c")], separator: ": "), "L.xcstrings: merged 1 change from theirs"),
            ("ours changed one value, theirs is the base", base,
             catalog([("A", "a"), ("B", "b2"), ("C", "c")]), base, "L.xcstrings: merged 1 change from ours"),
            ("ours changed a value and added a key, theirs is the base", base,
             catalog([("A", "a2"), ("AB", "ab"), ("B", "b"), ("C", "c")]), base, "L.xcstrings: merged 2 changes from ours"),
            ("ours changed the version, theirs is the base", base,
             catalog([("A", "a"), ("B", "b"), ("C", "c")], version: "1.1"), base, "L.xcstrings: merged 1 change from ours"),
            ("each side changed a different value", base,
             catalog([("A", "a2"), ("B", "b"), ("C", "c")]), catalog([("A", "a"), ("B", "b"), ("C", "c2")]),
             "L.xcstrings: merged 2 changes from both sides"),
            ("both sides made the same change in another layout", base,
             catalog([("A", "a2"), ("B", "b"), ("C", "c")]), catalog([("A", "a2"), ("B", "b"), ("C", "c")], separator: ": "),
             "L.xcstrings: ours and theirs are the same; nothing to merge"),
            ("ours and theirs are the same bytes", base,
             catalog([("A", "a2"), ("B", "b"), ("C", "c")]), catalog([("A", "a2"), ("B", "b"), ("C", "c")]),
             "L.xcstrings: ours and theirs are the same; nothing to merge"),
            ("only theirs re-saved the file with \": \"", base, base, catalog([("A", "a"), ("B", "b"), ("C", "c")], separator: ": "),
             "L.xcstrings: ours and theirs are the same; nothing to merge"),
        ]
        for row in rows {
            let sides = (Array(row.base.utf8), Array(row.ours.utf8), Array(row.theirs.utf8))
            let result = try CatalogMerger().merge(base: sides.0, ours: sides.1, theirs: sides.2, path: "L.xcstrings")
            XCTAssertEqual(result.summary(path: "L.xcstrings"), row.summary, row.name)
            let full = try CatalogMerger().merge(base: sides.0, ours: sides.1, theirs: sides.2, path: "L.xcstrings", fastPath: false)
            XCTAssertEqual(full.summary(path: "L.xcstrings"), row.summary, "\(row.name), full merge")
        }
    }

    func testConflictedMergeNamesTheSidesBeforeItsConflicts() throws {
        let base = catalog([("A", "a"), ("B", "b")])
        let result = try CatalogMerger().merge(
            base: Array(base.utf8), ours: Array(catalog([("A", "a"), ("B", "ours")]).utf8),
            theirs: Array(catalog([("A", "a"), ("B", "theirs")]).utf8), path: "L.xcstrings")
        XCTAssertEqual(
            result.summary(path: "L.xcstrings"),
            "L.xcstrings: merged 2 changes from both sides; 1 conflict: \"B\" de value: ours \"ours\", theirs \"theirs\" (base \"b\")")
    }
}
