import Diagnostics
import Foundation
import XCTest
@testable import SwiftLabelLint

/// The lint's output in every format, compared byte for byte with golden files in `Fixtures/Golden`.
/// Re-record with `RECORD_GOLDEN=1 swift test --filter ReporterGoldenTests`; a recording run fails on purpose.
final class ReporterGoldenTests: XCTestCase {
    private static let source = """
    import SwiftUI

    struct Banner: View {
        let title: String
        // xcstrings-lint:disable-next-line string-into-text
        private let greeting = "Welcome, \\"friend\\""
        var body: some View {
            VStack {
                Text(title)
                Text(greeting)
                Text(kind.rawValue).accessibilityIdentifier(String(localized: "Banner"))
            }
        }
    }
    """

    func testEveryFormatMatchesItsGoldenFile() throws {
        let findings = Linter().lint([Linter.Source(path: "App/Banner.swift", text: Self.source)])
        let tool = Linter.toolDescription(version: "golden")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Golden")
        let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
        for format in ReportFormat.allCases {
            let rendered = format.render(findings, tool: tool)
            let url = folder.appendingPathComponent("lint.\(format.rawValue)")
            if recording {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(rendered.utf8).write(to: url)
                continue
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(rendered, golden, "lint.\(format.rawValue) drifted; re-record with RECORD_GOLDEN=1 if intended")
        }
        XCTAssertFalse(recording, "golden files recorded; run again without RECORD_GOLDEN to check them")
    }
}
