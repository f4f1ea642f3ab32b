import XCTest

/// Compares two byte buffers and, when they differ, reports the first differing line with a little context
/// instead of dumping megabytes of numbers.
public func assertBytesEqual(
    _ actual: [UInt8], _ expected: [UInt8], _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard actual != expected else { return }
    let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let lineNumber = expected[..<min(firstDifference, expected.count)].filter { $0 == 0x0A }.count + 1
    func excerpt(_ bytes: [UInt8]) -> String {
        let start = max(0, firstDifference - 60)
        let end = min(bytes.count, firstDifference + 60)
        return String(decoding: bytes[start..<end], as: UTF8.self).debugDescription
    }
    XCTFail(
        "\(message) — bytes differ at offset \(firstDifference) (line \(lineNumber)); sizes \(actual.count) vs \(expected.count)\n"
            + "  actual:   \(excerpt(actual))\n  expected: \(excerpt(expected))",
        file: file, line: line)
}
