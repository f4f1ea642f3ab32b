import StringCatalog
import XCTest

@testable import CatalogMerge

/// Properties of the merge on generated catalogs and random edits, from a fixed seed (reproducible failures).
final class MergePropertyTests: XCTestCase {
    /// SplitMix64: small, fast, and the same sequence on every platform.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private struct Unit: Equatable {
        var state: String
        var value: String
    }

    private struct Entry: Equatable {
        var comment: String?
        var units: [String: Unit] = [:]
    }

    private typealias Model = [String: Entry]

    private static let keyPool = [
        "Save", "Save As…", "save", "Cancel", "Item 2", "Item 10", "%@ items", "%lld files", "Open", "Close", "é",
        "e\u{301}", "Add channel", "Add Channel", "Ünïcödé", "Quit", "Zoom", "1 hour", "10 minutes", "\"quoted\"",
    ]
    private static let languages = ["de", "fr", "ja", "zh-Hans", "pt-BR"]
    private static let states = ["new", "needs_review", "translated"]

    private func randomModel(_ rng: inout SeededGenerator) -> Model {
        var model: Model = [:]
        for key in Self.keyPool where Int.random(in: 0..<3, using: &rng) > 0 {
            var entry = Entry(comment: Bool.random(using: &rng) ? "Comment for \(key)" : nil)
            for language in Self.languages where Bool.random(using: &rng) {
                entry.units[language] = Unit(state: Self.states.randomElement(using: &rng) ?? "new",
                                             value: "\(key) in \(language)")
            }
            model[key] = entry
        }
        return model
    }

    /// Applies `count` random edits, only to keys `allowed` accepts; new keys get `tag` so two sides never add
    /// the same key in disjoint runs.
    private func edit(_ model: Model, count: Int, tag: String, allowed: (String) -> Bool, _ rng: inout SeededGenerator) -> Model {
        var model = model
        for step in 0..<count {
            let keys = model.keys.filter(allowed).sorted()
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                let key = "New \(tag) \(step)"
                if allowed(key) { model[key] = Entry(comment: nil, units: ["de": Unit(state: "new", value: "neu \(step)")]) }
            case 1:
                if let key = keys.randomElement(using: &rng) { model[key] = nil }
            case 2:
                if let key = keys.randomElement(using: &rng), let language = Self.languages.randomElement(using: &rng) {
                    model[key]?.units[language] = Unit(state: "translated", value: "\(tag) \(step)")
                }
            case 3:
                if let key = keys.randomElement(using: &rng), let language = model[key]?.units.keys.sorted().randomElement(using: &rng) {
                    model[key]?.units[language] = nil
                }
            case 4:
                if let key = keys.randomElement(using: &rng), let language = model[key]?.units.keys.sorted().randomElement(using: &rng) {
                    model[key]?.units[language]?.state = Self.states.randomElement(using: &rng) ?? "new"
                }
            default:
                if let key = keys.randomElement(using: &rng) { model[key]?.comment = "Comment \(tag) \(step)" }
            }
        }
        return model
    }

    private func bytes(_ model: Model) -> [UInt8] {
        var strings = JSONObject()
        for (key, entry) in model {
            var members: [(String, JSONValue)] = []
            if let comment = entry.comment { members.append(("comment", .string(comment))) }
            if !entry.units.isEmpty {
                var localizations = JSONObject()
                for (language, unit) in entry.units {
                    let unitObject = JSONObject(pairs: [("state", .string(unit.state)), ("value", .string(unit.value))])
                    localizations.append(.init(key: language, value: .object(JSONObject(pairs: [("stringUnit", .object(unitObject))]))))
                }
                members.append(("localizations", .object(localizations)))
            }
            strings.append(.init(key: key, value: .object(JSONObject(pairs: members))))
        }
        let root = JSONObject(pairs: [("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0"))])
        return JSONDocument(root: .object(root)).canonicalBytes()
    }

    /// Merges with the fast path, checking it gives exactly what the full merge gives.
    private func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> MergeResult {
        let merger = CatalogMerger(options: MergeOptions(conflictStyle: .diff3))
        let fast = try merger.merge(base: base, ours: ours, theirs: theirs, path: "generated", fastPath: true)
        let full = try merger.merge(base: base, ours: ours, theirs: theirs, path: "generated", fastPath: false)
        XCTAssertEqual(fast.bytes, full.bytes, "fast path and full merge agree", file: file, line: line)
        XCTAssertEqual(fast.conflicts, full.conflicts, file: file, line: line)
        return fast
    }

    private let iterations = 150

    /// Fields outside `strings` (here `version`, and a field one side added) changed by one side or both: the fast
    /// path keeps ours' fields when theirs holds ours' or the base's, writes the tree merge's root fields around ours'
    /// entries otherwise (session 11: it used to decline), declines only on a conflict there, and gives the full
    /// merge's bytes and counts either way.
    func testFieldsOutsideStringsAgreeWithTheFullMerge() throws {
        func file(version: String, value: String, added: Bool = false, field: String = "") -> [UInt8] {
            let extra = added ? ",\n    \"Z\" : {\n\n    }" : ""
            return Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : \"\(value)\"\n    },"
                + "\n    \"B\" : {\n\n    }\(extra)\n  },\n\(field)  \"version\" : \"\(version)\"\n}\n").utf8)
        }
        let base = file(version: "1.0", value: "a")
        let rows: [(name: String, ours: [UInt8], theirs: [UInt8], version: String, fast: Bool, changes: (Int, Int))] = [
            ("both changed the version alike", file(version: "1.1", value: "o"), file(version: "1.1", value: "a", added: true),
             "1.1", true, (2, 2)),
            ("only ours changed the version", file(version: "1.1", value: "o"), file(version: "1.0", value: "a", added: true),
             "1.1", true, (2, 1)),
            ("only theirs changed the version", file(version: "1.0", value: "o"),
             file(version: "1.1", value: "a", added: true), "1.1", true, (1, 2)),
            ("only theirs changed the version, no entry differs", base, file(version: "1.1", value: "a"), "1.1", true, (0, 1)),
            ("only theirs changed the version, both changed an entry alike", file(version: "1.0", value: "o"),
             file(version: "1.1", value: "o"), "1.1", true, (1, 2)),
            ("ours changed the version, theirs added a field", file(version: "1.1", value: "o"),
             file(version: "1.0", value: "a", field: "  \"note\" : \"n\",\n"), "1.1", true, (2, 1)),
        ]
        for row in rows {
            let result = try merge(base, row.ours, row.theirs)
            let fast = try CatalogMerger().merge(base: base, ours: row.ours, theirs: row.theirs, path: "t", fastPath: true)
            XCTAssertEqual(result.isClean, true, row.name)
            XCTAssertEqual(try JSONDocument(bytes: result.bytes, path: "t").root.object?["version"]?.stringValue, row.version, row.name)
            XCTAssertEqual(fast.reads?.shallow.isEmpty == false, row.fast, row.name)
            XCTAssertEqual(result.changesFromOurs, row.changes.0, row.name)
            XCTAssertEqual(result.changesFromTheirs, row.changes.1, row.name)
        }
    }

    func testIdentitiesHoldByteForByte() throws {
        var rng = SeededGenerator(state: 1)
        for _ in 0..<iterations {
            let base = randomModel(&rng)
            let changed = bytes(edit(base, count: Int.random(in: 1...6, using: &rng), tag: "x", allowed: { _ in true }, &rng))
            let baseBytes = bytes(base)
            XCTAssertEqual(try merge(baseBytes, changed, changed).bytes, changed, "merge(b, x, x) == x")
            XCTAssertEqual(try merge(baseBytes, changed, baseBytes).bytes, changed, "merge(b, x, b) == x")
            XCTAssertEqual(Fixture.canonical(try merge(baseBytes, baseBytes, changed).bytes), Fixture.canonical(changed), "merge(b, b, x) == x")
        }
    }

    func testDisjointEditsAreBothApplied() throws {
        var rng = SeededGenerator(state: 2)
        for _ in 0..<iterations {
            let base = randomModel(&rng)
            let split = Self.keyPool.count / 2
            let oursKeys = Set(Self.keyPool.prefix(split))
            let oursAllowed = { (key: String) in oursKeys.contains(key) || key.hasPrefix("New o") }
            let theirsAllowed = { (key: String) in !oursKeys.contains(key) && !key.hasPrefix("New o") }
            let ours = edit(base, count: Int.random(in: 1...6, using: &rng), tag: "o", allowed: oursAllowed, &rng)
            let theirs = edit(base, count: Int.random(in: 1...6, using: &rng), tag: "t", allowed: theirsAllowed, &rng)
            var expected = ours
            for key in Set(base.keys).union(theirs.keys) where theirsAllowed(key) { expected[key] = theirs[key] }
            let result = try merge(bytes(base), bytes(ours), bytes(theirs))
            XCTAssertTrue(result.isClean, result.summary(path: "generated"))
            XCTAssertEqual(Fixture.canonical(result.bytes), Fixture.canonical(bytes(expected)))
        }
    }

    /// Renames (issue 12 §1): one side renames keys (same content, other spelling), the other changes the old
    /// keys' translations. The result is symmetric, idempotent, and holds every change under the new keys.
    func testRenamesAreSymmetricIdempotentAndKeepTheOtherSidesChanges() throws {
        var rng = SeededGenerator(state: 4)
        for _ in 0..<iterations {
            let base = randomModel(&rng)
            var ours = base
            var theirs = base
            var expected = base
            for key in base.keys.sorted() where key.first?.isLetter == true && Int.random(in: 0..<3, using: &rng) == 0 {
                let new = key.uppercased() + "."
                guard base[new] == nil, ours[new] == nil else { continue }
                let language = Self.languages.randomElement(using: &rng) ?? "de"
                theirs[key]?.units[language] = Unit(state: "translated", value: "translated \(key)")
                ours[new] = ours[key]
                ours[key] = nil
                expected[new] = theirs[key]
                expected[key] = nil
            }
            let forward = try merge(bytes(base), bytes(ours), bytes(theirs))
            let backward = try merge(bytes(base), bytes(theirs), bytes(ours))
            XCTAssertTrue(forward.isClean, forward.summary(path: "generated"))
            XCTAssertEqual(Fixture.canonical(forward.bytes), Fixture.canonical(bytes(expected)))
            XCTAssertEqual(Fixture.canonical(backward.bytes), Fixture.canonical(bytes(expected)))
            XCTAssertEqual(try merge(bytes(base), forward.bytes, bytes(theirs)).bytes, forward.bytes, "idempotent")
            XCTAssertEqual(try merge(bytes(base), bytes(ours), bytes(ours)).bytes, bytes(ours), "merge(b, x, x) == x")
        }
    }

    /// Layout (issue 12 §3): one side re-saves the file in another layout (`"key": value`, a final newline) and
    /// edits it, the other side only edits. The result is in the re-saved layout, has both sides' content whichever
    /// side is ours, and merging it again changes nothing.
    func testLayoutChangesAreTakenSymmetricallyAndIdempotently() throws {
        var rng = SeededGenerator(state: 5)
        var other = JSONStyle.xcode
        other.separator = ": "
        other.finalNewline = "\n"
        for _ in 0..<iterations {
            let base = randomModel(&rng)
            let split = Self.keyPool.count / 2
            let oursKeys = Set(Self.keyPool.prefix(split))
            let oursModel = edit(base, count: Int.random(in: 1...4, using: &rng), tag: "o",
                                 allowed: { oursKeys.contains($0) || $0.hasPrefix("New o") }, &rng)
            let theirsModel = edit(base, count: Int.random(in: 1...4, using: &rng), tag: "t",
                                   allowed: { !oursKeys.contains($0) && !$0.hasPrefix("New o") }, &rng)
            let reformatted = try JSONDocument(bytes: bytes(theirsModel), path: "t").canonicalBytes(style: other)
            let forward = try merge(bytes(base), bytes(oursModel), reformatted)
            let backward = try merge(bytes(base), reformatted, bytes(oursModel))
            XCTAssertTrue(forward.isClean && backward.isClean)
            XCTAssertEqual(forward.bytes, backward.bytes, "the same bytes whichever side is ours")
            XCTAssertEqual(LayoutMerge.memberLayout(forward.bytes)?.separator.elementsEqual(": ".utf8), true)
            XCTAssertEqual(forward.bytes.last, 0x0A)
            XCTAssertEqual(try merge(bytes(base), forward.bytes, reformatted).bytes, forward.bytes, "idempotent")
            XCTAssertEqual(try merge(bytes(base), reformatted, reformatted).bytes, reformatted, "merge(b, x, x) == x")
        }
    }

    /// Layout-only changes (issue 12 §3): each side re-saved in a layout of its own (the separator after a key, the
    /// indentation, the final newline, empty objects), with or without content edits. The fast path gives the
    /// full merge's bytes, conflicts and counts (`merge` checks the first two).
    func testTheFastPathAgreesWithTheFullMergeOnLayoutOnlyChanges() throws {
        var rng = SeededGenerator(state: 6)
        var styles: [JSONStyle?] = [.xcode, nil]
        for change in 0..<7 {
            var style = JSONStyle.xcode
            switch change {
            case 0: style.separator = ": "
            case 1: style.indent = "    "
            case 2: style.finalNewline = "\n"
            case 3: style.separator = ":"
            case 4: style.newline = "\r\n"
            case 5: style.indent = "\t"
            default: style.xcodeEmptyObjects = false
            }
            styles.append(style)
        }
        func render(_ model: Model, _ style: JSONStyle?) throws -> [UInt8] {
            guard let style else {
                // The separator changed in the entries only, not in the root members (a hand or tool edit).
                let text = String(decoding: try render(model, .xcode), as: UTF8.self)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("    ") ? line.replacingOccurrences(of: "\" : ", with: "\": ") : String(line)
                }
                return Array(lines.joined(separator: "\n").utf8)
            }
            return try JSONDocument(bytes: bytes(model), path: "g").canonicalBytes(style: style)
        }
        for _ in 0..<(4 * iterations) {
            let base = randomModel(&rng)
            let oursModel = Bool.random(using: &rng) ? base : edit(base, count: Int.random(in: 1...3, using: &rng), tag: "o", allowed: { _ in true }, &rng)
            let theirsModel = Bool.random(using: &rng) ? base : edit(base, count: Int.random(in: 1...3, using: &rng), tag: "t", allowed: { _ in true }, &rng)
            let baseBytes = try render(base, styles.randomElement(using: &rng) ?? nil)
            let ours = try render(oursModel, styles.randomElement(using: &rng) ?? nil)
            let theirs = try render(theirsModel, styles.randomElement(using: &rng) ?? nil)
            let merger = CatalogMerger(options: MergeOptions(conflictStyle: .diff3))
            let fast = try merge(baseBytes, ours, theirs)
            let full = try merger.merge(base: baseBytes, ours: ours, theirs: theirs, path: "generated", fastPath: false)
            XCTAssertEqual(fast.changesFromOurs, full.changesFromOurs)
            XCTAssertEqual(fast.changesFromTheirs, full.changesFromTheirs)
        }
    }

    func testSwappingSidesGivesTheSameConflictsAndEveryHunkResolvesBothWays() throws {
        var rng = SeededGenerator(state: 3)
        var conflictedRuns = 0
        for _ in 0..<iterations {
            let base = randomModel(&rng)
            let ours = bytes(edit(base, count: Int.random(in: 2...8, using: &rng), tag: "o", allowed: { _ in true }, &rng))
            let theirs = bytes(edit(base, count: Int.random(in: 2...8, using: &rng), tag: "t", allowed: { _ in true }, &rng))
            let forward = try merge(bytes(base), ours, theirs)
            let backward = try merge(bytes(base), theirs, ours)
            XCTAssertEqual(Set(forward.conflicts.map(\.path)), Set(backward.conflicts.map(\.path)))
            if forward.isClean {
                XCTAssertNoThrow(try JSONDocument(bytes: forward.bytes, path: "merged"))
                continue
            }
            conflictedRuns += 1
            for side in [MergeSide.ours, .theirs] {
                let resolved = try ConflictResolver.resolve(forward.bytes, keeping: side)
                XCTAssertNoThrow(try JSONDocument(bytes: resolved.bytes, path: "resolved \(side)"),
                                 String(decoding: forward.bytes, as: UTF8.self))
            }
            // With the base shown: keeping any side of every hunk reads as a catalog, and no hunk side is larger
            // than the language object it is in (plus the line with the comma before it).
            let diff3 = try CatalogMerger(options: MergeOptions(conflictStyle: .diff3)).merge(base: bytes(base), ours: ours, theirs: theirs)
            let text = String(decoding: diff3.bytes, as: UTF8.self)
            for side in [MergeSide.ours, .theirs, .base] {
                XCTAssertNoThrow(try CatalogFile(bytes: ConflictResolver.resolve(diff3.bytes, keeping: side).bytes, path: "\(side)"), text)
            }
            let hunks = try ConflictedFile(diff3.bytes).hunks
            let documents = try [bytes(base), ours, theirs].map { try JSONDocument(bytes: $0, path: "side") }
            for (index, bound) in HunkMetrics.languageBounds(diff3.bytes, sides: documents) {
                XCTAssertLessThanOrEqual(HunkMetrics.sideLines(hunks[index]).max() ?? 0, bound, text)
            }
        }
        XCTAssertGreaterThan(conflictedRuns, 10, "the generator produces real conflicts")
    }
}
