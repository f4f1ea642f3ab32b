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
    /// The three files, when the final whitespace is merged three-way (`LayoutMerge.withFinalWhitespace`).
    var finalWhitespaceSides: (base: [UInt8], ours: [UInt8], theirs: [UInt8])?

    /// The file with its hunks written in `style`.
    func bytes(style: MergeOptions.ConflictStyle) -> [UInt8] {
        let bytes = renderer.render(
            root: root, base: base, ours: ours, theirs: theirs, conflicts: conflicts, leading: leading,
            trailing: trailing, style: style)
        guard let sides = finalWhitespaceSides else { return bytes }
        return LayoutMerge.withFinalWhitespace(bytes, base: sides.base, ours: sides.ours, theirs: sides.theirs)
    }
}
