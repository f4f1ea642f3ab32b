import Diagnostics

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
}

/// A validator made of closures, for wiring a library function without writing a type.
public struct ClosureValidator: StagedFileValidator {
    /// Names the validator in messages.
    public var name: String
    private let acceptsPath: (String) -> Bool
    private let check: ([StagedFile]) -> [Finding]

    /// Creates a validator named `name` that reads the paths `accepts` approves and reports what `validate` finds.
    public init(name: String, accepts: @escaping (String) -> Bool, validate: @escaping ([StagedFile]) -> [Finding]) {
        self.name = name
        self.acceptsPath = accepts
        self.check = validate
    }

    /// Asks the `accepts` closure.
    public func accepts(path: String) -> Bool { acceptsPath(path) }

    /// Runs the `validate` closure.
    public func validate(_ files: [StagedFile]) -> [Finding] { check(files) }
}

extension StagedFileValidator {
    /// Accepts paths ending in `.xcstrings`.
    public static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }
    /// Accepts paths ending in `.swift`.
    public static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
}
