import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import CatalogMerge

/// The driver under real git: `git merge`, `git rebase` and `git cherry-pick` in temporary repositories with
/// `.gitattributes` and `merge.xcstrings.driver` pointing at the built tool.
final class GitMergeDriverTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var repo: URL { folder.url }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Shell.builtTool.path) else {
            throw XCTSkip("built git-xcstrings not found at \(Shell.builtTool.path)")
        }
        folder = try TemporaryDirectory(prefix: "merge-driver-git")
        try git("init", "-q")
        try git("checkout", "-q", "-b", "main")
        try git("config", "merge.xcstrings.driver", "'\(Shell.builtTool.path)' merge-driver %O %A %B %L %P")
        try folder.write("*.xcstrings merge=xcstrings\n", to: ".gitattributes")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern"])])
        try commit("base")
    }

    override func tearDown() {
        folder?.remove()
    }

    // MARK: Helpers

    @discardableResult
    private func git(_ arguments: String..., expect status: Int32? = 0) throws -> ShellResult {
        let result = try Shell.git(arguments, in: repo)
        if let status, result.status != status {
            XCTFail("git \(arguments.joined(separator: " ")) exited \(result.status): \(result.stdout)\(result.stderr)")
        }
        return result
    }

    private func write(_ entries: [(String, [String: String])]) throws {
        var strings = JSONObject()
        for (key, units) in entries {
            var localizations = JSONObject()
            for (language, value) in units.sorted(by: { $0.key < $1.key }) {
                let unit = JSONObject(pairs: [("state", .string("translated")), ("value", .string(value))])
                localizations.append(.init(key: language, value: .object(JSONObject(pairs: [("stringUnit", .object(unit))]))))
            }
            strings.setValue(.object(JSONObject(pairs: [("localizations", .object(localizations))])), forKey: key, order: .xcode)
        }
        let root = JSONObject(pairs: [("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0"))])
        try folder.write(Data(JSONDocument(root: .object(root)).canonicalBytes()), to: "Localizable.xcstrings")
    }

    private func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    private func catalogText() throws -> String {
        try String(contentsOf: repo.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
    }

    private func values() throws -> [String: [String: String]] {
        let document = try JSONDocument(bytes: Array(try catalogText().utf8), path: "Localizable.xcstrings")
        var result: [String: [String: String]] = [:]
        for member in document.root.object?["strings"]?.object?.members ?? [] {
            for language in member.value.object?["localizations"]?.object?.members ?? [] {
                result[member.key, default: [:]][language.key] = language.value.object?["stringUnit"]?.object?["value"]?.stringValue
            }
        }
        return result
    }

    /// Branch `feature` and `main` each add an adjacent key and a language to the same key.
    private func makeConcurrentEdits() throws {
        try git("checkout", "-q", "-b", "feature")
        try write([("Cancel", ["de": "Abbrechen", "es": "Cancelar"]), ("Open", ["de": "Öffnen"]), ("Save", ["de": "Sichern"])])
        try commit("feature")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen", "fr": "Annuler"]), ("Close", ["de": "Schließen"]), ("Save", ["de": "Sichern"])])
        try commit("main")
    }

    private let bothApplied: [String: [String: String]] = [
        "Cancel": ["de": "Abbrechen", "es": "Cancelar", "fr": "Annuler"], "Close": ["de": "Schließen"],
        "Open": ["de": "Öffnen"], "Save": ["de": "Sichern"],
    ]

    // MARK: Tests

    func testMergeIsCleanWhereGitAloneConflicts() throws {
        try makeConcurrentEdits()
        for (name, revision) in [("base", "main~1"), ("ours", "main"), ("theirs", "feature")] {
            try folder.write(try git("show", "\(revision):Localizable.xcstrings").stdout, to: "\(name).txt")
        }
        let textual = try git("merge-file", "-p", "ours.txt", "base.txt", "theirs.txt", expect: nil)
        XCTAssertGreaterThan(textual.status, 0, "git's textual merge conflicts on these edits")
        for name in ["base", "ours", "theirs"] { try FileManager.default.removeItem(at: repo.appendingPathComponent("\(name).txt")) }
        let merged = try git("merge", "--no-edit", "feature")
        XCTAssertTrue(merged.stderr.contains("Localizable.xcstrings: merged"), merged.stderr)
        XCTAssertEqual(try values(), bothApplied)
        XCTAssertEqual(try git("status", "--porcelain").stdout, "")
    }

    func testRebaseAndCherryPickAreClean() throws {
        try makeConcurrentEdits()
        try git("checkout", "-q", "-b", "replay", "feature")
        try git("rebase", "-q", "main")
        XCTAssertEqual(try values(), bothApplied)
        try git("checkout", "-q", "main")
        try git("cherry-pick", "feature")
        XCTAssertEqual(try values(), bothApplied)
    }

    func testRealConflictLeavesThePathConflictedWithValidHunks() throws {
        try git("checkout", "-q", "-b", "feature")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Speichern"])])
        try commit("feature")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern!"])])
        try commit("main")
        try git("config", "merge.conflictStyle", "diff3")
        let merge = try git("merge", "--no-edit", "feature", expect: 1)
        XCTAssertTrue(merge.stderr.contains("1 conflict: \"Save\" de value"), merge.stderr)
        XCTAssertEqual(try git("diff", "--name-only", "--diff-filter=U").stdout, "Localizable.xcstrings\n")
        let text = try catalogText()
        XCTAssertTrue(text.contains("<<<<<<< ours") && text.contains("||||||| base") && text.contains(">>>>>>> theirs"), text)
        let resolve = try Shell.run(Shell.builtTool.path, ["resolve", "--theirs", "Localizable.xcstrings"], in: repo)
        XCTAssertEqual(resolve.status, 0, resolve.stderr)
        XCTAssertEqual(try values()["Save"], ["de": "Speichern"])
    }

    func testCherryPickOfConflictingChangeIsConflicted() throws {
        try git("checkout", "-q", "-b", "feature")
        try write([("Cancel", ["de": "Abbruch"]), ("Save", ["de": "Sichern"])])
        try commit("feature")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen!"]), ("Save", ["de": "Sichern"])])
        try commit("main")
        let pick = try git("cherry-pick", "feature", expect: nil)
        XCTAssertNotEqual(pick.status, 0)
        XCTAssertEqual(try git("diff", "--name-only", "--diff-filter=U").stdout, "Localizable.xcstrings\n")
        try git("cherry-pick", "--abort")
    }

    func testUnreadableSideFallsBackToTextualMerge() throws {
        try git("checkout", "-q", "-b", "feature")
        try folder.write(try catalogText().replacingOccurrences(of: "\"Sichern\"", with: "\"Sichern\",,"), to: "Localizable.xcstrings")
        try commit("feature breaks the JSON")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen!"]), ("Save", ["de": "Sichern"])])
        try commit("main")
        let merge = try git("merge", "--no-edit", "feature", expect: nil)
        XCTAssertTrue(merge.stderr.contains("not merged structurally (theirs:"), merge.stderr)
        // The edits are on different lines, so git's textual merge is clean — but its result carries theirs'
        // broken JSON, so the driver reports a conflict and git stops instead of committing a broken catalog.
        XCTAssertNotEqual(merge.status, 0)
        XCTAssertTrue(merge.stderr.contains("but the result is not a valid catalog"), merge.stderr)
        XCTAssertEqual(try git("diff", "--name-only", "--diff-filter=U").stdout, "Localizable.xcstrings\n")
        XCTAssertTrue(try catalogText().contains("\"Sichern\",,"))
        XCTAssertTrue(try catalogText().contains("Abbrechen!"))
    }

    /// A fallback leaves the conflict style to git's own `merge.conflictStyle` (`git merge-file` reads it; the
    /// driver does not ask git for it first), and `merge --conflict-style` still overrides the configuration.
    func testFallbackHunksFollowGitsConflictStyle() throws {
        try git("checkout", "-q", "-b", "feature")
        try folder.write(try catalogText().replacingOccurrences(of: "\"Sichern\"", with: "\"Speichern\",,"), to: "Localizable.xcstrings")
        try commit("feature breaks the JSON on the line main changes")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern!"])])
        try commit("main")
        let cases: [(configured: String?, baseHunk: Bool)] = [(nil, false), ("diff3", true), ("merge", false)]
        for (configured, baseHunk) in cases {
            if let configured { try git("config", "merge.conflictStyle", configured) } else { try git("config", "--unset-all", "merge.conflictStyle", expect: nil) }
            let merge = try git("merge", "--no-edit", "feature", expect: 1)
            XCTAssertTrue(merge.stderr.contains("not merged structurally (theirs:"), merge.stderr)
            let text = try catalogText()
            XCTAssertTrue(text.contains("<<<<<<< ours") && text.contains(">>>>>>> theirs"), text)
            XCTAssertEqual(text.contains("||||||| base"), baseHunk, "merge.conflictStyle \(configured ?? "unset"): \(text)")
            try git("merge", "--abort")
        }
        try git("config", "merge.conflictStyle", "diff3")
        let base = repo.appendingPathComponent("base.xcstrings")
        let theirs = repo.appendingPathComponent("theirs.xcstrings")
        try git("show", "HEAD~1:Localizable.xcstrings").stdout.write(to: base, atomically: true, encoding: .utf8)
        try git("show", "feature:Localizable.xcstrings").stdout.write(to: theirs, atomically: true, encoding: .utf8)
        for (style, baseHunk) in [("merge", false), ("diff3", true)] {
            let merged = try Shell.run(Shell.builtTool.path, ["merge", "--conflict-style", style, "base.xcstrings", "Localizable.xcstrings", "theirs.xcstrings"], in: repo)
            XCTAssertEqual(merged.status, 1, merged.stderr)
            XCTAssertEqual(merged.stdout.contains("||||||| base.xcstrings"), baseHunk, "--conflict-style \(style): \(merged.stdout)")
        }
    }

    func testDemoShowsGitFailingAndTheDriverMergingAndLeavesNothingBehind() throws {
        let temporary = FileManager.default.temporaryDirectory
        let demos = { try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("git-xcstrings-demo-") } }
        let before = try demos()
        let demo = try Shell.run(Shell.builtTool.path, ["demo"])
        XCTAssertEqual(demo.status, 0, demo.stdout + demo.stderr)
        XCTAssertTrue(demo.stdout.contains("→ git stops:"), demo.stdout)
        XCTAssertTrue(demo.stdout.contains("→ merged cleanly."), demo.stdout)
        XCTAssertTrue(demo.stdout.contains("\"value\" : \"Speichern\""), demo.stdout)
        // It registers the guarded driver through install and advises install: never the bare executable.
        XCTAssertTrue(demo.stdout.contains("$ git xcstrings install --no-hook"), demo.stdout)
        XCTAssertTrue(demo.stdout.contains("'git xcstrings install'"), demo.stdout)
        XCTAssertFalse(demo.stdout.contains("merge-driver %O"), demo.stdout)
        XCTAssertEqual(try demos(), before)
    }

    /// Issue 10 §3: a hand-edited side in UTF-16 (with a byte-order mark) is read, merged and written as UTF-8.
    func testUTF16SideIsMergedAndWrittenAsUTF8() throws {
        try git("checkout", "-q", "-b", "feature")
        try write([("Cancel", ["de": "Abbrechen", "es": "Cancelar"]), ("Save", ["de": "Sichern"])])
        let utf8 = try catalogText()
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(try XCTUnwrap(utf8.data(using: .utf16LittleEndian)))
        try folder.write(utf16, to: "Localizable.xcstrings")
        try commit("feature saves in UTF-16")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern", "fr": "Enregistrer"])])
        try commit("main")
        let merge = try git("merge", "--no-edit", "feature")
        XCTAssertTrue(merge.stderr.contains("theirs: read as UTF-16 LE, written as UTF-8"), merge.stderr)
        XCTAssertEqual(try values(), ["Cancel": ["de": "Abbrechen", "es": "Cancelar"], "Save": ["de": "Sichern", "fr": "Enregistrer"]])
    }

    /// Issue 10 §3: a criss-cross history. Both branches merged each other after a conflicting change (resolved
    /// the same way on both), so the final merge has two merge bases and git's virtual base holds the driver's
    /// conflict hunk. The driver reads that base both ways and merges the branches' new adjacent keys cleanly.
    func testCrissCrossMergeWithConflictMarkersInTheVirtualBase() throws {
        try git("checkout", "-q", "-b", "feature")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Speichern"])])
        try commit("feature: Speichern")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern!"])])
        try commit("main: Sichern!")
        try git("tag", "main-side")
        // main merges feature, resolving to "Speichern".
        try git("merge", "--no-edit", "feature", expect: 1)
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Speichern"])])
        try commit("merge feature into main")
        // feature merges main's commit before that merge, resolving the same way.
        try git("checkout", "-q", "feature")
        try git("merge", "--no-edit", "main-side", expect: 1)
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Speichern"])])
        try commit("merge main into feature")
        try write([("Cancel", ["de": "Abbrechen"]), ("Open", ["de": "Öffnen"]), ("Save", ["de": "Speichern"])])
        try commit("feature: Open")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen"]), ("Close", ["de": "Schließen"]), ("Save", ["de": "Speichern"])])
        try commit("main: Close")
        let bases = try git("merge-base", "--all", "main", "feature").stdout.split(separator: "\n")
        XCTAssertEqual(bases.count, 2, "a criss-cross history has two merge bases")
        let merge = try git("merge", "--no-edit", "feature")
        XCTAssertTrue(merge.stderr.contains("criss-cross"), merge.stderr)
        XCTAssertEqual(try values(), ["Cancel": ["de": "Abbrechen"], "Close": ["de": "Schließen"],
                                      "Open": ["de": "Öffnen"], "Save": ["de": "Speichern"]])
        XCTAssertEqual(try git("status", "--porcelain").stdout, "")
    }

    /// The issue's flow: git merge leaves one Dutch conflict; `conflicts` names it with its values; `resolve --theirs
    /// --languages nl` takes the translation branch's Dutch; the commit goes through.
    func testConflictsThenResolveOneLanguageThenCommit() throws {
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern", "nl": "Opslaan"])])
        try commit("Dutch")
        try git("checkout", "-q", "-b", "translations")
        try write([("Cancel", ["de": "Abbrechen"]), ("Save", ["de": "Sichern", "nl": "Bewaren"])])
        try commit("translations")
        try git("checkout", "-q", "main")
        try write([("Cancel", ["de": "Abbrechen!"]), ("Save", ["de": "Sichern", "nl": "Opslaan…"])])
        try commit("main")
        let merge = try git("merge", "--no-edit", "translations", expect: 1)
        XCTAssertTrue(merge.stderr.contains("1 conflict: \"Save\" nl value: ours \"Opslaan…\", theirs \"Bewaren\" (base \"Opslaan\")"), merge.stderr)

        let listed = try Shell.run(Shell.builtTool.path, ["conflicts"], in: repo)
        XCTAssertEqual(listed.status, 1, listed.stderr)
        let line = try XCTUnwrap(try catalogText().components(separatedBy: "\n").firstIndex { $0.hasPrefix("<<<<<<< ") }) + 1
        XCTAssertEqual(listed.stdout, "Localizable.xcstrings:\(line): \"Save\" nl value: ours \"Opslaan…\" [translated], theirs \"Bewaren\" [translated] (base \"Opslaan\" [translated])\n")

        let resolve = try Shell.run(Shell.builtTool.path, ["resolve", "--theirs", "--languages", "nl", "Localizable.xcstrings"], in: repo)
        XCTAssertEqual(resolve.status, 0, resolve.stderr)
        XCTAssertEqual(resolve.stderr, "Localizable.xcstrings: resolved 1 hunk keeping theirs\n")
        try git("add", "Localizable.xcstrings")
        try git("commit", "-q", "--no-edit")
        XCTAssertEqual(try values(), ["Cancel": ["de": "Abbrechen!"], "Save": ["de": "Sichern", "nl": "Bewaren"]])
        XCTAssertEqual(try git("status", "--porcelain").stdout, "")
    }
}
