import Foundation
import TestSupport
import XCTest
@testable import LegacyStrings

/// Our `.strings` reader against Foundation's `PropertyListSerialization` on every legacy file in the corpus:
/// wherever Foundation reads a file, both give the same keys and values; wherever it refuses, we refuse too.
final class FoundationDifferentialTests: XCTestCase {
    func testReaderAgreesWithFoundationOnCorpus() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("corpus not present") }
        let files = Corpus.files(in: corpus.appendingPathComponent("legacy"), withSuffix: ".strings")
            + Corpus.files(in: corpus.appendingPathComponent("migrations"), withSuffix: ".strings")
        var agreed = 0, bothRejected = 0, emptyFiles = 0, entries = 0
        for url in files {
            let data = try Data(contentsOf: url)
            let ours = Result { try StringsFile.parse(Array(data), path: url.path) }
            if data.isEmpty {
                // PropertyListSerialization refuses zero bytes; a bundle loads an empty table. So do we.
                XCTAssertEqual(try ours.get().entries, [], url.path)
                emptyFiles += 1
                continue
            }
            guard let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
                if case .success = ours { XCTFail("Foundation rejects \(url.path), we accept it") }
                if case let .failure(error) = ours { print("  rejected by both: \(error)") }
                bothRejected += 1
                continue
            }
            guard case let .success(file) = ours else {
                XCTFail("Foundation reads \(url.path), we do not: \(ours)")
                continue
            }
            // Foundation reads an empty or comment-only file as an empty string or dictionary.
            let expected = foundation as? [String: String] ?? [:]
            if expected.isEmpty { emptyFiles += 1 }
            XCTAssertEqual(file.dictionary, expected, url.path)
            entries += file.entries.count
            agreed += 1
        }
        print("Foundation differential: \(files.count) files, \(agreed) agree (\(entries) entries, \(emptyFiles) empty), \(bothRejected) rejected by both")
        XCTAssertGreaterThan(agreed, 500)
    }
}

extension FoundationDifferentialTests {
    /// The grammar's corner cases, each read by Foundation and by us: same dictionary, or both refuse.
    func testGrammarCornerCasesAgreeWithFoundation() throws {
        let escapes = [#"\n"#, #"\t"#, #"\r"#, #"\a"#, #"\b"#, #"\f"#, #"\v"#, #"\""#, #"\'"#, #"\\"#, #"\U00e9"#, #"\U41"#,
                       #"\U00411"#, #"\UD83D\UDE00"#, #"\101"#, #"\0101"#, #"\12"#, #"\u00e9"#, #"\x"#, #"\%"#, #"\U"#]
        var texts = escapes.map { "\"k\" = \"a\($0)b\";" }
        texts += [
            #""a" = "b";"#, #"'a' = 'b';"#, "key_1.$/:- = value;", #""Only key";"#, #""a"="b";"c"="d";"#,
            "/* c */ { \"a\" = \"b\"; c = d; }", "\"a\" /* x */ = // y\n \"b\" ;", "\"a\" = \"b\";\r\n",
            #""a" = "1"; "a" = "2";"#, "\"a\" = \"line 1\nline 2\";",
            // Refused by both:
            "\"a\" = \"b\"\n\"c\" = \"d\";", "\"a\" = ;", "\"a\" \"b\";", "\"a\" = \"b;", "@ = \"c\";",
            "\"a\"", "{ \"a\" = \"b\";", "{ \"a\" = \"b\"; } x",
        ]
        for text in texts {
            let data = Data(text.utf8)
            let foundation = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
            let ours = try? StringsFile.parse(Array(data), path: "x").dictionary
            XCTAssertEqual(ours, foundation, text)
        }
        // The one deliberate difference: Foundation reads an unterminated `/*` as running to the end of the file,
        // silently dropping every entry after it. We refuse the file instead of losing entries.
        let unterminated = Data("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";".utf8)
        XCTAssertEqual((try? PropertyListSerialization.propertyList(from: unterminated, format: nil)) as? [String: String], ["a": "b"])
        XCTAssertThrowsError(try StringsFile.parse(Array(unterminated), path: "x"))
    }
}
