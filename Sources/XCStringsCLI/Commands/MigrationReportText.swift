import Foundation
import LegacyStrings

/// The human-readable report `migrate` prints.
enum MigrationReportText {
    static func render(_ plan: MigrationPlan, dryRun: Bool, delete: Bool, relativeTo folder: URL) -> String {
        var out = "Source language: \(plan.sourceLanguage) (\(plan.sourceLanguageOrigin))\n"
        let verb = dryRun ? "would write" : "wrote"
        var warnings: [LegacyWarning] = []
        for catalog in plan.catalogs {
            let how = catalog.mergesIntoExisting ? "merged into existing" : "new"
            out += "\(verb) \(DisplayPath.relative(catalog.catalogURL, to: folder)) (\(how), from \(CountPhrase.of(catalog.table.files.count, "file"))): "
                + catalog.statistics.summary + "\n"
            warnings += catalog.warnings
        }
        let totalKeys = plan.catalogs.reduce(0) { $0 + $1.statistics.keys }
        out += "\(CountPhrase.of(plan.catalogs.count, "table")), \(CountPhrase.of(totalKeys, "key")), "
            + "\(CountPhrase.of(warnings.count, "warning"))\n"
        for warning in warnings {
            var shown = warning
            shown.path = DisplayPath.relative(URL(fileURLWithPath: warning.path), to: folder)
            out += "\(shown)\n"
        }
        let files = plan.legacyFiles
        if dryRun {
            out += "dry run: nothing written; \(CountPhrase.of(files.count, "legacy file")) would be \(delete ? "removed" : "kept")\n"
        } else if delete {
            out += "removed \(CountPhrase.of(files.count, "legacy file"))\n"
        } else {
            out += "kept \(CountPhrase.of(files.count, "legacy file")) (pass --delete to remove them):\n"
            for file in files { out += "  \(DisplayPath.relative(file, to: folder))\n" }
        }
        return out
    }
}
