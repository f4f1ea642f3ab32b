import StringCatalog

/// Layout as a three-way field (issue 12 §3): what follows the root value (a final newline), and the file's
/// member layout (the separator after a key, indentation, line ends), read from the file's first member.
/// A side that changed it from the base, against one that did not, wins — as in git's textual merge, whose
/// result people keep.
enum LayoutMerge {
    /// The whitespace after the last non-whitespace byte.
    static func finalWhitespace(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var end = bytes.endIndex
        while end > bytes.startIndex, isWhitespace(bytes[end - 1]) { end -= 1 }
        return bytes[end...]
    }

    /// `merged` with the final whitespace merged three-way: theirs' when only theirs changed it, else as it is.
    static func withFinalWhitespace(_ merged: [UInt8], base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> [UInt8] {
        let baseTail = finalWhitespace(base), oursTail = finalWhitespace(ours), theirsTail = finalWhitespace(theirs)
        guard oursTail.elementsEqual(baseTail), !theirsTail.elementsEqual(baseTail) else { return merged }
        let current = finalWhitespace(merged)
        guard !current.elementsEqual(theirsTail) else { return merged }
        var out = Array(merged[..<current.startIndex])
        out.append(contentsOf: theirsTail)
        return out
    }

    /// The layout of a file's first member: the whitespace before its key (newline and indentation) and the
    /// bytes between the key and its value (`" : "` or `": "`); nil when the file does not start like a catalog.
    static func memberLayout(_ bytes: [UInt8]) -> (lead: ArraySlice<UInt8>, separator: ArraySlice<UInt8>)? {
        var index = bytes.startIndex
        while index < bytes.endIndex, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{") else { return nil }
        let leadStart = index + 1
        index += 1
        while index < bytes.endIndex, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let lead = bytes[leadStart..<index]
        index += 1
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.endIndex else { return nil }
        let separatorStart = index + 1
        index += 1
        while index < bytes.endIndex, isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
        return (lead, bytes[separatorStart..<min(index, bytes.endIndex)])
    }

    /// Whether theirs changed the member layout from the base and ours did not.
    static func onlyTheirsChangedLayout(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> Bool {
        guard let baseLayout = memberLayout(base), let oursLayout = memberLayout(ours), let theirsLayout = memberLayout(theirs)
        else { return false }
        let same = { (a: (lead: ArraySlice<UInt8>, separator: ArraySlice<UInt8>), b: (lead: ArraySlice<UInt8>, separator: ArraySlice<UInt8>)) in
            a.lead.elementsEqual(b.lead) && a.separator.elementsEqual(b.separator)
        }
        return same(baseLayout, oursLayout) && !same(baseLayout, theirsLayout)
    }

    /// Whether two merge results read as the same JSON. Results written in two layouts are most often the same
    /// tokens with other whitespace (one pass over the bytes, `ByteEquivalence`); anything else is read and compared.
    static func sameContent(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if ByteEquivalence(a[...], b[...]) == .same { return true }
        guard let left = try? JSONDocument(bytes: a, path: "a"), let right = try? JSONDocument(bytes: b, path: "b") else { return false }
        return left.root == right.root
    }

    /// JSON's white space: space, line feed, carriage return, tab.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
