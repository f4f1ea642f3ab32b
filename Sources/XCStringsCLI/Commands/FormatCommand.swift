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
        let checking = arguments[Self.check]
        var plans: [(url: URL, path: String, source: [UInt8], difference: Int?, canonical: [UInt8])] = []
        for path in arguments.positionals {
            let url = context.url(for: path)
            let tape = try CatalogFile.readTape(url, displayPath: path)
            // A file found canonical on the tape needs no tree and no writing; `--check` needs only where it
            // first differs. Otherwise the canonical form is written and compared.
            switch CanonicalMatch.compare(tape) {
            case .canonical:
                plans.append((url, path, tape.bytes, nil, []))
            case .differs(let offset) where checking:
                plans.append((url, path, tape.bytes, offset, []))
            case .differs, .unknown:
                let canonical = JSONDocument(tape: tape, path: path).canonicalBytes()
                plans.append((url, path, tape.bytes, firstDifference(tape.bytes, canonical), canonical))
            }
        }
        let changed = plans.filter { $0.difference != nil }
        if checking {
            for plan in changed {
                let place = TextPosition(offset: plan.difference ?? 0, in: plan.source)
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

    /// The offset where `source` first differs from its canonical form (the length of their common prefix); nil
    /// when they are equal.
    static func firstDifference(_ source: [UInt8], _ canonical: [UInt8]) -> Int? {
        guard source != canonical else { return nil }
        var common = 0
        let length = min(source.count, canonical.count)
        while common < length, source[common] == canonical[common] { common += 1 }
        return common
    }
}
