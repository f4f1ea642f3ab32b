import Diagnostics
import Foundation
import InterfaceBuilderStrings
import StringCatalog

/// Migrates the legacy tables under some folders into String Catalogs: plan (read and map everything), then apply.
public enum LegacyMigration {
    /// Reads every legacy file under `roots` and builds the catalogs; throws before anything is written.
    public static func plan(
        roots: [URL], sourceLanguage: String?, extractionState: String = "migrated", keepWidthRules: Bool = false
    ) throws -> MigrationPlan {
        let tables = LegacyDiscovery.tables(under: roots)
        guard !tables.isEmpty else { throw MigrationError.noLegacyFiles(paths: roots.map(\.path)) }
        let (language, origin) = try decideSourceLanguage(sourceLanguage, roots: roots, tables: tables)
        let options = MigrationOptions(sourceLanguage: language, extractionState: extractionState, keepWidthRules: keepWidthRules)
        var errors: [LocatedError] = []
        var catalogs: [PlannedCatalog] = []
        for table in tables {
            do {
                var parsed: [ParsedLegacyFile] = []
                var tableErrors: [LocatedError] = []
                for file in table.files {
                    do { parsed += try LegacyTableReader.read(LegacyTable(name: table.name, folder: table.folder, files: [file])) }
                    catch { tableErrors.append(located(error, at: file.url)) }
                }
                var interfaceBuilder: [InterfaceBuilderString] = []
                if let file = table.interfaceBuilderFile {
                    do { interfaceBuilder = try InterfaceBuilderReader.read(file) } catch { tableErrors.append(located(error, at: file)) }
                }
                guard tableErrors.isEmpty else { errors += tableErrors; continue }
                let migrated = try CatalogMigrator.migrate(parsed, interfaceBuilder: interfaceBuilder,
                                                           interfaceBuilderPath: table.interfaceBuilderFile?.path ?? "", options: options)
                catalogs.append(try planCatalog(table: table, migrated: migrated, sourceLanguage: language))
            } catch {
                errors.append(located(error, at: table.folder))
            }
        }
        guard errors.isEmpty else { throw MigrationError.unreadable(errors) }
        return MigrationPlan(sourceLanguage: language, sourceLanguageOrigin: origin,
                             catalogs: catalogs.sorted { $0.catalogURL.path < $1.catalogURL.path })
    }

    /// `error` as an error about a file: our readers' errors are; another (the system's) is about `url`.
    private static func located(_ error: Error, at url: URL) -> LocatedError {
        error as? LocatedError ?? FileError(path: url.path, message: FileError.reason(of: error))
    }

    /// Writes the planned catalogs (atomically); with `delete`, removes the legacy files (`git rm` inside a
    /// repository). Returns the files removed.
    @discardableResult
    public static func apply(_ plan: MigrationPlan, delete: Bool) throws -> [URL] {
        for catalog in plan.catalogs {
            do {
                try FileManager.default.createDirectory(
                    at: catalog.catalogURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(catalog.bytes).write(to: catalog.catalogURL, options: .atomic)
            } catch {
                throw MigrationFileError(path: catalog.catalogURL.path, message: FileError.reason(of: error))
            }
        }
        guard delete else { return [] }
        let files = plan.legacyFiles
        try LegacyFileRemover.remove(files)
        return files
    }

    static func decideSourceLanguage(_ flag: String?, roots: [URL], tables: [LegacyTable]) throws -> (String, String) {
        if let flag { return (flag, "--source-language") }
        if let found = DevelopmentRegion.find(around: roots) {
            return (found.language, "developmentRegion in \(found.project.path)")
        }
        let languages = Set(tables.flatMap { $0.files.map(\.language) })
        if languages.contains("en") { return ("en", "en.lproj present") }
        throw MigrationError.sourceLanguageUnknown(languages: languages.sorted())
    }

    static func planCatalog(table: LegacyTable, migrated: MigratedCatalog, sourceLanguage: String) throws -> PlannedCatalog {
        let url = table.catalogURL(sourceLanguage: sourceLanguage)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return PlannedCatalog(table: table, catalogURL: url, mergesIntoExisting: false, bytes: migrated.xcodeBytes,
                                  statistics: migrated.statistics, warnings: migrated.warnings)
        }
        var document: JSONDocument
        do {
            document = try CatalogFile.read(url).document()
        } catch let error as LocatedError {
            throw MigrationFileError.existingCatalog(error, path: url.path)
        }
        let existingLanguage = document.root.object?["sourceLanguage"]?.stringValue ?? sourceLanguage
        guard existingLanguage == sourceLanguage else {
            throw MigrationFileError.sourceLanguageMismatch(path: url.path, catalog: existingLanguage, migration: sourceLanguage)
        }
        let warnings = CatalogMerging.merge(migrated.root, into: &document)
        return PlannedCatalog(table: table, catalogURL: url, mergesIntoExisting: true, bytes: document.serialized(),
                              statistics: migrated.statistics, warnings: migrated.warnings + warnings)
    }
}
