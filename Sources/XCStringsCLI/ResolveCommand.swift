import CatalogMerge
import Foundation
import StringCatalog

/// `git xcstrings resolve FILE --ours|--theirs`: resolves every conflict hunk one way and re-validates.
struct ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Resolve every conflict hunk in catalogs one way (--ours or --theirs), then re-validate."
    static let discussion = """
        Keeps one side of every <<<<<<< ... >>>>>>> hunk and drops the other side and the markers, then checks that
        the file reads back as a catalog. The file is replaced atomically, and only if the result is valid;
        otherwise it is left as it was and the reason is printed (exit 2). Then 'git add FILE' marks it resolved.
        """
    static let spec = ArgumentSpec(
        flags: [
            .init("--ours", help: "Keep our side (the branch being merged into) of every hunk."),
            .init("--theirs", help: "Keep their side (the branch being merged) of every hunk."),
        ],
        positionals: .init(usage: "FILE...", help: "Catalogs holding conflict hunks.", minimum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let side: ConflictResolver.Side
        switch (arguments.flag("--ours"), arguments.flag("--theirs")) {
        case (true, false): side = .ours
        case (false, true): side = .theirs
        default: throw UsageError("give exactly one of '--ours' or '--theirs'")
        }
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
                let resolution = try ConflictResolver.resolve([UInt8](data), keeping: side)
                _ = try CatalogFile(bytes: resolution.bytes, path: path)
                if resolution.hunkCount == 0 {
                    context.writeError("\(path): no conflict hunks; left as it is\n")
                    continue
                }
                try AtomicFile.write(resolution.bytes, to: url)
                let plural = resolution.hunkCount == 1 ? "" : "s"
                context.writeError("\(path): resolved \(resolution.hunkCount) hunk\(plural) keeping \(side == .ours ? "ours" : "theirs")\n")
            } catch let error as ConflictResolver.UnterminatedHunkError {
                context.writeError("\(path): error: \(error); the file was left unchanged\n")
                exitCode = .failure
            } catch let error as LocatedError where error is JSONReadError || error is CatalogFileError {
                let place = error.position.map { "\($0.line):\($0.column): " } ?? ""
                context.writeError("\(path): error: keeping that side does not give a valid catalog: \(place)\(error.message); the file was left unchanged\n")
                exitCode = .failure
            }
        }
        return exitCode
    }
}
