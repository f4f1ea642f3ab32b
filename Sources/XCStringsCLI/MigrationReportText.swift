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
            out += "\(verb) \(DisplayPath.relative(catalog.catalogURL, to: folder)) (\(how), from \(catalog.table.files.count) files): "
                + catalog.statistics.summary + "\n"
            warnings += catalog.warnings
        }
        let totalKeys = plan.catalogs.reduce(0) { $0 + $1.statistics.keys }
        out += "\(plan.catalogs.count) tables, \(totalKeys) keys, \(warnings.count) warnings\n"
        for warning in warnings {
            var shown = warning
            shown.path = DisplayPath.relative(URL(fileURLWithPath: warning.path), to: folder)
            out += "\(shown)\n"
        }
        let files = plan.legacyFiles
        if dryRun {
            out += "dry run: nothing written; \(files.count) legacy files would be \(delete ? "removed" : "kept")\n"
        } else if delete {
            out += "removed \(files.count) legacy files\n"
        } else {
            out += "kept \(files.count) legacy files (pass --delete to remove them):\n"
            for file in files { out += "  \(DisplayPath.relative(file, to: folder))\n" }
        }
        return out
    }
}
