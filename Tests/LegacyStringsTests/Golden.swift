import Foundation
import XCTest

/// Golden files beside the tests: compare output with the stored file, or re-record it.
///
/// Set `XCSTRINGS_RECORD_GOLDEN=1` to rewrite the golden files from the current output; a recording run fails on
/// purpose so nobody records by accident.
enum Golden {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func assertMatches(_ bytes: [UInt8], _ relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = fixtures.appendingPathComponent("Golden").appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["XCSTRINGS_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(bytes).write(to: url)
            XCTFail("recorded \(relativePath); unset XCSTRINGS_RECORD_GOLDEN and run again", file: file, line: line)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(relativePath); run with XCSTRINGS_RECORD_GOLDEN=1", file: file, line: line)
            return
        }
        if Array(expected) != bytes {
            XCTFail("\(relativePath) differs from the golden file:\n\(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
        }
    }
}
