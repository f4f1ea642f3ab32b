import Foundation
import XCTest

/// Compares `actual` with the golden file at `url`. With `RECORD_GOLDEN=1` it writes the file instead and fails on
/// purpose, so nobody records by accident.
public func assertMatchesGolden(_ actual: String, at url: URL, file: StaticString = #filePath, line: UInt = #line) {
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertNoThrow(try Data(actual.utf8).write(to: url), file: file, line: line)
        XCTFail("recorded \(url.lastPathComponent); run again without RECORD_GOLDEN to check it", file: file, line: line)
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        XCTFail("no golden file \(url.path); record it with RECORD_GOLDEN=1", file: file, line: line)
        return
    }
    assertBytesEqual(Array(actual.utf8), [UInt8](expected), "\(url.lastPathComponent) drifted; re-record with RECORD_GOLDEN=1 if intended",
                     file: file, line: line)
}
