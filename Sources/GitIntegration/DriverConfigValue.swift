import Foundation

/// The `merge.xcstrings.driver` command the installer configures: our merge driver, guarded by a shell wrapper.
///
/// A driver whose executable has gone (uninstalled, moved) would make git report a conflict while the file holds
/// only our side. So the command runs `git-xcstrings merge-driver` when the executable is there and exits with its
/// status when it merged (0 clean, 1 conflicts); when the executable is missing or could not write a result (exit 2
/// or a crash), it runs `git merge-file` on the same files with the same marker size instead, which is exactly what
/// git would have done without a driver.
public struct DriverConfigValue: Equatable, Sendable {
    /// The absolute path of `git-xcstrings`.
    public var executable: String
    /// Whether git passes the `%S %X %Y` conflict labels (git ≥ 2.44).
    public var withLabels: Bool

    /// Creates the command for `executable`; `withLabels` when git is 2.44 or newer.
    public init(executable: String, withLabels: Bool) {
        self.executable = executable
        self.withLabels = withLabels
    }

    /// The value of `merge.xcstrings.name`.
    public static let driverName = "git-xcstrings: String Catalog merge driver"

    /// Text every driver we install contains, so uninstall and doctor recognise ours.
    public static let signature = "merge-driver"

    /// The complete `merge.xcstrings.driver` value. git expands `%` sequences in the whole command, so a `%` in
    /// the executable's path is written `%%`.
    public var value: String {
        "sh -c " + script.shellQuoted + " " + executable.shellQuoted.replacingOccurrences(of: "%", with: "%%") + " "
            + placeholders
    }

    /// git's placeholders, passed to the wrapper as `$1…`: base, ours (result), theirs, marker size, path, labels.
    var placeholders: String {
        withLabels ? "%O %A %B %L %P %S %X %Y" : "%O %A %B %L %P"
    }

    /// The wrapper script; `$0` is the executable. It contains no single quote (it is single-quoted as a whole) and
    /// no `%` that git would expand.
    var script: String {
        // `--` before the files: a catalog named `-o.xcstrings` (%P) is a path, never an option.
        let driverArguments = withLabels
            ? "--base-label \"$6\" --ours-label \"$7\" --theirs-label \"$8\" -- \"$1\" \"$2\" \"$3\" \"$4\" \"$5\""
            : "-- \"$@\""
        let labels = withLabels ? "-L \"$7\" -L \"$6\" -L \"$8\"" : "-L ours -L base -L theirs"
        // A git older than 2.44 (Xcode's own, next to a newer Homebrew git) leaves %S %X %Y unexpanded: plain labels
        // then. `%[` is no placeholder, so every git version keeps it as it is.
        let unexpandedLabels: [String] = withLabels
            ? ["case \"$6$7$8\" in *%[SXY]*) set -- \"$1\" \"$2\" \"$3\" \"$4\" \"$5\" base ours theirs;; esac;"] : []
        let missing = "echo \"git-xcstrings: $0 not found; merging $5 as text (reinstall git-xcstrings and run"
            + " git xcstrings install, or remove the driver: git config --unset merge.xcstrings.driver)\" >&2;"
        return (unexpandedLabels + [
            "if [ -x \"$0\" ]; then",
            "\"$0\" merge-driver \(driverArguments); s=$?; if [ $s -le 1 ]; then exit $s; fi;",
            "echo \"git-xcstrings: merge driver failed (exit $s); merging $5 as text\" >&2;",
            "else",
            missing,
            "fi;",
            "exec git merge-file \(labels) --marker-size=\"$4\" \"$2\" \"$1\" \"$3\"",
        ]).joined(separator: " ")
    }

    /// Whether a configured driver value runs `git-xcstrings merge-driver` without the guard (a bare command line
    /// such as `/path/git-xcstrings merge-driver %O %A %B %L %P`, as older instructions had it): when that
    /// executable is missing or killed, git marks the catalog conflicted with no markers and only our side in it,
    /// and a `git add` commits the loss. `install` replaces such a value; `doctor` warns about it.
    public static func isUnguarded(_ value: String) -> Bool {
        executable(inDriver: value) == nil && value.contains(signature) && value.contains("%A")
    }

    /// The executable a configured driver value runs, when it is one of ours (the word after `sh -c '…'`).
    public static func executable(inDriver value: String) -> String? {
        guard value.contains(signature), value.hasPrefix("sh -c '") else { return nil }
        // Skip the quoted script: it contains no single quote, so it ends at the next one.
        let afterScript = value.dropFirst("sh -c '".count).drop { $0 != "'" }.dropFirst().drop { $0 == " " }
        return ShellWord.first(of: String(afterScript))?.replacingOccurrences(of: "%%", with: "%")
    }
}

/// Reads the first word of a POSIX shell command line (single and double quotes, backslashes).
enum ShellWord {
    static func first(of text: String) -> String? {
        var word = ""
        var quote: Character?
        var escaped = false
        var started = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, " "), (nil, "\t"):
                if started { return word }
            case (nil, "'"), (nil, "\""):
                quote = character
                started = true
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
            case let (current?, c) where c == current:
                quote = nil
            default:
                word.append(character)
                started = true
            }
        }
        return started && quote == nil ? word : nil
    }
}
