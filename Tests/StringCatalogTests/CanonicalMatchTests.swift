import Foundation
import StringCatalog
import TestSupport
import XCTest

/// `CanonicalMatch` says "canonical" exactly when the canonical writer gives the file's own bytes, and "differs
/// at" exactly where the written form first differs from them.
final class CanonicalMatchTests: XCTestCase {
    private enum Expected { case canonical, differs, unknown }

    /// What writing the canonical form and comparing says.
    private func written(_ tape: JSONTape) -> CanonicalMatch.Outcome {
        let canonical = JSONDocument(tape: tape, path: "x").canonicalBytes()
        guard canonical != tape.bytes else { return .canonical }
        let common = zip(canonical, tape.bytes).prefix { $0 == $1 }.count
        return .differs(at: common)
    }

    /// Each case: a document and what the match says about it. The writer is asked too, so a case that is wrong
    /// about the writer fails as well as a matcher that is wrong about the case.
    func testMatchesTheCanonicalWriter() throws {
        let cases: [(name: String, text: String, expected: Expected)] = [
            ("catalog", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },\n    \"B\" : {\n      \"comment\" : \"c\"\n    }\n  },\n  \"version\" : \"1.0\"\n}", .canonical),
            ("final newline", "{\n  \"a\" : 1\n}\n", .differs),
            ("leading space", " {\n  \"a\" : 1\n}", .differs),
            ("keys out of order", "{\n  \"b\" : 1,\n  \"a\" : 2\n}", .unknown),
            ("Xcode's order, not bytes", "{\n  \"a\" : 1,\n  \"B\" : 2\n}", .canonical),
            ("byte order", "{\n  \"B\" : 1,\n  \"a\" : 2\n}", .unknown),
            ("other separator", "{\n  \"a\": 1\n}", .differs),
            ("space before the value", "{\n  \"a\" :  1\n}", .differs),
            ("tab indent", "{\n\t\"a\" : 1\n}", .differs),
            ("CR LF", "{\r\n  \"a\" : 1\r\n}", .differs),
            ("empty root object", "{}", .differs),
            ("Xcode's empty object", "{\n  \"a\" : {\n\n  }\n}", .canonical),
            ("empty object, one newline", "{\n  \"a\" : {\n  }\n}", .differs),
            ("empty array", "{\n  \"a\" : [\n\n  ]\n}", .canonical),
            ("empty array inline", "{\n  \"a\" : []\n}", .differs),
            ("array", "{\n  \"a\" : [\n    1,\n    \"x\",\n    [\n      true\n    ]\n  ]\n}", .canonical),
            ("array inline", "{\n  \"a\" : [1, 2]\n}", .differs),
            ("numbers and literals as written", "{\n  \"a\" : -0.50,\n  \"b\" : 1E5,\n  \"c\" : false,\n  \"d\" : null\n}", .canonical),
            ("escapes the writer writes", "{\n  \"a\\\"b\" : \"x\\n\\t\\\\\\u0001\\\"\"\n}", .canonical),
            ("escaped slash", "{\n  \"a\" : \"x\\/y\"\n}", .differs),
            ("escaped letter", "{\n  \"a\" : \"\\u00e9\"\n}", .differs),
            ("uppercase control escape", "{\n  \"a\" : \"\\u001F\"\n}", .differs),
            ("raw non-ASCII", "{\n  \"é\" : \"😀\"\n}", .canonical),
            ("space before a comma", "{\n  \"a\" : 1 ,\n  \"b\" : 2\n}", .differs),
            ("root array", "[\n  1\n]", .canonical),
            ("root string", "\"x\"", .canonical),
        ]
        for entry in cases {
            let tape = try JSONTape(bytes: Array(entry.text.utf8), path: entry.name)
            let writer = written(tape)
            let outcome = CanonicalMatch.compare(tape)
            switch entry.expected {
            case .canonical:
                XCTAssertEqual(writer, .canonical, "the writer, \(entry.name)")
                XCTAssertEqual(outcome, .canonical, entry.name)
            case .differs:
                XCTAssertNotEqual(writer, .canonical, "the writer, \(entry.name)")
                XCTAssertEqual(outcome, writer, entry.name)
            case .unknown:
                XCTAssertNotEqual(writer, .canonical, "the writer, \(entry.name)")
                XCTAssertEqual(outcome, .unknown, entry.name)
            }
            XCTAssertEqual(CanonicalMatch.isCanonical(tape), entry.expected == .canonical, entry.name)
        }
    }

    /// On every corpus catalog the match agrees with writing the canonical form and comparing, or leaves it to the
    /// writer: 13 are canonical, Cork differs in its separator, two have members out of Xcode's order.
    func testAgreesWithTheWriterOnTheCorpus() throws {
        guard let root = Corpus.root() else { throw XCTSkip("../shared/corpus is absent") }
        let files = Corpus.files(in: root.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
        XCTAssertGreaterThanOrEqual(files.count, 16)
        var outcomes: [CanonicalMatch.Outcome] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let tape = try JSONTape(bytes: bytes, path: file.lastPathComponent)
            let outcome = CanonicalMatch.compare(tape)
            if outcome != .unknown { XCTAssertEqual(outcome, written(tape), file.lastPathComponent) }
            outcomes.append(outcome)
        }
        XCTAssertEqual(outcomes.filter { $0 == .canonical }.count, 13)
        XCTAssertEqual(outcomes.filter { $0 == .unknown }.count, 2)
    }
}

/// The shape check on a tape gives what it gives on the document built from it.
final class CatalogShapeTapeTests: XCTestCase {
    func testTapeAndTreeGiveTheSameProblem() throws {
        let cases: [(text: String, problem: String?)] = [
            (#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, nil),
            (#"{"hello":[1,2,3]}"#, #"no "sourceLanguage" (a string), "strings" (an object) and "version" (a string)"#),
            ("[1,2]", #"the file holds an array, not an object with "sourceLanguage", "strings", "version""#),
            (#"{"sourceLanguage":"en","strings":[],"version":1}"#,
             #""strings" is an array, not an object; "version" is a number, not a string"#),
            (#"{"sourceLanguage":null,"strings":{},"version":true}"#,
             #""sourceLanguage" is null, not a string; "version" is a boolean, not a string"#),
            (#""catalog""#, #"the file holds a string, not an object with "sourceLanguage", "strings", "version""#),
        ]
        for entry in cases {
            let tape = try JSONTape(bytes: Array(entry.text.utf8), path: "x")
            XCTAssertEqual(CatalogShape.problem(tape: tape)?.message, entry.problem, entry.text)
            XCTAssertEqual(CatalogShape.problem(tape: tape), CatalogShape.problem(root: JSONDocument(tape: tape, path: "x").root), entry.text)
        }
    }
}
