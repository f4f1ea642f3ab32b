import StringCatalog
import XCTest

@testable import CatalogMerge

/// Issue 12 §3: layout merged three-way — the final newline, the separator style, indentation, a key one side
/// moved, one entry's own layout — and new keys in a file in no recognized order (or that the adding side put out
/// of order) placed after their predecessor in the side that added them. Exact bytes, by the fast path and by the
/// full merge.
final class LayoutMergeTests: XCTestCase {
    private struct Row {
        var name: String
        var base: String
        var ours: String
        var theirs: String
        var expected: String
    }

    private static func file(
        _ entries: [(String, String)], separator: String = " : ", indent: String = "  ", final: String = "", rootSeparator: String? = nil
    ) -> String {
        let body = entries.map { "\(indent)\(indent)\"\($0.0)\"\(separator)\($0.1)" }.joined(separator: ",\n")
        let root = rootSeparator ?? separator
        return "{\n\(indent)\"sourceLanguage\"\(root)\"en\",\n\(indent)\"strings\"\(root){\n\(body)\n\(indent)},\n"
            + "\(indent)\"version\"\(root)\"1.0\"\n}\(final)"
    }

    /// A catalog whose entries each have their own separator after the key (`(key, separator, value)`): an entry
    /// edited by hand or pasted from another tool's file.
    /// `indents`: the indentation of a key's line where it is not four spaces (an entry pasted from another file).
    private static func mixed(_ entries: [(String, String, String)], indents: [String: String] = [:]) -> String {
        let body = entries.map { "\(indents[$0.0] ?? "    ")\"\($0.0)\"\($0.1)\($0.2)" }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(body)\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// An entry with a comment and translated languages, written with `separator` after its own keys and each
    /// language with its own (`(language, separator)`); `de` replaces the German value, `flag` adds
    /// `shouldTranslate: false` with that separator.
    private static func entry(_ separator: String, _ languages: [(String, String)], de: String = "B-de", flag: String? = nil) -> String {
        let units = languages.map { language, s in
            let value = language == "de" ? de : "B-\(language)"
            return "        \"\(language)\"\(s){\n          \"stringUnit\"\(s){\n            \"state\"\(s)\"translated\",\n"
                + "            \"value\"\(s)\"\(value)\"\n          }\n        }"
        }
        let shouldTranslate = flag.map { ",\n      \"shouldTranslate\"\($0)false" } ?? ""
        return "{\n      \"comment\"\(separator)\"b\",\n      \"localizations\"\(separator){\n"
            + units.joined(separator: ",\n") + "\n      }\(shouldTranslate)\n    }"
    }

    private var rows: [Row] {
        let c = { (text: String) in "{\n      \"comment\" : \"\(text)\"\n    }" }
        let cc = { (text: String) in "{\n      \"comment\": \"\(text)\"\n    }" }
        let c4 = { (text: String) in "{\n            \"comment\" : \"\(text)\"\n        }" }
        return [
            Row(name: "theirs adds a final newline, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a2")), ("B", c("b"))]),
                theirs: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                expected: Self.file([("A", c("a2")), ("B", c("b"))], final: "\n")),
            Row(name: "ours adds a final newline, theirs changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                theirs: Self.file([("A", c("a")), ("B", c("b2"))]),
                expected: Self.file([("A", c("a")), ("B", c("b2"))], final: "\n")),
            Row(name: "theirs removes the final newline",
                base: Self.file([("A", c("a")), ("B", c("b"))], final: "\n"),
                ours: Self.file([("A", c("a2")), ("B", c("b"))], final: "\n"),
                theirs: Self.file([("A", c("a")), ("B", c("b"))]),
                expected: Self.file([("A", c("a2")), ("B", c("b"))])),
            Row(name: "theirs switches to \"key\": value, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a2")), ("B", c("b"))]),
                theirs: Self.file([("A", cc("a")), ("B", cc("b"))], separator: ": "),
                expected: Self.file([("A", cc("a2")), ("B", cc("b"))], separator: ": ")),
            Row(name: "theirs re-indents with four spaces, ours changes an entry",
                base: Self.file([("A", c("a")), ("B", c("b"))]),
                ours: Self.file([("A", c("a")), ("B", c("b2"))]),
                theirs: Self.file([("A", c4("a")), ("B", c4("b"))], indent: "    "),
                expected: Self.file([("A", c4("a")), ("B", c4("b2"))], indent: "    ")),
            Row(name: "a new key in a hand-ordered file goes after its predecessor in the adding side",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Mango", c("m"))]),
                theirs: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))]),
                expected: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))])),
            Row(name: "theirs moves a key to the end, ours changes it",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Mango", c("m"))]),
                theirs: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))]),
                expected: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z2"))])),
            Row(name: "theirs moves a key to the start, ours adds one",
                base: Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))]),
                ours: Self.file([("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m")), ("Zoom", c("z"))]),
                theirs: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                expected: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))])),
            // merge-gen (docs/merge.md): an entry's own layout is merged like its content.
            Row(name: "theirs re-formats one entry as \"key\": value, ours changes another",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a2")), ("B", " : ", c("b"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", ": ", cc("b"))]),
                expected: Self.mixed([("A", " : ", c("a2")), ("B", ": ", cc("b"))])),
            Row(name: "theirs changes an entry and writes it as \"key\": value, ours changes another",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a2")), ("B", " : ", c("b"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", ": ", cc("b2"))]),
                expected: Self.mixed([("A", " : ", c("a2")), ("B", ": ", cc("b2"))])),
            Row(name: "theirs re-indents one entry, key line included (a pasted entry), ours changes another",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a2")), ("B", " : ", c("b"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", " : ", c4("b"))], indents: ["B": "        "]),
                expected: Self.mixed([("A", " : ", c("a2")), ("B", " : ", c4("b"))], indents: ["B": "        "])),
            // One side re-formats an entry, the other changes its content: each key line is a field, so both land, line
            // by line, as git's textual merge merges them (merge-gen generations 2 and 3).
            Row(name: "ours changes the comment of an entry theirs re-formatted: theirs' key lines, ours' comment",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b2"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", ": ", cc("b"))]),
                expected: Self.mixed([("A", " : ", c("a")), ("B", ": ", cc("b2"))])),
            Row(name: "ours re-formats an entry as \"key\": value, theirs adds a language to it: the new language as theirs wrote it",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", Self.entry(" : ", [("de", " : ")]))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", ": ", Self.entry(": ", [("de", ": ")]))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", " : ", Self.entry(" : ", [("de", " : "), ("fr", " : ")]))]),
                expected: Self.mixed([("A", " : ", c("a")), ("B", ": ", Self.entry(": ", [("de", ": "), ("fr", " : ")]))])),
            Row(name: "ours re-formats an entry, theirs adds shouldTranslate to it and changes a translation",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", Self.entry(" : ", [("de", " : ")]))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", ": ", Self.entry(": ", [("de", ": ")]))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", " : ", Self.entry(" : ", [("de", " : ")], de: "B2", flag: " : "))]),
                expected: Self.mixed([("A", " : ", c("a")), ("B", ": ", Self.entry(": ", [("de", ": ")], de: "B2", flag: " : "))])),
            Row(name: "twin: ours re-formats an entry theirs deleted: deleted (a layout holds nothing to keep)",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", ": ", cc("b"))]),
                theirs: Self.mixed([("A", " : ", c("a"))]),
                expected: Self.mixed([("A", " : ", c("a"))])),
            Row(name: "a key renamed in place out of the file's byte order stays where the renaming side put it",
                base: Self.file([("B", c("b")), ("a", c("a")), ("c", c("c")), ("d", c("d"))]),
                ours: Self.file([("B", c("b")), ("a", c("a")), ("c", c("c")), ("d", c("d2"))]),
                theirs: Self.file([("B", c("b")), ("a", c("a")), ("C", c("c")), ("d", c("d"))]),
                expected: Self.file([("B", c("b")), ("a", c("a")), ("C", c("c")), ("d", c("d2"))])),
            Row(name: "twin: keys each side added in order go to their sorted positions (as before)",
                base: Self.file([("B", c("b")), ("a", c("a")), ("c", c("c"))]),
                ours: Self.file([("B", c("b")), ("a", c("a")), ("ab", c("ab")), ("c", c("c"))]),
                theirs: Self.file([("B", c("b")), ("C", c("C")), ("a", c("a")), ("c", c("c"))]),
                expected: Self.file([("B", c("b")), ("C", c("C")), ("a", c("a")), ("ab", c("ab")), ("c", c("c"))])),
            Row(name: "theirs adds a key written as a script writes it (\\/, \\u00e9): its key line is kept",
                base: Self.file([("A", c("a")), ("C", c("c"))]),
                ours: Self.file([("A", c("a2")), ("C", c("c"))]),
                theirs: Self.file([("A", c("a")), ("B in\\/out caf\\u00e9", c("b")), ("C", c("c"))]),
                expected: Self.file([("A", c("a2")), ("B in\\/out caf\\u00e9", c("b")), ("C", c("c"))])),
            Row(name: "theirs adds the file's first empty entry as {}: its bytes are kept",
                base: Self.file([("A", c("a"))]),
                ours: Self.file([("A", c("a2"))]),
                theirs: Self.file([("A", c("a")), ("B", "{}")]),
                expected: Self.file([("A", c("a2")), ("B", "{}")])),
            // Session 11: the fast path compares entries from the key line's start, as the full merge does.
            Row(name: "theirs re-writes only an entry's key line (\\t\"B\": {), ours changes another",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a2")), ("B", " : ", c("b"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", ": ", c("b"))], indents: ["B": "\t"]),
                expected: Self.mixed([("A", " : ", c("a2")), ("B", ": ", c("b"))], indents: ["B": "\t"])),
            Row(name: "ours re-writes only an entry's key line, theirs changes its value: ours' key line, theirs' value",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", ": ", c("b"))], indents: ["B": "\t"]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b2"))]),
                expected: Self.mixed([("A", " : ", c("a")), ("B", ": ", c("b2"))], indents: ["B": "\t"])),
            Row(name: "theirs re-writes only the separator of an entry's key line, ours changes that entry",
                base: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b"))]),
                ours: Self.mixed([("A", " : ", c("a")), ("B", " : ", c("b2"))]),
                theirs: Self.mixed([("A", " : ", c("a")), ("B", ": ", c("b"))]),
                expected: Self.mixed([("A", " : ", c("a")), ("B", ": ", c("b2"))])),
            Row(name: "theirs only moves a key",
                base: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))]),
                ours: Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m2"))]),
                theirs: Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m"))]),
                expected: Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m2"))])),
        ]
    }

    func testLayoutIsMergedThreeWay() throws {
        for row in rows {
            let result = try XCTUnwrap(Fixture.merge(row.base, row.ours, row.theirs), row.name)
            XCTAssertTrue(result.isClean, row.name)
            let full = try CatalogMerger().merge(
                base: Array(row.base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: full.bytes, as: UTF8.self), row.expected, row.name + " (full merge)")
            XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), row.expected, row.name)
            // Symmetric up to sides: the same bytes with the sides swapped.
            let swapped = try XCTUnwrap(Fixture.merge(row.base, row.theirs, row.ours), row.name)
            XCTAssertEqual(String(decoding: swapped.bytes, as: UTF8.self), row.expected, row.name + " (swapped)")
            let fullSwapped = try CatalogMerger().merge(
                base: Array(row.base.utf8), ours: Array(row.theirs.utf8), theirs: Array(row.ours.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: fullSwapped.bytes, as: UTF8.self), row.expected, row.name + " (swapped, full merge)")
            // merge(b, x, x) == x (also on the full path: the fast one returns identical sides as they are) and
            // idempotence.
            XCTAssertEqual(Fixture.merge(row.base, row.theirs, row.theirs)?.bytes, Array(row.theirs.utf8), row.name)
            let same = try CatalogMerger().merge(
                base: Array(row.base.utf8), ours: Array(row.theirs.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: same.bytes, as: UTF8.self), row.theirs, row.name + " (x, x, full merge)")
            XCTAssertEqual(Fixture.merge(row.base, row.expected, row.theirs)?.bytes, Array(row.expected.utf8), row.name + " (again)")
        }
    }

    /// Keys theirs moved (`KeyMoves`) are merged by the fast path since session 11 (it used to leave them to the full
    /// merge): the merged entries in the order the full merge gives, with its bytes, conflicts and counts, and the
    /// fast path's reads kept (it did not decline).
    func testTheFastPathMergesKeysTheirsMoved() throws {
        let c = { (text: String) in "{\n      \"comment\" : \"\(text)\"\n    }" }
        let base = Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))])
        let rows: [(name: String, ours: String, theirs: String, expected: String?, conflicts: Int, changes: (Int, Int))] = [
            ("theirs moves a key, ours changes another",
             Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m2"))]),
             Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m"))]),
             Self.file([("Apple", c("a")), ("Zoom", c("z")), ("Mango", c("m2"))]), 0, (1, 0)),
            ("theirs moves a key and changes it, ours adds one",
             Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m"))]),
             Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z2"))]),
             Self.file([("Apple", c("a")), ("Banana", c("b")), ("Mango", c("m")), ("Zoom", c("z2"))]), 0, (1, 1)),
            ("theirs moves a key and deletes another, ours changes the moved one",
             Self.file([("Zoom", c("z2")), ("Apple", c("a")), ("Mango", c("m"))]),
             Self.file([("Mango", c("m")), ("Zoom", c("z"))]),
             Self.file([("Mango", c("m")), ("Zoom", c("z2"))]), 0, (1, 1)),
            ("theirs moves a key, both change another alike",
             Self.file([("Zoom", c("z")), ("Apple", c("a2")), ("Mango", c("m"))]),
             Self.file([("Apple", c("a2")), ("Mango", c("m")), ("Zoom", c("z"))]),
             Self.file([("Apple", c("a2")), ("Mango", c("m")), ("Zoom", c("z"))]), 0, (1, 1)),
            ("theirs only moves keys, ours changes nothing in strings",
             Self.file([("Zoom", c("z")), ("Apple", c("a")), ("Mango", c("m"))], final: "\n"),
             Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))]),
             Self.file([("Apple", c("a")), ("Mango", c("m")), ("Zoom", c("z"))], final: "\n"), 0, (0, 0)),
            ("theirs moves a key, both change another otherwise: a conflict",
             Self.file([("Zoom", c("z")), ("Apple", c("a-ours")), ("Mango", c("m"))]),
             Self.file([("Apple", c("a-theirs")), ("Mango", c("m")), ("Zoom", c("z"))]), nil, 1, (1, 1)),
        ]
        let merger = CatalogMerger(options: MergeOptions(conflictStyle: .diff3))
        for row in rows {
            let fast = try merger.merge(base: Array(base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: true)
            let full = try merger.merge(base: Array(base.utf8), ours: Array(row.ours.utf8), theirs: Array(row.theirs.utf8), path: "t", fastPath: false)
            XCTAssertEqual(String(decoding: fast.bytes, as: UTF8.self), String(decoding: full.bytes, as: UTF8.self), row.name)
            if let expected = row.expected { XCTAssertEqual(String(decoding: fast.bytes, as: UTF8.self), expected, row.name) }
            XCTAssertEqual(fast.conflicts, full.conflicts, row.name)
            XCTAssertEqual(fast.conflicts.count, row.conflicts, row.name)
            XCTAssertEqual(fast.reads?.shallow.isEmpty, false, row.name + ": taken by the fast path")
            XCTAssertEqual(fast.changesFromOurs, full.changesFromOurs, row.name)
            XCTAssertEqual(fast.changesFromTheirs, full.changesFromTheirs, row.name)
            XCTAssertEqual(fast.changesFromOurs, row.changes.0, row.name)
            XCTAssertEqual(fast.changesFromTheirs, row.changes.1, row.name)
        }
    }

    /// Twin of the `{}` and escaped-key rows: where both files show an empty-object style and they differ, theirs'
    /// values and new keys are written in ours' style, as before (each direction has its own result: the file built
    /// on is ours').
    func testEmptyObjectsOfAnotherStyleAreWrittenInOurs() throws {
        let c = { (text: String) in "{\n      \"comment\" : \"\(text)\"\n    }" }
        let xcodeEmpty = "{\n\n    }"
        let base = Self.file([("A", c("a")), ("E", xcodeEmpty)])
        let ours = Self.file([("A", c("a2")), ("E", xcodeEmpty)])
        // Theirs' new key is written as a script writes it (`\/`): in ours' style it is written anew.
        let theirs = Self.file([("A", c("a")), ("E", "{}"), ("in\\/out", "{}")])
        let rows = [
            (ours, theirs, Self.file([("A", c("a2")), ("E", xcodeEmpty), ("in/out", xcodeEmpty)])),
            (theirs, ours, Self.file([("A", c("a2")), ("E", "{}"), ("in\\/out", "{}")])),
        ]
        for (index, (first, second, expected)) in rows.enumerated() {
            for fastPath in [true, false] {
                let result = try CatalogMerger().merge(
                    base: Array(base.utf8), ours: Array(first.utf8), theirs: Array(second.utf8), path: "t", fastPath: fastPath)
                XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), expected, "row \(index), fast path \(fastPath)")
            }
        }
    }

    /// A side's layout: the separator after a key, the indentation, the final newline.
    private struct Layout {
        var name: String
        var separator = " : "
        var indent = "  "
        var final = ""
        /// The separator of the root members, where it differs from the entries' (a file edited by hand or a tool).
        var rootSeparator: String?
    }

    private static let layouts = [
        Layout(name: "Xcode's"), Layout(name: "\"key\": value", separator: ": "), Layout(name: "four spaces", indent: "    "),
        Layout(name: "a final newline", final: "\n"), Layout(name: "\"key\": value, final newline", separator: ": ", final: "\n"),
        Layout(name: "\"key\": value in the entries only", separator: ": ", rootSeparator: " : "),
    ]

    /// A catalog of three entries in `layout`; `changed` names the entry whose comment this side changed, `added`
    /// an entry this side added, `deleted` one it deleted.
    private static func file(_ layout: Layout, changed: String?, added: String? = nil, deleted: String? = nil) -> String {
        let entry = { (key: String) -> (String, String) in
            let text = key == changed ? "\(key) changed" : key
            let inner = layout.indent + layout.indent + layout.indent
            return (key, "{\n\(inner)\"comment\"\(layout.separator)\"\(text)\"\n\(layout.indent)\(layout.indent)}")
        }
        let keys = (["A", "B", "C"] + (added.map { [$0] } ?? [])).sorted().filter { $0 != deleted }
        return Self.file(
            keys.map(entry), separator: layout.separator, indent: layout.indent, final: layout.final, rootSeparator: layout.rootSeparator)
    }

    /// Layout-only changes on either side, with or without a content change on each: the fast path gives the full
    /// merge's bytes, conflicts and counts in every combination (issue 12 §3; the fast path used to keep ours'
    /// layout where the full merge took theirs', or the reverse).
    func testTheFastPathAgreesWithTheFullMergeOnLayoutChanges() throws {
        let base = Self.file(Self.layouts[0], changed: nil)
        let contents: [(name: String, ours: String?, theirs: String?, added: (String?, String?), deleted: (String?, String?))] = [
            ("no content change", nil, nil, (nil, nil), (nil, nil)), ("ours changes A", "A", nil, (nil, nil), (nil, nil)),
            ("theirs changes C", nil, "C", (nil, nil), (nil, nil)), ("ours changes A, theirs C", "A", "C", (nil, nil), (nil, nil)),
            ("both change B", "B", "B", (nil, nil), (nil, nil)), ("theirs adds D", nil, nil, (nil, "D"), (nil, nil)),
            ("ours adds AB", nil, nil, ("AB", nil), (nil, nil)), ("theirs deletes B", nil, nil, (nil, nil), (nil, "B")),
            ("ours deletes C, theirs changes A", nil, "A", (nil, nil), ("C", nil)),
        ]
        for oursLayout in Self.layouts {
            for theirsLayout in Self.layouts {
                for content in contents {
                    let name = "ours \(oursLayout.name), theirs \(theirsLayout.name), \(content.name)"
                    let ours = Array(Self.file(
                        oursLayout, changed: content.ours, added: content.added.0, deleted: content.deleted.0).utf8)
                    let theirs = Array(Self.file(
                        theirsLayout, changed: content.theirs, added: content.added.1, deleted: content.deleted.1).utf8)
                    let merger = CatalogMerger(options: MergeOptions(conflictStyle: .diff3))
                    let fast = try merger.merge(base: Array(base.utf8), ours: ours, theirs: theirs, path: "t", fastPath: true)
                    let full = try merger.merge(base: Array(base.utf8), ours: ours, theirs: theirs, path: "t", fastPath: false)
                    XCTAssertEqual(String(decoding: fast.bytes, as: UTF8.self), String(decoding: full.bytes, as: UTF8.self), name)
                    XCTAssertEqual(fast.conflicts, full.conflicts, name)
                    XCTAssertEqual(fast.changesFromOurs, full.changesFromOurs, name)
                    XCTAssertEqual(fast.changesFromTheirs, full.changesFromTheirs, name)
                }
            }
        }
    }

    /// Theirs changes an entry and writes its key line re-indented with the separator on a line of its own: the key
    /// line's indentation is taken without the separator, by the fast path as by the full merge.
    func testAKeyLineWhoseSeparatorSpansLinesIsTakenAlikeOnBothPaths() throws {
        let base = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : \"a\"\n    },\n"
            + "    \"B\" : {\n      \"comment\" : \"b\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        let ours = base.replacingOccurrences(of: "\"a\"", with: "\"a2\"")
        let theirs = base.replacingOccurrences(of: "    \"B\" : {\n      \"comment\" : \"b\"", with: "        \"B\"\n    : {\n      \"comment\" : \"b\\u00e9\"")
        let expected = ours.replacingOccurrences(of: "    \"B\" : {\n      \"comment\" : \"b\"", with: "        \"B\" : {\n      \"comment\" : \"b\\u00e9\"")
        let merger = CatalogMerger(options: MergeOptions(conflictStyle: .diff3))
        for fastPath in [true, false] {
            let result = try merger.merge(
                base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "t", fastPath: fastPath)
            XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), expected, "fast path: \(fastPath)")
            XCTAssertEqual(result.conflicts.count, 0, "fast path: \(fastPath)")
        }
    }
}
