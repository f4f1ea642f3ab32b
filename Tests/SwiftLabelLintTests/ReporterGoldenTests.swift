import Diagnostics
import Foundation
import TestSupport
import XCTest
@testable import SwiftLabelLint

/// The lint's output in every format, compared byte for byte with golden files in `Fixtures/Golden`.
/// Re-record with `scripts/record-goldens.sh` (`XCSTRINGS_RECORD=1`); a recording run fails on purpose.
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
        for format in ReportFormat.allCases {
            assertGolden(format.render(findings, tool: tool), at: folder.appendingPathComponent("lint.\(format.rawValue)"))
        }
    }
}
