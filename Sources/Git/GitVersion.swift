/// A git version such as 2.39.5, comparable, read from `git --version` (including vendor suffixes like
/// `2.39.5 (Apple Git-154)` or `2.45.0.windows.1`).
public struct GitVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads the output of `git --version`; nil when it does not start with `git version N.N`.
    public init?(versionOutput: String) {
        let prefix = "git version "
        guard versionOutput.hasPrefix(prefix) else { return nil }
        let numbers = versionOutput.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "." }
            .split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        self.init(numbers[0], numbers[1], numbers.count > 2 ? numbers[2] : 0)
    }

    /// Git 2.44 added the `%S %X %Y` conflict-label placeholders for merge drivers.
    public static let mergeDriverLabels = GitVersion(2, 44)

    /// Whether merge drivers get the `%S %X %Y` label placeholders in this version.
    public var supportsMergeDriverLabels: Bool { self >= GitVersion.mergeDriverLabels }

    /// Orders by major, minor, then patch.
    public static func < (lhs: GitVersion, rhs: GitVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
}
