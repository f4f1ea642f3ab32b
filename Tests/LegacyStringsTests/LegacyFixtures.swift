import Foundation

/// The LegacyStrings fixtures: the fixture project and, under `Golden/`, the migrated and exported golden files.
enum LegacyFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = folder.appendingPathComponent("Golden")
}
