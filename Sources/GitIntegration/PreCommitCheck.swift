import Diagnostics
import Foundation
import Git

/// What `git xcstrings pre-commit` does: runs every validator on the staged versions of the files it accepts and
/// collects the findings the change introduces (judged against the next commit's parents, `ChangeBaseline`), plus
/// a warning for each checked file that also has unstaged changes.
///
/// It reads the index only (through `StagedChanges`) and never writes anything, so it is safe in any hook.
public struct PreCommitCheck {
    /// The validators, in order; the CLI supplies the list (see `PreCommitValidators` there).
    public var validators: [StagedFileValidator]

    /// Creates a check with `validators`.
    public init(validators: [StagedFileValidator]) {
        self.validators = validators
    }

    /// The rules the pre-commit reports itself (conflict markers and the partial-staging warning); a catalog that
    /// does not read is check's `structure` error.
    public static let rules: [(id: String, description: String)] = [
        ("conflict-marker", "A staged catalog holds unresolved merge conflict markers."),
        ("partially-staged", "A checked file also has unstaged changes, which were not checked."),
    ]

    /// The outcome of one run.
    public struct Report {
        /// Every finding, errors and warnings, in report order.
        public var findings: [Finding]
        /// How many staged files were checked by at least one validator.
        public var checkedFileCount: Int
        /// One line per file whose findings were already there before the change (see `ChangeBaseline`).
        public var notes: [String] = []

        /// Whether the commit must be refused: some finding is an error.
        public var blocksCommit: Bool { findings.contains { $0.severity == .error } }
    }

    /// Checks what is staged in `repository`.
    public func run(in repository: Repository) throws -> Report {
        let staged = StagedChanges(repository: repository)
        let paths = try staged.stagedPaths().filter { path in validators.contains { $0.accepts(path: path) } }
        let files = try staged.files(paths)
        let baseline = try ChangeBaseline.nextCommit(in: repository)
        var findings: [Finding] = []
        var notes: [String] = []
        for validator in validators {
            let accepted = files.filter { validator.accepts(path: $0.path) }
            guard !accepted.isEmpty else { continue }
            let outcome = validator.validateChange(accepted, against: baseline)
            findings += outcome.findings
            notes += outcome.notes
        }
        for path in try staged.partiallyStaged(among: files.map(\.path)) {
            findings.append(Finding(
                path: path, location: SourceLocation(line: 1, column: 1), severity: .warning,
                message: "partially staged: the staged version was checked, unstaged changes were not; "
                    + "'git add \(path)' to commit them too",
                ruleID: "partially-staged"))
        }
        return Report(findings: Finding.sortedForReport(findings), checkedFileCount: files.count, notes: notes)
    }
}
