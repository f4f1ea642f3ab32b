import Foundation
import LegacyStrings

/// Times migrating `legacy/vienna-rss` (404 files, 22 languages): discovery, reading every file, mapping each table
/// and rendering Xcode's bytes. Tables Foundation cannot read either are counted, not migrated. Target: under 1 s.
func migrateBenchmark(_ corpus: URL?) {
    guard let corpus else { print("corpus not found; set XCSTRINGS_CORPUS"); return }
    let root = corpus.appendingPathComponent("legacy/vienna-rss")
    var best = Double.infinity
    var summary = ""
    for _ in 0..<5 {
        let start = Date()
        let tables = LegacyDiscovery.tables(under: [root])
        var files = 0, keys = 0, bytes = 0, rejected = 0
        for table in tables {
            files += table.files.count
            guard let parsed = try? LegacyTableReader.read(table),
                let migrated = try? CatalogMigrator.migrate(parsed, options: MigrationOptions(sourceLanguage: "en"))
            else { rejected += 1; continue }
            keys += migrated.statistics.keys
            bytes += migrated.xcodeBytes.count
        }
        best = min(best, Date().timeIntervalSince(start))
        summary = "\(files) files, \(tables.count) tables (\(rejected) with a file Foundation rejects too), \(keys) keys, \(bytes) catalog bytes"
    }
    print("migrate vienna-rss: \(summary)")
    print(String(format: "migrate vienna-rss: best of 5: %.3f s (target < 1 s)", best))
}
