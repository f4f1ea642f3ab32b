import Diagnostics
import Foundation
import LegacyStrings

// The build step of XCStringsCompilePlugin: `xcstrings-compile CATALOG OUTPUT_FOLDER LANG...`.
// Writes <lang>.lproj/<Table>.strings and .stringsdict for each LANG; see CatalogCompiler.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: xcstrings-compile CATALOG OUTPUT_FOLDER LANG...\n".utf8))
    exit(ExitCode.failure.rawValue)
}
do {
    let warnings = try CatalogCompiler.compile(catalog: URL(fileURLWithPath: arguments[0]),
                                               into: URL(fileURLWithPath: arguments[1], isDirectory: true),
                                               languages: Array(arguments.dropFirst(2)))
    for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
} catch {
    let line = (error as? LocatedError)?.rendered(program: "xcstrings-compile") ?? "xcstrings-compile: error: \(error)"
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(ExitCode.failure.rawValue)
}
