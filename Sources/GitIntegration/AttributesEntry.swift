/// The `.gitattributes` line that routes catalogs to the `xcstrings` merge driver and diff driver (the textconv
/// listing), as a removable marked block.
///
/// It is prepended (not appended) so that removing it restores the file byte for byte whatever its last line
/// looked like; the user's own lines come later and therefore still win where they disagree.
public enum AttributesEntry {
    /// The attribute line.
    public static let line = "*.xcstrings merge=xcstrings diff=xcstrings"

    /// The comment and the line, as added by install.
    public static let block = MarkedBlock(
        begin: "# git-xcstrings: merge String Catalogs with the xcstrings merge driver, diff them as listings "
            + "('git xcstrings install')",
        body: [],
        end: line
    )

    /// The block an install before the diff driver wrote: uninstall removes it too, install replaces it.
    public static let earlierBlock = MarkedBlock(
        begin: "# git-xcstrings: merge String Catalogs with the xcstrings merge driver ('git xcstrings install')",
        body: [],
        end: "*.xcstrings merge=xcstrings"
    )

    /// Whether `text` already routes `*.xcstrings` to both drivers (our block or a line someone wrote).
    public static func isPresent(in text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            return words.first == "*.xcstrings" && words.dropFirst().contains("merge=xcstrings")
                && words.dropFirst().contains("diff=xcstrings")
        }
    }

    /// `text` with the entry added in front.
    public static func added(to text: String) -> String {
        block.text + text
    }
}
