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
