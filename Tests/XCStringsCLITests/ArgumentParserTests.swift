import XCTest
@testable import XCStringsCLI

/// Our argument parser: long and short options, `=` values, `--`, repeated and comma lists, and usage errors.
final class ArgumentParserTests: XCTestCase {
    private let spec = ArgumentSpec(
        flags: [.init("--check", help: ""), .init("--strict", short: "s", help: "")],
        options: [
            .init("--format", valueName: "F", help: "", allowedValues: ["xcode", "json"]),
            .init("--output", short: "o", valueName: "DIR", help: ""),
            .init("--languages", valueName: "L", help: "", repeatable: true),
        ],
        positionals: .init(usage: "FILE...", help: "", minimum: 1, maximum: 3)
    )

    func testAcceptedForms() throws {
        let parsed = try ArgumentParser(spec: spec).parse(
            ["a", "--check", "-s", "--format=json", "-o", "out", "--languages", "de,fr", "--languages=ja", "--", "--b"])
        XCTAssertEqual(parsed.positionals, ["a", "--b"])
        XCTAssertTrue(parsed.flag("--check"))
        XCTAssertTrue(parsed.flag("--strict"))
        XCTAssertEqual(parsed.option("--format"), "json")
        XCTAssertEqual(parsed.option("--output"), "out")
        XCTAssertEqual(parsed.list("--languages"), ["de", "fr", "ja"])
    }

    func testUsageErrors() {
        let cases: [([String], String)] = [
            (["a", "--nope"], "unknown option '--nope'"),
            (["a", "--format", "xml"], "'xml' is not a valid value for '--format'; use one of: xcode, json"),
            (["a", "--output"], "option '--output' needs a value (DIR)"),
            (["a", "--check=yes"], "option '--check' takes no value"),
            (["a", "-o", "x", "-o", "y"], "option '--output' is given more than once"),
            ([], "missing FILE..."),
            (["a", "b", "c", "d"], "unexpected argument 'd'"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try ArgumentParser(spec: spec).parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
    }
}
