import CatalogMerge
import Diagnostics
import Foundation
import StringCatalog

/// `git xcstrings resolve FILE --ours|--theirs [--languages nl,de] [--keys PATTERN]`: resolves conflict hunks one
/// way — all of them, or those in some languages or keys — and re-validates.
struct ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Resolve conflict hunks in catalogs one way (--ours or --theirs), all or by language and key."
    static let discussion = """
        Keeps one side of each <<<<<<< ... >>>>>>> hunk and drops the other side and the markers, then checks that
        the file still reads as a catalog (with hunks left: keeping either side of them). With --languages or
        --keys only the hunks whose every conflict is in those languages and keys are resolved; the others stay
        for a person or another run. The file is replaced atomically, and only if the result is valid; otherwise
        it is left as it was and the reason is printed (exit 2). Exit 1 when hunks are left, 0 when none is.
        Then 'git add FILE' marks it resolved.
        """
    static let ours = Option.flag("--ours", help: "Keep our side (the branch being merged into).")
    static let theirs = Option.flag("--theirs", help: "Keep their side (the branch being merged).")
    static let languages = Option.list("--languages", valueName: "LANG,...", help: "Only hunks in these languages, e.g. 'nl,de'.")
    static let keys = Option.value("--keys", valueName: "PATTERN", help: "Only hunks in keys matching PATTERN ('*' and '?' as in a shell).")
    static let spec = ArgumentSpec(
        keys: [ours, theirs, languages, keys], exactlyOne: [[ours, theirs]],
        positionals: .init(usage: "FILE...", help: "Catalogs holding conflict hunks.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let side: MergeSide = arguments[Self.ours] ? .ours : .theirs
        let languages = arguments[Self.languages]
        if arguments.isGiven(Self.languages), languages.isEmpty {
            throw UsageError("option '--languages' needs at least one language code, e.g. 'nl,de'")
        }
        let filter = HunkFilter(languages: languages.isEmpty ? nil : Set(languages), keyPattern: arguments[Self.keys])
        var exitCode = ExitCode.clean
        for path in arguments.positionals {
            let url = context.url(for: path)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                let reason = CatalogFile.unreadableReason(url, error: error)
                context.writeError("\(CatalogFileError.unreadable(path: path, reason: reason))\n")
                exitCode = .failure
                continue
            }
            do {
                let resolution = try ConflictResolver.resolve([UInt8](data), keeping: side, only: filter, path: path)
                if resolution.hunkCount == 0 {
                    let why = resolution.leftCount == 0 ? "no conflict hunks" : "no hunk matches (\(resolution.leftCount) left)"
                    context.writeError("\(path): \(why); left as it is\n")
                    if resolution.leftCount > 0, exitCode == .clean { exitCode = .findings }
                    continue
                }
                try validate(resolution, path: path)
                try AtomicFile.write(resolution.bytes, to: url)
                let plural = resolution.hunkCount == 1 ? "" : "s"
                var line = "\(path): resolved \(resolution.hunkCount) hunk\(plural) keeping \(side.rawValue)"
                if resolution.leftCount > 0 {
                    line += "; \(resolution.leftCount) left"
                    if exitCode == .clean { exitCode = .findings }
                }
                context.writeError(line + "\n")
            } catch let error as ConflictResolver.UnterminatedHunkError {
                context.writeError("\(error.naming(path)); the file was left unchanged\n")
                exitCode = .failure
            } catch let error as LocatedError where error is JSONReadError || error is CatalogFileError {
                let refusal = FileError(path: path, position: error.position,
                                        message: "keeping that side does not give a valid catalog: \(error.message); the file was left unchanged")
                context.writeError("\(refusal)\n")
                exitCode = .failure
            }
        }
        return exitCode
    }

    /// The result must read as a String Catalog (`CatalogFile`); with hunks left, whichever side of them a person keeps.
    private static func validate(_ resolution: ConflictResolver.Resolution, path: String) throws {
        if resolution.leftCount == 0 {
            _ = try CatalogFile(bytes: resolution.bytes, path: path)
            return
        }
        for remaining in [MergeSide.ours, .theirs] {
            _ = try CatalogFile(bytes: try ConflictResolver.resolve(resolution.bytes, keeping: remaining).bytes, path: path)
        }
    }
}
