import Foundation
import XCTest

/// Golden files: the one way a test compares output with a stored file, and the one switch that re-records them.
///
/// `XCSTRINGS_RECORD=1` makes `assertGolden` write the file instead of comparing, and fail on purpose so nobody
/// records by accident (as swift-argument-parser's `assertSnapshot` does). `scripts/record-goldens.sh` runs every
/// golden test that way, then again to show they pass; review the diff before committing.
public enum Golden {
    /// The environment variable that switches every golden test to recording.
    public static let recordVariable = "XCSTRINGS_RECORD"

    /// True when this test run records golden files instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }
}

/// Compares `actual` byte for byte with the golden file at `url`, or records it when `XCSTRINGS_RECORD=1`.
public func assertGolden(_ actual: [UInt8], at url: URL, file: StaticString = #filePath, line: UInt = #line) {
    if Golden.isRecording {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertNoThrow(try Data(actual).write(to: url), file: file, line: line)
        XCTFail("recorded \(url.lastPathComponent); run again without \(Golden.recordVariable) to check it", file: file, line: line)
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        XCTFail("no golden file \(url.path); record it with \(Golden.recordVariable)=1", file: file, line: line)
        return
    }
    assertBytesEqual(actual, [UInt8](expected),
                     "\(url.lastPathComponent) drifted; re-record with scripts/record-goldens.sh if intended",
                     file: file, line: line)
}

/// Compares the UTF-8 bytes of `actual` with the golden file at `url`, or records it when `XCSTRINGS_RECORD=1`.
public func assertGolden(_ actual: String, at url: URL, file: StaticString = #filePath, line: UInt = #line) {
    assertGolden(Array(actual.utf8), at: url, file: file, line: line)
}
