import Foundation
import TestSupport
import XCTest

@testable import XCStringsCLI

/// JSON that is not a String Catalog (an object with `sourceLanguage`, `strings` and `version`) is refused by every
/// command with one line naming the file and what is missing, exit 2, nothing written; `check` and `pre-commit`
/// report it as a `structure` error; the merge driver hands it to git's textual merge, never failing the merge.
final class NotACatalogTests: XCTestCase {
    /// The non-catalogs: the file's text, the place the error points at (empty: the whole file) and the reason.
    private let cases: [(name: String, text: String, place: String, reason: String)] = [
        ("object of something else", #"{"hello":[1,2,3]}"#, "",
         #"no "sourceLanguage" (a string), "strings" (an object) and "version" (a string)"#),
        ("array", "[1,2]", "", #"the file holds an array, not an object with "sourceLanguage", "strings", "version""#),
        ("no version", #"{"sourceLanguage":"en","strings":{}}"#, "", #"no "version" (a string)"#),
        ("strings of the wrong type", #"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#, ":1:24",
         #""strings" is an array, not an object"#),
        ("version a number", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : 1\n}", ":4:3",
         #""version" is a number, not a string"#),
    ]

    private let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Save\" : {\n      \"comment\" : \"c\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "not-a-catalog")
    }

    override func tearDown() {
        folder?.remove()
    }

    /// Runs the CLI in `folder` (or `directory`) with `environment`.
    private func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) -> CLIRun {
        var output = ""
        var errors = ""
        let context = CommandContext(
            writeOutput: { output += $0 }, writeError: { errors += $0 }, currentDirectory: directory ?? folder.url,
            environment: environment, executablePath: "git-xcstrings")
        let status = CLI.main(arguments: arguments, context: context)
        return CLIRun(status: status, stdout: output, stderr: errors)
    }

    /// Every file under `folder`, with its bytes: what "nothing was written" is checked against.
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            files[url.path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    func testCommandsThatReadACatalogRefuseItNamingWhatIsMissing() throws {
        let commands: [(name: String, arguments: [String])] = [
            ("export", ["export", "Bad.xcstrings"]),
            ("export --output", ["export", "Bad.xcstrings", "--output", "out"]),
            ("format", ["format", "Bad.xcstrings"]),
            ("format --check", ["format", "--check", "Bad.xcstrings"]),
            ("lint --catalog", ["lint", "--catalog", "Bad.xcstrings", "Empty.swift"]),
        ]
        for item in cases {
            try folder.write(item.text, to: "Bad.xcstrings")
            try folder.write("", to: "Empty.swift")
            let before = try snapshot()
            for command in commands {
                let result = run(command.arguments)
                let label = "\(command.name), \(item.name)"
                XCTAssertEqual(result.status, 2, label)
                XCTAssertEqual(result.stderr, "Bad.xcstrings\(item.place): error: not a String Catalog: \(item.reason)\n", label)
                XCTAssertEqual(result.stdout, "", label)
                XCTAssertEqual(try snapshot(), before, "\(label): nothing written")
            }
        }
    }

    func testCheckReportsAStructureError() throws {
        for item in cases {
            try folder.write(item.text, to: "Bad.xcstrings")
            let result = run(["check", "Bad.xcstrings"])
            let place = item.place.isEmpty ? ":1:1" : item.place
            XCTAssertEqual(result.status, 1, item.name)
            XCTAssertEqual(
                result.stdout,
                "Bad.xcstrings: does not read as a String Catalog (see below)\n\n"
                    + "Bad.xcstrings\(place): error: not a String Catalog: \(item.reason) [structure]\n", item.name)
        }
    }

    func testMergeRefusesEachSideButTheDriverFallsBackToText() throws {
        try folder.write(catalog, to: "good.xcstrings")
        for item in cases {
            try folder.write(item.text, to: "bad.xcstrings")
            for (side, inputs) in [("base", ["bad", "good", "good"]), ("ours", ["good", "bad", "good"]), ("theirs", ["good", "good", "bad"])] {
                let label = "\(item.name), bad \(side)"
                let files = inputs.map { $0 + ".xcstrings" }
                let before = try snapshot()
                let merge = run(["merge"] + files + ["-o", "out.xcstrings"])
                XCTAssertEqual(merge.status, 2, label)
                XCTAssertEqual(
                    merge.stderr, "bad.xcstrings\(item.place): error: not a String Catalog: \(item.reason); nothing was written\n", label)
                XCTAssertEqual(try snapshot(), before, "\(label): nothing written")
                // The driver: git must get a result; the file goes to git's textual merge like unreadable input.
                for (index, name) in ["O", "A", "B"].enumerated() {
                    try folder.write(try String(contentsOf: folder.url.appendingPathComponent(files[index]), encoding: .utf8), to: name)
                }
                let driver = run(["merge-driver", "O", "A", "B", "7", "L.xcstrings"])
                XCTAssertNotEqual(driver.status, 2, label)
                if side == "base" {
                    // Both sides agree: the result is theirs and ours, whatever the base was (it is not read).
                    XCTAssertEqual(driver.stderr, "L.xcstrings: ours and theirs are the same; nothing to merge\n", label)
                    XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("A"), encoding: .utf8), catalog, label)
                } else {
                    XCTAssertTrue(driver.stderr.hasPrefix("L.xcstrings: not merged structurally (\(side): "), "\(label): \(driver.stderr)")
                    XCTAssertTrue(driver.stderr.contains("not a String Catalog: \(item.reason)"), "\(label): \(driver.stderr)")
                }
            }
        }
    }

    func testMigrateRefusesAnExistingCatalogToMergeInto() throws {
        try folder.write("\"Save\" = \"Save\";\n", to: "App/en.lproj/Localizable.strings")
        for item in cases {
            try folder.write(item.text, to: "App/Localizable.xcstrings")
            let before = try snapshot()
            let result = run(["migrate", "App"])
            XCTAssertEqual(result.status, 2, item.name)
            XCTAssertEqual(
                result.stderr,
                "App/Localizable.xcstrings\(item.place): error: cannot merge into this catalog: not a String Catalog: \(item.reason)\n"
                    + "git-xcstrings migrate: error: nothing was written; fix the files above and run again\n",
                item.name)
            XCTAssertEqual(try snapshot(), before, "\(item.name): nothing written")
        }
    }

    func testPreCommitRefusesAStagedNonCatalogAsAStructureError() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        for item in cases {
            try repo.write(item.text, to: "Bad.xcstrings")
            try repo.git("add", "Bad.xcstrings")
            let result = run(["pre-commit"], in: repo.url, environment: repo.environment)
            let place = item.place.isEmpty ? ":1:1" : item.place
            XCTAssertEqual(result.status, 1, item.name)
            XCTAssertEqual(result.stdout, "Bad.xcstrings\(place): error: not a String Catalog: \(item.reason) [structure]\n", item.name)
        }
    }
}
