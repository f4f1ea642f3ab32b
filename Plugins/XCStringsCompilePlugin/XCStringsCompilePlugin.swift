import Foundation
import PackagePlugin

/// Compiles each String Catalog (`.xcstrings`) of a target into `<lang>.lproj/<Table>.strings` and
/// `<lang>.lproj/<Table>.stringsdict` in the plugin's work folder, which SwiftPM then bundles as resources, so
/// `Bundle.module` finds the translations in `swift build` and `swift test` (SwiftPM copies a catalog unchanged;
/// only Xcode compiles it).
///
/// A build command must name its outputs before it runs: the plugin reads each catalog's languages (the source
/// language and every language of a localization, `CatalogCompiler.languages(of:)`) and declares two files per
/// language; `xcstrings-compile` writes exactly those, with the tables of `git xcstrings export`.
@main
struct XCStringsCompilePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "xcstrings-compile")
        // The Path API: the URL one is available only to packages of tools version 6.0, and this one is 5.9.
        let catalogs = target.sourceFiles.map(\.path).filter { $0.extension == "xcstrings" }
        let output = context.pluginWorkDirectory.appending("Localizations")
        return try catalogs.map { catalog in
            let languages = try Self.languages(of: URL(fileURLWithPath: catalog.string))
            let table = catalog.stem
            let outputs = languages.flatMap { language in
                ["strings", "stringsdict"].map { output.appending("\(language).lproj", "\(table).\($0)") }
            }
            return .buildCommand(displayName: "Compiling String Catalog \(catalog.lastComponent)",
                                 executable: tool.path, arguments: [catalog.string, output.string] + languages,
                                 inputFiles: [catalog], outputFiles: outputs)
        }
    }

    /// The catalog's source language and every language of a localization, sorted (the rule of
    /// `CatalogCompiler.languages(of:)`; the build step refuses a catalog that holds any other).
    static func languages(of catalog: URL) throws -> [String] {
        let data = try Data(contentsOf: catalog)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CatalogError(description: "\(catalog.path): error: not a String Catalog (the top level is not an object)")
        }
        var languages: Set<String> = [(root["sourceLanguage"] as? String) ?? "en"]
        for case let entry as [String: Any] in ((root["strings"] as? [String: Any]) ?? [:]).values {
            languages.formUnion(((entry["localizations"] as? [String: Any]) ?? [:]).keys)
        }
        return languages.sorted()
    }
}

/// A catalog the plugin cannot read; the description is one `path: error: message` line.
struct CatalogError: Error, CustomStringConvertible {
    var description: String
}
