import StringCatalog
import XCTest

@testable import CatalogMerge

/// The exact bytes of merged files: ours' bytes kept, new keys in place, conflict hunks around the conflicting lines.
final class ConflictRenderingTests: XCTestCase {
    /// An Xcode-style catalog (`" : "`, two spaces, no final newline) with entries given as `key: de value`.
    private func xcode(_ entries: [(String, String?)], separator: String = " : ", finalNewline: String = "") -> String {
        let members = entries.map { key, value -> String in
            guard let value else { return "    \"\(key)\"\(separator){\n\n    }" }
            return """
                    "\(key)"\(separator){
                      "localizations"\(separator){
                        "de"\(separator){
                          "stringUnit"\(separator){
                            "state"\(separator)"translated",
                            "value"\(separator)"\(value)"
                          }
                        }
                      }
                    }
                """
        }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\"\(separator)\"en\",\n  \"strings\"\(separator){\n\(members)\n  },\n  \"version\"\(separator)\"1.0\"\n}" + finalNewline
    }

    private func merge(_ base: String, _ ours: String, _ theirs: String, options: MergeOptions = MergeOptions()) throws -> MergeResult {
        try CatalogMerger(options: options).merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
    }

    func testCleanMergeIsByteExactXcode() throws {
        let base = xcode([("A", "a"), ("D", "d")])
        let ours = xcode([("A", "a"), ("B", "b"), ("D", "d")])
        let theirs = xcode([("A", "a"), ("C", "c"), ("D", "d2")])
        let result = try merge(base, ours, theirs)
        XCTAssertTrue(result.isClean)
        assertBytesEqualText(result.bytes, xcode([("A", "a"), ("B", "b"), ("C", "c"), ("D", "d2")]))
        XCTAssertEqual(result.summary(path: "L.xcstrings"), "L.xcstrings: merged 3 changes from both sides")
    }

    func testTheirsReformattedOnlyMergesLikeAnyChange() throws {
        let base = xcode([("A", "a"), ("D", "d")])
        let ours = xcode([("A", "a"), ("B", "b"), ("D", "d")])
        let theirs = xcode([("A", "a"), ("C", "c"), ("D", "d")], separator: ": ", finalNewline: "\n")
        let result = try merge(base, ours, theirs)
        XCTAssertTrue(result.isClean)
        assertBytesEqualText(result.bytes, xcode([("A", "a"), ("B", "b"), ("C", "c"), ("D", "d")]))
    }

    func testOursStyleIsKeptWhenTheirsIsXcode() throws {
        let base = xcode([("A", "a")], separator: ": ", finalNewline: "\n")
        let ours = xcode([("A", "a2")], separator: ": ", finalNewline: "\n")
        let theirs = xcode([("A", "a"), ("B", "b")])
        let result = try merge(base, ours, theirs)
        assertBytesEqualText(result.bytes, xcode([("A", "a2"), ("B", "b")], separator: ": ", finalNewline: "\n"))
    }

    func testConflictHunkAroundTheValueLine() throws {
        let base = xcode([("A", "a"), ("B", "b"), ("C", "c")])
        let ours = xcode([("A", "a"), ("B", "ours"), ("C", "c")])
        let theirs = xcode([("A", "a"), ("B", "theirs"), ("C", "c")])
        let result = try merge(base, ours, theirs, options: MergeOptions(oursLabel: "HEAD", theirsLabel: "feature"))
        XCTAssertEqual(result.conflicts.map(\.description), ["\"B\" de value"])
        let line = "            \"value\" : "
        let expected = ours.replacingOccurrences(
            of: line + "\"ours\"\n",
            with: "<<<<<<< HEAD\n" + line + "\"ours\"\n=======\n" + line + "\"theirs\"\n>>>>>>> feature\n")
        assertBytesEqualText(result.bytes, expected)
        XCTAssertEqual(result.summary(path: "L.xcstrings"),
                       "L.xcstrings: merged 2 changes from both sides; 1 conflict: \"B\" de value: ours \"ours\", theirs \"theirs\" (base \"b\")")
        try assertResolvesBothWays(result, ours: ours, theirs: theirs)
    }

