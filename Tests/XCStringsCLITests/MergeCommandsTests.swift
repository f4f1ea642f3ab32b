import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import XCStringsCLI

/// The merge commands run in-process: arguments, exit codes, stderr summaries, and what they write.
final class MergeCommandsTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "merge-commands")
    }

    override func tearDown() {
        folder?.remove()
    }

    private func catalog(_ value: String, extraKey: String? = nil) -> String {
        let extra = extraKey.map { ",\n    \"\($0)\" : {\n\n    }" } ?? ""
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Save\" : {\n      \"comment\" : \"\(value)\"\n    }\(extra)\n  },\n  \"version\" : \"1.0\"\n}"
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let context = CommandContext(
            writeOutput: { output += $0 }, writeError: { errors += $0 }, currentDirectory: folder.url,
            environment: [:], executablePath: "git-xcstrings")
        let status = CLI.main(arguments: arguments, context: context)
        return (status, output, errors)
    }

    private func text(_ name: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }

    func testMergeDriverWritesOursAndSummarizes() throws {
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("a", extraKey: "Open"), to: "A")
        try folder.write(catalog("b"), to: "B")
        let result = run(["merge-driver", "O", "A", "B", "7", "L.xcstrings"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, "L.xcstrings: merged 2 changes from both sides\n")
        XCTAssertEqual(try text("A"), catalog("b", extraKey: "Open"))
    }

    /// A result that is ours' very bytes is left in the file git gave (same inode: no temporary file, no rename);
    /// any other result replaces it. The bytes are the result either way.
    func testMergeDriverReplacesOursOnlyWhenTheResultDiffers() throws {
        let cases: [(base: String, ours: String, theirs: String, merged: String, replaced: Bool)] = [
            (catalog("a"), catalog("b"), catalog("b"), catalog("b"), false),
            (catalog("a"), catalog("a", extraKey: "Open"), catalog("a"), catalog("a", extraKey: "Open"), false),
            (catalog("a"), catalog("b", extraKey: "Open"), catalog("b"), catalog("b", extraKey: "Open"), false),
            (catalog("a"), catalog("a", extraKey: "Open"), catalog("b"), catalog("b", extraKey: "Open"), true),
            (catalog("a"), catalog("a"), catalog("b"), catalog("b"), true),
        ]
        for (index, test) in cases.enumerated() {
            try folder.write(test.base, to: "O")
            try folder.write(test.ours, to: "A")
            try folder.write(test.theirs, to: "B")
            let before = try inode("A")
            let result = run(["merge-driver", "O", "A", "B", "7", "L.xcstrings"])
            XCTAssertEqual(result.status, 0, "case \(index)")
            XCTAssertEqual(try text("A"), test.merged, "case \(index)")
            XCTAssertEqual(try inode("A") != before, test.replaced, "case \(index)")
        }
    }

    /// `merge -o OUT` writes OUT even when the result is ours' very bytes: only the driver's own %A is left alone,
    /// and ours is never touched.
    func testMergeOutputIsWrittenWhenTheResultIsOurs() throws {
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("b"), to: "A")
        try folder.write(catalog("b"), to: "B")
        let before = try inode("A")
        let result = run(["merge", "O", "A", "B", "-o", "OUT"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try text("OUT"), catalog("b"))
        XCTAssertEqual(try text("A"), catalog("b"))
        XCTAssertEqual(try inode("A"), before)
    }

    private func inode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(name).path)
        return try XCTUnwrap(attributes[.systemFileNumber] as? Int)
    }

    func testMergeDriverExitsOneWithConflictHunks() throws {
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("x"), to: "A")
        try folder.write(catalog("y"), to: "B")
        let result = run(["merge-driver", "O", "A", "B", "9", "L.xcstrings", "--ours-label", "HEAD", "--theirs-label", "topic"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "L.xcstrings: merged 2 changes from both sides; 1 conflict: \"Save\" comment: ours \"x\", theirs \"y\" (base \"a\")\n")
        let merged = try text("A")
        XCTAssertTrue(merged.contains("<<<<<<<<< HEAD\n      \"comment\" : \"x\"\n========="), merged)
        XCTAssertTrue(try text("A").contains("\n>>>>>>>>> topic\n"))
    }

    func testMergeDriverLeavesOursUntouchedWhenItCannotRead() throws {
        try folder.write(catalog("x"), to: "A")
        try folder.write(catalog("y"), to: "B")
        let result = run(["merge-driver", "missing", "A", "B", "7", "L.xcstrings"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("L.xcstrings: error: cannot read "), result.errors)
        XCTAssertTrue(result.errors.hasSuffix("missing: no such file or directory; nothing was written\n"), result.errors)
        XCTAssertEqual(try text("A"), catalog("x"))
    }

    /// A side git's textual merge can take whole (here a truncated file) must not come out as a clean merge:
    /// the result is not a catalog, so the driver reports a conflict and git stops for a person to look.
    func testTextualFallbackThatYieldsAnInvalidCatalogIsReportedAsConflicted() throws {
        let truncated = String(catalog("a").dropLast(30))
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("a"), to: "A")
        try folder.write(truncated, to: "B")
        let result = run(["merge-driver", "O", "A", "B", "7", "L.xcstrings"])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("not merged structurally (theirs: "), result.errors)
        XCTAssertTrue(result.errors.contains("git's textual merge was clean, but the result is not a valid catalog"), result.errors)
        XCTAssertEqual(try text("A"), truncated, "the textual result is kept for the person to fix")
    }

    /// The driver hands the trees it read to the context once the result is written (a process keeps them until it
    /// exits instead of freeing them): one set per structural merge, none when git's textual merge did the work.
    func testMergeDriverHandsItsReadTreesToTheContextAfterWriting() throws {
        final class Kept: @unchecked Sendable {
            private let lock = NSLock()
            private var objects: [AnyObject] = []
            func add(_ object: AnyObject) { lock.lock(); objects.append(object); lock.unlock() }
            var kinds: [String] { lock.lock(); defer { lock.unlock() }; return objects.map { "\(type(of: $0))" } }
        }
        let cases: [(ours: String, theirs: String, status: Int32, kept: [String])] = [
            (catalog("a", extraKey: "Open"), catalog("b"), 0, ["MergeReads"]),
            (catalog("x"), catalog("y"), 1, ["MergeReads"]),
            (catalog("a"), String(catalog("b").dropLast(30)), 1, []),
        ]
        for (ours, theirs, status, expected) in cases {
            try folder.write(catalog("a"), to: "O")
            try folder.write(ours, to: "A")
            try folder.write(theirs, to: "B")
            let kept = Kept()
            var context = CommandContext(
                writeOutput: { _ in }, writeError: { _ in }, currentDirectory: folder.url, environment: [:],
                executablePath: "git-xcstrings")
            context.keepUntilExit = { kept.add($0) }
            XCTAssertEqual(CLI.main(arguments: ["merge-driver", "O", "A", "B", "7", "L.xcstrings"], context: context), status)
            XCTAssertEqual(kept.kinds, expected, ours)
        }
    }

    func testMergeDriverRejectsABadMarkerSize() {
        XCTAssertEqual(run(["merge-driver", "O", "A", "B", "seven", "L"]).status, 2)
        XCTAssertEqual(run(["merge-driver", "O", "A", "B"]).status, 2)
    }

    func testMergeCommandPrintsToStdoutOrFile() throws {
        try folder.write(catalog("a"), to: "base.xcstrings")
        try folder.write(catalog("a", extraKey: "Open"), to: "ours.xcstrings")
        try folder.write(catalog("b"), to: "theirs.xcstrings")
        let printed = run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"])
        XCTAssertEqual(printed.status, 0)
        XCTAssertEqual(printed.output, catalog("b", extraKey: "Open"))
        let written = run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "-o", "out.xcstrings"])
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.output, "")
        XCTAssertEqual(try text("out.xcstrings"), catalog("b", extraKey: "Open"))
        XCTAssertEqual(try text("ours.xcstrings"), catalog("a", extraKey: "Open"), "inputs are never changed")
    }

    func testResolveKeepsOneSideAndRevalidates() throws {
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("x"), to: "A")
        try folder.write(catalog("y"), to: "B")
        XCTAssertEqual(run(["merge-driver", "O", "A", "B", "7", "A"]).status, 1)
        let conflicted = try text("A")
        XCTAssertEqual(run(["resolve", "A"]).status, 2, "a side must be named")
        XCTAssertEqual(try text("A"), conflicted)
        let resolved = run(["resolve", "--theirs", "A"])
        XCTAssertEqual(resolved.status, 0, resolved.errors)
        XCTAssertEqual(resolved.errors, "A: resolved 1 hunk keeping theirs\n")
        XCTAssertEqual(try text("A"), catalog("y"))
    }

    func testConflictsListsHunksWhoseSidesDoNotReadByLine() throws {
        try folder.write("{\n<<<<<<< ours\n  \"a\" : 1,\n=======\n  \"a\" : 2\n>>>>>>> theirs\n}", to: "C.xcstrings")
        let listed = run(["conflicts", "C.xcstrings"])
        XCTAssertEqual(listed.status, 1)
        XCTAssertEqual(listed.output, "C.xcstrings:2: a hunk of 5 lines (keeping one side does not give readable JSON)\n")
        let json = try JSONDocument(bytes: Array(run(["conflicts", "--format", "json", "C.xcstrings"]).output.utf8), path: "json")
        let file = json.root.object?["files"]?.array?.first?.object
        XCTAssertEqual(file?["readable"]?.boolValue, false)
        XCTAssertEqual(file?["hunkLines"]?.array?.compactMap(\.intValue), [2])
    }

    func testResolveRefusesAnInvalidResult() throws {
        let broken = "{\n<<<<<<< ours\n  \"a\" : 1,\n=======\n  \"a\" : 2\n>>>>>>> theirs\n}"
        try folder.write(broken, to: "C.xcstrings")
        let result = run(["resolve", "--ours", "C.xcstrings"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "C.xcstrings:3:1: error: keeping that side does not give a valid catalog: expected a key in double "
            + "quotes, found '}'; the file was left unchanged\n")
        XCTAssertEqual(try text("C.xcstrings"), broken)
    }

    /// A hunk without its closing marker is an error at the `<<<<<<<` line, in the one error shape; nothing changes.
    func testAnUnterminatedHunkIsAnErrorAtItsLine() throws {
        let broken = "{\n  \"a\" : 0,\n<<<<<<< ours\n  \"b\" : 1\n=======\n  \"b\" : 2\n}\n"
        try folder.write(broken, to: "C.xcstrings")
        let message = "C.xcstrings:3:1: error: the conflict hunk starting at line 3 has no closing '>>>>>>>' marker; resolve it by hand"
        let cases: [(arguments: [String], errors: String)] = [
            (["conflicts", "C.xcstrings"], message + "\nconflicts: 0 conflicts in 0 files\n"),
            (["resolve", "--ours", "C.xcstrings"], message + "; the file was left unchanged\n"),
        ]
        for item in cases {
            let result = run(item.arguments)
            XCTAssertEqual(result.status, 2, "\(item.arguments)")
            XCTAssertEqual(result.errors, item.errors, "\(item.arguments)")
            XCTAssertEqual(try text("C.xcstrings"), broken)
        }
    }

    private func translated(_ de: String, _ nl: String) -> String {
        let unit = { (language: String, value: String) in
            "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                + "            \"value\" : \"\(value)\"\n          }\n        }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Save\" : {\n      \"localizations\" : {\n"
            + unit("de", de) + ",\n" + unit("nl", nl) + "\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    }

    func testConflictsListsEachConflictWithItsValuesThenResolveTakesOneLanguage() throws {
        try folder.write(translated("Sichern", "Opslaan"), to: "O")
        try folder.write(translated("Speichern", "Bewaren"), to: "A")
        try folder.write(translated("Sichern!", "Opslaan!"), to: "B")
        XCTAssertEqual(run(["merge", "O", "A", "B", "--conflict-style", "diff3", "-o", "C.xcstrings"]).status, 1)
        let listed = run(["conflicts", "C.xcstrings"])
        XCTAssertEqual(listed.status, 1)
        XCTAssertEqual(listed.output, """
            C.xcstrings:9: "Save" de value: ours "Speichern" [translated], theirs "Sichern!" [translated] (base "Sichern" [translated])
            C.xcstrings:21: "Save" nl value: ours "Bewaren" [translated], theirs "Opslaan!" [translated] (base "Opslaan" [translated])

            """)
        XCTAssertEqual(listed.errors, "conflicts: 2 conflicts in 1 file\n")

        let json = run(["conflicts", "--format", "json", "C.xcstrings"])
        let root = try JSONDocument(bytes: Array(json.output.utf8), path: "json").root
        let second = root.object?["files"]?.array?.first?.object?["conflicts"]?.array?.last?.object
        XCTAssertEqual(second?["language"]?.stringValue, "nl")
        XCTAssertEqual(second?["line"]?.intValue, 21)
        XCTAssertEqual(second?["ours"]?.object?["value"]?.stringValue, "Bewaren")
        XCTAssertEqual(second?["base"]?.object?["state"]?.stringValue, "translated")

        let nl = run(["resolve", "--theirs", "--languages", "nl", "C.xcstrings"])
        XCTAssertEqual(nl.status, 1, nl.errors)
        XCTAssertEqual(nl.errors, "C.xcstrings: resolved 1 hunk keeping theirs; 1 left\n")
        XCTAssertEqual(run(["conflicts", "C.xcstrings"]).output, """
            C.xcstrings:9: "Save" de value: ours "Speichern" [translated], theirs "Sichern!" [translated] (base "Sichern" [translated])

            """)
        XCTAssertEqual(run(["resolve", "--ours", "--keys", "Zoom*", "C.xcstrings"]).errors, "C.xcstrings: no hunk matches (1 left); left as it is\n")
        let rest = run(["resolve", "--ours", "--keys", "S?ve", "C.xcstrings"])
        XCTAssertEqual(rest.status, 0, rest.errors)
        XCTAssertEqual(try text("C.xcstrings"), translated("Speichern", "Opslaan!"))
        let none = run(["conflicts", "C.xcstrings"])
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.output, "")
    }
}
