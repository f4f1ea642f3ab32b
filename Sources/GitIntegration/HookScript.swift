/// The pre-commit hook the installer writes (golden-tested against `hooks/pre-commit` at the package root).
///
/// Our part is always a `MarkedBlock`, so it can sit in a fresh hook, inside an existing shell hook (after its
/// shebang), or before a chained non-shell hook, and uninstall removes exactly it. The block runs
/// `git-xcstrings pre-commit` from the installed absolute path, then PATH, `/opt/homebrew/bin`, `/usr/local/bin`,
/// `~/.mint/bin`. When the tool is missing it says so and how to remove the hook, and lets the commit through
/// (set `GIT_XCSTRINGS_REQUIRED=1` to refuse instead): a missing checker must not stop a team from committing.
public enum HookScript {
    /// Stands for the executable's absolute path in the template file `hooks/pre-commit`.
    public static let placeholder = "@GIT_XCSTRINGS@"

    /// The shebang of hooks we create.
    public static let shebang = "#!/bin/sh"

    /// Where an existing non-shell hook goes when ours chains to it, in the same folder.
    public static let chainedSuffix = ".before-xcstrings"

    /// The marked block for `executable` (an absolute path, or `placeholder` for the template).
    public static func block(executable: String) -> MarkedBlock {
        MarkedBlock(
            begin: "# >>> git-xcstrings pre-commit >>> added by 'git xcstrings install'; 'git xcstrings uninstall' removes it",
            body: [
                "# Checks the staged String Catalogs and Swift files. When git-xcstrings cannot be found, the commit",
                "# goes ahead with a warning (GIT_XCSTRINGS_REQUIRED=1 refuses it instead).",
                "(",
                "  configured=\(executable.shellQuoted)",
                "  for tool in \"$configured\" \"$(command -v git-xcstrings 2>/dev/null)\" /opt/homebrew/bin/git-xcstrings \\",
                "      /usr/local/bin/git-xcstrings \"${HOME:-}/.mint/bin/git-xcstrings\"; do",
                "    if [ -n \"$tool\" ] && [ -x \"$tool\" ]; then",
                "      exec \"$tool\" pre-commit",
                "    fi",
                "  done",
                "  echo \"git-xcstrings: not found at $configured, on PATH, in /opt/homebrew/bin, /usr/local/bin or ~/.mint/bin.\" >&2",
                "  echo \"git-xcstrings: staged catalogs were NOT checked. Reinstall git-xcstrings, or remove this hook:\" >&2",
                "  echo \"git-xcstrings: delete the lines between the 'git-xcstrings pre-commit' markers in $0.\" >&2",
                "  if [ \"${GIT_XCSTRINGS_REQUIRED:-0}\" = 1 ]; then exit 1; fi",
                ") || exit $?",
            ],
            end: "# <<< git-xcstrings pre-commit <<<"
        )
    }

    /// A complete hook of our own: shebang and block.
    public static func standalone(executable: String) -> String {
        shebang + "\n" + block(executable: executable).text
    }

    /// The line that hands over to a chained hook, with the hook's arguments and standard input.
    public static func chainLine(hookName: String) -> String {
        "exec \"$(dirname \"$0\")/\(hookName)\(chainedSuffix)\" \"$@\"\n"
    }

    /// Our hook in front of an existing one that was moved aside to `<name>.before-xcstrings`.
    public static func chaining(executable: String, hookName: String) -> String {
        standalone(executable: executable) + chainLine(hookName: hookName)
    }

    /// The template as stored in `hooks/pre-commit`.
    public static var template: String { standalone(executable: placeholder) }

    /// Whether an existing hook is a POSIX-shell-family script our block can be inserted into.
    public static func isShellScript(_ text: String) -> Bool {
        guard text.hasPrefix("#!") else { return false }
        let firstLine = String(text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" })
        let words = firstLine.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let interpreter = words.first?.split(separator: "/").last else { return false }
        let name = interpreter == "env" ? words.dropFirst().first { !$0.hasPrefix("-") }.map(String.init) ?? "" : String(interpreter)
        return ["sh", "bash", "zsh", "dash", "ksh"].contains(name)
    }
}
