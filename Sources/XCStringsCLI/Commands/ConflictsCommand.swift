import CatalogMerge
import Diagnostics
import Foundation
import Git
import StringCatalog

/// `git xcstrings conflicts [FILE…] [--format text|json]`: lists the conflicts left in catalogs — key, path, and
/// base / ours / theirs values and states — read from the hunks in the files.
struct ConflictsCommand: Command {
    static let name = "conflicts"
    static let summary = "List the conflicts left in catalogs: key, path, each side's value and state."
    static let discussion = """
        Reads the conflict hunks in the files (the merge driver's, or git's own, e.g. after
        'git checkout --conflict=merge'); without FILE, every conflicted .xcstrings file of the repository.
        Text: one line per conflict, 'path:line: "key" language value: ours "…" [state], theirs "…" [state]
        (base "…")', the base from the hunks (diff3) or from git's index. JSON is for editors and scripts.
        Exit 0 when no conflict is left, 1 when some are, 2 for an unreadable file or no repository.
        """
    static let format = Option.value("--format", valueName: "FORMAT", help: "Output format (default: text).",
                                     allowedValues: ["text", "json"])
    static let spec = ArgumentSpec(
        keys: [format],
        positionals: .init(usage: "[FILE...]", help: "Catalogs to read (default: the conflicted catalogs in git).")
    )

    /// One file's hunks and the conflicts read from them (nil: the sides do not read as JSON).
    private struct Listing {
        var path: String
        var hunks: [ConflictedFile.Hunk]
        var reports: [ConflictReport]?
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let paths = arguments.positionals.isEmpty ? try conflictedCatalogs(context) : arguments.positionals
        var listings: [Listing] = []
        var failed = false
        for path in paths {
            let url = context.url(for: path)
            do {
                let file = try ConflictedFile([UInt8](try Data(contentsOf: url)))
                var reports = ConflictReader.reports(in: file, path: path)
                if let found = reports, found.contains(where: { $0.base == nil }), let base = indexBase(of: url, context) {
                    reports = found.map { $0.base == nil ? $0.withBase(from: base) : $0 }
                }
                listings.append(Listing(path: path, hunks: file.hunks, reports: reports))
            } catch let error as ConflictResolver.UnterminatedHunkError {
                context.writeError("\(error.naming(path))\n")
                failed = true
            } catch {
                let reason = CatalogFile.unreadableReason(url, error: error)
                context.writeError("\(CatalogFileError.unreadable(path: path, reason: reason))\n")
                failed = true
            }
        }
        if arguments[Self.format] == "json" {
            context.writeOutput(json(listings))
        } else {
            for listing in listings { context.writeOutput(text(listing)) }
            let count = listings.reduce(0) { $0 + max($1.reports?.count ?? $1.hunks.count, 0) }
            let files = listings.filter { !$0.hunks.isEmpty }.count
            context.writeError("conflicts: \(count) conflict\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n")
        }
        if failed { return .failure }
        return listings.contains { !$0.hunks.isEmpty } ? .findings : .clean
    }

    /// The repository's conflicted `.xcstrings` paths, relative to the current directory's repository root.
    private static func conflictedCatalogs(_ context: CommandContext) throws -> [String] {
        let git = try Git(directory: context.currentDirectory, environment: context.environment)
        guard let top = try? git.output(["rev-parse", "--show-toplevel"]) else {
            throw UsageError("'\(context.currentDirectory.path)' is not inside a git repository; "
                + "name the catalogs, e.g. 'git xcstrings conflicts Localizable.xcstrings'")
        }
        let names = try git.check(["diff", "--name-only", "--diff-filter=U", "-z"]).output
        return names.split(separator: "\0").map(String.init).filter { $0.hasSuffix(".xcstrings") }
            .map { DisplayPath.relative(URL(fileURLWithPath: top).appendingPathComponent($0), to: context.currentDirectory) }
    }

    /// The base version git keeps for a conflicted file (index stage 1), when there is one.
    private static func indexBase(of url: URL, _ context: CommandContext) -> JSONValue? {
        let folder = url.deletingLastPathComponent()
        guard let git = try? Git(directory: folder, environment: context.environment),
            let result = try? git.run(["show", ":1:./" + url.lastPathComponent]), result.status == 0
        else { return nil }
        return try? JSONDocument(bytes: [UInt8](result.stdout), path: url.path).root
    }

    private static func text(_ listing: Listing) -> String {
        guard let reports = listing.reports else {
            return listing.hunks.map {
                "\(listing.path):\($0.line): a hunk of \($0.lineCount) lines (keeping one side does not give readable JSON)\n"
            }.joined()
        }
        return reports.map { "\(listing.path):\($0.line ?? 0): \($0.text(states: true))\n" }.joined()
    }

    private static func json(_ listings: [Listing]) -> String {
        func side(_ side: ConflictReport.Side?) -> JSONValue {
            guard let side else { return JSONValue(.null) }
            return .object(JSONObject(pairs: [
                ("value", side.value ?? JSONValue(.null)), ("state", side.state.map(JSONValue.string) ?? JSONValue(.null)),
            ]))
        }
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? JSONValue(.null) }
        let files = listings.map { listing -> JSONValue in
            let conflicts = (listing.reports ?? []).map { report -> JSONValue in
                .object(JSONObject(pairs: [
                    ("line", report.line.map(JSONValue.int) ?? JSONValue(.null)),
                    ("hunk", report.hunkIndex.map(JSONValue.int) ?? JSONValue(.null)),
                    ("key", optional(report.key)), ("language", optional(report.language)),
                    ("path", .array(report.path.components.map(JSONValue.string))), ("name", .string(report.name)),
                    ("ours", side(report.ours)), ("theirs", side(report.theirs)), ("base", side(report.base)),
                ]))
            }
            return .object(JSONObject(pairs: [
                ("path", .string(listing.path)), ("hunks", .int(listing.hunks.count)),
                ("hunkLines", .array(listing.hunks.map { .int($0.line) })),
                ("readable", .bool(listing.reports != nil)), ("conflicts", .array(conflicts)),
            ]))
        }
        let style = JSONStyle(
            separator: ": ", indent: "  ", newline: "\n", xcodeEmptyObjects: false, finalNewline: "\n", order: .xcode)
        let root = JSONValue.object(JSONObject(pairs: [("files", .array(files))]))
        return String(decoding: JSONWriter(style: style, preservingSource: false).bytes(for: root), as: UTF8.self) + "\n"
    }
}
