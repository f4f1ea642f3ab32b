import Foundation
import TestSupport
import XCTest

/// The README's test command works offline: the parts that need PyPI (here the CLDR drift check) print ONE line
/// saying they were skipped and why, and exit 0 — except in CI (CI=true), which reaches PyPI and must fail when
/// they were skipped. Python packages go into a virtual environment of the package's, never the user's Python.
final class OfflineTestScriptTests: XCTestCase {
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testPyPIPartsAreSkippedWithOneLineOfflineAndFailInCI() throws {
        try XCTSkipUnless(try Shell.run("sh", ["-c", "command -v python3"]).status == 0, "python3 is not installed")
        let folder = try TemporaryDirectory(prefix: "offline-tools")
        defer { folder.remove() }
        let tools = folder.url.appendingPathComponent("python-tools").path
        // PyPI out of reach: a closed local port.
        let offline = ["XCSTRINGS_PYTHON_TOOLS": tools, "PIP_INDEX_URL": "http://127.0.0.1:9/simple", "PIP_NO_CACHE_DIR": "1", "CI": ""]
        let script = packageRoot.appendingPathComponent("scripts/check-generated.sh").path
        let reason = "PyPI is out of reach: ERROR: No matching distribution found for babel=="
        let cases: [(name: String, ci: String, status: Int32, stdout: String, stderr: String)] = [
            ("a newcomer offline", "", 0, "skipped: the CLDR plural table drift check (needs PyPI once): \(reason)", ""),
            ("CI offline", "true", 1, "", "error: the CLDR plural table drift check did not run in CI: \(reason)"),
        ]
        for item in cases {
            var environment = offline
            environment["CI"] = item.ci
            let result = try Shell.run(script, [], in: packageRoot, environment: environment)
            XCTAssertEqual(result.status, item.status, "\(item.name): \(result.stdout)\(result.stderr)")
            for (stream, expected) in [(result.stdout, item.stdout), (result.stderr, item.stderr)] {
                let lines = stream.split(separator: "\n")
                XCTAssertEqual(lines.count, expected.isEmpty ? 0 : 1, "\(item.name): \(stream)")
                XCTAssertTrue(stream.hasPrefix(expected), "\(item.name): \(stream)")
            }
        }
        // The environment was made where it was asked for (pip ran there, not in the user's Python).
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: tools + "/bin/python"), "no virtual environment in \(tools)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tools + "/installed"), "nothing was installed")
    }
}
