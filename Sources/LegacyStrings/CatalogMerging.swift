import StringCatalog

/// Adds migrated keys and localizations to an existing catalog without overwriting anything it holds.
///
/// New keys and new languages of existing keys are inserted in the file's own key order and style (untouched
/// members keep their bytes); where the catalog already has a value that differs, the catalog's value stays and a
/// warning says so — a migration never overwrites silently.
public enum CatalogMerging {
    /// Merges the migrated root's `strings` into `document`; returns the warnings for values kept.
    public static func merge(_ migrated: JSONValue, into document: inout JSONDocument) -> [LegacyWarning] {
        guard let incoming = migrated.object?["strings"]?.object else { return [] }
        var warnings: [LegacyWarning] = []
        var root = document.root.object ?? JSONObject()
        var strings = root["strings"]?.object ?? JSONObject()
        let order = document.style.order
        for member in incoming.members {
            guard var existing = strings[member.key]?.object else {
                var value = member.value
                value.sortObjects(by: order)
                strings.setValue(value, forKey: member.key, order: order)
                continue
            }
            let incomingEntry = member.value.object ?? JSONObject()
            var changed = false
            if existing["comment"] == nil, let comment = incomingEntry["comment"] {
                existing.setValue(comment, forKey: "comment", order: order)
                changed = true
            }
            var localizations = existing["localizations"]?.object ?? JSONObject()
            var localizationsChanged = false
            for localization in incomingEntry["localizations"]?.object?.members ?? [] {
                if let current = localizations[localization.key] {
                    if current != localization.value {
                        warnings.append(LegacyWarning(path: document.path, message:
                            "key \"\(member.key)\" (\(localization.key)): the catalog's value differs from the legacy file's; kept the catalog's"))
                    }
                    continue
                }
                var value = localization.value
                value.sortObjects(by: order)
                localizations.setValue(value, forKey: localization.key, order: order)
                localizationsChanged = true
            }
            if localizationsChanged {
                existing.setValue(.object(localizations), forKey: "localizations", order: order)
                changed = true
            }
            if changed { strings.setValue(.object(existing), forKey: member.key, order: order) }
        }
        root.setValue(.object(strings), forKey: "strings", order: order)
        document.root = .object(root)
        return warnings
    }
}
