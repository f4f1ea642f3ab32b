@testable import Git
import TestSupport
import XCTest

final class ObjectReaderTests: XCTestCase {
    func testParsesBatchOutputWithBinaryAndNewlines() throws {
        let output = Data("aaa blob 3\nx\ny\nbbb blob 0\n\nccc blob 2\n\u{0}\u{1}\n".utf8)
        let blobs = try ObjectReader.parseBatch(output, count: 3)
        XCTAssertEqual(blobs, [Data("x\ny".utf8), Data(), Data([0, 1])])
    }

    func testTruncatedOutputIsAnError() {
        XCTAssertThrowsError(try ObjectReader.parseBatch(Data("aaa blob 10\nshort\n".utf8), count: 1))
        XCTAssertThrowsError(try ObjectReader.parseBatch(Data("aaa missing\n".utf8), count: 1))
    }

    func testReadsRealBlobs() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("one\n", to: "a.txt")
        try repo.write("two\n", to: "b.txt")
        try repo.git("add", ".")
        let ids = try ["a.txt", "b.txt"].map { try repo.git("rev-parse", ":\($0)").stdout.trimmingCharacters(in: .whitespacesAndNewlines) }
        XCTAssertEqual(try ObjectReader(git: repo.runner()).read(ids), [Data("one\n".utf8), Data("two\n".utf8)])
    }
}
