import Foundation
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

    func testMergeDriverExitsOneWithConflictHunks() throws {
        try folder.write(catalog("a"), to: "O")
        try folder.write(catalog("x"), to: "A")
        try folder.write(catalog("y"), to: "B")
        let result = run(["merge-driver", "O", "A", "B", "9", "L.xcstrings", "--ours-label", "HEAD", "--theirs-label", "topic"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "L.xcstrings: merged 2 changes from both sides; 1 conflict: \"Save\" comment\n")
        XCTAssertTrue(try text("A").contains("<<<<<<<<< HEAD\n    \"Save\" : {"))
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

    func testResolveRefusesAnInvalidResult() throws {
        let broken = "{\n<<<<<<< ours\n  \"a\" : 1,\n=======\n  \"a\" : 2\n>>>>>>> theirs\n}"
        try folder.write(broken, to: "C.xcstrings")
        let result = run(["resolve", "--ours", "C.xcstrings"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("does not give a valid catalog"), result.errors)
        XCTAssertEqual(try text("C.xcstrings"), broken)
    }
}
