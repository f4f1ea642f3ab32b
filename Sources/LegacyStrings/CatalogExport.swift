import Foundation

/// A catalog turned into legacy tables, one per language, with the report's counts and warnings.
public struct CatalogExport: Sendable {
    /// The table name (the catalog's file name without extension).
    public var tableName: String
    /// The catalog's source language.
    public var sourceLanguage: String
    /// The languages, sorted.
    public var languages: [ExportedLanguage]
    /// Counts for the report.
    public var statistics: TableStatistics
    /// Things the legacy formats cannot carry, and what was done about them.
    public var warnings: [LegacyWarning]

    /// The files to write under `folder`: `<lang>.lproj/<Table>.strings` and, where needed, `.stringsdict`.
    public func files(in folder: URL, encoding: StringsWriter.OutputEncoding) -> [LegacyExportPlan.Write] {
        var result: [LegacyExportPlan.Write] = []
        for language in languages {
            let lproj = folder.appendingPathComponent(language.language + ".lproj", isDirectory: true)
            if !language.strings.isEmpty || language.stringsdict.isEmpty {
                result.append(.init(url: lproj.appendingPathComponent(tableName + ".strings"),
                                    bytes: StringsWriter.bytes(language.strings, encoding: encoding)))
            }
            if !language.stringsdict.isEmpty {
                result.append(.init(url: lproj.appendingPathComponent(tableName + ".stringsdict"),
                                    bytes: Array(StringsdictWriter.text(language.stringsdict).utf8)))
            }
        }
        return result
    }
}