    func testDiff3HunkShowsTheBaseWithMarkerSize() throws {
        let base = xcode([("A", "a"), ("B", "b")])
        let ours = xcode([("A", "a"), ("B", "ours")])
        let theirs = xcode([("A", "a"), ("B", "theirs")])
        let options = MergeOptions(markerSize: 9, oursLabel: "o", theirsLabel: "t", baseLabel: "b", conflictStyle: .diff3)
        let result = try merge(base, ours, theirs, options: options)
        let text = String(decoding: result.bytes, as: UTF8.self)
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("<<<<<<<<< o") || $0.hasPrefix("||||||||| b") || $0 == "=========" || $0.hasPrefix(">>>>>>>>> t") }.count, 4)
        XCTAssertTrue(text.contains("||||||||| b\n            \"value\" : \"b\"\n========="), text)
        XCTAssertTrue(text.contains("\"value\" : \"b\""))
        try assertResolvesBothWays(result, ours: ours, theirs: theirs)
    }

    func testDeletedLastEntryAgainstEditKeepsCommasValidBothWays() throws {
        let base = xcode([("A", "a"), ("Z", "z")])
        let ours = xcode([("A", "a")])
        let theirs = xcode([("A", "a"), ("Z", "z2")])
        // Give the edit a comment so the deletion does not win (translations alone would lose to it).
        let theirsCommented = theirs.replacingOccurrences(of: "\"Z\" : {\n", with: "\"Z\" : {\n      \"comment\" : \"kept\",\n")
        let result = try merge(base, ours, theirsCommented)
        XCTAssertEqual(result.conflicts.map(\.description), ["\"Z\" (deleted on one side, changed on the other)"])
        try assertResolvesBothWays(result, ours: ours, theirs: theirsCommented)
    }

    func testDeletedFirstEntryAgainstEditResolvesBothWays() throws {
        let base = xcode([("A", "a"), ("B", "b")])
        let ours = xcode([("A", "a"), ("B", "b")]).replacingOccurrences(of: "\"A\" : {\n", with: "\"A\" : {\n      \"comment\" : \"x\",\n")
        let theirs = xcode([("B", "b")])
        let result = try merge(base, ours, theirs, options: MergeOptions(conflictStyle: .diff3))
        XCTAssertEqual(result.conflicts.count, 1)
        try assertResolvesBothWays(result, ours: ours, theirs: theirs)
    }

    func testAdjacentConflictsShareOneHunk() throws {
        let base = xcode([("A", "a"), ("B", "b"), ("C", "c"), ("D", "d")])
        let ours = xcode([("A", "a"), ("D", "d")])
        let theirs = ["B", "C"].reduce(base) { text, key in
            text.replacingOccurrences(of: "\"\(key)\" : {\n", with: "\"\(key)\" : {\n      \"comment\" : \"kept\",\n")
        }
        let result = try merge(base, ours, theirs)
        XCTAssertEqual(result.conflicts.count, 2)
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self).components(separatedBy: "<<<<<<<").count, 2)
        try assertResolvesBothWays(result, ours: ours, theirs: theirs)
    }

    func testCRLFFileKeepsItsLineEndsInHunks() throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let base = crlf(xcode([("A", "a"), ("B", "b")]))
        let ours = crlf(xcode([("A", "a"), ("B", "ours")]))
        let theirs = crlf(xcode([("A", "a2"), ("B", "theirs")]))
        let result = try merge(base, ours, theirs)
        let text = String(decoding: result.bytes, as: UTF8.self)
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        XCTAssertTrue(text.contains("\r\n<<<<<<< ours\r\n"))
        let resolved = try ConflictResolver.resolve(result.bytes, keeping: .theirs).bytes
        XCTAssertEqual(String(decoding: resolved, as: UTF8.self), theirs)
    }

    func testHandEditedOneLineEntriesGetMarkersOnLinesOfTheirOwn() throws {
        let line = { (b: String) in "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : { \"comment\" : \"a\" }, \"B\" : { \"comment\" : \"\(b)\" }, \"C\" : { }\n  },\n  \"version\" : \"1.0\"\n}" }
        let result = try merge(line("b"), line("ours"), line("theirs"))
        XCTAssertEqual(result.conflicts.map(\.description), ["\"B\" comment"])
        let lines = String(decoding: result.bytes, as: UTF8.self).components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("<<<<<<< ours") && lines.contains("=======") && lines.contains(">>>>>>> theirs"))
        try assertResolvesBothWays(result, ours: line("ours"), theirs: line("theirs"))
    }

    func testEscapedKeysMergeOnTheFastPathLikeTheFullMerge() throws {
        let withKey = { (value: String, extra: Bool) in
            self.xcode([("A", "a"), ("Say \\\"hi\\\"", value)] + (extra ? [("Zed", "z")] : []))
        }
        let base = withKey("x", false)
        let ours = withKey("x", true)
        let theirs = withKey("y", false)
        let fast = try CatalogMerger().merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "k", fastPath: true)
        let full = try CatalogMerger().merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "k", fastPath: false)
        XCTAssertNotNil(SparseMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "k"))
        XCTAssertEqual(fast.bytes, full.bytes)
        assertBytesEqualText(fast.bytes, withKey("y", true))
    }

    private func assertResolvesBothWays(_ result: MergeResult, ours: String, theirs: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(Fixture.canonical(try ConflictResolver.resolve(result.bytes, keeping: .ours).bytes), Fixture.canonical(ours), "ours", file: file, line: line)
        XCTAssertEqual(Fixture.canonical(try ConflictResolver.resolve(result.bytes, keeping: .theirs).bytes), Fixture.canonical(theirs), "theirs", file: file, line: line)
    }

    private func assertBytesEqualText(_ bytes: [UInt8], _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text, file: file, line: line)
    }
}
