import XCTest
@testable import XCStringsCLI

/// Our argument parser: long and short options, `=` values, `--`, repeated and comma lists, and usage errors.
final class ArgumentParserTests: XCTestCase {
    private let check = Option.flag("--check", help: "")
    private let strict = Option.flag("--strict", short: "s", help: "")
    private let format = Option.value("--format", valueName: "F", help: "", allowedValues: ["xcode", "json"])
    private let output = Option.value("--output", short: "o", valueName: "DIR", help: "")
    private let languages = Option.list("--languages", valueName: "L", help: "")
    private var spec: ArgumentSpec {
        ArgumentSpec(keys: [check, strict, format, output, languages],
                     positionals: .init(usage: "FILE...", help: "", minimum: 1, maximum: 3))
    }

    func testAcceptedForms() throws {
        let parsed = try ArgumentParser(spec: spec).parse(
            ["a", "--check", "-s", "--format=json", "-o", "out", "--languages", "de,fr", "--languages=ja", "--", "--b"])
        XCTAssertEqual(parsed.positionals, ["a", "--b"])
        XCTAssertTrue(parsed[check])
        XCTAssertTrue(parsed[strict])
        XCTAssertEqual(parsed[format], "json")
        XCTAssertEqual(parsed[output], "out")
        XCTAssertEqual(parsed[languages], ["de", "fr", "ja"])
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

    /// Typed keys: each reads back its own type and default, and an `exactlyOne` group is checked at parse time.
    func testTypedKeys() throws {
        let check = Option.flag("--check", help: "")
        let ours = Option.flag("--ours", help: "")
        let theirs = Option.flag("--theirs", help: "")
        let output = Option.value("--output", short: "o", valueName: "DIR", help: "")
        let format: Option<ReportFormatForTest?> = .choice("--format", valueName: "F", help: "")
        let languages = Option.list("--languages", valueName: "L", help: "")
        let spec = ArgumentSpec(keys: [check, ours, theirs, output, format, languages], exactlyOne: [[ours, theirs]])
        XCTAssertEqual(spec.flags.map(\.name), ["--check", "--ours", "--theirs"])
        XCTAssertEqual(spec.options.map(\.name), ["--output", "--format", "--languages"])
        XCTAssertEqual(spec.options[1].allowedValues, ["xcode", "json"])
        XCTAssertEqual(spec.options[2].repeatable, true)

        let given = try ArgumentParser(spec: spec).parse(["--ours", "-o", "out", "--format=json", "--languages", "de,fr", "--languages=ja"])
        XCTAssertEqual([given[check], given[ours], given[theirs]], [false, true, false])
        XCTAssertEqual(given[output], "out")
        XCTAssertEqual(given[format], .json)
        XCTAssertEqual(given[languages], ["de", "fr", "ja"])
        XCTAssertTrue(given.isGiven(languages))

        let absent = try ArgumentParser(spec: spec).parse(["--theirs", "--languages", ","])
        XCTAssertNil(absent[output])
        XCTAssertNil(absent[format])
        XCTAssertEqual(absent[languages], [])
        XCTAssertTrue(absent.isGiven(languages))
        XCTAssertFalse(absent.isGiven(output))

        for arguments in [[], ["--ours", "--theirs"]] {
            XCTAssertThrowsError(try ArgumentParser(spec: spec).parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, "give exactly one of '--ours' or '--theirs'")
            }
        }
    }
}

/// A choice type for `testTypedKeys`.
enum ReportFormatForTest: String, CaseIterable {
    case xcode, json
}
