import Diagnostics
import Foundation
import StringCatalog

/// Checks one catalog: reads it, runs every check, and places each finding at the line and column of the
/// member it is about.
///
/// This is the library entry the pre-commit hook uses: give it the staged bytes (`check(bytes:path:)`) with
/// `CheckOptions(mode: .preCommit)`, and block the commit when a finding is an error.
public struct CatalogChecker: Sendable {
    public var options: CheckOptions

    /// Creates a checker.
    public init(options: CheckOptions = CheckOptions()) {
        self.options = options
    }

    /// Checks catalog `bytes`; `path` names the file in findings. A file that cannot be read as a catalog (broken
    /// JSON, or JSON that is not a String Catalog) gives one `structure` error at the reader's position instead of
    /// throwing.
    public func check(bytes: [UInt8], path: String) -> [Finding] {
        let file: CatalogFile
        do {
            file = try CatalogFile(bytes: bytes, path: path)
        } catch {
            return [Self.unreadable(path: path, error: error)]
        }
        return check(file)
    }

    /// The one finding for a file that does not read as a catalog: a `structure` error at the reader's position
    /// (line 1, column 1 when the error has none), with the reader's message. `check` and the pre-commit's
    /// `CatalogSyntaxValidator` both report an unreadable catalog through here, so it reads the same in both.
    public static func unreadable(path: String, error: Error) -> Finding {
        let location: SourceLocation
        let message: String
        switch error {
        case let error as JSONReadError:
            (location, message) = (SourceLocation(line: error.line, column: error.column), error.message)
        case let error as CatalogFileError:
            let position = error.position ?? TextPosition(line: 1, column: 1)
            (location, message) = (SourceLocation(line: position.line, column: position.column), error.message)
        default:
            (location, message) = (SourceLocation(line: 1, column: 1), FileError.reason(of: error))
        }
        return Finding(path: path, location: location, severity: .error, message: message,
                       ruleID: CheckID.structure.rawValue)
    }

    /// Checks a catalog already read. A finding repeated word for word at one place (the same stray `%x` twice in
    /// one value) is reported once.
    public func check(_ file: CatalogFile) -> [Finding] {
        findings(for: issues(in: file.catalog), in: file)
    }

    /// `issues` placed in `file`, each repeated finding once.
    func findings(for issues: [CheckIssue], in file: CatalogFile) -> [Finding] {
        placed(issues, in: file).map(\.finding)
    }

    /// `issues` placed in `file` with the issue each finding comes from, each repeated finding once.
    func placed(_ issues: [CheckIssue], in file: CatalogFile) -> [(issue: CheckIssue, finding: Finding)] {
        var index = PositionIndex(tape: file.tape)
        // A repeat is at the same place: findings are compared only with those placed there before (hashing two
        // numbers instead of every message). Each place keeps its first finding, and each finding the next one at
        // its place: one hash a finding, and no list per place (most places have one finding).
        var firstAt: [SourceLocation: Int] = [:]
        firstAt.reserveCapacity(issues.count)
        var nextAtPlace: [Int] = []
        var placed: [(issue: CheckIssue, finding: Finding)] = []
        placed.reserveCapacity(issues.count)
        for issue in issues {
            let finding = Finding(path: file.path, location: index.location(of: issue.keyPath),
                                  severity: issue.severity, message: issue.message, ruleID: issue.check.rawValue)
            let position = placed.count
            let first = firstAt.value(forKey: finding.location, insertingIfMissing: position)
            if first != position {
                var last = first
                var repeated = placed[first].finding == finding
                while !repeated, nextAtPlace[last] >= 0 {
                    last = nextAtPlace[last]
                    repeated = placed[last].finding == finding
                }
                if repeated { continue }
                nextAtPlace[last] = position
            }
            nextAtPlace.append(-1)
            placed.append((issue, finding))
        }
        return placed
    }

    /// Every check's issues, in check order.
    func issues(in catalog: Catalog) -> [CheckIssue] {
        issues(in: CheckContext(catalog: catalog, options: options))
    }

    /// Every check's issues for the catalog of `context`, in check order.
    func issues(in context: CheckContext) -> [CheckIssue] {
        CheckWalk(context: context).run().issues
    }
}
