import Foundation
import StringCatalog

/// The build step of `XCStringsCompilePlugin`: compiles one catalog into the `.lproj` tables the runtime reads, for
/// SwiftPM builds (which copy a `.xcstrings` into the bundle unchanged; only Xcode compiles it).
///
/// A build tool plugin must name its output files before the step runs, so the plugin lists the languages of the
/// catalog (its source language and every language of a localization, the rule of `languages(of:)`) and this step
/// writes exactly `<lang>.lproj/<Table>.strings` and `<lang>.lproj/<Table>.stringsdict` for each of them: the
/// tables of `CatalogExporter` (what `export` writes), and an empty table where a language has nothing of a kind.
public enum CatalogCompiler {
    /// The languages a catalog compiles to: its source language, then every language of a localization, sorted.
    public static func languages(of root: JSONValue) -> [String] {
        let sourceLanguage = root.object?["sourceLanguage"]?.stringValue ?? "en"
        var languages: Set<String> = [sourceLanguage]
        for entry in root.object?["strings"]?.object?.members ?? [] {
            languages.formUnion(entry.value.object?["localizations"]?.object?.keys ?? [])
        }
        return languages.sorted()
    }

    /// The files for `languages`, two per language, from the export of the catalog.
    public static func files(_ export: CatalogExport, languages: [String], in folder: URL) -> [(url: URL, bytes: [UInt8])] {
        languages.flatMap { language -> [(url: URL, bytes: [UInt8])] in
            let table = export.languages.first { $0.language == language }
            let lproj = folder.appendingPathComponent(language + ".lproj", isDirectory: true)
            return [
                (lproj.appendingPathComponent(export.tableName + ".strings"),
                 StringsWriter.bytes(table?.strings ?? [], encoding: .utf8)),
                (lproj.appendingPathComponent(export.tableName + ".stringsdict"),
                 Array(StringsdictWriter.text(table?.stringsdict ?? []).utf8)),
            ]
        }
    }

    /// Compiles the catalog at `catalog` into `folder` for `languages` (those the plugin declared) and returns
    /// the export's warnings. Fails, writing nothing, when the catalog does not read or holds a language the
    /// plugin did not declare; its errors are `LocatedError`s (a `FileError`, or the catalog reader's), one
    /// `path: error: message` line each.
    public static func compile(catalog: URL, into folder: URL, languages: [String]) throws -> [LegacyWarning] {
        let path = catalog.path
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: catalog)) } catch {
            throw FileError(path: path, message: "cannot read the catalog: \(CatalogFile.unreadableReason(catalog, error: error))")
        }
        let document = try CatalogFile(bytes: bytes, path: path).document()
        let export = CatalogExporter.export(root: document.root, tableName: catalog.deletingPathExtension().lastPathComponent,
                                            path: path, options: ExportOptions())
        if let undeclared = export.languages.first(where: { !languages.contains($0.language) }) {
            throw FileError(path: path, message: "the catalog holds language '\(undeclared.language)' that the build step was not told "
                + "about; rebuild so the plugin reads the catalog again")
        }
        for file in files(export, languages: languages, in: folder) {
            do {
                try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: file.url, options: .atomic)
            } catch {
                throw FileError(path: file.url.path, message: "cannot write: \(FileError.reason(of: error))")
            }
        }
        return export.warnings
    }
}
