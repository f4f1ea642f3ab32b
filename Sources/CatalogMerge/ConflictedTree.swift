import StringCatalog

/// A merged catalog that still holds conflicts, before its hunks are written: the merged tree, the three sides'
/// roots, and where the conflicts are. The hunks are written when the bytes are asked for, in the conflict style
/// given then, so a driver merges once and asks git for `merge.conflictStyle` only when a conflict is left.
struct ConflictedTree: Sendable {
    /// Writes the hunks (ours' writer, marker size, labels).
    var renderer: ConflictRenderer
    /// The merged root, with ours' value (or theirs' where ours has none) at each conflict.
    var root: JSONObject
    /// The three sides' roots, for the sides of each hunk.
    var base: JSONObject?
    var ours: JSONObject
    var theirs: JSONObject
    /// The conflicts, in file order.
    var conflicts: [MergeConflict]
    /// The whitespace around ours' root value.
    var leading: ArraySlice<UInt8>
    var trailing: ArraySlice<UInt8>
    /// The size of ours' file: the output is written into a buffer of about that size, reserved once (a growing
    /// buffer would hold two copies of a large file while it doubles).
    var expectedSize = 0
    /// The whitespace after the three files' root values, when the final whitespace is merged three-way
    /// (`LayoutMerge.withFinalWhitespace`); copies, so the result does not keep the input files alive.
    var finalWhitespaces: (base: [UInt8], ours: [UInt8], theirs: [UInt8])?

    /// Merges the final whitespace of the three files three-way when the hunks are written.
    mutating func mergeFinalWhitespace(base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
        finalWhitespaces = (
            Array(LayoutMerge.finalWhitespace(base)), Array(LayoutMerge.finalWhitespace(ours)),
            Array(LayoutMerge.finalWhitespace(theirs)))
    }

    /// The file with its hunks written in `style`.
    func bytes(style: MergeOptions.ConflictStyle) -> [UInt8] {
        let bytes = renderer.render(
            root: root, base: base, ours: ours, theirs: theirs, conflicts: conflicts, leading: leading,
            trailing: trailing, style: style, capacity: expectedSize + expectedSize / 16 + 4096)
        guard let tails = finalWhitespaces else { return bytes }
        return LayoutMerge.withFinalWhitespace(bytes, base: tails.base, ours: tails.ours, theirs: tails.theirs)
    }
}
