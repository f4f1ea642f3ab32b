import Diagnostics
import Exchange
import Foundation
import StringCatalog

/// `git xcstrings export CATALOG… --xliff DIR [--languages …] [--xcloc]`: reads the catalogs, lets `XLIFFExport`
/// plan the files, writes them atomically.
enum XLIFFExportRun {
    static func run(_ arguments: ParsedArguments, folder: String, context: CommandContext) throws -> ExitCode {
        var inputs: [XLIFFExport.Input] = []
        for path in arguments.positionals {
            let url = context.url(for: path)
            let file = try CatalogFile.read(url, displayPath: path)
            inputs.append(XLIFFExport.Input(path: normalized(path), catalog: file.catalog, bytes: file.bytes))
        }
        let languages = arguments[ExportCommand.languages]
        let export = XLIFFExport(inputs: inputs, languages: languages.isEmpty ? nil : languages, xcloc: arguments[ExportCommand.xcloc])
        let (files, counts) = export.outputs()
        let root = context.url(for: folder)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(file.bytes, to: url, durable: false)
        }
        for (language, units) in counts {
            context.writeOutput("\(language): \(CountPhrase.of(units, "unit"))\n")
        }
        context.writeOutput("wrote \(CountPhrase.of(files.count, "file")) to \(folder)\n")
        return .clean
    }

    /// The path as `original` names it: `/`-separated, without a leading `./`.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.first == "." { parts.removeFirst() }
        return parts.filter { $0 != "." }.joined(separator: "/")
    }
}
