import CatalogReview
import Diagnostics
import Foundation

/// `git xcstrings textconv FILE`: the canonical listing of a catalog, what `git diff` shows through
/// `diff.xcstrings.textconv` (set by `install`). The work is `CatalogListing`.
struct TextconvCommand: Command {
    static let name = "textconv"
    static let summary = "Print a catalog as a listing, one line per fact (what git diff shows after install)."
    static let discussion = """
    One line per fact, keys in Xcode's order: '"Save"  de  [translated]  Sichern', plural, device and substitution
    paths spelled out, comments and extractionState on their own lines, values escaped so a line is one fact.
    A file that does not read as a catalog is printed as it is after one line saying why, and the exit status is
    0 whenever the file could be read: git diff must never fail because of a catalog. Format: docs/review.md.
    """
    static let spec = ArgumentSpec(
        positionals: .init(usage: "FILE", help: "The catalog (git passes a temporary copy).", minimum: 1, maximum: 1)
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let path = arguments.positionals[0]
        let url = context.url(for: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw UsageError("\(path): cannot read the file; name an existing catalog")
        }
        context.writeOutput(bytes: CatalogListing.listing(of: [UInt8](data), path: path))
        return .clean
    }
}
