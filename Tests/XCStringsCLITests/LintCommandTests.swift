import Foundation
import TestSupport
import XCTest
@testable import XCStringsCLI

/// `git xcstrings lint` end to end in-process: paths, skipped folders, configuration, --strict, formats,
/// --staged against a real git index, --catalog, and exit codes.
final class LintCommandTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "lint-command")
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let context = CommandContext(
            writeOutput: { out += $0 }, writeError: { err += $0 }, currentDirectory: folder.url,
            environment: ProcessInfo.processInfo.environment, executablePath: "git-xcstrings")
        let status = CLI.main(arguments: ["lint"] + arguments, context: context)
        return (status, out, err)
    }

    private let view = """
    import SwiftUI
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }
    struct Screen: View {
        var body: some View { Row(title: "Settings") }
    }
    """

    func testWarningsPassUnlessStrict() throws {
        try folder.write(view, to: "App/Row.swift")
        let plain = run([])
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(plain.out, "App/Row.swift:3:9: warning: 'title' is a label typed 'String', so it is never extracted "
            + "for translation; type it 'LocalizedStringKey' so callers' literals are extracted [string-typed-label]\n")
        XCTAssertEqual(run(["--strict"]).status, 1)
        XCTAssertEqual(run(["--strict", "App/Row.swift"]).status, 1)
    }

    func testBaselineAcceptsRecordedFindingsWhereverTheyMove() throws {
        try folder.write(view, to: "App/Row.swift")
        let recorded = run(["--write-baseline", "lint-baseline.json"])
        XCTAssertEqual(recorded.status, 0)
        XCTAssertEqual(recorded.err, "lint: recorded 1 finding in lint-baseline.json\n")
        let baseline = try String(contentsOf: folder.url.appendingPathComponent("lint-baseline.json"), encoding: .utf8)
        XCTAssertEqual(baseline, """
        [
          {
            "line" : "let title: String",
            "message" : "'title' is a label typed 'String', so it is never extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted",
            "path" : "App/Row.swift",
            "rule" : "string-typed-label"
          }
        ]

        """)
        // Lines added above move the accepted finding: still accepted.
        try folder.write("// A header comment.\n\n" + view, to: "App/Row.swift")
        let moved = run(["--baseline", "lint-baseline.json", "--strict"])
        XCTAssertEqual(moved.status, 0)
        XCTAssertEqual(moved.out, "")
        // A second view with the same mistake is new, although its message and line text are the same.
        try folder.write(view.replacingOccurrences(of: "Row", with: "Cell").replacingOccurrences(of: "Screen", with: "Page"),
                         to: "App/Cell.swift")
        let added = run(["--baseline", "lint-baseline.json", "--strict"])
        XCTAssertEqual(added.status, 1)
        XCTAssertEqual(added.out, "App/Cell.swift:3:9: warning: 'title' is a label typed 'String', so it is never extracted "
            + "for translation; type it 'LocalizedStringKey' so callers' literals are extracted [string-typed-label]\n")
        let missing = run(["--baseline", "missing.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "missing.json: error: no such baseline; record today's findings first with '--write-baseline missing.json'\n")
        try folder.write("{ not a baseline", to: "broken.json")
        let broken = run(["--baseline", "broken.json"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.err, "broken.json: error: not a lint baseline (a JSON list written by '--write-baseline'); record it again\n")
    }

    func testErrorsFailAndCleanIsSilent() throws {
        try folder.write("struct A: View { var body: some View { Text(\"x\") } }", to: "A.swift")
        let clean = run(["--strict"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.out, "")
        try folder.write("struct B: View { var body: some View { Text(\"x\").accessibilityIdentifier(String(localized: \"x\")) } }",
                         to: "B.swift")
        let failing = run([])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.out.contains("B.swift:1:74: error:"), failing.out)
    }

    func testSkippedFoldersAndGeneratedFiles() throws {
        for path in [".build/x/A.swift", "DerivedData/A.swift", "Pods/A.swift", "Carthage/Checkouts/A.swift", "Gen/A.generated.swift"] {
            try folder.write(view, to: path)
        }
        try folder.write("// Generated by SwiftGen — do not edit\n" + view, to: "Gen/Strings.swift")
        XCTAssertEqual(run(["--strict"]).out, "")
    }

    func testConfigurationExcludesDisablesAndWarnsUnknownKeys() throws {
        try folder.write(view, to: "Vendor/Row.swift")
        try folder.write(view, to: "App/Row.swift")
        try folder.write("{\"excludedPaths\": [\"Vendor\"], \"colour\": true}", to: ".xcstrings-lint.json")
        let result = run([])
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) },
                       [".xcstrings-lint.json", "App/Row.swift"])
        try folder.write("{\"disabledRules\": [\"string-typed-label\"]}", to: ".xcstrings-lint.json")
        XCTAssertEqual(run(["--strict"]).out, "")
        try folder.write("{\"disabledRules\": 3}", to: ".xcstrings-lint.json")
        let broken = run([])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.err, ".xcstrings-lint.json:1:2: error: 'disabledRules' must be a list of strings; fix the file or remove it to use the defaults\n")
    }

    func testFormats() throws {
        try folder.write(view, to: "Row.swift")
        let json = run(["--format", "json"])
        XCTAssertTrue(json.out.contains("\"rule\": \"string-typed-label\""), json.out)
        let github = run(["--format", "github"])
        XCTAssertTrue(github.out.hasPrefix("::warning file=Row.swift,line=3,col=9,title=string-typed-label::"), github.out)
        let sarif = run(["--format", "sarif"])
        XCTAssertTrue(sarif.out.contains("\"version\": \"2.1.0\""))
        XCTAssertTrue(sarif.out.contains("\"id\": \"compare-shown-word\""))
        let emptyJSON = try folder.write("", to: "Empty/E.swift")
        _ = emptyJSON
        XCTAssertTrue(run(["--format", "json", "Empty"]).out.contains("\"findings\": []"))
    }

    func testUsageAndInputErrorsExitTwo() throws {
        XCTAssertEqual(run(["--format", "html"]).status, 2)
        let missing = run(["Nope"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "Nope: error: no such file or folder; name Swift files or folders to lint\n")
        try folder.write("# Read me", to: "README.md")
        let notSwift = run(["README.md"])
        XCTAssertEqual(notSwift.status, 2)
        XCTAssertEqual(notSwift.err, "README.md: error: not a .swift file; name Swift files or folders to lint\n")
        try folder.write(Data([0xFF, 0xFE, 0x00]), to: "Bad.swift")
        XCTAssertEqual(run(["Bad.swift"]).status, 2)
    }

    func testCatalogWordsFromRepositoryOrOption() throws {
        let code = "func f(_ planTitle: String) -> Bool { planTitle == \"Monthly\" }\n"
        try folder.write(code, to: "App/Plan.swift")
        XCTAssertEqual(run(["--strict"]).out, "", "no catalog, no finding")
        let catalog = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"Monthly\": {}}}"
        try folder.write(catalog, to: "Other/Words.json")
        XCTAssertTrue(run(["--catalog", "Other/Words.json"]).out.contains("[compare-shown-word]"))
        try folder.write(catalog, to: "App/Localizable.xcstrings")
        XCTAssertTrue(run(["App"]).out.contains("App/Plan.swift:1:52: warning: 'Monthly'"))
        // A catalog the lint finds by itself but cannot read is skipped with a warning; the lint still runs.
        try folder.write("{", to: "App/Broken.xcstrings")
        let broken = run([])
        XCTAssertEqual(broken.status, 0, broken.err)
        XCTAssertTrue(broken.out.contains("App/Broken.xcstrings:1:2: warning: catalog skipped by compare-shown-word"), broken.out)
        XCTAssertTrue(broken.out.contains("App/Plan.swift:1:52: warning: 'Monthly'"), broken.out)
        // Named with --catalog, an unreadable catalog is an input error.
        let named = run(["--catalog", "App/Broken.xcstrings"])
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.err, "App/Broken.xcstrings:1:2: error: the file ends early: expected a key (is it truncated?)\n")
    }

    func testStagedLintsTheIndexNotTheWorkingTree() throws {
        try Shell.git(["init", "-q"], in: folder.url)
        try folder.write(view, to: "App/Row.swift")
        try folder.write("struct Clean {}\n", to: "App/Clean.swift")
        try Shell.git(["add", "App/Row.swift", "App/Clean.swift"], in: folder.url)
        // Fix the working tree without staging: --staged must still see the staged text.
        try folder.write(view.replacingOccurrences(of: "String", with: "LocalizedStringKey"), to: "App/Row.swift")
        try folder.write(view, to: "App/Unstaged.swift")
        XCTAssertEqual(run(["--strict"]).out, "App/Unstaged.swift:3:9: warning: 'title' is a label typed 'String', so it is "
            + "never extracted for translation; type it 'LocalizedStringKey' so callers' literals are extracted [string-typed-label]\n")
        let staged = run(["--staged", "--strict"])
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(staged.out.split(separator: "\n").map { String($0.prefix(16)) }, ["App/Row.swift:3:"])
        XCTAssertEqual(run(["--staged", "--strict", "Other"]).out, "", "paths limit the staged files")
    }

    func testStagedReportsOnlyChangedFilesButReadsTheRestForContext() throws {
        try Shell.git(["init", "-q"], in: folder.url)
        try folder.write(view, to: "Old.swift")
        let row = """
        struct Tag: View {
            let hashtag: String
            var body: some View { Text(hashtag) }
        }
        """
        try folder.write(row, to: "Tag.swift")
        try Shell.git(["add", "."], in: folder.url)
        try Shell.git(["commit", "-qm", "base"], in: folder.url)
        XCTAssertEqual(run(["--staged", "--strict"]).out, "", "nothing staged differs from HEAD")
        // A caller that passes only data, committed elsewhere, keeps the changed file silent.
        try folder.write("struct Cloud: View { let tags: [Model]\n var body: some View { ForEach(tags) { Tag(hashtag: $0.name) } } }",
                         to: "Cloud.swift")
        try folder.write(row + "\n", to: "Tag.swift")
        try Shell.git(["add", "Tag.swift"], in: folder.url)
        XCTAssertEqual(run(["--staged", "--strict"]).out,
                       "Tag.swift:2:9: warning: 'hashtag' is shown as text by 'Text(hashtag)' but nothing in the project "
                       + "fills it; if callers will pass words, type it 'LocalizedStringKey' so they are extracted, or show "
                       + "it with 'Text(verbatim:)' if it holds data [label-without-callers]\n",
                       "Cloud.swift is not staged, so it gives no context")
        try Shell.git(["add", "Cloud.swift"], in: folder.url)
        XCTAssertEqual(run(["--staged", "--strict"]).out, "")
        XCTAssertEqual(run(["--strict", "Tag.swift"]).out, "", "working-tree runs read the repository for context")
    }

    /// Issue #11: a key the project's catalogs do not translate (`shouldTranslate: false`, or every translation equal
    /// to the key in at least one other language) is a name, exactly like `allowedWords`: a `String` title whose
    /// callers pass only such names is silent; a word translated differently somewhere, a word the catalogs do not
    /// hold, or an unrelated key marked not to translate leaves it reported.
    func testKeysTheCatalogsDoNotTranslateAreAllowedWords() throws {
        let app = """
        import SwiftUI
        struct CategorySection: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct Updates: View {
            var body: some View {
                VStack {
                    CategorySection(title: "Sparkle")
                    CategorySection(title: "Homebrew")
                }
            }
        }
        """
        try folder.write(app, to: "App/Updates.swift")
        let finding = "App/Updates.swift:3:9: warning: 'title' is a label typed 'String', so it is never extracted "
            + "for translation; type it 'LocalizedStringKey' so callers' literals are extracted [string-typed-label]\n"
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        let kept = "{\"shouldTranslate\": false}"
        let cases: [(name: String, strings: String, out: String)] = [
            ("both marked shouldTranslate false", "\"Sparkle\": \(kept), \"Homebrew\": \(kept)", ""),
            // Only an explicit mark counts: a translation that equals the key may be a copy nobody translated yet.
            ("every translation equals the key",
             "\"Sparkle\": \(kept), \"Homebrew\": {\"localizations\": {\"de\": \(unit("Homebrew")), \"fr\": \(unit("Homebrew"))}}",
             finding),
            ("only the source language",
             "\"Sparkle\": \(kept), \"Homebrew\": {\"localizations\": {\"en\": \(unit("Homebrew"))}}", finding),
            ("not in the catalog", "\"Sparkle\": \(kept)", finding),
            ("shouldTranslate false on an unrelated key", "\"Acme\": \(kept)", finding),
        ]
        try check(cases)
    }

    /// Issue #11 for `raw-value-label`: raw values the catalogs keep untranslated are names, like allowed words.
    func testRawValuesTheCatalogsDoNotTranslateAreNames() throws {
        let app = """
        import SwiftUI
        enum UpdateSource: String { case homebrew = "Homebrew", appStore = "App Store", sparkle = "Sparkle" }
        struct SourceRow: View {
            let source: UpdateSource
            var body: some View { Text(source.rawValue) }
        }
        """
        try folder.write(app, to: "App/SourceRow.swift")
        let kept = "{\"shouldTranslate\": false}"
        let cases: [(name: String, strings: String, out: String)] = [
            ("every raw value kept", "\"Homebrew\": \(kept), \"App Store\": \(kept), \"Sparkle\": \(kept)", ""),
            ("an unrelated key kept", "\"Acme\": \(kept)",
             "App/SourceRow.swift:5:39: warning: 'Text(source.rawValue)' shows a 'rawValue' as text, which is never "
             + "translated; map the value to a 'LocalizedStringResource' (e.g. a 'title' property with a switch) [raw-value-label]\n"),
        ]
        try check(cases)
    }

    /// Lints with `App/Localizable.xcstrings` holding each case's `strings` (an English catalog) and compares the output.
    private func check(_ cases: [(name: String, strings: String, out: String)]) throws {
        for item in cases {
            try folder.write("{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(item.strings)}}",
                             to: "App/Localizable.xcstrings")
            let result = run([])
            XCTAssertEqual(result.status, 0, item.name)
            XCTAssertEqual(result.out, item.out, item.name)
        }
    }

    func testStagedOutsideRepositoryIsAnInputError() {
        let result = run(["--staged"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("git:"), result.err)
    }
}
