import Diagnostics
import Git

/// A check the pre-commit hook runs on staged content: the seam where the catalog reader, the lint and the
/// catalog check plug in.
///
/// A validator says which staged paths it wants, then gets all of them at once (with their staged bytes) so it can
/// look across files, and returns findings; any `error` finding makes `git xcstrings pre-commit` refuse the commit.
public protocol StagedFileValidator {
    /// A short name for messages, e.g. `catalog syntax` or `string-typed-label lint`.
    var name: String { get }
    /// Whether the staged file at `path` (relative to the top folder) is one this validator reads.
    func accepts(path: String) -> Bool
    /// Findings for `files` (all accepted, staged bytes); paths in findings are the files' repository paths.
    func validate(_ files: [StagedFile]) -> [Finding]
    /// What the change to `files` introduced, judged against `baseline` (the next commit's parents): the hook
    /// refuses only for these, and `notes` count the rest. By default every finding of `validate` counts.
    func validateChange(_ files: [StagedFile], against baseline: ChangeBaseline) -> ValidationOutcome
}

/// What a validator reports on a change: the findings it introduced, and one line per file counting what was
/// already there (`Localizable.xcstrings: 72 problems were already there; none added`).
public struct ValidationOutcome: Equatable, Sendable {
    /// The findings to report (errors refuse the commit).
    public var findings: [Finding]
    /// Plain lines for the user about what was left out, one per file.
    public var notes: [String]

    /// Creates an outcome.
    public init(findings: [Finding], notes: [String] = []) {
        self.findings = findings
        self.notes = notes
    }
}

/// A validator made of closures, for wiring a library function without writing a type.
public struct ClosureValidator: StagedFileValidator {
    /// Names the validator in messages.
    public var name: String
    private let acceptsPath: (String) -> Bool
    private let check: ([StagedFile]) -> [Finding]
    private let checkChange: (([StagedFile], ChangeBaseline) -> ValidationOutcome)?

    /// Creates a validator named `name` that reads the paths `accepts` approves and reports what `validate` finds.
    public init(name: String, accepts: @escaping (String) -> Bool, validate: @escaping ([StagedFile]) -> [Finding]) {
        self.name = name
        self.acceptsPath = accepts
        self.check = validate
        self.checkChange = nil
    }

    /// Creates a validator that judges a change against its baseline with `validateChange` (and reports every
    /// finding of it, against no baseline, from `validate`).
    public init(name: String, accepts: @escaping (String) -> Bool,
                validateChange: @escaping ([StagedFile], ChangeBaseline) -> ValidationOutcome,
                baselineFree: @escaping ([StagedFile]) -> [Finding]) {
        self.name = name
        self.acceptsPath = accepts
        self.check = baselineFree
        self.checkChange = validateChange
    }

    /// Asks the `accepts` closure.
    public func accepts(path: String) -> Bool { acceptsPath(path) }

    /// Runs the `validate` closure.
    public func validate(_ files: [StagedFile]) -> [Finding] { check(files) }

    /// Runs the `validateChange` closure, or reports everything `validate` finds.
    public func validateChange(_ files: [StagedFile], against baseline: ChangeBaseline) -> ValidationOutcome {
        checkChange?(files, baseline) ?? ValidationOutcome(findings: check(files))
    }
}

extension StagedFileValidator {
    /// Every finding of `validate` counts: for checks whose findings are always the change's (a file that does
    /// not read).
    public func validateChange(_ files: [StagedFile], against baseline: ChangeBaseline) -> ValidationOutcome {
        ValidationOutcome(findings: validate(files))
    }

    /// Accepts paths ending in `.xcstrings`.
    public static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }
    /// Accepts paths ending in `.swift`.
    public static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
}
