import StringCatalog

/// The summary-line phrase for what lenient reading repaired in one side, e.g.
/// `theirs: removed 1 trailing comma; 2 duplicate keys ("A", "B"): kept the last, as Foundation does`.
/// A duplicate whose copies differ shows both values, so nothing is dropped unseen.
struct RepairSummary: CustomStringConvertible {
    var side: String
    var repairs: [JSONRepair]

    var description: String {
        var parts: [String] = []
        let commas = repairs.filter(\.isTrailingComma).count
        if commas > 0 { parts.append("removed \(commas) trailing comma\(commas == 1 ? "" : "s")") }
        var keys: [String] = []
        var differing: [String] = []
        for repair in repairs {
            guard case .duplicateKey(let key, let dropped, let kept) = repair.kind else { continue }
            keys.append(CatalogKeyPath.quoted(key))
            if repair.droppedDifferentContent {
                differing.append("\(CatalogKeyPath.quoted(key)) kept \(Self.compact(kept)), dropped \(Self.compact(dropped))")
            }
        }
        if !keys.isEmpty {
            parts.append("\(keys.count) duplicate key\(keys.count == 1 ? "" : "s") (\(keys.joined(separator: ", "))): "
                + "kept the last, as Foundation does")
        }
        if !differing.isEmpty {
            parts.append("copies that differ: \(differing.joined(separator: "; "))")
        }
        return "\(side): \(parts.joined(separator: "; "))"
    }

    /// A value on one line (`{"state":"translated","value":"Hallo"}`), for the summary.
    static func compact(_ value: JSONValue) -> String {
        let style = JSONStyle(separator: ":", indent: "", newline: "", xcodeEmptyObjects: false, finalNewline: "", order: .xcode)
        return String(decoding: JSONWriter(style: style, preservingSource: false).bytes(for: value), as: UTF8.self)
    }
}
