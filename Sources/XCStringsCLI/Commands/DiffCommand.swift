import CatalogReview
import Diagnostics
import Foundation
import Git

/// `git xcstrings diff`: what a change does to the catalogs, in strings (`CatalogChangeSummary`), between two
/// revisions, a revision and the work tree, the index and the work tree, or two files.
struct DiffCommand: Command {
    static let name = "diff"
    static let summary = "Summarize what a change does to the catalogs: keys, source texts, translations, coverage."
    static let discussion = """
    Like git diff: no revision compares the index with the work tree (--cached: HEAD with the index); REV compares
    REV with the work tree (with --cached, the index); A..B and 'A B' compare two revisions; A...B compares B with
    its merge base with A. Two existing files compare those files, like git diff --no-index. PATH limits the
    catalogs (default: every changed .xcstrings). Reports keys added, removed and renamed, source texts changed,
    and per language translations added and changed, states changed, and coverage before and after.
    --format markdown is what a CI job posts as a pull-request comment; json is for scripts. Exit status 0, or 2
    for a usage or input error.
    """
    static let cached = Option.flag("--cached", help: "Compare with the index instead of the work tree (also --staged).")
    static let staged = Option.flag("--staged", help: "Same as --cached.")
    static let format: Option<ChangeSummaryFormat?> = .choice("--format", valueName: "FORMAT", help: "Output format (default: text).")
    static let spec = ArgumentSpec(
        keys: [cached, staged, format],
        positionals: .init(usage: "[REV[..REV]] [-- PATH...]", help: "Revisions, then the catalogs to compare.")
    )

    /// One side of a comparison.
    enum Side: Equatable {
        case revision(String)
        case index
        case workTree
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let format = arguments[Self.format] ?? .text
        let split = arguments.separatorIndex ?? arguments.positionals.count
        let revisions = Array(arguments.positionals[..<split])
        let paths = Array(arguments.positionals[split...])
        if arguments.separatorIndex == nil, revisions.count == 2,
           revisions.allSatisfy({ FileManager.default.fileExists(atPath: context.url(for: $0).path) }) {
            let sides = try revisions.map { path -> [UInt8] in
                guard let data = FileManager.default.contents(atPath: context.url(for: path).path) else {
                    throw UsageError("\(path): cannot read the file")
                }
                return [UInt8](data)
            }
            context.writeOutput(format.render([CatalogChangeSummary.between(sides[0], sides[1], path: revisions[1],
                                                                          keep: context.keepUntilExit)]))
            return .clean
        }
        let git = try Git(directory: context.currentDirectory, environment: context.environment)
        let repository = try Repository.discover(using: git)
        let (before, after) = try sides(revisions, cached: arguments[Self.cached] || arguments[Self.staged],
                                        repository: repository)
        let changed = try changedCatalogs(before, after, paths: paths, git: git)
        let (old, new) = try read(changed, before, after, repository: repository)
        let summaries = changed.indices.map { CatalogChangeSummary.between(old[$0], new[$0], path: changed[$0],
                                                                                keep: context.keepUntilExit) }
        context.writeOutput(format.render(summaries))
        return .clean
    }

    /// The two sides the revisions name, as git diff reads them.
    static func sides(_ revisions: [String], cached: Bool, repository: Repository) throws -> (Side, Side) {
        let git = repository.git
        func commit(_ name: String) throws -> String {
            try ChangeBaseline.revision(name, in: repository).revisions.first ?? name
        }
        switch revisions.count {
        case 0:
            return cached ? (.revision(try commit("HEAD")), .index) : (.index, .workTree)
        case 1:
            let range = revisions[0]
            if let dots = range.range(of: "...") {
                let (a, b) = (String(range[..<dots.lowerBound]), String(range[dots.upperBound...]))
                let base = try git.check(["merge-base", try commit(a.isEmpty ? "HEAD" : a), try commit(b.isEmpty ? "HEAD" : b)])
                return (.revision(base.trimmedOutput), .revision(try commit(b.isEmpty ? "HEAD" : b)))
            }
            if let dots = range.range(of: "..") {
                let (a, b) = (String(range[..<dots.lowerBound]), String(range[dots.upperBound...]))
                return (.revision(try commit(a.isEmpty ? "HEAD" : a)), .revision(try commit(b.isEmpty ? "HEAD" : b)))
            }
            return (.revision(try commit(range)), cached ? .index : .workTree)
        case 2:
            return (.revision(try commit(revisions[0])), .revision(try commit(revisions[1])))
        default:
            throw UsageError("name at most two revisions (or A..B), then '--' and the catalogs")
        }
    }

    /// The catalogs that differ between the sides (top-relative paths), limited to `paths` when given.
    static func changedCatalogs(_ before: Side, _ after: Side, paths: [String], git: Git) throws -> [String] {
        var arguments = ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff"]
        switch (before, after) {
        case (.index, .workTree): break
        case (.revision(let a), .index): arguments += ["--cached", a]
        case (.revision(let a), .workTree): arguments.append(a)
        case (.revision(let a), .revision(let b)): arguments += [a, b]
        default: throw UsageError("cannot compare these sides")
        }
        arguments += ["--"] + (paths.isEmpty ? [":(top,glob)**/*.xcstrings"] : paths)
        return try git.check(arguments).nulSeparated.filter { $0.hasSuffix(".xcstrings") }
    }

    /// The bytes of each of `paths` on both sides (nil where the file does not exist there): the work tree's from
    /// disk, and whatever git holds (index, revisions) through one `cat-file` process for both sides (each git
    /// process is a few milliseconds of a command meant to take 100).
    static func read(_ paths: [String], _ before: Side, _ after: Side, repository: Repository) throws
        -> (before: [[UInt8]?], after: [[UInt8]?]) {
        let names = [before, after].map { objectNames(paths, at: $0) }
        let stored = names.flatMap { $0 ?? [] }
        let blobs = try stored.isEmpty ? [] : ObjectReader(git: repository.git).readIfPresent(stored).map { $0.map { [UInt8]($0) } }
        var sides: [[[UInt8]?]] = []
        var next = 0
        for side in names {
            if side == nil {
                sides.append(paths.map { path in
                    FileManager.default.contents(atPath: repository.topLevel.appendingPathComponent(path).path).map { [UInt8]($0) }
                })
            } else {
                sides.append(Array(blobs[next..<(next + paths.count)]))
                next += paths.count
            }
        }
        return (sides[0], sides[1])
    }

    /// The git object names of `paths` on `side` (`:path` in the index, `commit:path`); nil for the work tree.
    static func objectNames(_ paths: [String], at side: Side) -> [String]? {
        switch side {
        case .workTree: return nil
        case .index: return paths.map { ":" + $0 }
        case .revision(let commit): return paths.map { commit + ":" + $0 }
        }
    }
}
