import Diagnostics
import Foundation
import StringCatalog

/// `git xcstrings format [--check] FILE…`: rewrites catalogs in Xcode's canonical form.
///
/// An Xcode-written canonical file is left byte-identical (it is not even rewritten). Each file is read fully
/// before anything is written, and written atomically, so an unreadable file changes nothing.
struct FormatCommand: Command {
    static let name = "format"
    static let summary = "Rewrite catalogs in Xcode's canonical form (sorted keys, Xcode's spacing)."
    static let discussion = """
    Sorts every object the way Xcode does and writes Xcode's exact bytes, so Xcode never rewrites the file.
    Files are replaced atomically and keep their permissions. With --check nothing is written; the command
    exits 1 and names each file that is not canonical.
    """
    static let check = Option.flag("--check", help: "Change nothing; exit 1 naming each file that is not canonical.")
    static let spec = ArgumentSpec(
        keys: [check],
        positionals: .init(usage: "FILE...", help: "The .xcstrings files to format.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Read everything first: one bad file stops the command before any file is touched.
        var plans: [(url: URL, path: String, source: [UInt8], canonical: [UInt8], changed: Bool)] = []
        for path in arguments.positionals {
            let url = context.url(for: path)
            let document = try CatalogFile.readDocument(url, displayPath: path)
            let canonical = document.canonicalBytes()
            plans.append((url, path, document.sourceBytes, canonical, canonical != document.sourceBytes))
        }
        let changed = plans.filter(\.changed)
        if arguments[Self.check] {
            for plan in changed {
                let place = firstDifference(plan.source, plan.canonical)
                context.writeOutput(
                    "\(plan.path):\(place.line):\(place.column): warning: not in Xcode's canonical form from here on; "
                        + "run 'git xcstrings format \(plan.path)' [format]\n")
            }
            return changed.isEmpty ? .clean : .findings
        }
        for plan in changed {
            try AtomicFile.write(plan.canonical, to: plan.url)
            context.writeError("formatted \(plan.path)\n")
        }
        return .clean
    }

    /// Where `source` first differs from its canonical form, as a line and column of `source`.
    static func firstDifference(_ source: [UInt8], _ canonical: [UInt8]) -> TextPosition {
        var common = 0
        let length = min(source.count, canonical.count)
        while common < length, source[common] == canonical[common] { common += 1 }
        return TextPosition(offset: common, in: source)
    }
}
