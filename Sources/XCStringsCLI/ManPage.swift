/// The manual page `git xcstrings --help` shows: git answers `--help` with `man git-xcstrings`, so the package ships
/// `man/git-xcstrings.1` (installed by `make install`). It is generated from the same text as `git xcstrings help`
/// and each command's `--help` (`HelpText`), by `git xcstrings help --man`; a test fails when the file drifts.
enum ManPage {
    /// The page in roff (man(7)): the overview and every command's help, their columns kept as printed.
    static func render(version: String) -> String {
        var lines = [
            ".TH GIT\\-XCSTRINGS 1 \"\" \"git-xcstrings \(version)\" \"Git Manual\"",
            ".SH NAME",
            "git\\-xcstrings \\- String Catalogs (.xcstrings) that merge, migrate and check cleanly in git",
            ".SH SYNOPSIS",
            ".B git xcstrings",
            ".I command",
            "[options]",
            ".SH DESCRIPTION",
        ]
        let overview = HelpText.overview(version: version).split(separator: "\n", omittingEmptySubsequences: false)
        lines += verbatim(overview.dropFirst(2).map(String.init))
        lines.append(".SH COMMANDS")
        for command in CommandRegistry.all {
            lines.append(".SS \(escaped(command.name))")
            lines += verbatim(HelpText.help(for: command).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        lines += [
            ".SH EXIT STATUS",
            "0 clean, 1 findings or conflicts, 2 usage or input error (nothing was changed).",
            ".SH SEE ALSO",
            ".BR git (1),",
            ".BR gitattributes (5)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text shown as printed (no filling, no hyphenation), trailing blank lines dropped.
    private static func verbatim(_ text: [String]) -> [String] {
        var body = text
        while body.last?.isEmpty == true { body.removeLast() }
        while body.first?.isEmpty == true { body.removeFirst() }
        return [".nf"] + body.map { $0.isEmpty ? "" : escaped($0) } + [".fi"]
    }

    /// `text` safe in roff: backslashes and hyphens escaped, a leading `.` or `'` made literal.
    static func escaped(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
