/// The `.gitattributes` line that routes catalogs to the `xcstrings` merge driver, as a removable marked block.
///
/// It is prepended (not appended) so that removing it restores the file byte for byte whatever its last line
/// looked like; the user's own lines come later and therefore still win where they disagree.
public enum AttributesEntry {
    /// The attribute line.
    public static let line = "*.xcstrings merge=xcstrings"

    /// The comment and the line, as added by install.
    public static let block = MarkedBlock(
        begin: "# git-xcstrings: merge String Catalogs with the xcstrings merge driver ('git xcstrings install')",
        body: [],
        end: line
    )

    /// Whether `text` already routes `*.xcstrings` to the driver (our block or a line someone wrote).
    public static func isPresent(in text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            return words.first == "*.xcstrings" && words.dropFirst().contains("merge=xcstrings")
        }
    }

    /// `text` with the entry added in front.
    public static func added(to text: String) -> String {
        block.text + text
    }
}
