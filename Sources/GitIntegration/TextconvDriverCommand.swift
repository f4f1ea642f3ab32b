/// The `diff.xcstrings.textconv` command the installer configures: `git diff`, `git log -p`, `git show` and
/// `git add -p` then show catalogs as listings (`git xcstrings textconv`), one line per fact.
///
/// Guarded like the merge driver: when the executable has gone, the file is shown as it is (`cat`), so a diff
/// never fails because of us. git appends the file to the command, which the wrapper receives as `$1`.
public struct TextconvDriverCommand: Equatable, Sendable {
    /// The absolute path of `git-xcstrings`.
    public var executable: String

    /// Creates the command for `executable`.
    public init(executable: String) {
        self.executable = executable
    }

    /// Text every textconv command we install contains, so uninstall recognises ours.
    public static let signature = "textconv --"

    /// The complete `diff.xcstrings.textconv` value.
    public var value: String {
        let script = "if [ -x \"$0\" ]; then exec \"$0\" \(Self.signature) \"$1\"; fi; exec cat -- \"$1\""
        return "sh -c " + script.shellQuoted + " " + executable.shellQuoted
    }

    /// Whether a configured value is one `install` wrote (for any executable).
    public static func isOurs(_ value: String) -> Bool {
        value.hasPrefix("sh -c '") && value.contains(signature)
    }
}
